/**
 * The render audit's checks over one rendered page (a style in one mode): what the probe read from the
 * DOM and the two screenshots (with text, and with every text transparent) in, measurements and
 * failures out. Pure: the pixel work is in measure/.
 */
import type { Mode } from '../generator/contract/token-extensions';
import { boundaryContrast, focusIndicator, stateDifference, toleranceOf } from './measure/non-text';
import { contrast255, crop, deltaE76, lab, medianColor, over, type Image, type Rect } from './measure/pixels';
import { inkRects, paintedTextContrast, plainTextContrast, requiredTextRatio } from './measure/text-contrast';
import { SURFACE_DELTA_E, SURFACE_RATIO, surfaceEdge } from './measure/surface';
import type { Extent, ProbedComponent, ProbedLink, ProbeResult } from './page-probe';
import { pendingEdge } from './pending-edges';
import { pendingFocus } from './pending-focus';
import { pendingSurface } from './pending-surfaces';

export const CHECKS = ['text-contrast', 'transparent-text', 'clipped', 'invisible', 'boundary', 'focus-indicator', 'state-visible', 'served-font', 'link-in-text', 'link-cue', 'surface-edge', 'page-error'] as const;
export type Check = (typeof CHECKS)[number];

/** One failed measurement: the report's line `style mode component check measured required`. */
export interface Failure {
  style: string;
  mode: Mode;
  component: string;
  check: Check;
  measured: string;
  required: string;
  /** What was measured, for the report (the text, the pixels counted…). */
  detail?: string;
}

/** One measurement, passed or not (report.json keeps them all). */
export interface Measurement {
  component: string;
  check: Check;
  value: number;
  required: number;
  pass: boolean;
  detail?: string;
}

/** Components whose boundary WCAG 1.4.11 asks for: fields (controls drawn by their border: CONTROL_PATTERN). */
export const FIELD_PATTERN = '^(input|field)(-|$)|^sink:input';
/**
 * Controls whose border may be all that shows them (issue 32, point 2): buttons, chips, toggles, switches,
 * tabs and segments, not the bars and strips that hold them nor their labels and indicators.
 */
export const CONTROL_PATTERN = /^(button|chip|toggle|switch|tab|segment(ed)?)(-(?!bar|strip|indicator|label|hairline|list)|$)/;
/** The states in which a control's border is judged as its boundary: at rest and on hover. */
const EDGE_STATES: readonly (string | undefined)[] = [undefined, 'hover'];
/** States that must differ visibly from their base. */
export const SHOWN_STATES: readonly string[] = ['hover', 'pressed', 'active', 'focus', 'focused', 'focus-visible'];
const FOCUS_STATES: readonly string[] = ['focus', 'focused', 'focus-visible'];
/** Least margin around a component's box in state comparisons, for rings and shadows outside it (px). */
export const STATE_MARGIN = 8;
/** Most margin: a side grows to where the base's or the state's shadows and outline reach, short of the next cell (cells are 24px apart). */
export const MAX_STATE_MARGIN = 20;
/** Share of a text's glyph area that must be inside its clipping ancestors. */
const VISIBLE_SHARE = 0.5;

/** A ratio as the report writes it, rounded down (4.499 is not 4.50). */
const ratio = (v: number) => `${(Math.floor(v * 100) / 100).toFixed(2)}:1`;
const grow = (b: Rect, m: Extent): Rect => ({ x: b.x - m.left, y: b.y - m.top, width: b.width + m.left + m.right, height: b.height + m.top + m.bottom });
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
/** The margin of a state comparison, per side: as far as either component paints outside its box (shadows, outline), within STATE_MARGIN..MAX_STATE_MARGIN. */
export function stateMargin(a: ProbedComponent, b: ProbedComponent): Extent {
  const side = (k: (typeof SIDES)[number]) => Math.min(MAX_STATE_MARGIN, Math.max(STATE_MARGIN, Math.ceil(a.extent?.[k] ?? 0), Math.ceil(b.extent?.[k] ?? 0)));
  return { top: side('top'), right: side('right'), bottom: side('bottom'), left: side('left') };
}

/** Parses a computed text-shadow into layers: colour (0–255, alpha 0–1), offsets and blur (px). */
function shadowLayers(value: string | undefined): { color: number[]; reach: number }[] {
  if (!value || value === 'none') return [];
  const layers: string[] = [];
  let [depth, start] = [0, 0];
  for (let i = 0; i <= value.length; i++) {
    if (value[i] === '(') depth++;
    else if (value[i] === ')') depth--;
    else if (i === value.length || (value[i] === ',' && depth === 0)) {
      layers.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  return layers.map((layer) => {
    const fn = /^(rgba?|color)\(([^)]*)\)/.exec(layer);
    const nums = (fn?.[2]?.match(/-?[0-9.]+(e-?[0-9]+)?/g) ?? []).map(Number);
    const color = fn?.[1] === 'color' ? [nums[0]! * 255, nums[1]! * 255, nums[2]! * 255, nums[3] ?? 1] : [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0, nums[3] ?? 1];
    const lengths = (layer.slice(fn?.[0].length ?? 0).match(/-?[0-9.]+(?=px)/g) ?? []).map((n) => Math.abs(Number(n)));
    return { color, reach: lengths.reduce((a, n) => a + n, 0) };
  });
}

/** A state's text shadow shows: it differs from the base's, and a layer of it reaches out from the glyphs in a colour ΔE 5 from the text's, at least half opaque. */
export function textShadowShows(state: Pick<ProbedComponent, 'textShadow' | 'color'>, base: Pick<ProbedComponent, 'textShadow'>): boolean {
  if ((state.textShadow ?? 'none') === (base.textShadow ?? 'none')) return false;
  return shadowLayers(state.textShadow).some((l) => l.color[3]! * (state.color[3] ?? 1) >= 0.5 && l.reach >= 1 && deltaE76(rgb(l.color), rgb(state.color)) >= 5);
}
const rgb = (c: readonly number[]) => lab(Math.round(c[0]!), Math.round(c[1]!), Math.round(c[2]!));

export interface PageShots {
  /** The page as painted (taken when some text is filled with a paint rather than a colour). */
  withText?: Image;
  /** The same page with every text transparent: what lies behind the text. */
  withoutText: Image;
  /** No text, no grain, no page gradient, of the part of the page at (x, y) that holds the states and their bases: where a state is compared with its base (grain and gradients vary with position). */
  plain?: { image: Image; x: number; y: number };
}

function textChecks(probe: ProbeResult, shots: PageShots, rest: (owner: string) => boolean): Measurement[] {
  const out: Measurement[] = [];
  for (const probed of probe.texts) {
    // Measured in a face the page serves, so the measurements hold on every machine (issue 31, point 12).
    if (!probed.served) out.push({ component: probed.owner, check: 'served-font', value: 0, required: 1, pass: false, detail: `text ${JSON.stringify(probed.text)} in ${JSON.stringify(probed.family)}, which the page does not serve: a local face answers` });
    if (probed.exempt) continue;
    // Read where the glyphs paint, not in the empty ascent of a font set tighter than its line box.
    const t = probed.lines && probed.clips ? { ...probed, ...inkRects(probed.lines, probed.clips, probed.ink) } : probed;
    const detail = JSON.stringify(t.text);
    if (t.opacity <= 0.01) {
      if (rest(t.owner)) out.push({ component: t.owner, check: 'invisible', value: t.opacity, required: 0.01, pass: false, detail: `text ${detail} at opacity ${t.opacity}` });
      continue;
    }
    if (t.area === 0 || t.visibleArea < VISIBLE_SHARE * t.area) {
      out.push({ component: t.owner, check: 'clipped', value: t.area === 0 ? 0 : t.visibleArea / t.area, required: VISIBLE_SHARE, pass: false, detail: `text ${detail}` });
      continue;
    }
    if (t.fill === 'color' && t.color[3] <= 0.01) {
      out.push({ component: t.owner, check: 'transparent-text', value: t.color[3], required: 0.01, pass: false, detail: `text ${detail}` });
      continue;
    }
    const required = requiredTextRatio(t.fontSize, t.fontWeight);
    const m =
      t.fill === 'paint' && shots.withText
        ? paintedTextContrast(shots.withText, shots.withoutText, t.rects)
        : plainTextContrast(shots.withoutText, t.rects, { r: t.color[0], g: t.color[1], b: t.color[2], a: t.color[3] });
    if (!m) continue;
    out.push({ component: t.owner, check: 'text-contrast', value: m.ratio, required, pass: m.ratio >= required, detail: `${detail} ${t.fontSize}px/${t.fontWeight}` });
  }
  return out;
}

/** A component's name in the report: `link@card` for the text card's copy, `button-primary-focus@card` in a surface's focus row. */
const measuredName = (c: Pick<ProbedComponent, 'name' | 'context' | 'surface'>) => (c.context === 'card' ? `${c.name}@card` : c.context === 'surface' ? `${c.name}@${c.surface}` : c.name);

/**
 * Focus on every surface (issue 32, point 3): each focus state in a surface's focus row against the same
 * control at rest beside it on that surface, by the page's rule (a 1px perimeter's worth of pixels
 * changing by 3:1), on the page as painted: the surface's fill, image, grain and what shows through it.
 */
function surfaceFocusChecks(probe: ProbeResult, image: Image): Measurement[] {
  const surfaced = probe.components.filter((c) => c.context === 'surface');
  const byName = new Map(surfaced.map((c) => [measuredName(c), c]));
  return surfaced.flatMap((c) => {
    const base = c.base ? byName.get(`${c.base}@${c.surface}`) : undefined;
    if (!c.state || !FOCUS_STATES.includes(c.state) || !base) return [];
    const size = { width: Math.min(c.box.width, base.box.width), height: Math.min(c.box.height, base.box.height) };
    const margin = stateMargin(base, c);
    const [a, b] = [crop(image, grow({ ...base.box, ...size }, margin)), crop(image, grow({ ...c.box, ...size }, margin))];
    const f = focusIndicator(a, b, size, toleranceOf(base.box, c.box));
    return { component: measuredName(c), check: 'focus-indicator' as const, value: f.changed, required: f.required, pass: f.pass, detail: `pixels changing by 3:1 against ${base.name} on the ${c.surface}` };
  });
}

function componentChecks(probe: ProbeResult, shots: PageShots): Measurement[] {
  const out: Measurement[] = [];
  const onPage = new Map(probe.components.filter((c) => c.context === 'page').map((c) => [c.name, c]));
  const plain = shots.plain;
  const cropOf = (c: ProbedComponent, size: { width: number; height: number }, margin: Extent) => crop(plain!.image, grow({ ...c.box, ...size, x: c.box.x - plain!.x, y: c.box.y - plain!.y }, margin));
  for (const c of probe.components) {
    // The focus rows on surfaces are judged for focus alone (surfaceFocusChecks): their controls are judged on the page.
    if (c.state === 'disabled' || c.context === 'surface') continue;
    const name = measuredName(c);
    if (!c.state) {
      const invisible = c.opacity <= 0.01 || c.box.width < 1 || c.box.height < 1;
      if (invisible) out.push({ component: name, check: 'invisible', value: c.opacity, required: 0.01, pass: false, detail: `box ${Math.round(c.box.width)}×${Math.round(c.box.height)} at opacity ${c.opacity}` });
      if (invisible) continue;
    }
    if (c.field && c.context === 'page') {
      const b = boundaryContrast(shots.withoutText, c.box, c.radii);
      const s = b.sides;
      out.push({ component: name, check: 'boundary', value: b.ratio, required: 3, pass: b.pass, detail: `fill ${ratio(b.fill)}, edges top ${ratio(s.top)} right ${ratio(s.right)} bottom ${ratio(s.bottom)} left ${ratio(s.left)}` });
    } else if (c.context === 'page' && c.bordered && EDGE_STATES.includes(c.state) && CONTROL_PATTERN.test(c.base ?? c.name)) {
      // A control drawn by its border (WCAG 1.4.11): its fill reaches 3:1 against what is behind it, or its border does.
      const b = boundaryContrast(shots.withoutText, c.box, c.radii);
      const s = b.sides;
      out.push({ component: name, check: 'boundary', value: b.ratio, required: 3, pass: b.pass, detail: `a bordered control: fill ${ratio(b.fill)}, edges top ${ratio(s.top)} right ${ratio(s.right)} bottom ${ratio(s.bottom)} left ${ratio(s.left)}` });
    }
    const base = c.base ? onPage.get(c.base) : undefined;
    if (c.context !== 'page' || !c.state || !base || !SHOWN_STATES.includes(c.state) || !plain) continue;
    const size = { width: Math.min(c.box.width, base.box.width), height: Math.min(c.box.height, base.box.height) };
    const margin = stateMargin(base, c);
    const [a, b] = [cropOf(base, size, margin), cropOf(c, size, margin)];
    const tolerance = toleranceOf(base.box, c.box);
    if (FOCUS_STATES.includes(c.state)) {
      const f = focusIndicator(a, b, size, tolerance);
      out.push({ component: name, check: 'focus-indicator', value: f.changed, required: f.required, pass: f.pass, detail: `pixels changing by 3:1 against ${base.name}` });
    }
    const d = stateDifference(a, b, size, tolerance);
    const textChange = deltaE76(rgb(c.color), rgb(base.color));
    const shadow = c.kind !== 'box' && textShadowShows(c, base);
    const shows = d.pass || (c.kind !== 'box' && textChange >= 5) || c.decoration !== base.decoration || shadow;
    out.push({ component: name, check: 'state-visible', value: d.changed, required: d.required, pass: shows, detail: `pixels differing from ${base.name}; text colour ΔE ${textChange.toFixed(1)}${shadow ? '; text shadow changes' : ''}` });
  }
  return out;
}

/** A link's colour against the text around it, both over what is painted behind the link (WCAG 1.4.1, technique G183). */
export const LINK_RATIO = 3;

/**
 * Links inside running text (issue 32, WCAG 1.4.1): a link passes when it is underlined at rest; else its
 * colour reaches 3:1 against the words around it (`link-in-text`) and it shows a non-colour cue on hover
 * and on focus (`link-cue`): its hover state changes its decoration, border, outline, shadow, weight or
 * slant; its focus state does, or, where it has none, the page's focus outline (`--color-focus`) reaches
 * 3:1 against the surface behind the link.
 */
export function linkChecks(probe: Pick<ProbeResult, 'components' | 'links'>, background: Image): Measurement[] {
  const out: Measurement[] = [];
  const onPage = new Map(probe.components.filter((c) => c.context === 'page').map((c) => [c.name, c]));
  const opaque = (c: readonly number[], bg: { r: number; g: number; b: number }) => {
    const [r, g, b] = over({ r: c[0]!, g: c[1]!, b: c[2]!, a: c[3]! }, bg.r, bg.g, bg.b);
    return { r, g, b, a: 1 };
  };
  for (const link of probe.links) {
    const points = function* (rects: readonly Rect[]): Generator<[number, number]> {
      for (const r of rects) for (let y = Math.floor(r.y); y < r.y + r.height; y++) for (let x = Math.floor(r.x); x < r.x + r.width; x++) yield [x, y];
    };
    const bg = medianColor(background, points(link.rects));
    if (!bg) continue;
    const value = contrast255(opaque(link.color, bg), opaque(link.text, bg));
    if (link.underlined) {
      out.push({ component: link.owner, check: 'link-in-text', value, required: LINK_RATIO, pass: true, detail: 'underlined at rest' });
      continue;
    }
    out.push({ component: link.owner, check: 'link-in-text', value, required: LINK_RATIO, pass: value >= LINK_RATIO, detail: `not underlined at rest; its colour against the text around it` });
    const base = onPage.get(link.name);
    const hover = onPage.get(`${link.name}-hover`);
    const focus = FOCUS_STATES.map((state) => onPage.get(`${link.name}-${state}`)).find(Boolean);
    const hoverCue = !!(base && hover && hover.cue !== base.cue);
    const outline = contrast255(opaque(link.focus, bg), { ...bg, a: 1 });
    const focusCue = focus ? !!(base && focus.cue !== base.cue) : outline >= LINK_RATIO;
    const missing = [hoverCue ? '' : 'hover', focusCue ? '' : 'focus'].filter(Boolean);
    out.push({
      component: link.owner,
      check: 'link-cue',
      value: 2 - missing.length,
      required: 2,
      pass: missing.length === 0,
      detail: missing.length === 0 ? 'a non-colour cue on hover and on focus' : `no non-colour cue on ${missing.join(' or ')}${!focus ? ` (no focus state; the focus outline ${ratio(outline)} against the surface)` : ''}`,
    });
  }
  return out;
}

/**
 * Surfaces against the page (issue 32, point 4): each card, panel or dialog is told from what is behind
 * it by a line along its edge (its fill, border, shadow or image) at SURFACE_RATIO, or ΔE SURFACE_DELTA_E,
 * from the page, on at least two sides, or by a rule at RULE_RATIO on one.
 */
export function surfaceChecks(probe: Pick<ProbeResult, 'surfaces'>, background: Image): Measurement[] {
  return (probe.surfaces ?? []).flatMap((s) => {
    const m = surfaceEdge(background, s.box, s.radii, s.extent);
    // Below the captured height: nothing to judge.
    if (Object.values(m.sides).every((side) => !side)) return [];
    const side = (k: keyof typeof m.sides) => (m.sides[k] ? `${k} ${ratio(m.sides[k].ratio)} ΔE ${m.sides[k].deltaE.toFixed(1)}` : `${k} off the page`);
    return { component: s.name, check: 'surface-edge' as const, value: m.ratio, required: SURFACE_RATIO, pass: m.pass, detail: `its edge against the page (fill, border or shadow; or ΔE ${SURFACE_DELTA_E}): ${(['top', 'right', 'bottom', 'left'] as const).map(side).join(', ')}` };
  });
}

/** Every measurement of one page; `failures` turns the failed ones into report lines. */
export function auditPage(probe: ProbeResult, shots: PageShots): Measurement[] {
  const states = new Map(probe.components.map((c) => [measuredName(c), c.state]));
  // Text at rest: not a state's label (states are drawn statically to be compared, not worn at rest).
  const rest = (owner: string) => !states.get(owner);
  return [...textChecks(probe, shots, rest), ...componentChecks(probe, shots), ...surfaceFocusChecks(probe, shots.withoutText), ...linkChecks(probe, shots.withoutText), ...surfaceChecks(probe, shots.withoutText)];
}

const UNITS: Partial<Record<Check, (v: number) => string>> = {
  'text-contrast': ratio,
  boundary: ratio,
  'focus-indicator': (v) => `${v}px`,
  'state-visible': (v) => `${v}px`,
  invisible: (v) => `opacity:${v}`,
  clipped: (v) => `${Math.round(v * 100)}%`,
  'transparent-text': (v) => `alpha:${v}`,
  'served-font': (v) => (v ? 'served' : 'local'),
  'link-in-text': ratio,
  'link-cue': (v) => `${v}/2`,
  'surface-edge': ratio,
};

/** The failed measurements of a page as report lines, worst first per component and check. */
export function failuresOf(style: string, mode: Mode, measurements: readonly Measurement[]): Failure[] {
  const worst = new Map<string, Measurement>();
  for (const m of measurements) {
    // A control's border the library still fails is pending (audit/pending-edges.ts), not a failure.
    if (m.pass || (m.check === 'boundary' && pendingEdge(style, m.component)) || (m.check === 'surface-edge' && pendingSurface(style, m.component)) || (m.check === 'focus-indicator' && pendingFocus(style, m.component))) continue;
    const key = `${m.component}\0${m.check}`;
    const seen = worst.get(key);
    if (!seen || m.value < seen.value) worst.set(key, m);
  }
  return [...worst.values()].map((m) => {
    const unit = UNITS[m.check] ?? String;
    return { style, mode, component: m.component, check: m.check, measured: unit(m.value), required: m.check === 'invisible' || m.check === 'transparent-text' ? '>0.01' : m.check === 'clipped' ? '≥50%' : unit(m.required), ...(m.detail ? { detail: m.detail } : {}) };
  });
}

/** `style mode component check measured required`. */
export const failureLine = (f: Failure) => `${f.style} ${f.mode} ${f.component} ${f.check} ${f.measured} ${f.required}`;
