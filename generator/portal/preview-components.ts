/**
 * The preview's "Every component" section (issue 17): each entry of the document's `components`,
 * states included, drawn from the CSS export's custom properties alone, so the render audit can
 * measure what every component paints. Its stylesheet, one rule per component, is components-css.ts.
 */
import type { StyleTokens } from '../tokens/theme';
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
