/**
 * Non-text contrast (WCAG 1.4.11, issue 17), in both modes: the field boundary role `field-outline`,
 * the boundary `input` wears, the error boundary `input-error` wears, and the indicator every focus
 * state wears each reach 3:1 against `surface` and against the component's own background. A border
 * counts by its colour, an elevation by its most visible layer (a ring, an inset underline).
 */
import type { ComponentEffects, Mode } from '../../contract/token-extensions';
import { composite, contrast, toHex, type Rgba } from '../../tokens/color';
import { componentColors, effectsOf, modesOf, ownEffectsOf, ownMode, themeOf, type StyleTokens, type Theme } from '../../tokens/theme';
import type { ParsedDocument } from '../parse-document';
import type { Problem } from '../problem';
import { AA_NON_TEXT } from './contrast-in-both-modes';
import { problemAt, type DocumentRule } from './types';

interface Mark {
  color: Rgba;
  what: string;
  /** What is next to it; the component's neighbours when absent. */
  neighbours?: Mark[];
}

const px = (v: string) => Number.parseFloat(v) || 0;

/**
 * The colours a component's border and elevation draw. An outer ring drawn around a smaller one
 * (3px of page colour, then 3px of gold) lies between that ring and the surface, not on the component;
 * an inset layer lies inside the component, on its background, and never touches the surface. A soft
 * glow spread past a gap ring lies outside it too (its core is as solid as a ring's).
 */
function marksOf(theme: Theme, worn: ComponentEffects, surface: Rgba, background?: Mark): Mark[] {
  const marks: Mark[] = [];
  const border = worn.border ? theme.borders.get(worn.border) : undefined;
  if (border && px(border.width) > 0) marks.push({ color: border.color, what: `border \`${worn.border}\`` });
  const layers = worn.elevation ? (theme.elevation.get(worn.elevation) ?? []) : [];
  const rings = layers.filter((l) => !l.inset && px(l.spread) > 0 && px(l.blur) === 0);
  layers.forEach((l, i) => {
    if (l.color.alpha === 0) return;
    const what = `elevation \`${worn.elevation}\`${layers.length > 1 ? ` layer ${i + 1}` : ''}`;
    // An outer layer spread past a hard ring (a gap ring) lies outside it, a soft glow as much as a hard ring.
    const inner = !l.inset && px(l.spread) > 0 ? rings.filter((r) => r !== l && px(r.spread) < px(l.spread)).sort((a, b) => px(b.spread) - px(a.spread))[0] : undefined;
    const neighbours = l.inset
      ? background && [background]
      : inner && [
          { color: surface, what: '`surface`' },
          { color: composite(inner.color, surface), what: `the ring inside it (${toHex(inner.color)})` },
        ];
    marks.push({ color: l.color, what, ...(neighbours ? { neighbours } : {}) });
  });
  return marks;
}

/** A component's own background over the surface, as a neighbour. */
function backgroundOf(tokens: StyleTokens, theme: Theme, name: string): Mark | undefined {
  const { background } = componentColors(tokens, theme, name);
  return background && { color: composite(background, theme.colors.get('surface')!), what: `the \`${name}\` background` };
}

/** What is next to a component's boundary: the surface and its own background over it. */
function neighboursOf(tokens: StyleTokens, theme: Theme, name: string): Mark[] {
  const background = backgroundOf(tokens, theme, name);
  return [{ color: theme.colors.get('surface')!, what: '`surface`' }, ...(background ? [background] : [])];
}

/** The mark that stands out most, and its contrast against the neighbour it stands out least from. */
function bestMark(marks: readonly Mark[], neighbours: readonly Mark[]): { mark: Mark; against: Mark; ratio: number } | undefined {
  let best: { mark: Mark; against: Mark; ratio: number } | undefined;
  for (const mark of marks) {
    let worst: { against: Mark; ratio: number } | undefined;
    for (const n of mark.neighbours ?? neighbours) {
      const ratio = contrast(composite(mark.color, n.color), n.color);
      if (!worst || ratio < worst.ratio) worst = { against: n, ratio };
    }
    if (worst && (!best || worst.ratio > best.ratio)) best = { mark, ...worst };
  }
  return best;
}

const said = (found: { mark: Mark; against: Mark; ratio: number }) =>
  `${found.mark.what} (${toHex(found.mark.color)}) has contrast ${found.ratio.toFixed(2)}:1 against ${found.against.what}, below ${AA_NON_TEXT}:1`;

function checkMode(doc: ParsedDocument, tokens: StyleTokens, mode: Mode): Problem[] {
  const theme = themeOf(tokens, mode);
  const surface = theme.colors.get('surface');
  if (!surface) return [];
  const problems: Problem[] = [];
  const components = tokens.components ?? {};
  const outline = theme.colors.get('field-outline');
  if (outline && components.input) {
    const found = bestMark([{ color: outline, what: '`field-outline`' }], neighboursOf(tokens, theme, 'input'));
    if (found && found.ratio < AA_NON_TEXT) {
      const path = mode === ownMode(tokens) ? ['colors', 'field-outline'] : ['modes', mode, 'colors', 'field-outline'];
      problems.push(problemAt(doc, path, 'LOW_CONTRAST', `the field boundary in ${mode} mode: ${said(found)}`));
    }
  }
  // The boundaries inputs wear; one drawn in `field-outline` is judged above.
  for (const name of ['input', 'input-error'].filter((n) => components[n])) {
    const marks = marksOf(theme, effectsOf(tokens, name), surface, backgroundOf(tokens, theme, name));
    if (marks.length === 0 || (name === 'input' && outline && marks.some((m) => toHex(m.color) === toHex(outline)))) continue;
    const found = bestMark(marks, neighboursOf(tokens, theme, name));
    if (found && found.ratio < AA_NON_TEXT) problems.push(problemAt(doc, ['component-effects', name], 'LOW_CONTRAST', `the \`${name}\` boundary in ${mode} mode: ${said(found)}`));
  }
  for (const name of Object.keys(components).filter((n) => /-focus(-visible)?$/.test(n))) {
    const marks = marksOf(theme, ownEffectsOf(tokens, name), surface, backgroundOf(tokens, theme, name));
    if (marks.length === 0) continue;
    const found = bestMark(marks, neighboursOf(tokens, theme, name));
    if (found && found.ratio < AA_NON_TEXT) problems.push(problemAt(doc, ['component-effects', name], 'LOW_CONTRAST', `the \`${name}\` focus indicator in ${mode} mode: ${said(found)}`));
  }
  return problems;
}

export const nonTextContrast: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  return modesOf(tokens).flatMap((mode) => checkMode(doc, tokens, mode));
};
