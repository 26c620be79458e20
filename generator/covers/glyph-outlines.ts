/**
 * Text drawn as outlines (issue 18): an SVG used as an image cannot load web fonts, so a cover's display
 * line is laid out at build time with fontkit from the same WOFF2 file the previews load, and written as
 * one `<path>`. No `<text>`, no font reference: the cover stays a self-contained image.
 *
 * fontkit reads WOFF2 but cannot instance a variable WOFF2 (foliojs/fontkit#377: its glyphs stay at the
 * default weight), so every file is first decompressed to TrueType with wawoff2 (Google's woff2 in WebAssembly).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as fontkit from 'fontkit';
import type { ServedFamily } from '../fonts/font-catalog';
import { nearestWeight } from '../fonts/font-faces';

const require = createRequire(import.meta.url);
/**
 * fontkit as its package builds it for `require` (dist/main.cjs): its ES module and theirs took about 0.2 s of
 * every process that renders a document, this about 0.1 s (issue 34).
 */
const { create: openFont } = require('fontkit') as typeof fontkit;
/** wawoff2's binding: its public API is async only to wait for the WebAssembly runtime; after that, decompressing is synchronous. */
const woff2 = require('wawoff2/build/decompress_binding.js') as {
  decompress(bytes: Uint8Array): Uint8Array | false;
  calledRun?: boolean;
  onRuntimeInitialized?: () => void;
};
await new Promise<void>((resolve) => {
  if (woff2.calledRun) resolve();
  else woff2.onRuntimeInitialized = resolve;
});

const fonts = new Map<string, fontkit.Font | null>();

/** The latin file of a family at a weight: a static file of the nearest weight, or the variable file at that weight. */
function fontAt(family: ServedFamily, weight: number): fontkit.Font | null {
  const file = family.variable ? `${family.id}-latin-wght-normal.woff2` : `${family.id}-latin-${nearestWeight(weight, family.weights)}-normal.woff2`;
  const key = family.variable ? `${file}@${weight}` : file;
  if (fonts.has(key)) return fonts.get(key)!;
  let font: fontkit.Font | null = null;
  try {
    const ttf = woff2.decompress(fs.readFileSync(path.join(family.dir, 'files', file)));
    if (!ttf) throw new Error(`${file} is not a WOFF2 file`);
    const loaded = openFont(Buffer.from(ttf));
    font = 'layout' in loaded ? loaded : null;
    if (font && family.variable) {
      const [min, max] = family.weightRange;
      font = font.getVariation({ wght: Math.min(max, Math.max(min, weight)) });
    }
  } catch {
    font = null;
  }
  fonts.set(key, font);
  return font;
}

export interface Outline {
  /** SVG path data in font units (y up, integers, relative commands: the smallest form). */
  d: string;
  /** Places the font units on the cover: scale, flip and move to the baseline's start. */
  transform: string;
  /** The line's advance width in pixels. */
  width: number;
}

/** Path data from absolute points in font units: rounded once, then written as deltas. */
function relativePath(commands: readonly { command: string; args: number[] }[]): string {
  const out: string[] = [];
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const rel = (args: readonly number[]) => {
    const parts: number[] = [];
    for (let i = 0; i < args.length; i += 2) parts.push(Math.round(args[i]!) - cx, Math.round(args[i + 1]!) - cy);
    cx = Math.round(args[args.length - 2]!);
    cy = Math.round(args[args.length - 1]!);
    return parts.join(' ').replace(/ -/g, '-');
  };
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      out.push(`m${rel(args)}`);
      sx = cx;
      sy = cy;
    } else if (command === 'lineTo') out.push(`l${rel(args)}`);
    else if (command === 'quadraticCurveTo') out.push(`q${rel(args)}`);
    else if (command === 'bezierCurveTo') out.push(`c${rel(args)}`);
    else if (command === 'closePath') {
      out.push('z');
      cx = sx;
      cy = sy;
    }
  }
  return out.join('');
}

const round = (v: number, digits: number) => String(Number(v.toPrecision(digits)));

/** A line laid out in font units: its path data and advance, or null when the font lacks one of its glyphs. */
type Laid = { d: string; advance: number } | null;

/**
 * Lines already laid out, per font: a cover draws its title twice (header and card, at two sizes) and every
 * cover draws "Aa", so a line is shaped and traced once per font. Emptied when it grows large.
 */
const laidOut = new WeakMap<fontkit.Font, Map<string, Laid>>();
const LAID_OUT_LIMIT = 8;

/** `text` shaped by fontkit (ligatures, kerning) and traced, in font units with the pen starting at 0. */
function layOut(font: fontkit.Font, text: string): Laid {
  let lines = laidOut.get(font);
  if (!lines) laidOut.set(font, (lines = new Map()));
  const known = lines.get(text);
  if (known !== undefined) return known;
  if (lines.size >= LAID_OUT_LIMIT) lines.clear();
  const run = font.layout(text);
  let laid: Laid = null;
  if (!run.glyphs.some((g) => g.id === 0)) {
    const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    const commands: { command: string; args: number[] }[] = [];
    let penX = 0;
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i]!;
      const ox = penX + pos.xOffset;
      const oy = pos.yOffset;
      for (const { command, args } of glyph.path.commands) commands.push({ command, args: args.map((v, k) => v + (k % 2 === 0 ? ox : oy)) });
      penX += pos.xAdvance;
    });
    laid = { d: relativePath(commands), advance };
  }
  lines.set(text, laid);
  return laid;
}

/**
 * `text` set in `family` at `size` px with its baseline starting at (x, y); shrunk to fit `maxWidth`.
 * Undefined when the font is missing or lacks a glyph of the text (the caller then keeps a `<text>`).
 */
export function outlineText(text: string, family: ServedFamily, weight: number, size: number, x: number, y: number, maxWidth = Infinity): Outline | undefined {
  const font = fontAt(family, weight);
  if (!font) return undefined;
  const laid = layOut(font, text);
  if (!laid) return undefined;
  const { d, advance } = laid;
  const scale = Math.min(size, (maxWidth * font.unitsPerEm) / Math.max(advance, 1)) / font.unitsPerEm;
  const s = round(scale, 5);
  return { d, transform: `matrix(${s} 0 0 -${s} ${round(x, 6)} ${round(y, 6)})`, width: advance * scale };
}
