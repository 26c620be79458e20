/**
 * The security headers every response carries: helmet's, with the policy the portal needs (scripts only
 * from this origin, Scalar's inline styles), and open CORS for reads. One definition for the gateway
 * (which runs helmet) and the nginx front (which writes the same headers as add_header lines).
 */
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: HelmetOptions = {
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
};

/** Response headers CORS exposes to scripts of other origins. */
export const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag', 'X-Request-Id'];

/** The headers helmet sets with HELMET_OPTIONS, in its order, read off a stand-in response. */
export function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as never, res as never, () => {});
  return headers;
}
