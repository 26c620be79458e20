/**
 * Every CSS custom property of a style: the official exporter's colours, spacing and radii, then what
 * it ignores (type scale with fallback stacks, shadows, borders, gradients, effects, motion) and one set
 * per component. Component properties point at token properties (`var(--color-primary)`), so the
 * other mode only has to redefine the tokens that change.
 */
import { CssVarsEmitterHandler, type DesignSystemState } from '@google/design.md/linter';
import { COMPONENT_EFFECT_KEYS, NO_EFFECT, type ComponentEffectKey, type Mode } from '../contract/token-extensions';
import { toHex } from '../tokens/color';
import { componentProps, effectsOf, inheritanceOf, modesOf, ownEffectsOf, referenceOf, themeOf, type StyleTokens } from '../tokens/theme';
import { cssBorder, cssColor, cssCorners, cssDecoration, cssEffect, cssFilter, cssFontFamily, cssGradient, cssGradientTiles, cssMotion, cssShadow, cssShape, cssTextShadow, cssTransform, varName, VAR_PREFIX, type VarGroup } from './css-values';

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
  textTransform: 'text-transform',
  fontStyle: 'font-style',
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
  corners: 'border-radius',
  shape: 'clip-path',
  transform: 'transform',
  filter: 'filter',
  decoration: 'text-decoration',
  'text-gradient': 'text-gradient',
};

/** The tiling properties a worn gradient adds where its layers tile (a pattern). */
const TILES = ['size', 'repeat', 'position'] as const;

/**
 * What a state that sets a key to `none` declares, so that it really drops what its base wears
 * (a custom property set to `initial` would fall back to the base's value in `var(--state, var(--base))`).
 */
const DROPPED: Record<Exclude<ComponentEffectKey, 'fill' | 'corners' | 'backdrop-blur' | 'backdrop-saturate'>, string> = {
  elevation: 'none',
  border: 'none',
  gradient: 'none',
  opacity: '1',
  grain: '0',
  'text-shadow': 'none',
  duration: '0s',
  easing: 'ease',
  shape: 'none',
  transform: 'none',
  filter: 'none',
  decoration: 'none',
  'text-gradient': 'none',
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
function extensionDeclarations(groups: Pick<StyleTokens, 'elevation' | 'borders' | 'gradients' | 'effects' | 'motion' | 'corners' | 'shapes' | 'transforms' | 'filters' | 'decorations'>): Declaration[] {
  return [
    ...Object.entries(groups.elevation ?? {}).map(([n, v]) => decl(varName('elevation', n), cssShadow(v))),
    ...Object.entries(groups.borders ?? {}).map(([n, v]) => decl(varName('borders', n), cssBorder(v))),
    ...Object.entries(groups.gradients ?? {}).flatMap(([n, v]) => {
      const tiles = cssGradientTiles(v);
      return [decl(varName('gradients', n), cssGradient(v)), ...(tiles ? TILES.map((t) => decl(`${varName('gradients', n)}-${t}`, tiles[t])) : [])];
    }),
    ...Object.entries(groups.effects ?? {}).map(([n, v]) => decl(varName('effects', n), cssEffect(v))),
    ...Object.entries(groups.motion ?? {}).map(([n, v]) => decl(varName('motion', n), cssMotion(v))),
    ...Object.entries(groups.corners ?? {}).map(([n, v]) => decl(varName('corners', n), cssCorners(v))),
    ...Object.entries(groups.shapes ?? {}).map(([n, v]) => decl(varName('shapes', n), cssShape(v))),
    ...Object.entries(groups.transforms ?? {}).map(([n, v]) => decl(varName('transforms', n), cssTransform(v))),
    ...Object.entries(groups.filters ?? {}).map(([n, v]) => decl(varName('filters', n), cssFilter(v))),
    ...Object.entries(groups.decorations ?? {}).flatMap(([n, v]) => [
      decl(varName('decorations', n), cssDecoration(v)),
      ...(v.offset !== undefined ? [decl(`${varName('decorations', n)}-offset`, v.offset)] : []),
    ]),
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
    // `corners` (or its `none`) decides the component's border-radius instead of `rounded`.
    const cornersWorn = ownEffectsOf(tokens, name).corners !== undefined;
    for (const [prop, value] of Object.entries(props)) {
      if (prop === 'rounded' && cornersWorn) continue;
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

/** What a component (or `page`) wears, as its CSS properties; a key set to `none` declares the property dropped. */
function effectDeclarations(tokens: StyleTokens, name: string): Declaration[] {
  const worn = ownEffectsOf(tokens, name);
  const out: Declaration[] = [];
  const ref = (group: VarGroup, token: string) => `var(${varName(group, token)})`;
  const property = (key: keyof typeof EFFECT_CSS) => `--${name}-${EFFECT_CSS[key]}`;
  for (const key of Object.keys(worn) as ComponentEffectKey[]) {
    const token = worn[key]!;
    if (key === 'backdrop-blur' || key === 'backdrop-saturate') continue;
    if (token === NO_EFFECT) {
      out.push(decl(property(key), droppedValue(tokens, name, key)));
      continue;
    }
    if (key === 'text-shadow') {
      const shadow = tokens.elevation?.[token];
      if (shadow) out.push(decl(property(key), cssTextShadow(shadow)));
      continue;
    }
    out.push(decl(property(key), ref(COMPONENT_EFFECT_KEYS[key].group as VarGroup, token)));
    // A pattern's tiling travels with its gradient; a decoration's offset with its line.
    if ((key === 'gradient' || key === 'text-gradient') && tokens.gradients?.[token] && cssGradientTiles(tokens.gradients[token]!)) {
      const prefix = key === 'gradient' ? `--${name}-background` : `--${name}-text-gradient`;
      for (const t of TILES) out.push(decl(`${prefix}-${t}`, `var(${varName('gradients', token)}-${t})`));
    }
    if (key === 'decoration' && tokens.decorations?.[token]?.offset !== undefined) {
      out.push(decl(`--${name}-text-underline-offset`, `var(${varName('decorations', token)}-offset)`));
    }
  }
  if (worn['backdrop-blur'] !== undefined || worn['backdrop-saturate'] !== undefined) {
    // A state's backdrop filter is whole: what it names over what it inherits, `none` left out.
    const all = effectsOf(tokens, name);
    const filters = [
      all['backdrop-blur'] && `blur(${ref('effects', all['backdrop-blur'])})`,
      all['backdrop-saturate'] && `saturate(${ref('effects', all['backdrop-saturate'])})`,
    ].filter(Boolean);
    out.push(decl(property('backdrop'), filters.length > 0 ? filters.join(' ') : 'none'));
  }
  return out;
}

/** The value of a dropped key: no fill paints the opaque background; no corners falls back to `rounded`. */
function droppedValue(tokens: StyleTokens, name: string, key: Exclude<ComponentEffectKey, 'backdrop-blur' | 'backdrop-saturate'>): string {
  if (key === 'fill') {
    const owner = inheritanceOf(tokens, name).find((n) => tokens.components?.[n]?.backgroundColor !== undefined);
    return owner ? `var(--${owner}-${COMPONENT_CSS.backgroundColor})` : 'transparent';
  }
  if (key === 'corners') {
    const rounded = componentProps(tokens, name).rounded;
    return rounded === undefined ? '0' : componentValue(rounded);
  }
  return DROPPED[key];
}

/** Declarations already listed, per tokens object: the `css` and `css-tailwind` exports both read them. */
const listed = new WeakMap<StyleTokens, { design: DesignSystemState; base: Declaration[] }>();
const otherListed = new WeakMap<StyleTokens, { mode: Mode; declarations: Declaration[] } | undefined>();

/** Every declaration of the document's own mode: the official exporter's first (shared: do not change it). */
export function baseDeclarations(tokens: StyleTokens, design: DesignSystemState): Declaration[] {
  const known = listed.get(tokens);
  if (known?.design === design) return known.base;
  const base = ownModeDeclarations(tokens, design);
  listed.set(tokens, { design, base });
  return base;
}

function ownModeDeclarations(tokens: StyleTokens, design: DesignSystemState): Declaration[] {
  const official = new CssVarsEmitterHandler().execute(design);
  if (!official.success) throw new Error(`the CSS exporter failed: ${official.error.code}`);
  return [...official.data.declarations, ...typographyDeclarations(tokens), ...extensionDeclarations(tokens), ...componentDeclarations(tokens)];
}

/** The declarations the other mode changes: colours whose value differs, and the overridden extension tokens (shared: do not change them). */
export function otherModeDeclarations(tokens: StyleTokens): { mode: Mode; declarations: Declaration[] } | undefined {
  if (!otherListed.has(tokens)) otherListed.set(tokens, otherModeChanges(tokens));
  return otherListed.get(tokens);
}

function otherModeChanges(tokens: StyleTokens): { mode: Mode; declarations: Declaration[] } | undefined {
  const [own, other] = modesOf(tokens);
  if (!own || !other) return undefined;
  const [a, b] = [themeOf(tokens, own), themeOf(tokens, other)];
  const colors = [...b.colors].filter(([name, c]) => !a.colors.get(name) || toHex(a.colors.get(name)!) !== toHex(c)).map(([name, c]) => decl(varName('colors', name), toHex(c)));
  const overrides = tokens.modes?.[other];
  return { mode: other, declarations: [...colors, ...extensionDeclarations({ elevation: overrides?.elevation, borders: overrides?.borders, gradients: overrides?.gradients })] };
}

/** What changes under `prefers-reduced-motion: reduce` (issue 18), or nothing when the style sets nothing. */
export function reducedMotionDeclarations(tokens: StyleTokens): Declaration[] {
  const reduced = tokens['reduced-motion'];
  if (!reduced) return [];
  return extensionDeclarations({ motion: reduced.motion, transforms: reduced.transforms });
}
