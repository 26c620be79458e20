/**
 * The preview's "Type" section (issue 32, point 8): one specimen line per typography level of the
 * document, in document order, each set in its level's family, size, weight, line height, letter spacing,
 * text transform, slant and font features, on the page background. Every level's fonts therefore load
 * (fonts.css declares them; a face loads when some text needs it), and the render audit judges each line
 * like any text (contrast, clipping, a served family) and reads which font really painted it
 * (audit/type-probe.ts): a code face, a script accent or a Japanese signage face the rest of the preview
 * never sets is seen and judged like the body text. Each sample is marked `data-component="type:<level>"`,
 * so a failure names its level.
 */
import { cssFontFamily, varName } from '../exports/css-values';
import { fontCatalog, type FontCatalog } from '../fonts/font-catalog';
import { resolveStack } from '../fonts/font-usage';
import type { StyleTokens } from '../tokens/theme';
import { escapeHtml } from './html';

/** One level's specimen: its name, the note beside it, and the sample it is set in. */
export interface TypeSpecimen {
  level: string;
  /** `display · Tinos · 56px · 700`: the level, the family that renders it, its size and weight. */
  note: string;
  sample: string;
}

/** The marker of a level's line: `data-component="type:<level>"`. */
export const SPECIMEN_PREFIX = 'type:';

/** Widest a sample may be estimated to run (px): beside its 14rem note, a sample has about 800px at the audit's 1100px. */
export const SPECIMEN_WIDTH = 760;

/** Samples, longest first: a level takes the longest that its size, spacing and case fit in SPECIMEN_WIDTH. */
const SAMPLES = ['Sphinx of black quartz, judge my vow.', 'Quartz sphinx, judge my vow.', 'Judge my vow.', 'Quartz', 'Aa'] as const;
/** Figures for levels named for numbers (a numeral, a stat, a clock, a price). */
const FIGURES = ['0123456789 · 42% · $1,280.50', '0123456789', '2026', '42'] as const;
const NUMERIC = /num|stat|digit|figure|clock|readout|price|count|metric|score|kpi/i;

const px = (value: unknown, size = 16): number => {
  const m = /^(-?[0-9.]+)(px|rem|em)?$/.exec(String(value ?? '').trim());
  if (!m) return 0;
  return Number(m[1]) * (m[2] === 'em' ? size : m[2] === 'rem' ? 16 : 1);
};

/**
 * A generous estimate of a sample's width: an average advance of 0.62em in lower case, 0.78em in capitals
 * (wide display faces run wider than text faces), plus the letter spacing after every character. The page
 * also lets a sample wrap anywhere (preview.css), so a face wider than the estimate wraps, never clips.
 */
export function sampleWidth(sample: string, level: { fontSize?: unknown; letterSpacing?: unknown; textTransform?: unknown }): number {
  const size = px(level.fontSize) || 16;
  const upper = level.textTransform === 'uppercase';
  const advance = [...sample].reduce((sum, ch) => sum + size * (upper || /[A-Z0-9]/.test(ch) ? 0.78 : 0.62), 0);
  return advance + [...sample].length * px(level.letterSpacing, size);
}

/** Every level of the document's typography, with the sample its line shows. */
export function typeSpecimens(tokens: StyleTokens, catalog: FontCatalog = fontCatalog()): TypeSpecimen[] {
  return Object.entries(tokens.typography ?? {}).map(([level, t]) => {
    const samples: readonly string[] = NUMERIC.test(level) ? FIGURES : SAMPLES;
    const sample = samples.find((s) => sampleWidth(s, t) <= SPECIMEN_WIDTH) ?? samples.at(-1)!;
    const family = t.fontFamily === undefined ? undefined : (resolveStack(cssFontFamily(String(t.fontFamily)), catalog).served?.family ?? String(t.fontFamily).split(',')[0]!.trim());
    const note = [level, family, t.fontSize, t.fontWeight].filter((v) => v !== undefined && v !== '').map(String).join(' · ');
    return { level, note, sample };
  });
}

/** Each property a specimen sets, with the value where the level does not set it. */
const PROPERTIES = [
  ['font-family', 'inherit'],
  ['font-size', 'inherit'],
  ['font-weight', 'inherit'],
  ['line-height', 'normal'],
  ['letter-spacing', 'normal'],
  ['text-transform', 'none'],
  ['font-style', 'normal'],
  ['font-feature-settings', 'normal'],
  ['font-variation-settings', 'normal'],
] as const;

const selector = (level: string) => `[data-component="${SPECIMEN_PREFIX}${level.replace(/["\\]/g, '\\$&')}"]`;

/** The specimens' rules (roles.css): each sample reads its level's custom properties from the CSS export. */
export function specimensCss(tokens: StyleTokens): string {
  return Object.keys(tokens.typography ?? {})
    .map((level) => `${selector(level)} {\n${PROPERTIES.map(([p, fallback]) => `  ${p}: var(${varName('typography', level)}-${p}, ${fallback});`).join('\n')}\n}`)
    .join('\n');
}

/**
 * The "Type" section: one line per level, its note beside its sample, on the page. The sample alone is the
 * level's component (`type:<level>`), so what fails under that name is the level's own text; the notes are
 * page text in the body face.
 */
export function renderTypeSection(specimens: readonly TypeSpecimen[] | undefined): string {
  if (!specimens || specimens.length === 0) return '';
  const lines = specimens.map(
    (s) =>
      `<div class="pv-specimen"><p class="pv-specimen-name">${escapeHtml(s.note)}</p><p class="pv-specimen-sample" data-component="${escapeHtml(SPECIMEN_PREFIX + s.level)}">${escapeHtml(s.sample)}</p></div>`,
  );
  return `<section class="pv-section pv-wrap pv-type" aria-labelledby="pv-type" data-audit="type">
<h2 id="pv-type">Type</h2>
<div class="pv-specimens">
${lines.join('\n')}
</div>
</section>`;
}
