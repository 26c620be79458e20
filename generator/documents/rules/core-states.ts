/**
 * What the core components wear (issue 17): `input` its boundary in `field-outline`, `input-error` a
 * boundary in `error`, each pressed state something its default does not, `link-hover` something
 * `link` does not. Contrast is non-text-contrast's; this rule asks that the tokens be worn at all.
 */
import { PRESSED_COMPONENTS, type Mode } from '../../contract/token-extensions';
import { toHex, type Rgba } from '../../tokens/color';
import { baseOf, componentColors, effectsOf, modesOf, ownEffectsOf, themeOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

/** The raw colours (references as written) of the border and elevation a component wears, in every mode. */
function boundaryColors(tokens: StyleTokens, name: string): string[] {
  const worn = effectsOf(tokens, name);
  const colors: string[] = [];
  const overrides = Object.values(tokens.modes ?? {});
  if (worn.border) {
    for (const b of [tokens.borders?.[worn.border], ...overrides.map((o) => o?.borders?.[worn.border!])]) if (b) colors.push(b.color);
  }
  if (worn.elevation) {
    for (const e of [tokens.elevation?.[worn.elevation], ...overrides.map((o) => o?.elevation?.[worn.elevation!])]) {
      if (e) colors.push(...(Array.isArray(e) ? e : [e]).map((l) => l.color));
    }
  }
  return colors;
}

/** A component wears a boundary drawn in `role`: a border or an elevation layer referencing it, in every mode. */
function wearsBoundaryIn(tokens: StyleTokens, name: string, role: string): boolean {
  const worn = effectsOf(tokens, name);
  const reference = `{colors.${role}}`;
  const overrides = Object.values(tokens.modes ?? {});
  const border = (b?: { color: string }) => b?.color === reference;
  const shadow = (e?: { color: string } | { color: string }[]) => e !== undefined && (Array.isArray(e) ? e : [e]).some((l) => l.color === reference);
  const borderOk = worn.border !== undefined && border(tokens.borders?.[worn.border]) && overrides.every((o) => o?.borders?.[worn.border!] === undefined || border(o.borders[worn.border!]));
  const elevationOk =
    worn.elevation !== undefined && shadow(tokens.elevation?.[worn.elevation]) && overrides.every((o) => o?.elevation?.[worn.elevation!] === undefined || shadow(o.elevation[worn.elevation!]));
  return borderOk || elevationOk;
}

/** Does a state look different from its base in `mode`: another background, fill, gradient or elevation. */
function differs(tokens: StyleTokens, name: string, base: string, mode: Mode): boolean {
  const theme = themeOf(tokens, mode);
  const [a, b] = [componentColors(tokens, theme, name), componentColors(tokens, theme, base)];
  const hex = (c?: Rgba) => (c ? toHex(c) : '');
  const [ea, eb] = [effectsOf(tokens, name), effectsOf(tokens, base)];
  return hex(a.background) !== hex(b.background) || hex(a.fill) !== hex(b.fill) || ea.gradient !== eb.gradient || ea.elevation !== eb.elevation;
}

export const coreStates: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const components = tokens.components ?? {};
  const problems: Problem[] = [];
  if (components.input && !wearsBoundaryIn(tokens, 'input', 'field-outline')) {
    const seen = boundaryColors(tokens, 'input');
    problems.push(
      problemAt(doc, tokens['component-effects']?.input ? ['component-effects', 'input'] : ['components', 'input'], 'MISSING_CORE_TOKEN', `\`input\` must wear its boundary in \`field-outline\`: a \`border\` (or an \`elevation\` ring or inset underline) whose colour is \`{colors.field-outline}\`${seen.length ? ` (it wears ${[...new Set(seen)].join(', ')})` : ''}`),
    );
  }
  if (components['input-error'] && !wearsBoundaryIn(tokens, 'input-error', 'error')) {
    problems.push(
      problemAt(doc, tokens['component-effects']?.['input-error'] ? ['component-effects', 'input-error'] : ['components', 'input-error'], 'MISSING_CORE_TOKEN', '`input-error` must wear a `border` or an `elevation` whose colour is `{colors.error}`'),
    );
  }
  for (const name of PRESSED_COMPONENTS) {
    const base = baseOf(tokens, name);
    if (!components[name] || !base) continue;
    const same = modesOf(tokens).filter((mode) => !differs(tokens, name, base, mode));
    if (same.length > 0) {
      problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`${name}\` looks like \`${base}\` in ${same.join(' and ')} mode: give it another background or a pressed elevation`));
    }
  }
  const link = components.link;
  const hover = components['link-hover'];
  if (link && hover) {
    const sameText = modesOf(tokens).every((mode) => {
      const theme = themeOf(tokens, mode);
      const [a, b] = [componentColors(tokens, theme, 'link').text, componentColors(tokens, theme, 'link-hover').text];
      return a !== undefined && b !== undefined && toHex(a) === toHex(b);
    });
    const ownChanges = Object.keys(ownEffectsOf(tokens, 'link-hover')).length > 0 || Object.keys(hover).some((k) => k !== 'textColor' && hover[k] !== link[k]);
    if (sameText && !ownChanges) problems.push(problemAt(doc, ['components', 'link-hover'], 'MISSING_CORE_TOKEN', '`link-hover` looks like `link`: give it another `textColor` (or another effect)'));
  }
  return problems;
};
