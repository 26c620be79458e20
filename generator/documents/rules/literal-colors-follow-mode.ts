/**
 * Literal colours under text follow the mode (issue 17): a gradient with literal stops (not
 * `{colors.x}`), or a fill colour, worn under text (by `page`, or by a component with a `textColor`)
 * paints the same colours in the other mode unless `modes` overrides it. classic-mac-os' `button-face`
 * kept its light chrome under light labels in dark mode. Reference colour roles, or override the token
 * in the other mode (an override that repeats the value says the colour is meant for both).
 */
import type { Gradient } from '../../contract/token-extensions';
import { parseColor } from '../../tokens/color';
import { componentProps, effectsOf, modesOf, otherMode, referenceOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

/** The literal, visible stop colours of a gradient. */
function literalStops(gradient: Gradient): string[] {
  const layers = Array.isArray(gradient) ? gradient : [gradient];
  return layers.flatMap((l) => l.stops.map((s) => s.color)).filter((c) => !referenceOf(c) && (parseColor(c)?.alpha ?? 0) > 0);
}

export const literalColorsFollowMode: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const modes = modesOf(tokens);
  if (modes.length < 2) return [];
  const other = otherMode(modes[0]!);
  const overrides = tokens.modes?.[other];
  const wearers = ['page', ...Object.keys(tokens.components ?? {}).filter((n) => componentProps(tokens, n).textColor !== undefined)];
  const gradients = new Map<string, string[]>();
  const fills = new Map<string, string[]>();
  for (const name of wearers) {
    const { gradient, fill } = effectsOf(tokens, name);
    if (gradient) gradients.set(gradient, [...(gradients.get(gradient) ?? []), name]);
    if (fill) fills.set(fill, [...(fills.get(fill) ?? []), name]);
  }
  const problems: Problem[] = [];
  const worn = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');
  for (const [name, by] of gradients) {
    const value = tokens.gradients?.[name];
    const literals = value ? literalStops(value) : [];
    if (literals.length === 0 || overrides?.gradients?.[name] !== undefined) continue;
    problems.push(
      problemAt(doc, ['gradients', name], 'LOW_CONTRAST', `gradient \`${name}\` lies under text (${worn(by)}) and its literal colours (${[...new Set(literals)].join(', ')}) do not follow the mode: in ${other} mode it paints the same; reference colour roles (\`{colors.x}\`) or override it in \`modes.${other}.gradients\``),
    );
  }
  for (const [name, by] of fills) {
    const value = tokens.colors?.[name];
    if (value === undefined || referenceOf(value) || overrides?.colors?.[name] !== undefined) continue;
    problems.push(
      problemAt(doc, ['colors', name], 'LOW_CONTRAST', `fill \`${name}\` lies under text (${worn(by)}) and its literal colour ${value} does not follow the mode: in ${other} mode it paints the same; override it in \`modes.${other}.colors\``),
    );
  }
  return problems;
};
