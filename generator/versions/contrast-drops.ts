/**
 * The contrast pairs a change lowered (issue 35): for each component with a text colour, per mode the style
 * ships, its text on its background (and on the fill it wears) composited over the mode's surface, as the
 * contrast rule reads them (documents/rules/contrast-in-both-modes.ts). Computed when a version is cut, so a
 * client (the CLI's `diff`) needs no colour library. Pure.
 */
import type { Mode } from '../contract/token-extensions';
import { composite, contrast, type Rgba } from '../tokens/color';
import { componentColors, modesOf, themeOf, type StyleTokens } from '../tokens/theme';
import type { ContrastDrop } from './record';

/** Ratios are published to two decimals; a fall smaller than that is noise. */
const round = (ratio: number) => Math.round(ratio * 100) / 100;

/** `pair` → ratio, for one mode of one tokens object. */
function ratios(tokens: StyleTokens, mode: Mode): Map<string, number> {
  const out = new Map<string, number>();
  const theme = themeOf(tokens, mode);
  const surface = theme.colors.get('surface');
  if (!surface) return out;
  for (const name of Object.keys(tokens.components ?? {})) {
    const { background, text, fill } = componentColors(tokens, theme, name);
    if (!text) continue;
    const paints: [string, Rgba | undefined][] = [['backgroundColor', background ?? surface], ['fill', fill]];
    for (const [what, paint] of paints) {
      if (!paint) continue;
      const back = composite(paint, surface);
      out.set(`components.${name} textColor on ${what}`, round(contrast(composite(text, back), back)));
    }
  }
  return out;
}

/** Pairs present before and after whose ratio fell, by mode then pair. */
export function contrastDrops(before: StyleTokens, after: StyleTokens): ContrastDrop[] {
  const drops: ContrastDrop[] = [];
  const modes = modesOf(after).filter((m) => modesOf(before).includes(m)).sort();
  for (const mode of modes) {
    const [old, now] = [ratios(before, mode), ratios(after, mode)];
    for (const [pair, ratio] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
      const was = old.get(pair);
      if (was !== undefined && ratio < was) drops.push({ pair, mode, before: was, after: ratio });
    }
  }
  return drops;
}
