/**
 * Every CSS custom property of a style: the official exporter's colours, spacing and radii, then what
 * it ignores (type scale with fallback stacks, shadows, borders, gradients, effects, motion) and one set
 * per component. Component properties point at token properties (`var(--color-primary)`), so the
 * other mode only has to redefine the tokens that change.
 */
import { CssVarsEmitterHandler, type DesignSystemState } from '@google/design.md/linter';
import { COMPONENT_EFFECT_KEYS, type ComponentEffectKey, type Mode } from '../contract/token-extensions';
import { toHex } from '../tokens/color';
import { modesOf, referenceOf, themeOf, type StyleTokens } from '../tokens/theme';
import { cssBorder, cssColor, cssEffect, cssFontFamily, cssGradient, cssMotion, cssShadow, cssTextShadow, varName, VAR_PREFIX, type VarGroup } from './css-values';

export interface Declaration {
  name: string;
  value: string;
}

/** Typography properties as CSS property names. */
const TYPOGRAPHY_CSS: Record<string, string> = {
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  lineHeight: 'line-height',
  letterSpacing: 'letter-spacing',
  fontFeature: 'font-feature-settings',
  fontVariation: 'font-variation-settings',
};

/** DESIGN.md component properties as the CSS property each sets. */
export const COMPONENT_CSS: Record<string, string> = {
  backgroundColor: 'background-color',
  textColor: 'color',
  rounded: 'border-radius',
  padding: 'padding',
  size: 'size',
  height: 'height',
  width: 'width',
};

/** What each component-effects key sets, as a CSS property of the component. */
export const EFFECT_CSS: Record<Exclude<ComponentEffectKey, 'backdrop-blur' | 'backdrop-saturate'>, string> & { backdrop: string } = {
  fill: 'fill',
  backdrop: 'backdrop-filter',
  elevation: 'box-shadow',
  border: 'border',
  gradient: 'background-image',
  opacity: 'opacity',
  grain: 'grain',
  'text-shadow': 'text-shadow',
  duration: 'transition-duration',
  easing: 'transition-timing-function',
};

const decl = (name: string, value: string): Declaration => ({ name: name.replace(/^--/, ''), value });

function typographyDeclarations(tokens: StyleTokens): Declaration[] {
  return Object.entries(tokens.typography ?? {}).flatMap(([level, props]) =>
    Object.entries(props)
      .filter(([prop]) => TYPOGRAPHY_CSS[prop])
      .map(([prop, value]) => decl(`${varName('typography', level)}-${TYPOGRAPHY_CSS[prop]}`, prop === 'fontFamily' ? cssFontFamily(String(value)) : String(value))),
  );
}

/** The extension tokens of one mode (base tokens, or just the other mode's overrides). */
function extensionDeclarations(groups: Pick<StyleTokens, 'elevation' | 'borders' | 'gradients' | 'effects' | 'motion'>): Declaration[] {
  return [
    ...Object.entries(groups.elevation ?? {}).map(([n, v]) => decl(varName('elevation', n), cssShadow(v))),
    ...Object.entries(groups.borders ?? {}).map(([n, v]) => decl(varName('borders', n), cssBorder(v))),
    ...Object.entries(groups.gradients ?? {}).map(([n, v]) => decl(varName('gradients', n), cssGradient(v))),
    ...Object.entries(groups.effects ?? {}).map(([n, v]) => decl(varName('effects', n), cssEffect(v))),
    ...Object.entries(groups.motion ?? {}).map(([n, v]) => decl(varName('motion', n), cssMotion(v))),
  ];
}

/** A component value: a `{group.name}` reference as the token's property, a literal as written. */
function componentValue(value: string | number): string {
  const ref = referenceOf(value);
  if (ref && ref[0] in VAR_PREFIX) return `var(${varName(ref[0] as VarGroup, ref[1])})`;
  return typeof value === 'string' ? cssColor(value) : String(value);
}

function componentDeclarations(tokens: StyleTokens): Declaration[] {
  const out: Declaration[] = [];
  const typography = tokens.typography ?? {};
  for (const [name, props] of Object.entries(tokens.components ?? {})) {
    for (const [prop, value] of Object.entries(props)) {
      if (prop === 'typography') {
        const level = referenceOf(value)?.[1];
        for (const key of Object.keys((level && typography[level]) || {})) {
          if (TYPOGRAPHY_CSS[key]) out.push(decl(`--${name}-${TYPOGRAPHY_CSS[key]}`, `var(${varName('typography', level!)}-${TYPOGRAPHY_CSS[key]})`));
        }
      } else if (COMPONENT_CSS[prop]) {
        out.push(decl(`--${name}-${COMPONENT_CSS[prop]}`, componentValue(value)));
      }
    }
    out.push(...effectDeclarations(tokens, name));
  }
  const page = effectDeclarations(tokens, 'page');
  return [...out, ...page];
}

/** What a component (or `page`) wears, as its CSS properties. */
function effectDeclarations(tokens: StyleTokens, name: string): Declaration[] {
  const worn = tokens['component-effects']?.[name];
  if (!worn) return [];
  const out: Declaration[] = [];
  const ref = (group: VarGroup, token: string) => `var(${varName(group, token)})`;
  const filters = [
    worn['backdrop-blur'] && `blur(${ref('effects', worn['backdrop-blur'])})`,
    worn['backdrop-saturate'] && `saturate(${ref('effects', worn['backdrop-saturate'])})`,
  ].filter(Boolean);
  for (const key of Object.keys(worn) as ComponentEffectKey[]) {
    const token = worn[key]!;
    const group = COMPONENT_EFFECT_KEYS[key].group as VarGroup;
    if (key === 'backdrop-blur' || key === 'backdrop-saturate') continue;
    if (key === 'text-shadow') {
      const shadow = tokens.elevation?.[token];
      if (shadow) out.push(decl(`--${name}-${EFFECT_CSS[key]}`, cssTextShadow(shadow)));
      continue;
    }
    out.push(decl(`--${name}-${EFFECT_CSS[key]}`, ref(group, token)));
  }
  if (filters.length > 0) out.push(decl(`--${name}-${EFFECT_CSS.backdrop}`, filters.join(' ')));
  return out;
}

/** Every declaration of the document's own mode: the official exporter's first. */
export function baseDeclarations(tokens: StyleTokens, design: DesignSystemState): Declaration[] {
  const official = new CssVarsEmitterHandler().execute(design);
  if (!official.success) throw new Error(`the CSS exporter failed: ${official.error.code}`);
  return [...official.data.declarations, ...typographyDeclarations(tokens), ...extensionDeclarations(tokens), ...componentDeclarations(tokens)];
}

/** The declarations the other mode changes: colours whose value differs, and the overridden extension tokens. */
export function otherModeDeclarations(tokens: StyleTokens): { mode: Mode; declarations: Declaration[] } | undefined {
  const [own, other] = modesOf(tokens);
  if (!own || !other) return undefined;
  const [a, b] = [themeOf(tokens, own), themeOf(tokens, other)];
  const colors = [...b.colors].filter(([name, c]) => !a.colors.get(name) || toHex(a.colors.get(name)!) !== toHex(c)).map(([name, c]) => decl(varName('colors', name), toHex(c)));
  const overrides = tokens.modes?.[other];
  return { mode: other, declarations: [...colors, ...extensionDeclarations({ elevation: overrides?.elevation, borders: overrides?.borders, gradients: overrides?.gradients })] };
}
