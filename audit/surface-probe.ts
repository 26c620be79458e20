/// <reference lib="dom" />
/**
 * The surfaces a preview draws over its page (issue 32, point 4): its cards (`.pv-card`) and any
 * component at rest named as a card, panel, dialog, modal, sheet, popover, flyout or window. Runs in the
 * browser (one `page.evaluate`), so it is self-contained.
 */
import type { Box, Extent } from './page-probe';

export interface ProbedSurface {
  /** `card`, `card@input`, `card@components` for the preview's cards; the component's name otherwise. */
  name: string;
  box: Box;
  radii: { tl: number; tr: number; br: number; bl: number };
  /** How far its outer shadows and outline paint outside the box, px. */
  extent: Extent;
}

/** Components that are surfaces (their states are judged as states, not as surfaces). */
export const SURFACE_PATTERN = '^(card|panel|dialog|modal|sheet|popover|flyout|window)$';

export function probeSurfaces(pattern: string): ProbedSurface[] {
  const named = new RegExp(pattern);
  const boxOf = (r: DOMRect): Box => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  const extentOf = (s: CSSStyleDeclaration): Extent => {
    const e = { top: 0, right: 0, bottom: 0, left: 0 };
    for (const layer of s.boxShadow === 'none' ? [] : s.boxShadow.split(/,(?![^(]*\))/)) {
      if (/\binset\b/.test(layer)) continue;
      const [x = 0, y = 0, blur = 0, spread = 0] = (layer.replace(/[a-z-]+\([^)]*\)/g, '').match(/-?[0-9.]+(?=px)/g) ?? []).map(Number);
      e.top = Math.max(e.top, blur + spread - y);
      e.bottom = Math.max(e.bottom, blur + spread + y);
      e.left = Math.max(e.left, blur + spread - x);
      e.right = Math.max(e.right, blur + spread + x);
    }
    if (s.outlineStyle !== 'none') {
      const o = (parseFloat(s.outlineWidth) || 0) + (parseFloat(s.outlineOffset) || 0);
      for (const k of ['top', 'right', 'bottom', 'left'] as const) e[k] = Math.max(e[k], o);
    }
    return e;
  };
  const radiiOf = (s: CSSStyleDeclaration, box: Box) => {
    const r = (v: string) => (v.trim().split(/\s+/)[0]!.endsWith('%') ? (parseFloat(v) / 100) * Math.min(box.width, box.height) : parseFloat(v)) || 0;
    return { tl: r(s.borderTopLeftRadius), tr: r(s.borderTopRightRadius), br: r(s.borderBottomRightRadius), bl: r(s.borderBottomLeftRadius) };
  };
  const surfaces: ProbedSurface[] = [];
  const push = (el: Element, name: string) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) return;
    const s = getComputedStyle(el);
    const box = boxOf(el.getBoundingClientRect());
    if (box.width < 8 || box.height < 8) return;
    surfaces.push({ name, box, radii: radiiOf(s, box), extent: extentOf(s) });
  };
  // The focus rows' surfaces (`data-surface`) repeat a card or a surface component judged here already.
  for (const el of document.querySelectorAll('.pv-card:not([data-surface])')) {
    const at = el.matches('[data-context="card"]') ? '@components' : el.querySelector('#pv-input') ? '@input' : '';
    push(el, `card${at}`);
  }
  for (const el of document.querySelectorAll('[data-component]')) {
    const name = el.getAttribute('data-component')!;
    if (el.hasAttribute('data-state') || !named.test(name)) continue;
    push(el, `surface:${name}`);
  }
  return surfaces;
}
