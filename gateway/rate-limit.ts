/**
 * Per-IP rate limits (spec 8): one budget for the API (/api, /mcp, /r), one for what pages load
 * (stylesheets, scripts, fonts, covers), one for every other path (generator/contract/budgets.ts). Each
 * response carries the IETF RateLimit / RateLimit-Policy fields of the limit that governs its path.
 * express-rate-limit counts, in its own store (memory, or Redis shared by replicas); the fast path
 * (fast-path.ts) counts in the same stores, so a client has one budget whichever path answers.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { budgetOf, type BudgetName } from '../generator/contract/budgets';
import { rateLimitedDetails } from '../generator/contract/error-bodies';
import type { GatewayConfig } from './config';
import { sendError } from './errors';
import { MemoryCounters } from './memory-counters';

export const WINDOW_MS = 60_000;

export type { BudgetName };

/** One budget: its name, its limit, where its counts live, and the middleware that applies it. */
export interface Budget {
  name: BudgetName;
  limit: number;
  store: Store;
  /** Whether a failing store lets requests through (shared counters fail open). */
  failOpen: boolean;
  middleware: RequestHandler;
}

export interface RateLimits {
  /** The middleware applying to each request the budget its path is counted in. */
  middleware: RequestHandler;
  budgetFor(path: string): Budget;
}

/** Where counters live: this process's memory by default, or a shared store per budget (Redis). */
export type CounterStores = (budget: BudgetName) => Store;

function budget(name: BudgetName, limit: number, store: Store, failOpen: boolean): Budget {
  const options: Partial<Options> = {
    windowMs: WINDOW_MS,
    limit,
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    // With a shared store, an outage lets requests through (fails open) rather than failing them.
    passOnStoreError: failOpen,
    // The client IP is req.ip: the socket address unless TRUST_PROXY says which proxies to believe.
    validate: { xForwardedForHeader: false },
    // Retry-After (set by express-rate-limit) says when; the body says which budget.
    handler: (_req, res) => sendError(res, 'RATE_LIMITED', rateLimitedDetails(limit)),
  };
  return { name, limit, store, failOpen, middleware: rateLimit(options) };
}

export function createRateLimits(config: GatewayConfig, stores?: CounterStores): RateLimits {
  const api = budget('api', config.apiRequestsPerMinute, stores?.('api') ?? new MemoryCounters(), stores !== undefined);
  const pages = budget('pages', config.pageRequestsPerMinute, stores?.('pages') ?? new MemoryCounters(), stores !== undefined);
  const assets = budget('assets', config.assetRequestsPerMinute, stores?.('assets') ?? new MemoryCounters(), stores !== undefined);
  const budgets: Record<BudgetName, Budget> = { api, pages, assets };
  const budgetFor = (path: string) => budgets[budgetOf(path)];
  return { budgetFor, middleware: (req, res, next) => budgetFor(req.path).middleware(req, res, next) };
}
