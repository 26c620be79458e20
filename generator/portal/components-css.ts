/**
 * A style's components stylesheet (components.css, issue 17): one rule per component of the preview's "Every
 * component" section (preview-components.ts), drawn from the CSS export's custom properties alone; a state
 * `<base>-<state>` falls back to its base's property, except where the state names its own value (a
 * `component-effects` key set to `none` drops what it would inherit). Rendered with the document; a module
 * apart from the section's HTML, which write workers render without loading the token packages (issue 34).
 */
import { effectsOf, type StyleTokens } from '../tokens/theme';
import { escapeHtml } from './html';
import { focusSurfaces, previewComponents, type PreviewComponent } from './preview-components';

/** Each CSS property of a component rule: the custom property suffix, and its value when nothing sets it. */
const PROPERTIES = [
  ['color', 'color', 'inherit'],
  ['font-family', 'font-family', 'inherit'],
  ['font-size', 'font-size', 'inherit'],
  ['font-weight', 'font-weight', 'inherit'],
  ['line-height', 'line-height', 'inherit'],
  ['letter-spacing', 'letter-spacing', 'inherit'],
  ['font-feature-settings', 'font-feature-settings', 'normal'],
  ['font-variation-settings', 'font-variation-settings', 'normal'],
  ['text-transform', 'text-transform', 'none'],
  ['font-style', 'font-style', 'normal'],
  ['border-radius', 'border-radius', '0'],
  ['padding', 'padding', '6px 12px'],
  ['border', 'border', '0 solid transparent'],
  ['box-shadow', 'box-shadow', 'none'],
  ['background-image', 'background-image', 'none'],
  ['background-size', 'background-size', 'auto'],
  ['background-repeat', 'background-repeat', 'repeat'],
  ['background-position', 'background-position', '0% 0%'],
  ['clip-path', 'clip-path', 'none'],
  ['transform', 'transform', 'none'],
  ['filter', 'filter', 'none'],
  ['text-decoration', 'text-decoration', 'none'],
  ['text-underline-offset', 'text-underline-offset', 'auto'],
  ['opacity', 'opacity', '1'],
  ['text-shadow', 'text-shadow', 'none'],
  ['transition-duration', 'transition-duration', '0s'],
  ['transition-timing-function', 'transition-timing-function', 'ease'],
] as const;

/** The component-effects keys behind each custom property, for a state that sets a key to `none`. */
const EFFECT_OF: Record<string, string> = {
  border: 'border',
  'box-shadow': 'elevation',
  'background-image': 'gradient',
  opacity: 'opacity',
  'text-shadow': 'text-shadow',
  fill: 'fill',
  'backdrop-filter': 'backdrop-blur',
  'clip-path': 'shape',
  transform: 'transform',
  filter: 'filter',
  'text-decoration': 'decoration',
  'text-gradient': 'text-gradient',
};

/** The values each CSS property takes when a state drops its inherited effect. */
const DROPPED: Record<string, string> = {
  border: '0 solid transparent',
  'box-shadow': 'none',
  'background-image': 'none',
  opacity: '1',
  'text-shadow': 'none',
  'backdrop-filter': 'none',
  'clip-path': 'none',
  transform: 'none',
  filter: 'none',
  'text-decoration': 'none',
};

const selector = (name: string) => `[data-component="${name}"]`;

/** The custom properties a component reads for one property, nearest first; a member that drops the effect ends the list. */
function sources(tokens: StyleTokens, c: PreviewComponent, suffix: string): { vars: string[]; dropped: boolean } {
  const vars: string[] = [];
  const effect = EFFECT_OF[suffix];
  for (const name of [c.name, ...c.bases]) {
    const own = effect ? (tokens['component-effects']?.[name] as Record<string, string> | undefined)?.[effect] : undefined;
    if (own === 'none') return { vars, dropped: true };
    vars.push(`--${name}-${suffix}`);
  }
  return { vars, dropped: false };
}

/** `var(--a, var(--b, fallback))`. */
const nest = (vars: readonly string[], fallback: string): string => vars.reduceRight((inner, v) => `var(${v}, ${inner})`, fallback);

/** A property over a component and its bases: `var(--button-primary-hover-x, var(--button-primary-x, fallback))`. */
function chain(tokens: StyleTokens, c: PreviewComponent, suffix: string, fallback: string): string {
  const { vars, dropped } = sources(tokens, c, suffix);
  return nest(vars, dropped ? (DROPPED[suffix] ?? fallback) : fallback);
}

/** The background colour: the translucent fill where one is worn (and effects are drawn), else the background colour, else transparent. */
function background(tokens: StyleTokens, c: PreviewComponent, withFill: boolean): string {
  const fill = withFill ? sources(tokens, c, 'fill').vars : [];
  return nest([...fill, ...sources(tokens, c, 'background-color').vars], 'transparent');
}

/** The selectors a component's rule styles: its cells, and where it is a surface the focus row drawn on it. */
const ruleSelector = (c: PreviewComponent, surfaces: ReadonlySet<string>) => (surfaces.has(c.name) ? `${selector(c.name)}, [data-surface="${escapeHtml(c.name)}"]` : selector(c.name));

function componentRule(tokens: StyleTokens, c: PreviewComponent, sel = selector(c.name)): string {
  const lines = PROPERTIES.map(([property, suffix, fallback]) => `  ${property}: ${chain(tokens, c, suffix, fallback)};`);
  lines.unshift(`  background-color: ${background(tokens, c, false)};`);
  if (c.kind === 'box') {
    lines.push(`  width: ${chain(tokens, c, 'width', chain(tokens, c, 'size', '96px'))};`);
    lines.push(`  height: ${chain(tokens, c, 'height', chain(tokens, c, 'size', '40px'))};`);
  } else {
    // A label must fit: the component's size is the least it takes, never a clip.
    lines.push(`  min-width: ${chain(tokens, c, 'width', chain(tokens, c, 'size', 'auto'))};`);
    lines.push(`  min-height: ${chain(tokens, c, 'height', chain(tokens, c, 'size', 'auto'))};`);
  }
  return `${sel} {\n${lines.join('\n')}\n}`;
}

/** Whether a component or one of its bases wears a text gradient that no nearer member drops. */
function wearsTextGradient(tokens: StyleTokens, c: PreviewComponent): boolean {
  for (const name of [c.name, ...c.bases]) {
    const own = (tokens['component-effects']?.[name] as Record<string, string> | undefined)?.['text-gradient'];
    if (own !== undefined) return own !== 'none';
  }
  return false;
}

/** Text filled with a gradient (issue 18): the gradient clipped to the glyphs, the text colour left as the fallback. */
function textGradientRule(tokens: StyleTokens, c: PreviewComponent, sel = selector(c.name)): string {
  return `${sel} {
  background-image: ${chain(tokens, c, 'text-gradient', 'none')};
  background-size: ${chain(tokens, c, 'text-gradient-size', 'auto')};
  background-repeat: ${chain(tokens, c, 'text-gradient-repeat', 'repeat')};
  background-position: ${chain(tokens, c, 'text-gradient-position', '0% 0%')};
  -webkit-background-clip: text;
  background-clip: text;
  -webkit-text-fill-color: transparent;
}`;
}

/** The display heading filled with the page's text gradient, where the page wears one. */
function pageTextGradientRule(tokens: StyleTokens): string | undefined {
  if (!effectsOf(tokens, 'page')['text-gradient']) return undefined;
  return `.pv-hero h1 {
  background-image: var(--page-text-gradient);
  background-size: var(--page-text-gradient-size, auto);
  background-repeat: var(--page-text-gradient-repeat, repeat);
  background-position: var(--page-text-gradient-position, 0% 0%);
  -webkit-background-clip: text;
  background-clip: text;
  -webkit-text-fill-color: transparent;
}`;
}

function glassRule(tokens: StyleTokens, c: PreviewComponent, sel = selector(c.name)): string {
  return `  ${sel} {\n    background-color: ${background(tokens, c, true)};\n    backdrop-filter: ${chain(tokens, c, 'backdrop-filter', 'none')};\n  }`;
}

/** The components stylesheet of a style: one rule per component, glass where the browser draws it. */
export function componentsCss(tokens: StyleTokens): string {
  const components = previewComponents(tokens);
  // A surface's rule also paints the focus row drawn on it (issue 32, point 3).
  const surfaces = new Set(focusSurfaces(components).map((c) => c.name));
  const sel = (c: PreviewComponent) => ruleSelector(c, surfaces);
  const rules = [
    ...components.map((c) => componentRule(tokens, c, sel(c))),
    // Not the surface's row: text clipped to a gradient would take the surface's fill with it.
    ...components.filter((c) => wearsTextGradient(tokens, c)).map((c) => textGradientRule(tokens, c)),
    pageTextGradientRule(tokens),
  ].filter((rule): rule is string => rule !== undefined);
  const glass = components.map((c) => glassRule(tokens, c, sel(c)));
  const parts = ['/* Generated from the style\'s components (generator/portal/components-css.ts); do not edit. */', ...rules];
  if (glass.length > 0) parts.push(`@supports (backdrop-filter: blur(1px)) {\n${glass.join('\n')}\n}`);
  return `${parts.join('\n\n')}\n`;
}
