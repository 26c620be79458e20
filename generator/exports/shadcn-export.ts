/**
 * The `shadcn` export: a style as a shadcn/ui registry item of type `registry:theme`, whose `cssVars` are
 * the mapping of shadcn-theme.ts and whose `css` brings the @font-face rules of the families those variables
 * name. The same body answers GET /r/{slug}.json, which `npx shadcn add` reads.
 */
import { ShadcnRegistryItemSchema, type ShadcnRegistryItem } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { fontFaceDescriptors, fontFiles } from '../fonts/font-faces';
import type { StyleFonts } from '../fonts/style-fonts';
import { familiesOf } from '../tokens/font-stack';
import { shadcnCssVars } from './shadcn-theme';

/** The schema shadcn/ui publishes for a registry item (the contract names it; the index's: responses/shadcn-registry.ts). */
export const SHADCN_ITEM_SCHEMA = ShadcnRegistryItemSchema.properties.$schema.enum[0];

/** The selector the item's @font-face rules are keyed under (see shadcnFontCss). */
export const SHADCN_FONT_SELECTOR = ':root';

/**
 * The item's `css` (issue 31): one @font-face rule per file of each served family that a `font-*` variable
 * renders in (the first of the style's families its stack names), with the service's absolute URLs; undefined
 * when the variables name none. The shadcn CLI (4.x, update-css) turns a top-level `"@font-face"` key into an
 * at-rule whose descriptors become nested rules (a quoted family name makes it throw), while an object keyed
 * under a selector is written as a rule of its own at the stylesheet's top level: so each rule is keyed
 * `@font-face /* <family>: <file> *\/` under `:root`, which the CLI writes as a top-level `@font-face` rule
 * (the comment keeps the keys apart; browsers and Tailwind v4 ignore it). test/cli/shadcn-cli.test.ts pins this.
 */
export function shadcnFontCss(stacks: readonly string[], fonts: StyleFonts, baseUrl: string): ShadcnRegistryItem['css'] {
  const named = new Set(
    stacks.flatMap((stack) => {
      const families = familiesOf(stack).map((name) => name.toLowerCase());
      const first = families.find((name) => fonts.uses.some((u) => u.family.family.toLowerCase() === name));
      return first ? [first] : [];
    }),
  );
  const files = fonts.uses.filter((u) => named.has(u.family.family.toLowerCase())).flatMap((u) => fontFiles(u, fonts.codePoints));
  if (files.length === 0) return undefined;
  const rules = Object.fromEntries(files.map((f) => [`@font-face /* ${f.family.family}: ${f.file} */`, fontFaceDescriptors(f, baseUrl)]));
  return { [SHADCN_FONT_SELECTOR]: rules };
}

/** The registry item of a style; `baseUrl` is the service's origin, which the @font-face URLs start with. */
export function shadcnExport(style: Pick<StyleRecord, 'slug' | 'title' | 'description' | 'type' | 'tokens'>, fonts: StyleFonts, baseUrl: string): ShadcnRegistryItem {
  const cssVars = shadcnCssVars(style.tokens);
  const css = shadcnFontCss([cssVars.theme['font-sans'], cssVars.theme['font-serif'], cssVars.theme['font-mono']].filter((s) => s !== undefined), fonts, baseUrl);
  return {
    $schema: SHADCN_ITEM_SCHEMA,
    name: style.slug,
    type: 'registry:theme',
    title: style.title,
    description: style.description,
    categories: [style.type],
    docs: `${style.title}: colours, type, radii and shadows of both modes (the dark one under .dark)${css ? `, and @font-face rules loading its fonts from ${baseUrl}/fonts/` : ''}, from the design-style library.`,
    cssVars,
    ...(css ? { css } : {}),
  };
}
