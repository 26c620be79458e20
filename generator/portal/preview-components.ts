/**
 * The preview's "Every component" section (issue 17): each entry of the document's `components`,
 * states included, drawn from the CSS export's custom properties alone, so the render audit can
 * measure what every component paints. One generated stylesheet per style (components.css) holds one
 * rule per component; a state `<base>-<state>` falls back to its base's property, except where the
 * state names its own value (a `component-effects` key set to `none` drops what it would inherit).
 */
import { effectsOf, type StyleTokens } from '../tokens/theme';
import { escapeHtml } from './html';

/** Suffixes that make `<base>-<suffix>` a state of `<base>` (when `<base>` is itself a component). */
export const STATE_WORDS = [
  'hover',
  'focus',
  'focused',
  'focus-visible',
  'pressed',
  'active',
  'disabled',
  'selected',
  'checked',
  'error',
  'invalid',
  'inactive',
  'visited',
  'open',
  'expanded',
  'current',
  'on',
  'highlighted',
  'latched',
] as const;

/** States WCAG exempts from contrast (inactive user interface components, 1.4.3 and 1.4.11). */
export const EXEMPT_STATES: readonly string[] = ['disabled'];

/** How a component is drawn: with its name as a label, as text alone (no background), or as a bare box. */
export type ComponentKind = 'labelled' | 'text-only' | 'box';

export interface PreviewComponent {
  name: string;
  kind: ComponentKind;
  /** Its base chain, nearest first (`input-error-focus` → [`input-error`, `input`]). */
  bases: string[];
  /** The state word, when it is a state of a base component. */
  state?: string;
  /** A surface with a text colour of its own, not the card's (an inverse panel): the style gives it no link. */
  ownText?: true;
}

/** A base component and its states, drawn side by side at one size. */
export interface ComponentFamily {
  root: string;
  members: PreviewComponent[];
}

/** The state split of a name: `button-primary-hover` → ['button-primary', 'hover'] when `button-primary` exists. */
export function splitState(name: string, names: ReadonlySet<string>): [base: string, state: string] | undefined {
  for (const state of STATE_WORDS) {
    const suffix = `-${state}`;
    if (name.endsWith(suffix) && names.has(name.slice(0, -suffix.length))) return [name.slice(0, -suffix.length), state];
  }
  return undefined;
}

/**
 * Words that name a surface controls are put on (issue 32, point 3): the audit's surface words and the
 * toolbar. A component is such a surface when one of its words is one of these and its last word does not
 * name a part of one (a card's header, a panel's caption, a window's title bar).
 */
export const SURFACE_WORDS: readonly string[] = ['card', 'panel', 'dialog', 'modal', 'sheet', 'popover', 'flyout', 'window', 'toolbar'];
const PART_WORDS: readonly string[] = ['body', 'meta', 'header', 'footer', 'title', 'heading', 'label', 'caption', 'description', 'detail', 'content', 'text', 'bar', 'image', 'media', 'icon'];
/** The states a focus indicator is judged in. */
export const FOCUS_WORDS: readonly string[] = ['focus', 'focused', 'focus-visible'];

const isSurfaceName = (name: string) => {
  const words = name.split('-');
  return words.some((w) => SURFACE_WORDS.includes(w)) && !PART_WORDS.includes(words.at(-1)!);
};

/** Every component of a document, in document order, with its bases and kind. */
export function previewComponents(tokens: StyleTokens): PreviewComponent[] {
  const components = tokens.components ?? {};
  const names = new Set(Object.keys(components));
  const basesOf = (name: string): string[] => {
    const split = splitState(name, names);
    return split ? [split[0], ...basesOf(split[0])] : [];
  };
  const has = (name: string, prop: string) => [name, ...basesOf(name)].some((n) => components[n]?.[prop] !== undefined);
  const cardText = components.card?.textColor;
  return Object.keys(components).map((name) => {
    const bases = basesOf(name);
    const kind: ComponentKind = !has(name, 'textColor') ? 'box' : has(name, 'backgroundColor') ? 'labelled' : 'text-only';
    const state = splitState(name, names)?.[1];
    const text = components[name]?.textColor;
    const ownText = !state && name !== 'card' && isSurfaceName(name) && text !== undefined && cardText !== undefined && text !== cardText;
    return { name, kind, bases, ...(state ? { state } : {}), ...(ownText ? { ownText: true as const } : {}) };
  });
}

/** Components grouped under their root base, in document order of the roots. */
export function componentFamilies(components: readonly PreviewComponent[]): ComponentFamily[] {
  const families = new Map<string, PreviewComponent[]>();
  for (const c of components) {
    const root = c.bases.at(-1) ?? c.name;
    families.set(root, [...(families.get(root) ?? []), c]);
  }
  return [...families].map(([root, members]) => ({ root, members }));
}

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

/**
 * The surface components (not states, not text alone) the preview puts the focused controls on, besides its
 * card: a glass panel, a dialog, a toolbar, a sheet. The `card` component is the preview's own card.
 */
export function focusSurfaces(components: readonly PreviewComponent[]): PreviewComponent[] {
  return components.filter((c) => !c.state && c.kind !== 'text-only' && c.name !== 'card' && isSurfaceName(c.name));
}

/** Each component in a focus state beside the component it focuses (its nearest base), surfaces left out. */
export function focusPairs(components: readonly PreviewComponent[]): [PreviewComponent, PreviewComponent][] {
  const byName = new Map(components.map((c) => [c.name, c]));
  return components
    .filter((c) => c.state && FOCUS_WORDS.includes(c.state) && !isSurfaceName(c.bases.at(-1)!))
    .flatMap((c) => {
      const base = byName.get(c.bases[0]!);
      return base && base.state !== 'disabled' ? [[base, c] as [PreviewComponent, PreviewComponent]] : [];
    });
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
  const parts = ['/* Generated from the style\'s components (generator/portal/preview-components.ts); do not edit. */', ...rules];
  if (glass.length > 0) parts.push(`@supports (backdrop-filter: blur(1px)) {\n${glass.join('\n')}\n}`);
  return `${parts.join('\n\n')}\n`;
}

/** One component: its name as a visible label, or a bare box when it has no text colour. */
function componentElement(c: PreviewComponent, label = c.name): string {
  // A disabled component says so to assistive technology (and to axe: WCAG exempts it from contrast).
  const disabled = c.state && EXEMPT_STATES.includes(c.state) ? ' aria-disabled="true"' : '';
  const attrs = `class="pv-component pv-component-${c.kind}" data-component="${escapeHtml(c.name)}"${c.state ? ` data-state="${escapeHtml(c.state)}"` : ''}${c.bases[0] ? ` data-base="${escapeHtml(c.bases[0])}"` : ''}${disabled}`;
  return c.kind === 'box' ? `<div ${attrs} role="img" aria-label="${escapeHtml(c.name)}"></div>` : `<div ${attrs}>${escapeHtml(label)}</div>`;
}

/** A family drawn as a grid of equal cells, so a state and its base have the same size. */
function familyElement(members: readonly PreviewComponent[]): string {
  const columns = Math.min(members.length, 3);
  return `<div class="pv-family pv-family-${columns}">\n${members.map((c) => componentElement(c)).join('\n')}\n</div>`;
}

/** Links judged inside running text (WCAG 1.4.1): told apart from the words around them, not only as a lone word. */
export const RUNNING_LINKS: readonly string[] = ['link'];

/**
 * A sentence of body text with the style's link inside it, on one surface (`text` on the page, `card-text`
 * on a card): the audit judges the link against the words around it (its underline, or its colour by 3:1).
 */
export function runningText(components: readonly PreviewComponent[], surface: 'text' | 'card-text'): string {
  const links = components.filter((c) => RUNNING_LINKS.includes(c.name));
  if (links.length === 0) return '';
  const anchors = links.map((c) => `<a class="pv-running-link" data-component="${escapeHtml(c.name)}" href="#pv-components">the ${escapeHtml(c.name)} here</a>`).join(' and ');
  return `<p class="pv-running" data-running="${surface}">Running text reads on, and ${anchors} must stand out from the words around it.</p>`;
}

/** The "Every component" section: every family over the page, then the text-only components again inside a card. */
export function renderComponentsSection(components: readonly PreviewComponent[]): string {
  if (components.length === 0) return '';
  const families = componentFamilies(components).map((f) => familyElement(f.members));
  const textOnly = componentFamilies(components.filter((c) => c.kind === 'text-only')).map((f) => familyElement(f.members));
  const card = textOnly.length === 0
    ? ''
    : `<div class="pv-card pv-components-card" data-context="card">\n<h3 id="pv-components-card">Text on a card</h3>\n<div class="pv-families">\n${textOnly.join('\n')}\n</div>\n</div>`;
  return `<section class="pv-section pv-wrap pv-components" aria-labelledby="pv-components" data-audit="components">
<h2 id="pv-components">Every component</h2>
${runningText(components, 'text')}
<div class="pv-families">
${families.join('\n')}
</div>
${card}
${focusOnSurfaces(components)}
</section>`;
}

/**
 * A link with no focus state of its own, focused: the page's focus outline (preview.css's `:focus-visible`)
 * drawn on a copy of it, named `link-focus` for the audit.
 */
function outlinedLink(link: PreviewComponent): string {
  return `<div class="pv-component pv-component-${link.kind} pv-focus-outline" data-component="${escapeHtml(link.name)}" data-name="${escapeHtml(link.name)}-focus" data-state="focus" data-base="${escapeHtml(link.name)}">focus</div>`;
}

/**
 * A control at rest beside itself focused, in two equal cells: a button labelled short (`primary` |
 * `focus`); any other control by its names, as on the page, so that a field is as wide as it is there
 * (an underline's share of the focus indicator grows with the field's width).
 */
function focusPairElement(base: PreviewComponent, focused: PreviewComponent | string): string {
  const button = base.name.startsWith('button-');
  const focusCell = typeof focused === 'string' ? focused : componentElement(focused, button ? 'focus' : focused.name);
  return `<div class="pv-family pv-family-2">\n${componentElement(base, button ? base.name.replace(/^button-/, '') : base.name)}\n${focusCell}\n</div>`;
}

/**
 * The focus row: each control at rest beside itself focused (buttons, input, link and every other `-focus`
 * state); without the link on a surface of its own text colour, for which the style defines no link.
 */
export function focusRow(components: readonly PreviewComponent[], withLink = true): string {
  const pairs = focusPairs(components)
    .filter(([base]) => withLink || !RUNNING_LINKS.includes(base.bases.at(-1) ?? base.name))
    .map(([base, focused]) => focusPairElement(base, focused));
  const link = components.find((c) => c.name === 'link' && !c.state);
  if (withLink && link && !pairs.some((p) => p.includes(`data-base="link"`))) pairs.push(focusPairElement(link, outlinedLink(link)));
  return pairs.join('\n');
}

/**
 * Focus on every surface (issue 32, point 3): the focus row on a card and on each surface the document
 * defines (a glass panel, a dialog, a toolbar), each a compact block named for its surface, where the
 * audit judges each focus state against the same control at rest beside it, on that surface.
 */
export function focusOnSurfaces(components: readonly PreviewComponent[]): string {
  if (!focusRow(components)) return '';
  const block = (attrs: string, surface: string, label: string, row: string) => `<div ${attrs}>\n<div class="pv-surface-row">\n<p class="pv-surface-name" id="pv-on-${surface}">${label}</p>\n${row}\n</div>\n</div>`;
  const blocks = [
    block('class="pv-card pv-surface" data-surface="card"', 'card', 'On a card', focusRow(components)),
    ...focusSurfaces(components).map((c) => block(`class="pv-surface" data-surface="${escapeHtml(c.name)}"`, escapeHtml(c.name), `On ${escapeHtml(c.name)}`, focusRow(components, !c.ownText))),
  ];
  return `<h3 id="pv-focus-surfaces">Focus on every surface</h3>\n<div class="pv-surfaces">\n${blocks.join('\n')}\n</div>`;
}
