/**
 * The render audit's driver: serves a built library through the real gateway, opens each style's
 * preview in Debian's Chromium in both modes (two pages at a time), takes the two screenshots and the
 * probe, and runs the checks. Returns every measurement and failure; writing the report is report.ts's.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import type { Mode } from '../generator/contract/token-extensions';
import { previewPath } from '../generator/portal/preview-page';
import { CHROMIUM } from '../test/helpers/browser';
import { startGateway } from '../test/helpers/gateway';
import { auditPage, failuresOf, FIELD_PATTERN, MAX_STATE_MARGIN, SHOWN_STATES, type Failure, type Measurement } from './checks';
import type { Rect } from './measure/pixels';
import { decodePng } from './measure/png';
import { probePage, type ProbeResult } from './page-probe';
import { probeSurfaces, SURFACE_PATTERN } from './surface-probe';
import { probeSpecimens, specimenChecks } from './type-probe';

export const MODES: readonly Mode[] = ['light', 'dark'];
/** The page width the audit renders at (CSS px, device scale 1). */
export const VIEWPORT_WIDTH = 1100;
/** The viewport every page opens in, before it is grown to the page's height. */
const START_HEIGHT = 900;
/** The report's screenshots are for looking at: half size. */
const REPORT_SCALE = 0.5;
/** Tallest page captured in one screenshot. */
const MAX_HEIGHT = 16000;

/** No motion, no caret: what is painted at rest. */
export const STILL_CSS = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
/** Every text transparent (fill, shadow, decoration, placeholder, list markers): what lies behind the text. */
export const NO_TEXT_CSS = `*, *::before, *::after, ::placeholder, ::marker {
  color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  caret-color: transparent !important; text-decoration-color: transparent !important; }
[data-audit-text-paint] { background-image: none !important; }`;

/** What the state comparisons are drawn on: no text, no grain, a plain page (the page gradient varies with position). */
const PLAIN_CSS = `${NO_TEXT_CSS}
body.preview { background-image: none !important; }
body.preview::before, .pv-card::after { display: none !important; }`;

export interface PageAudit {
  style: string;
  mode: Mode;
  measurements: Measurement[];
  failures: Failure[];
  /** Console errors and failed requests of the page. */
  problems: string[];
  /** The page as painted, for the report (kept only when something failed). */
  shot?: { data: Buffer; type: 'png' | 'jpeg' };
  ms: number;
  /** What `inspect` returned for the page, if given. */
  inspected?: unknown;
}

export interface AuditOptions {
  distDir: string;
  slugs: readonly string[];
  /** Pages rendered at a time (each in its own browser context). */
  lanes?: number;
  /** Print each step's duration to stderr. */
  debug?: boolean;
  onPage?: (result: PageAudit) => void;
  /**
   * Run on each page in its mode once the probe has read it, before the screenshots, with none of the
   * audit's stylesheets but STILL_CSS (animations stay stopped); its result is kept as `inspected`. The
   * tests read what else they check of a preview from the same page, so every page is opened once.
   */
  inspect?: (page: Page, style: string, mode: Mode) => Promise<unknown>;
  /**
   * A script every page of the lanes runs at its start (the tests give axe-core, which `inspect` uses):
   * sent to the browser once per lane rather than with each style.
   */
  initScript?: string;
}

/** A page of one lane: reused from style to style, its problems collected per style. */
interface Lane {
  page: Page;
  cdp: CDPSession;
  problems: string[];
  /** The colour scheme the page emulates. */
  mode: Mode;
  /**
   * Shows or hides (minimises) the lane's window. A page its window does not show is styled and laid
   * out when a script reads it, but not painted: what is only read costs no full-page raster.
   */
  show(shown: boolean): Promise<void>;
}

/** A lane has a browser context of its own: two tabs of one window do not both paint (screenshots raced). */
async function openLane(browser: Browser, origin: string, initScript?: string): Promise<Lane> {
  const context = await browser.newContext({ viewport: { width: VIEWPORT_WIDTH, height: START_HEIGHT }, deviceScaleFactor: 1 });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const windows = await browser.newBrowserCDPSession();
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const { windowId } = await windows.send('Browser.getWindowForTarget', { targetId: targetInfo.targetId });
  let shown = true;
  const show = async (on: boolean) => {
    if (on === shown) return;
    shown = on;
    await windows.send('Browser.setWindowBounds', { windowId, bounds: { windowState: on ? 'normal' : 'minimized' } });
  };
  const lane: Lane = { page, cdp, problems: [], mode: MODES[0]!, show };
  page.on('console', (m) => void (m.type() === 'error' && lane.problems.push(`console: ${m.text()}`)));
  page.on('pageerror', (e) => void lane.problems.push(`uncaught: ${e.message}`));
  // A request the next navigation cancels (ERR_ABORTED) is not the page's problem; a missing file answers 404.
  page.on('requestfailed', (r) => void (r.failure()?.errorText !== 'net::ERR_ABORTED' && lane.problems.push(`${r.url()}: ${r.failure()?.errorText}`)));
  page.on('response', (r) => void (r.status() >= 400 && lane.problems.push(`${r.url()}: HTTP ${r.status()}`)));
  page.on('request', (r) => void (!r.url().startsWith(origin) && !r.url().startsWith('data:') && lane.problems.push(`external request ${r.url()}`)));
  return lane;
}

/** The page's `clip` (CSS px, at scale 1 unless it says): a fast-encoded PNG to measure, or a JPEG only to look at. */
async function screenshot(lane: Lane, clip: Rect & { scale?: number }, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const region = { scale: 1, ...clip };
  const params = format === 'png' ? { format, optimizeForSpeed: true, clip: region } : { format, quality: 75, clip: region };
  const { data } = (await lane.cdp.send('Page.captureScreenshot', params as never)) as { data: string };
  return Buffer.from(data, 'base64');
}

/** Decodes the images pseudo-elements paint (the grain tile): a background decoded late would miss the first screenshot. */
async function decodeBackgrounds(): Promise<void> {
  const urls = new Set<string>();
  for (const el of [document.body, ...document.querySelectorAll('.pv-card')]) {
    for (const pseudo of [null, '::before', '::after']) {
      for (const m of getComputedStyle(el, pseudo).backgroundImage.matchAll(/url\("([^"]+)"\)/g)) urls.add(m[1]!);
    }
  }
  await Promise.all([...urls].map((src) => Object.assign(new Image(), { src }).decode().catch(() => undefined)));
}

/**
 * `fn(arg)` run in the page, its result carried as one JSON string: a probe's result holds thousands of
 * boxes, which Playwright's own serialization (walked in the page, validated field by field here) costs
 * several times more than JSON. Numbers that JSON cannot spell (NaN, ±Infinity) come back as they were.
 */
async function evaluateJson<A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> {
  const json: string = await page.evaluate(
    `JSON.stringify((${fn.toString()})(${JSON.stringify(arg)}), (key, v) => (typeof v === 'number' && !Number.isFinite(v) ? { nonFinite: String(v) } : v))`,
  );
  return JSON.parse(json, (key, v: unknown) => (v !== null && typeof v === 'object' && Object.keys(v).length === 1 && typeof (v as { nonFinite?: unknown }).nonFinite === 'string' ? Number((v as { nonFinite: string }).nonFinite) : v)) as R;
}

/**
 * Two animation frames: what changed (mode, viewport, a stylesheet) is laid out and painted before a
 * screenshot. A hidden window is shown first (its page has no frames).
 */
async function settle(lane: Lane): Promise<void> {
  await lane.show(true);
  await lane.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Sets the audit's own stylesheet (no text, plain page…), or none, and waits until it is painted; with
 * `painted` false it does not wait (nor show a hidden window), for a change that no screenshot follows
 * before the next change does (a full-page repaint costs the browser 30-50 ms of CPU that nothing would
 * look at).
 */
async function setSheet(lane: Lane, css: string, painted = true): Promise<void> {
  await lane.page.evaluate(
    ([STILL, text]) => {
      let el = document.getElementById('audit-sheet');
      if (!el) {
        el = document.createElement('style');
        el.id = 'audit-sheet';
        document.head.append(el);
      }
      el.textContent = STILL + text;
    },
    [STILL_CSS, css] as const,
  );
  if (painted) await settle(lane);
}

/** The part of the page the state comparisons read: every state with its base, plus the margin. */
function plainClip(probe: ProbeResult): Rect | undefined {
  const involved = new Set(probe.components.filter((c) => c.context === 'page' && c.state && c.base && SHOWN_STATES.includes(c.state)).flatMap((c) => [c.name, c.base!]));
  const boxes = probe.components.filter((c) => c.context === 'page' && involved.has(c.name)).map((c) => c.box);
  if (boxes.length === 0) return undefined;
  const m = MAX_STATE_MARGIN + 2;
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - m));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - m));
  const right = Math.min(probe.width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)) + m));
  const bottom = Math.min(probe.height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)) + m));
  return { x, y, width: right - x, height: bottom - y };
}

/** With `debug`, how long each step of a page takes goes to stderr. */
function debugLaps(debug: boolean, label: string): (step: string) => void {
  if (!debug) return () => {};
  let mark = performance.now();
  return (step) => {
    const now = performance.now();
    process.stderr.write(`${label}: ${step} ${Math.round(now - mark)} ms\n`);
    mark = now;
  };
}

/** Renders the open page in `mode` and measures it. */
async function auditMode(lane: Lane, style: string, mode: Mode, options: AuditOptions): Promise<PageAudit> {
  const debug = options.debug ?? false;
  const started = performance.now();
  const lap = debugLaps(debug, `${style} ${mode}`);
  const { page } = lane;
  // A change of mode is settled (painted) before the probe: the page's own script answers it at a frame
  // (the preview's mode switch relabels itself on the media query's change event). The mode a style's
  // page opened in needs no frame: the window is hidden until the first screenshot, so the page with its
  // text is read (probe, inspection) without being painted at its full height.
  const changed = lane.mode !== mode;
  if (!changed) await lane.show(false);
  // The page with its text back (the previous mode's screenshots left the audit's sheet on), unpainted:
  // the mode's change follows at once, and the settle below paints both.
  await setSheet(lane, '', false);
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  lane.mode = mode;
  lap('emulate');
  // The whole page in the viewport: one screenshot, and the geometry the probe reads is the screenshot's.
  const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.fonts.ready.then(() => document.documentElement.scrollHeight)));
  if (page.viewportSize()?.height !== height) await page.setViewportSize({ width: VIEWPORT_WIDTH, height });
  // Each screenshot is settled first: one right after a resize or a new stylesheet may show a frame
  // whose fixed backgrounds and backdrop filters are not yet redrawn.
  if (changed) await settle(lane);
  lap('resize+settle');
  const probe = await evaluateJson(page, probePage, FIELD_PATTERN);
  probe.surfaces = await evaluateJson(page, probeSurfaces, SURFACE_PATTERN);
  // The fonts that really paint each typography level's line (issue 32, point 8).
  const specimens = await probeSpecimens(page, lane.cdp);
  lap('probe');
  const full = { x: 0, y: 0, width: probe.width, height: Math.min(probe.height, MAX_HEIGHT) };
  // The page with its text, as painted: measured where a text is filled with a paint (a PNG, taken first,
  // from the raster the other screenshots replace); else only shown in the report when something fails
  // (a half-size JPEG, taken once the page has its text back).
  const painted = probe.texts.some((t) => t.fill === 'paint');
  const withText = painted ? await settle(lane).then(() => screenshot(lane, full)) : undefined;
  lap('A');
  // What the tests read of the page, in the state the probe read (the audit's sheet holds only STILL_CSS):
  // before the screenshots, so the page is not repainted with its text only to be inspected.
  const inspected = options.inspect ? await options.inspect(page, style, mode) : undefined;
  lap('inspect');
  await setSheet(lane, NO_TEXT_CSS);
  lap('sheet');
  const withoutText = await screenshot(lane, full);
  lap('B');
  // States are compared on a plain page; a page without gradient or grain is plain already.
  const clip = plainClip(probe);
  let plain: Buffer | undefined;
  if (clip && !probe.plainPage) {
    await setSheet(lane, PLAIN_CSS);
    plain = await screenshot(lane, clip);
  }
  lap('C');
  // The audit's sheet stays on while the screenshots are measured: the page keeps the frame it painted
  // last, and the next mode takes the sheet off as it changes the mode (one repaint, not two).
  const [image, textImage, plainImage] = await Promise.all([decodePng(withoutText), withText ? decodePng(withText) : undefined, plain ? decodePng(plain) : undefined]);
  const shots = {
    withText: textImage,
    withoutText: image,
    plain: plainImage ? { image: plainImage, x: clip!.x, y: clip!.y } : clip ? { image, x: 0, y: 0 } : undefined,
  };
  lap('decode');
  const measurements = [...auditPage(probe, shots), ...specimenChecks(specimens)];
  lap('checks');
  const failures = failuresOf(style, mode, measurements);
  for (const p of lane.problems) failures.push({ style, mode, component: 'page', check: 'page-error', measured: 'error', required: 'none', detail: p });
  const shot =
    failures.length === 0
      ? undefined
      : withText
        ? { data: withText, type: 'png' as const }
        : { data: await setSheet(lane, '').then(() => screenshot(lane, { ...full, scale: REPORT_SCALE }, 'jpeg')), type: 'jpeg' as const };
  return { style, mode, measurements, failures, problems: [...lane.problems], ...(shot ? { shot } : {}), ms: performance.now() - started, ...(options.inspect ? { inspected } : {}) };
}

/** Audits `slugs` (both modes each) against a built dist/. */
export async function runAudit(options: AuditOptions): Promise<PageAudit[]> {
  const gateway = await startGateway(options.distDir);
  const browser = await chromium.launch(CHROMIUM);
  const origin = new URL(gateway.url).origin;
  const results: PageAudit[] = [];
  let next = 0;
  const run = async () => {
    const lane = await openLane(browser, origin, options.initScript);
    while (next < options.slugs.length) {
      const slug = options.slugs[next++]!;
      lane.problems = [];
      // Every style starts from the same viewport: the page is at least 100vh tall, so a viewport left
      // tall by the previous style would stretch this one's fixed page gradient. Shrunk before the mode
      // changes, so the previous page is restyled at 900px, not at its full height.
      await lane.page.setViewportSize({ width: VIEWPORT_WIDTH, height: START_HEIGHT });
      await lane.page.emulateMedia({ colorScheme: MODES[0], reducedMotion: 'reduce' });
      lane.mode = MODES[0]!;
      const lap = debugLaps(options.debug ?? false, slug);
      await lane.page.goto(`${origin}${previewPath(slug)}`, { waitUntil: 'load' });
      lap('goto');
      await setSheet(lane, '');
      // tsx (esbuild keepNames) wraps the probe's inner functions in __name(); the page needs it defined.
      await lane.page.evaluate('globalThis.__name ??= (fn) => fn');
      await lane.page.evaluate(decodeBackgrounds);
      lap('setup');
      for (const mode of MODES) {
        const result = await auditMode(lane, slug, mode, options);
        results.push(result);
        options.onPage?.(result);
      }
    }
    await lane.page.context().close();
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.lanes ?? 2) }, run));
  } finally {
    await browser.close();
    await gateway.close();
  }
  return results;
}
