/**
 * Text filled with a gradient (issue 18, component-effects `text-gradient`): the glyphs are painted by
 * the gradient, so every stop is read as the text colour where the text sits (a text-only component on
 * the page and inside a `card`; the page's display heading on the page), in both modes. Only text
 * without a background of its own may wear it: `background-clip: text` would clip that background away.
 */
import { toHex } from '../../tokens/color';
import { pageBackdrops, paintsOf, textMinimum, textOnlyBackdrops, worstBackdrop } from '../../tokens/backdrop';
import { effectsOf, modesOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

/** WCAG's large-text minimum: the page's text gradient fills the display heading. */
const DISPLAY_MINIMUM = 3;

export const textGradients: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const problems: Problem[] = [];
  const wearers = ['page', ...Object.keys(tokens.components ?? {})].filter((name) => effectsOf(tokens, name)['text-gradient']);
  for (const name of wearers) {
    const path = name === 'page' ? ['component-effects', 'page', 'text-gradient'] : ['components', name];
    if (name !== 'page' && (modesOf(tokens).some((mode) => paintsOf(tokens, themeOf(tokens, mode), name).length > 0) || effectsOf(tokens, name).gradient)) {
      problems.push(problemAt(doc, path, 'INVALID_EXTENSION', `\`${name}\` wears a \`text-gradient\` and a background of its own; only text without a background may (background-clip: text would clip it away)`));
      continue;
    }
    for (const mode of modesOf(tokens)) {
      const theme = themeOf(tokens, mode);
      const token = effectsOf(tokens, name)['text-gradient']!;
      const layers = theme.gradients.get(token);
      if (!layers) continue;
      const backdrops = name === 'page' ? pageBackdrops(tokens, theme) : textOnlyBackdrops(tokens, theme);
      const minimum = name === 'page' ? DISPLAY_MINIMUM : textMinimum(tokens, name);
      for (const stop of layers.flatMap((l) => l.stops)) {
        const worst = worstBackdrop(stop.color, backdrops);
        if (worst && worst.ratio < minimum) {
          problems.push(
            problemAt(doc, path, 'LOW_CONTRAST', `\`${name}\` text gradient \`${token}\` stop ${toHex(worst.front)} in ${mode} mode has contrast ${worst.ratio.toFixed(2)}:1 on ${worst.backdrop.what}, below ${minimum}:1`),
          );
          break;
        }
      }
    }
  }
  return problems;
};
