/**
 * The security headers every response carries: helmet's, with the policy the portal needs (scripts only
 * from this origin, Scalar's inline styles), and open CORS for reads. One definition for the gateway
 * (which runs helmet) and the nginx front (which writes the same headers as add_header lines), both for
 * the service's public URL (BASE_URL).
 */
import helmet, { type HelmetOptions } from 'helmet';

/** Whether the public URL is https: only then may the CSP ask for `upgrade-insecure-requests`. */
const isHttps = (baseUrl: string) => baseUrl.startsWith('https:');

/**
 * helmet's options for a service published at `baseUrl`. helmet's default `upgrade-insecure-requests` is
 * kept only over https: served over plain http at any host but localhost (a VM, a container, a LAN demo),
 * it makes the browser ask for every stylesheet and script over https, and the portal renders as bare
 * text (issue 31). Cross-Origin-Opener-Policy too: browsers ignore it on such an origin, with a console
 * error on every page.
 */
export function helmetOptions(baseUrl: string): HelmetOptions {
  return {
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
        upgradeInsecureRequests: isHttps(baseUrl) ? [] : null,
      },
    },
    // Covers and JSON are meant to be embedded and fetched from other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: isHttps(baseUrl),
  };
}

/** Response headers CORS exposes to scripts of other origins. */
export const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag', 'X-Request-Id'];

/** The headers helmet sets with helmetOptions(baseUrl), in its order, read off a stand-in response. */
export function helmetHeaders(baseUrl: string): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(helmetOptions(baseUrl))({} as never, res as never, () => {});
  return headers;
}

/**
 * Flat [name, value, …] of the headers every answer carries, as helmet and cors set them on the gateway's
 * Express path: the fast path and the refusals write them as they are.
 */
export function everyAnswerHeaders(baseUrl: string): string[] {
  return [...helmetHeaders(baseUrl).flat(), 'Access-Control-Allow-Origin', '*', 'Access-Control-Expose-Headers', EXPOSED_HEADERS.join(',')];
}
