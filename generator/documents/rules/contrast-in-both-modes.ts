/**
 * WCAG AA in both modes (issue 9). The official linter checks the document's own mode and ignores
 * alpha; this rule composites translucent colours over the mode's `surface` and checks the other mode
 * too, plus the core role pairs an agent reaches for first. A state is read with what it inherits
 * (issue 17): a `-hover` that sets only `textColor` sits on its base's background. Large text (24px, or
 * 18.66px bold, by the component's typography) needs 3:1.
 */
import type { Mode } from '../../contract/token-extensions';
import { composite, contrast, luminance, toHex, type Rgba } from '../../tokens/color';
import { textMinimum } from '../../tokens/backdrop';
import { componentColors, modesOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const AA_TEXT = 4.5;
/** WCAG 1.4.11: focus indicators and other non-text contrast. */
export const AA_NON_TEXT = 3;

/** Core role pairs: [foreground, background, minimum]. */
const ROLE_PAIRS = [
  ['on-primary', 'primary', AA_TEXT],
  ['on-surface', 'surface', AA_TEXT],
  ['error', 'surface', AA_TEXT],
  ['focus', 'surface', AA_NON_TEXT],
] as const;

/** A dark mode's page is dark and a light mode's light (relative luminance). */
const SURFACE_LUMINANCE: Record<Mode, (l: number) => boolean> = { dark: (l) => l <= 0.08, light: (l) => l >= 0.35 };

const ratio = (a: Rgba, b: Rgba) => contrast(a, b).toFixed(2);

export const contrastInBothModes: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const own = tokens.mode ?? 'light';
  const problems: Problem[] = [];
  for (const mode of modesOf(tokens)) {
    const theme = themeOf(tokens, mode);
    const surface = theme.colors.get('surface');
    if (!surface) continue; // reported by coreVocabulary
    const where = mode === own ? '' : ` in ${mode} mode`;
    const at = (path: (string | number)[]) => (mode === own ? path : ['modes', mode, 'colors']);
    if (!SURFACE_LUMINANCE[mode](luminance(surface))) {
      problems.push(problemAt(doc, at(['colors', 'surface']), 'LOW_CONTRAST', `\`surface\`${where} is ${toHex(surface)}, not a ${mode} page`));
    }
    for (const [fg, bg, minimum] of ROLE_PAIRS) {
      const [f, b] = [theme.colors.get(fg), theme.colors.get(bg)];
      if (!f || !b) continue;
      const [front, back] = [composite(f, composite(b, surface)), composite(b, surface)];
      if (contrast(front, back) < minimum) {
        problems.push(problemAt(doc, at(['colors', fg]), 'LOW_CONTRAST', `\`${fg}\` on \`${bg}\`${where} has contrast ${ratio(front, back)}:1, below ${minimum}:1`));
      }
    }
    for (const [name, props] of Object.entries(tokens.components ?? {})) {
      const { background, text, fill } = componentColors(tokens, theme, name);
      if (!text) continue;
      const minimum = textMinimum(tokens, name);
      // The linter already checks the opaque pairs a component sets itself in the document's own mode.
      const linted = mode === own && props.backgroundColor !== undefined && props.textColor !== undefined && minimum === AA_TEXT;
      const checks: [string, Rgba | undefined][] = [['backgroundColor', background], ['fill', fill]];
      for (const [what, paint] of checks) {
        if (!paint) continue;
        if (linted && what === 'backgroundColor' && paint.alpha >= 1 && text.alpha >= 1) continue;
        const back = composite(paint, surface);
        const front = composite(text, back);
        if (contrast(front, back) < minimum) {
          problems.push(problemAt(doc, at(['components', name]), 'LOW_CONTRAST', `\`${name}\` text on its ${what}${where} has contrast ${ratio(front, back)}:1 (${toHex(front)} on ${toHex(back)} over the surface), below ${minimum}:1`));
        }
      }
    }
  }
  return problems;
};
