/** A CSS font stack for a typography level: the document's own stack, then the generic fallbacks of its kind. */

/** The fallbacks of each kind of family, generic family last. */
export const STACKS = {
  monospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  serif: "Georgia, 'Times New Roman', 'DejaVu Serif', serif",
  cursive: "'Comic Sans MS', 'Segoe Print', cursive",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'DejaVu Sans', sans-serif",
} as const;

const MONO = /mono|code|courier|console|terminal|plex mono|vt323|press start|pixel|silkscreen/i;
const SERIF = /serif|garamond|baskerville|bodoni|didot|playfair|lora|caslon|times|georgia|literata|merriweather|fraunces|libre|crimson|cormorant|mincho|spectral|newsreader|instrument|slab/i;
const CURSIVE = /script|hand|marker|caveat|comic|brush|kalam|pacifico|felt|syuku/i;
/** Generic families and keywords: written unquoted, and a stack ending in one needs no fallbacks added. */
const KEYWORD = /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-serif|ui-sans-serif|ui-monospace|ui-rounded|-apple-system|BlinkMacSystemFont)$/i;
const GENERIC = /^(serif|sans-serif|monospace|cursive|fantasy|system-ui)$/i;

/** Kind of a family by its name; "Sans" wins over "Serif" ("Noto Sans" is sans, "Source Serif 4" serif). */
export function fontKind(family: string): keyof typeof STACKS {
  if (MONO.test(family)) return 'monospace';
  if (CURSIVE.test(family)) return 'cursive';
  if (/\bsans\b/i.test(family)) return 'sans';
  if (SERIF.test(family)) return 'serif';
  return 'sans';
}

/** The family names of a `fontFamily` value, unquoted: `"SF Pro Text, 'Inter', sans-serif"` → three names. */
export function familiesOf(stack: string): string[] {
  return stack
    .split(',')
    .map((f) => f.trim().replace(/^['"]|['"]$/g, '').trim())
    .filter(Boolean);
}

const quoteFamily = (name: string) => (KEYWORD.test(name) ? name : `'${name.replace(/'/g, '')}'`);

/**
 * `'SF Pro Text', 'Inter', system-ui, …, sans-serif`: every family the document names, in its order (so a
 * stand-in written after a proprietary face comes along), then the fallbacks of the first family's kind,
 * unless the document's stack already ends in a generic family. Usable in CSS and in SVG font-family attributes.
 */
export function fontStack(family: string | undefined): string {
  if (!family) return STACKS.sans;
  const names = familiesOf(family);
  if (names.length === 0) return STACKS.sans;
  const own = names.map(quoteFamily);
  if (GENERIC.test(names.at(-1)!)) return own.join(', ');
  const seen = new Set(names.map((n) => n.toLowerCase()));
  const fallbacks = STACKS[fontKind(names[0]!)].split(', ').filter((f) => !seen.has(familiesOf(f)[0]!.toLowerCase()));
  return [...own, ...fallbacks].join(', ');
}

/** A style's families by role: `sans` is its body text's family, whatever its kind; `serif` and `mono` the first level of that kind. */
export interface FontRoles {
  sans: string;
  serif?: string;
  mono?: string;
}

/** The body level: `body-md`, else `body`, else the first `body-*` level, else the first level. */
function bodyLevel(levels: readonly string[]): string | undefined {
  return levels.find((l) => l === 'body-md') ?? levels.find((l) => l === 'body') ?? levels.find((l) => l.startsWith('body')) ?? levels[0];
}

/** The font stacks a theme's generic roles (Tailwind's and shadcn's `font-sans`, `font-serif`, `font-mono`) take from a style's typography. */
export function fontRoles(typography: Readonly<Record<string, Readonly<Record<string, string | number>>>> = {}): FontRoles {
  const families = Object.values(typography).map((level) => level.fontFamily).filter((f): f is string => typeof f === 'string');
  const body = bodyLevel(Object.keys(typography));
  const bodyFamily = body ? typography[body]?.fontFamily : undefined;
  const serif = families.find((f) => fontKind(f) === 'serif');
  const mono = families.find((f) => fontKind(f) === 'monospace');
  return {
    sans: fontStack(typeof bodyFamily === 'string' ? bodyFamily : undefined),
    ...(serif ? { serif: fontStack(serif) } : {}),
    ...(mono ? { mono: fontStack(mono) } : {}),
  };
}
