/**
 * Security headers (helmet) and CORS. The API is public: any origin may GET it. The CSP allows only
 * this origin's scripts, styles and images, which is all the developer portal loads.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { REQUEST_ID_HEADER } from './logger';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The API reference renderer sets inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Covers and JSON are meant to be embedded and fetched from other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

const EXPOSED = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag', REQUEST_ID_HEADER];

/** Open CORS for reads; /mcp also takes POST with the MCP headers. Preflights answer 204. */
export function openCors(): RequestHandler {
  const reads = cors({ origin: '*', methods: ['GET', 'HEAD'], exposedHeaders: EXPOSED, maxAge: 86_400 });
  const mcp = cors({
    origin: '*',
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'Mcp-Session-Id', 'Mcp-Protocol-Version', 'Last-Event-ID'],
    exposedHeaders: [...EXPOSED, 'Mcp-Session-Id'],
    maxAge: 86_400,
  });
  return (req, res, next) => (req.path === '/mcp' ? mcp : reads)(req, res, next);
}
