/**
 * Glass over the page gradient (issue 17): a component whose fill or background is translucent shows
 * the page through it, so its text is read over every stop of the gradient `page` wears, not only over
 * `surface` (contrast-in-both-modes checks that). Components that wear a gradient are text-on-gradients'.
 */
import { composite, toHex } from '../../tokens/color';
import { gradientOver, paintsOf, textMinimum, worstBackdrop } from '../../tokens/backdrop';
import { componentColors, effectsOf, modesOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const glassOverPage: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const pageGradient = effectsOf(tokens, 'page').gradient;
  if (!pageGradient) return [];
  const problems: Problem[] = [];
  for (const mode of modesOf(tokens)) {
    const theme = themeOf(tokens, mode);
    const surface = theme.colors.get('surface');
    const layers = theme.gradients.get(pageGradient);
    if (!surface || !layers) continue;
    const page = gradientOver(pageGradient, layers, [{ color: surface, what: '`surface`' }]);
    for (const name of Object.keys(tokens.components ?? {})) {
      if (effectsOf(tokens, name).gradient) continue;
      const { text } = componentColors(tokens, theme, name);
      const glass = paintsOf(tokens, theme, name).filter((p) => p.color.alpha < 1);
      if (!text || glass.length === 0) continue;
      const minimum = textMinimum(tokens, name);
      const worst = worstBackdrop(text, glass.flatMap((p) => page.map((b) => ({ color: composite(p.color, b.color), what: `${p.what} over ${b.what}` }))));
      if (worst && worst.ratio < minimum) {
        problems.push(
          problemAt(doc, ['components', name], 'LOW_CONTRAST', `\`${name}\` text ${toHex(worst.front)} on its glass over the page in ${mode} mode has contrast ${worst.ratio.toFixed(2)}:1 on ${worst.backdrop.what}, below ${minimum}:1`),
        );
      }
    }
  }
  return problems;
};
