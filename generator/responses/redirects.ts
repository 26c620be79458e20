/**
 * Where a retired style's URLs point (data/retired.yaml): every URL naming the old slug answers 301 with
 * the same URL naming the survivor. One mapping for the gateway and the generated host configurations.
 */
import type { RetiredStyle } from '../documents/retired';

/** Old slug → surviving slug. */
export type Redirects = Readonly<Record<string, string>>;

export function redirectsOf(retired: readonly RetiredStyle[]): Redirects {
  return Object.fromEntries([...retired].sort((a, b) => a.slug.localeCompare(b.slug)).map((r) => [r.slug, r.mergedInto]));
}

/** The URL families that name a style by slug: the API routes, the preview pages, the cover, the shadcn registry item. */
const STYLE_PATH = /^\/(api\/styles|developers\/styles)\/([a-z0-9-]+)((?:\/[^?]*)?)$|^\/covers\/([a-z0-9-]+)\.svg$|^\/r\/([a-z0-9-]+)\.json$/;

/** The survivor's path for a path naming a retired slug, or undefined. */
export function redirectTarget(pathname: string, redirects: Redirects): string | undefined {
  const m = STYLE_PATH.exec(pathname);
  if (!m) return undefined;
  if (m[4] !== undefined) return Object.hasOwn(redirects, m[4]) ? `/covers/${redirects[m[4]]}.svg` : undefined;
  if (m[5] !== undefined) return Object.hasOwn(redirects, m[5]) ? `/r/${redirects[m[5]]}.json` : undefined;
  return Object.hasOwn(redirects, m[2]!) ? `/${m[1]}/${redirects[m[2]!]}${m[3]}` : undefined;
}
