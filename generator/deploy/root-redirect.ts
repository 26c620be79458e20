/**
 * `/` (issue 31, point 6): a browser, whose Accept names text/html, is sent to the portal with a 302; any other
 * client (Accept: application/json, or `*\/*` alone) gets what `/` always answered, the JSON 404 NOT_FOUND. Both
 * answers depend on Accept and say so (`Vary: Accept`). One rule for the gateway (gateway/routes/root.ts) and
 * the nginx front (deploy/nginx.ts).
 */
import { ACCEPTS_HTML } from '../portal/not-found-page';
import { PORTAL_PATH } from '../responses/routes';

export { ACCEPTS_HTML };

export const ROOT_REDIRECT = { status: 302, location: PORTAL_PATH } as const;

/** Whether a request's Accept header asks for HTML (a browser navigating). */
export const acceptsHtml = (accept: string | undefined): boolean => accept !== undefined && ACCEPTS_HTML.test(accept);
