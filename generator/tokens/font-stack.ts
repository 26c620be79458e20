/** A CSS font stack for a named family: the family first, then the generic fallbacks of its kind. */

const STACKS = {
  monospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  serif: "Georgia, 'Times New Roman', 'DejaVu Serif', serif",
  cursive: "'Comic Sans MS', 'Segoe Print', cursive",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'DejaVu Sans', sans-serif",
} as const;

const MONO = /mono|code|courier|console|terminal|plex mono|vt323|press start|pixel|silkscreen/i;
const SERIF = /serif|garamond|baskerville|bodoni|didot|playfair|lora|caslon|times|georgia|literata|merriweather|fraunces|libre|crimson|cormorant|mincho|spectral|newsreader|instrument|slab/i;
const CURSIVE = /script|hand|marker|caveat|comic|brush|kalam|pacifico|felt|syuku/i;

/** Kind of a family by its name; "Sans" wins over "Serif" ("Noto Sans" is sans, "Source Serif 4" serif). */
export function fontKind(family: string): keyof typeof STACKS {
  if (MONO.test(family)) return 'monospace';
  if (CURSIVE.test(family)) return 'cursive';
  if (/\bsans\b/i.test(family)) return 'sans';
  if (SERIF.test(family)) return 'serif';
  return 'sans';
}

/** `'Archivo Black', system-ui, …, sans-serif` — usable in CSS and in SVG font-family attributes. */
export function fontStack(family: string | undefined): string {
  if (!family) return STACKS.sans;
  const first = family.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');
  const generic = /^(serif|sans-serif|monospace|cursive|system-ui)$/i.test(first);
  return generic ? family : `'${first.replace(/'/g, '')}', ${STACKS[fontKind(first)]}`;
}
