/**
 * Text-only components (issue 17): a component with a `textColor` and no background of its own (no
 * `backgroundColor`, fill or gradient, inherited or not: `link`, `link-hover`, `error-text`,
 * `helper-text`…) is read where it sits: on the page (`surface` and the page gradient) and inside a
 * `card` (its background or fill, and its gradient, composited), in both modes. A component worn at an
 * `opacity` is read at that opacity (issue 32: vaporwave's half-opaque katakana line at 2.90:1).
 */
import { toHex } from '../../tokens/color';
import { paintsOf, textMinimum, textOnlyBackdrops, worstBackdrop } from '../../tokens/backdrop';
import { componentColors, effectsOf, modesOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const textOnlyComponents: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const problems: Problem[] = [];
  for (const mode of modesOf(tokens)) {
    const theme = themeOf(tokens, mode);
    const backdrops = textOnlyBackdrops(tokens, theme);
    for (const name of Object.keys(tokens.components ?? {})) {
      const { text } = componentColors(tokens, theme, name);
      if (!text || paintsOf(tokens, theme, name).length > 0 || effectsOf(tokens, name).gradient) continue;
      const minimum = textMinimum(tokens, name);
      const opacity = Number(tokens.effects?.[effectsOf(tokens, name).opacity ?? ''] ?? 1);
      const worst = worstBackdrop({ ...text, alpha: text.alpha * (Number.isFinite(opacity) ? opacity : 1) }, backdrops);
      if (worst && worst.ratio < minimum) {
        problems.push(
          problemAt(doc, ['components', name], 'LOW_CONTRAST', `\`${name}\` text ${toHex(worst.front)} in ${mode} mode${opacity < 1 ? ` at opacity ${opacity}` : ''} has contrast ${worst.ratio.toFixed(2)}:1 on ${worst.backdrop.what}, below ${minimum}:1`),
        );
      }
    }
  }
  return problems;
};
