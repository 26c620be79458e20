/**
 * Gradients under text (issue 17): a component that wears a `gradient` (or inherits one) and has a
 * `textColor` is read at every stop, each composited over its fill or background over the page
 * (`surface` and the page gradient), in both modes. The linter sees only `backgroundColor`.
 */
import { toHex } from '../../tokens/color';
import { pageBackdrops, paintedOver, textMinimum, worstBackdrop } from '../../tokens/backdrop';
import { componentColors, effectsOf, modesOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const textOnGradients: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const problems: Problem[] = [];
  for (const mode of modesOf(tokens)) {
    const theme = themeOf(tokens, mode);
    const page = pageBackdrops(tokens, theme);
    for (const name of Object.keys(tokens.components ?? {})) {
      const gradient = effectsOf(tokens, name).gradient;
      const { text } = componentColors(tokens, theme, name);
      if (!gradient || !text || !theme.gradients.has(gradient)) continue;
      const minimum = textMinimum(tokens, name);
      const worst = worstBackdrop(text, paintedOver(tokens, theme, name, page));
      if (worst && worst.ratio < minimum) {
        problems.push(
          problemAt(doc, ['components', name], 'LOW_CONTRAST', `\`${name}\` text ${toHex(worst.front)} on its gradient in ${mode} mode has contrast ${worst.ratio.toFixed(2)}:1 on ${worst.backdrop.what}, below ${minimum}:1`),
        );
      }
    }
  }
  return problems;
};
