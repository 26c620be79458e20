/**
 * Security headers (helmet) and CORS. The API is public: any origin may GET it. The CSP allows only
 * this origin's scripts, styles and images, which is all the developer portal loads.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { EXPOSED_HEADERS, helmetOptions } from '../generator/deploy/security-headers';

/** helmet with the policy shared with the nginx front (generator/deploy/security-headers.ts), for the public URL. */
export function securityHeaders(baseUrl: string): RequestHandler {
  return helmet(helmetOptions(baseUrl));
}

const EXPOSED = EXPOSED_HEADERS;

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
