/** Cache-Control per kind of response, shared by the gateway and the generated static-host configs. */

export const CACHE_CONTROL = {
  /** API JSON (and the shadcn registry under /r) changes whenever the library is rebuilt: short freshness, long stale-while-revalidate. */
  api: 'public, max-age=60, stale-while-revalidate=600',
  /** Covers change only when a style's tokens change. */
  cover: 'public, max-age=604800, stale-while-revalidate=86400',
  /** Font files and their licences change only with a font package's release (their URLs do not carry a version, so exports keep working). */
  font: 'public, max-age=2592000, stale-while-revalidate=604800',
  /** openapi.json, the portal, the server card. */
  document: 'public, max-age=300, stale-while-revalidate=3600',
  /** Errors and rate-limit answers must not be cached. */
  error: 'no-store',
} as const;

/** The policy for a public URL path. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/api/') || path.startsWith('/r/')) return CACHE_CONTROL.api;
  if (path.startsWith('/covers/')) return CACHE_CONTROL.cover;
  if (path.startsWith('/fonts/')) return CACHE_CONTROL.font;
  return CACHE_CONTROL.document;
}
