/// <reference lib="dom" />
/**
 * What the render audit reads from a preview page in one `page.evaluate`: every text run (its glyph
 * boxes, colour, size, weight, fill, the component it belongs to), every component's box and state,
 * and the kitchen sink's fields. `probePage` runs in the browser, so it is self-contained (no imports).
 */
import type { ProbedSurface } from './surface-probe';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProbedText {
  /** The component it labels (`data-component`, `@card` inside the text card) or `sink:<element>`. */
  owner: string;
  /** The state of the component it labels (`hover`, `focus`…), if any. */
  state?: string;
  text: string;
  /** Glyph boxes (Range.getClientRects) cut to the clipping ancestors and the page. */
  rects: Box[];
  /** The line boxes of the font before any cut, the boxes that clip them, and the font box the glyphs leave empty (the checks cut the lines to the ink, then clip). */
  lines?: Box[];
  clips?: Box[];
  ink?: { above: number; below: number };
  /** Area of the glyph boxes before and after clipping. */
  area: number;
  visibleArea: number;
  /** Text colour, channels 0–255, alpha times every ancestor's opacity. */
  color: [number, number, number, number];
  /** The opacity of the element and its ancestors, multiplied. */
  opacity: number;
  fontSize: number;
  fontWeight: number;
  /** The first family of its computed stack, and whether the page serves it (an @font-face family): else a local face may answer, and what is measured depends on the machine. */
  family: string;
  served: boolean;
  /** `paint` when the glyphs are filled by a background (background-clip: text) rather than a colour. */
  fill: 'color' | 'paint';
  /** Text of a disabled component or control (WCAG exempts inactive components), or of a control in a surface's focus row (judged on the page). */
  exempt: boolean;
  /** Placeholder text of an empty field. */
  placeholder?: boolean;
}

export interface ProbedComponent {
  name: string;
  /** `page`, `card` for the copy of a text-only component inside the card, or `surface` in a focus row on a surface (issue 32, point 3). */
  context: 'page' | 'card' | 'surface';
  /** The surface its focus row is drawn on (`card`, or a surface component's name), in the `surface` context. */
  surface?: string;
  base?: string;
  state?: string;
  kind: string;
  box: Box;
  opacity: number;
  /** Text colour and decoration, for states that change only the text. */
  color: [number, number, number, number];
  decoration: string;
  /** Whether the 1.4.11 boundary applies (fields). */
  field: boolean;
  /** Text shadow (computed), for states that change only the text. */
  textShadow?: string;
  /** Corner radii (px), for the boundary's edge lines. */
  radii?: { tl: number; tr: number; br: number; bl: number };
  /** How far paint reaches outside the box on each side (outer box shadows, outline), px. */
  extent?: Extent;
  /** What sets it apart besides colour (decoration line, border widths, outline, shadow reach, weight, slant): a state whose cue differs from its base's shows a non-colour cue. */
  cue?: string;
  /** It draws a border (a side at least 1px wide, visible, in a colour other than its own background's): where its fill does not tell it from what is behind, that border is its boundary (issue 32, point 2). */
  bordered?: boolean;
}

/** A link inside a sentence of body text (issue 32, WCAG 1.4.1): what tells it from the words around it. */
export interface ProbedLink {
  /** `<component>@<surface>`: `link@text` on the page, `link@card-text` on a card. */
  owner: string;
  /** The link component it wears. */
  name: string;
  /** Its glyph boxes. */
  rects: Box[];
  /** The link's colour and the surrounding text's, channels 0–255, alpha times the ancestors' opacity. */
  color: [number, number, number, number];
  text: [number, number, number, number];
  /** Underlined at rest: an underline (or a bottom border) in a colour that is not transparent. */
  underlined: boolean;
  /** The colour of the page's focus outline (`--color-focus`), drawn around a focused link where no focus state says otherwise. */
  focus: [number, number, number, number];
}

export interface Extent {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ProbeResult {
  width: number;
  height: number;
  /** The page wears no gradient and no grain: its background is one colour. */
  plainPage: boolean;
  texts: ProbedText[];
  components: ProbedComponent[];
  links: ProbedLink[];
  /** The cards, panels and dialogs drawn over the page (issue 32, point 4; read by surface-probe.ts). */
  surfaces?: ProbedSurface[];
}

/** Runs in the page. `fieldPattern` names field components (a RegExp source). */
export function probePage(fieldPattern: string): ProbeResult {
  const field = new RegExp(fieldPattern);
  const width = document.documentElement.scrollWidth;
  const height = document.documentElement.scrollHeight;

  const parseColor = (value: string): [number, number, number, number] => {
    const srgb = /^color\(srgb\s+([^)]+)\)/.exec(value);
    if (srgb) {
      const [r, g, b, , a] = srgb[1]!.split(/[\s/]+/).map(Number);
      return [r! * 255, g! * 255, b! * 255, Number.isFinite(a) ? a! : 1];
    }
    const n = (value.match(/-?[0-9.]+(e-?[0-9]+)?/g) ?? []).map(Number);
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n.length > 3 ? n[3]! : 1];
  };

  // Computed per element once: a page has thousands of text runs under a few dozen ancestors.
  const opacities = new Map<Element, number>();
  const opacityOf = (el: Element | null): number => {
    if (!el) return 1;
    let o = opacities.get(el);
    if (o === undefined) opacities.set(el, (o = Number(getComputedStyle(el).opacity) * opacityOf(el.parentElement)));
    return o;
  };

  /** Families the page declares with @font-face: only these render alike on every machine. */
  const declared = new Set([...document.fonts].map((f) => f.family.replace(/^["']|["']$/g, '')));
  const familyOf = (s: CSSStyleDeclaration) => {
    const family = s.fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
    return { family, served: declared.has(family) };
  };

  const boxOf = (r: DOMRect | Box): Box => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  const intersect = (a: Box, b: Box): Box | undefined => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const w = Math.min(a.x + a.width, b.x + b.width) - x;
    const h = Math.min(a.y + a.height, b.y + b.height) - y;
    return w > 0 && h > 0 ? { x, y, width: w, height: h } : undefined;
  };

  /** The boxes that clip an element's content: itself and ancestors whose overflow is not visible, and the page. */
  const clipCache = new Map<Element, Box[]>();
  const clipsOf = (el: Element | null): Box[] => {
    if (!el || el === document.documentElement) return [{ x: 0, y: 0, width, height }];
    let clips = clipCache.get(el);
    if (!clips) {
      const s = getComputedStyle(el);
      const own = s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.clipPath !== 'none';
      clips = own ? [...clipsOf(el.parentElement), boxOf(el.getBoundingClientRect())] : clipsOf(el.parentElement);
      clipCache.set(el, clips);
    }
    return clips;
  };

  /** A component's name: its `data-name` where a copy stands for a state it does not define (a link with the page's focus outline). */
  const nameOf = (el: Element) => el.getAttribute('data-name') ?? el.getAttribute('data-component')!;
  const ownerOf = (el: Element): string => {
    const component = el.closest('[data-component]');
    const running = component?.closest('[data-running]')?.getAttribute('data-running');
    if (component && running) return `${component.getAttribute('data-component')}@${running}`;
    const surface = component?.closest('[data-surface]')?.getAttribute('data-surface');
    if (component && surface) return `${nameOf(component)}@${surface}`;
    if (component) return `${component.getAttribute('data-component')}${component.closest('[data-context="card"]') ? '@card' : ''}`;
    const named = el.closest('[id], [class]') ?? el;
    const id = named.id ? `#${named.id}` : '';
    const classes = [...named.classList].filter((c) => c.startsWith('pv-') || c.startsWith('is-')).map((c) => `.${c}`).join('');
    return `sink:${named.tagName.toLowerCase()}${id || classes}`;
  };

  const exemptOf = (el: Element): boolean => {
    const component = el.closest('[data-component]');
    if (component && component.getAttribute('data-state') === 'disabled') return true;
    // A control in a surface's focus row is there for its focus indicator; its label is judged on the page.
    if (component?.closest('[data-surface]')) return true;
    return !!el.closest(':disabled, [aria-disabled="true"]');
  };

  const fillOf = (el: Element): 'color' | 'paint' => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      const clip = s.getPropertyValue('-webkit-background-clip') || s.backgroundClip;
      if (clip === 'text') {
        // The text-free screenshot drops this element's clipped background: without it, the glyphs'
        // gradient would stay in both screenshots and the text would measure 1:1 against itself.
        e.setAttribute('data-audit-text-paint', '');
        return 'paint';
      }
      if (e.matches('[data-component], body')) break;
    }
    return 'color';
  };

  /** Empty font box above and below a run's glyphs (canvas metrics of its font), when they describe its line boxes. */
  const context = document.createElement('canvas').getContext('2d');
  const inkOf = (s: CSSStyleDeclaration, text: string, lines: Box[]) => {
    if (!context || lines.length === 0) return undefined;
    context.font = s.font || `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const m = context.measureText(text);
    // Only where the canvas's font box is the line box the range reports (same font, loaded).
    if (Math.abs(m.fontBoundingBoxAscent + m.fontBoundingBoxDescent - lines[0]!.height) > 1.5) return undefined;
    return { above: Math.max(0, m.fontBoundingBoxAscent - m.actualBoundingBoxAscent), below: Math.max(0, m.fontBoundingBoxDescent - m.actualBoundingBoxDescent) };
  };

  /** The rotation (radians) a text inherits from the transforms of its component and the elements between; once per element. */
  const rotations = new Map<Element, number>();
  const rotationOf = (el: Element | null): number => {
    if (!el || el === document.body) return 0;
    let angle = rotations.get(el);
    if (angle === undefined) {
      const m = /^matrix\(([^,]+),\s*([^,]+),/.exec(getComputedStyle(el).transform);
      angle = (m ? Math.atan2(Number(m[2]), Number(m[1])) : 0) + (el.matches('[data-component]') ? 0 : rotationOf(el.parentElement));
      rotations.set(el, angle);
    }
    return angle;
  };

  /**
   * A rotated run's line box is reported as the upright box around it, which takes in pixels beside the
   * rotated component. It is read instead in thin slices along the run's own axis, each inside the box.
   */
  const slicesInside = (r: Box, theta: number): Box[] => {
    const c = Math.abs(Math.cos(theta));
    const s = Math.abs(Math.sin(theta));
    const det = c * c - s * s;
    if (det < 0.5) return [r];
    const w = (r.width * c - r.height * s) / det;
    const h = (r.height * c - r.width * s) / det;
    if (w <= 2 || h <= 2) return [r];
    const n = Math.ceil(w / 4);
    const a = Math.min(2, w / n);
    const b = Math.max(1, (h - a * s) / c - 1);
    const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
    return Array.from({ length: n }, (_, i) => {
      const u = -w / 2 + ((i + 0.5) * w) / n;
      return { x: cx + u * Math.cos(theta) - a / 2, y: cy + u * Math.sin(theta) - b / 2, width: a, height: b };
    });
  };

  const texts: ProbedText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = (node.textContent ?? '').trim();
    if (!el || !text || el.closest('script, style, template, noscript')) continue;
    // Hidden on purpose: not rendered, screen-reader-only text, the skip link until focused.
    if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
    if (el.closest('.visually-hidden, .skip-link')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].map(boxOf).filter((r) => r.width > 0 || r.height > 0);
    const theta = rotationOf(el);
    const rotated = Math.abs(theta) > 0.005;
    const raw = rotated ? boxes.flatMap((r) => slicesInside(r, theta)) : boxes;
    const clips = clipsOf(el);
    const rects = raw.map((r) => clips.reduce<Box | undefined>((acc, c) => (acc ? intersect(acc, c) : undefined), r)).filter((r): r is Box => !!r);
    const s = getComputedStyle(el);
    const fillColor = s.getPropertyValue('-webkit-text-fill-color');
    const color = parseColor(fillColor && fillColor !== s.color ? fillColor : s.color);
    const opacity = opacityOf(el);
    const state = el.closest('[data-component]')?.getAttribute('data-state') ?? undefined;
    texts.push({
      owner: ownerOf(el),
      ...(state ? { state } : {}),
      text: text.slice(0, 60),
      rects,
      area: raw.reduce((a, r) => a + r.width * r.height, 0),
      visibleArea: rects.reduce((a, r) => a + r.width * r.height, 0),
      lines: raw,
      clips,
      ink: rotated ? undefined : inkOf(s, text, raw),
      color: [color[0], color[1], color[2], color[3] * opacity],
      opacity,
      fontSize: parseFloat(s.fontSize),
      fontWeight: Number(s.fontWeight) || 400,
      ...familyOf(s),
      fill: fillOf(el),
      exempt: exemptOf(el),
    });
  }

  // Placeholders of empty, enabled fields (none on today's page; measured where a field shows one).
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (input.value || input.disabled || !input.checkVisibility()) continue;
    const s = getComputedStyle(input, '::placeholder');
    const c = parseColor(s.color);
    const box = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const pad = (p: string) => parseFloat(style.getPropertyValue(p)) || 0;
    const rect = { x: box.x + pad('padding-left') + pad('border-left-width'), y: box.y + pad('padding-top') + pad('border-top-width'), width: box.width - pad('padding-left') - pad('padding-right') - pad('border-left-width') - pad('border-right-width'), height: box.height - pad('padding-top') - pad('padding-bottom') - pad('border-top-width') - pad('border-bottom-width') };
    const opacity = opacityOf(input) * Number(s.opacity || 1);
    texts.push({
      owner: `${ownerOf(input)}::placeholder`,
      text: input.placeholder.slice(0, 60),
      rects: [rect],
      area: rect.width * rect.height,
      visibleArea: rect.width * rect.height,
      color: [c[0], c[1], c[2], c[3] * opacity],
      opacity,
      fontSize: parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight) || 400,
      ...familyOf(style),
      fill: 'color',
      exempt: false,
      placeholder: true,
    });
  }

  /** Splits a computed list (box-shadow, text-shadow) at its top-level commas. */
  const layers = (value: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < value.length; i++) {
      if (value[i] === '(') depth++;
      else if (value[i] === ')') depth--;
      else if (value[i] === ',' && depth === 0) {
        out.push(value.slice(start, i));
        start = i + 1;
      }
    }
    out.push(value.slice(start));
    return out.map((l) => l.trim()).filter((l) => l && l !== 'none');
  };
  /** Paint outside the border box: outer box shadows (offset, blur, spread) and the outline. */
  const extentOf = (s: CSSStyleDeclaration) => {
    const e = { top: 0, right: 0, bottom: 0, left: 0 };
    for (const layer of layers(s.boxShadow)) {
      if (/\binset\b/.test(layer)) continue;
      const [x = 0, y = 0, blur = 0, spread = 0] = (layer.replace(/^[a-z-]+\([^)]*\)|[a-z-]+\([^)]*\)$/g, '').match(/-?[0-9.]+(?=px)/g) ?? []).map(Number);
      const r = blur + spread;
      e.top = Math.max(e.top, r - y);
      e.bottom = Math.max(e.bottom, r + y);
      e.left = Math.max(e.left, r - x);
      e.right = Math.max(e.right, r + x);
    }
    if (s.outlineStyle !== 'none') {
      const o = (parseFloat(s.outlineWidth) || 0) + (parseFloat(s.outlineOffset) || 0);
      for (const k of ['top', 'right', 'bottom', 'left'] as const) e[k] = Math.max(e[k], o);
    }
    return e;
  };

  /** Corner radii in px (the horizontal radius; a percentage of the box's width). */
  const radiiOf = (s: CSSStyleDeclaration, box: Box) => {
    const r = (v: string) => (v.trim().split(/\s+/)[0]!.endsWith('%') ? (parseFloat(v) / 100) * box.width : parseFloat(v)) || 0;
    return { tl: r(s.borderTopLeftRadius), tr: r(s.borderTopRightRadius), br: r(s.borderBottomRightRadius), bl: r(s.borderBottomLeftRadius) };
  };

  /** What sets an element apart besides colour: decoration line, border widths, outline, shadow reach, weight, slant. */
  const cueOf = (s: CSSStyleDeclaration) => {
    const borders = ['top', 'right', 'bottom', 'left'].map((k) => (s.getPropertyValue(`border-${k}-style`) === 'none' ? 0 : parseFloat(s.getPropertyValue(`border-${k}-width`)) || 0));
    const outline = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth) || 0;
    return [s.textDecorationLine, borders.join(' '), outline, JSON.stringify(extentOf(s)), s.fontWeight, s.fontStyle].join('|');
  };
  /** A border drawn in a colour other than the element's own background (issue 32, point 2). */
  const borderedOf = (el: Element, s: CSSStyleDeclaration) => {
    const fill = parseColor(s.backgroundColor);
    return ['top', 'right', 'bottom', 'left'].some((k) => {
      const style = s.getPropertyValue(`border-${k}-style`);
      if (style === 'none' || style === 'hidden' || (parseFloat(s.getPropertyValue(`border-${k}-width`)) || 0) < 1) return false;
      const c = parseColor(s.getPropertyValue(`border-${k}-color`));
      if (c[3] * opacityOf(el) <= 0.1) return false;
      return fill[3] < 0.99 || c.some((v, i) => Math.abs(v - fill[i]!) > (i === 3 ? 0.01 : 1));
    });
  };
  /** A colour custom property as the page computes it. */
  const customColor = (property: string): [number, number, number, number] => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = `var(${property})`;
    const c = parseColor(getComputedStyle(probe).color);
    probe.remove();
    return c;
  };
  const links: ProbedLink[] = [];
  const focus = customColor('--color-focus');
  for (const el of document.querySelectorAll('[data-running] [data-component]')) {
    const s = getComputedStyle(el);
    const around = getComputedStyle(el.closest('[data-running]')!);
    const range = document.createRange();
    range.selectNodeContents(el);
    const visible = (c: [number, number, number, number]) => c[3] * opacityOf(el) > 0.1;
    const underline = /underline/.test(s.textDecorationLine) && visible(parseColor(s.textDecorationColor));
    const bottom = s.borderBottomStyle !== 'none' && parseFloat(s.borderBottomWidth) >= 1 && visible(parseColor(s.borderBottomColor));
    const withOpacity = (c: [number, number, number, number], e: Element): [number, number, number, number] => [c[0], c[1], c[2], c[3] * opacityOf(e)];
    links.push({
      owner: ownerOf(el),
      name: el.getAttribute('data-component')!,
      rects: [...range.getClientRects()].map(boxOf).filter((r) => r.width > 0 && r.height > 0),
      color: withOpacity(parseColor(s.color), el),
      text: withOpacity(parseColor(around.color), el.closest('[data-running]')!),
      underlined: underline || bottom,
      focus,
    });
  }

  const components: ProbedComponent[] = [];
  for (const el of document.querySelectorAll('[data-component]')) {
    // Links in running text are judged as links (above), not as the component's cell.
    if (el.closest('[data-running]')) continue;
    const name = nameOf(el);
    const s = getComputedStyle(el);
    const box = boxOf(el.getBoundingClientRect());
    const surface = el.closest('[data-surface]')?.getAttribute('data-surface') ?? undefined;
    components.push({
      name,
      context: surface ? 'surface' : el.closest('[data-context="card"]') ? 'card' : 'page',
      ...(surface ? { surface } : {}),
      base: el.getAttribute('data-base') ?? undefined,
      state: el.getAttribute('data-state') ?? undefined,
      kind: [...el.classList].find((c) => c.startsWith('pv-component-'))?.slice('pv-component-'.length) ?? 'labelled',
      box,
      opacity: opacityOf(el),
      color: parseColor(s.color),
      decoration: `${s.textDecorationLine} ${s.textDecorationStyle} ${s.textDecorationColor}`,
      field: field.test(name),
      textShadow: s.textShadow,
      extent: extentOf(s),
      radii: radiiOf(s, box),
      cue: cueOf(s),
      bordered: borderedOf(el, s),
    });
  }
  // The kitchen sink's fields: the resting one and the focused one (the disabled one is exempt).
  const sink = (selector: string, name: string, state?: string) => {
    const el = document.querySelector(selector);
    if (!el) return;
    const s = getComputedStyle(el);
    const box = boxOf(el.getBoundingClientRect());
    components.push({ name, context: 'page', ...(state ? { base: 'sink:input', state } : {}), kind: 'labelled', box, opacity: opacityOf(el), color: parseColor(s.color), decoration: s.textDecorationLine, field: true, textShadow: s.textShadow, extent: extentOf(s), radii: radiiOf(s, box) });
  };
  sink('#pv-input', 'sink:input');
  sink('#pv-input-focus', 'sink:input-focus', 'focus');
  const plainPage = getComputedStyle(document.body).backgroundImage === 'none' && Number(getComputedStyle(document.body, '::before').opacity) === 0;
  return { width, height, plainPage, texts, components, links };
}
