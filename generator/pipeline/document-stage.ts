/**
 * One document through the build: parse, validate (every document rule), then render the files that
 * depend on it alone (detail, tokens, content, exports, cover, the preview's stylesheets). What the
 * library-wide stage needs later is kept as a small digest, so a build never holds every document.
 * Pure: a source in, problems or a digest and files out.
 */
import type { StyleSummary } from '../contract/schemas';
import { drawCover, coverSvg } from '../covers/render-cover';
import { parseStyleDocument } from '../documents/parse-document';
import type { Problem } from '../documents/problem';
import type { SourceDocument } from '../documents/read-sources';
import { DOCUMENT_RULES } from '../documents/rules';
import { toStyleRecord, type StyleRecord } from '../documents/style-record';
import { componentsCss } from '../portal/components-css';
import { previewComponents, type PreviewComponent } from '../portal/preview-components';
import { cssExport } from '../exports/css-export';
import { styleFontCss, styleFontFiles, styleFonts, type StyleFonts } from '../fonts/style-fonts';
import { rolesCss } from '../portal/preview-roles';
import { typeSpecimens, type TypeSpecimen } from '../portal/preview-specimens';
import type { OutputFile } from '../responses/output-file';
import { coverPath, previewPath } from '../responses/routes';
import { renderStyleExports } from '../responses/style-exports';
import { renderStyleChanges, renderStyleContent, renderStyleDetail, renderStyleToken } from '../responses/style-files';
import { toSummary } from '../responses/style-summary';
import { styleFeatures } from '../similarity/features';
import { toHex } from '../tokens/color';
import { modesOf, themeOf } from '../tokens/theme';
import type { Mode } from '../contract/token-extensions';
import { versionKey } from '../versions/record';
import { keyOf } from './key';

/** What a preview page shows of its style beyond the stylesheets (rendered in the library stage, which knows the similar styles). */
export interface PreviewData {
  /** Core token values in each mode the style ships, as the table of the preview's card lists them. */
  rows: { name: string; values: Partial<Record<Mode, string>> }[];
  /** Every component of the document, for the "Every component" section. */
  components: PreviewComponent[];
  /** One specimen per typography level, for the "Type" section (issue 32, point 8). */
  specimens: TypeSpecimen[];
}

/** Everything the library-wide stage needs from one valid document. */
export interface DocumentDigest {
  /** Cache key: the document's bytes, its sync time, its version entry, the base URL and the build's code version. */
  key: string;
  /**
   * versionKey of the entry it was rendered with: a build tells a changed entry from the cache without reading the
   * document. `unversioned` when its bytes did not match the entry (npm run dev): the next build checks it again.
   */
  versionKey: string;
  file: string;
  /** Line of `id`, for library problems (duplicate or retired ids). */
  idLine: number;
  summary: StyleSummary;
  preview: PreviewData;
  /** Hash of `preview`, so a build can tell whether a preview page changed without holding every preview. */
  previewKey: string;
  /** Similarity features (similarity/features.ts). */
  features: number[];
  /** The cover's SVG elements, for the portal's sprite. */
  cover: string;
  /** The font files the style needs, as `<id>/<file>` (copied into dist/fonts/ by the library stage). */
  fontFiles: string[];
}

/** A valid document's digest, files, and its preview data's JSON (what previewKey hashes). */
export type DocumentResult = { ok: true; digest: DocumentDigest; files: OutputFile[]; previewJson: string } | { ok: false; problems: Problem[] };

export function previewData(style: StyleRecord): PreviewData {
  const modes = modesOf(style.tokens);
  const themes = modes.map((mode) => themeOf(style.tokens, mode));
  const color = (name: string) => Object.fromEntries(themes.map((t) => [t.mode, t.colors.get(name) ? toHex(t.colors.get(name)!) : '—']));
  const radius = style.tokens.components?.card?.rounded;
  const radiusValue = String(radius ?? '0').replace(/^\{rounded\.(.+)\}$/, (_, n: string) => String(style.tokens.rounded?.[n] ?? n));
  return {
    rows: [
      { name: 'primary', values: color('primary') },
      { name: 'surface', values: color('surface') },
      { name: 'on-surface', values: color('on-surface') },
      { name: 'card radius', values: Object.fromEntries(modes.map((m) => [m, radiusValue])) },
    ],
    components: previewComponents(style.tokens),
    specimens: typeSpecimens(style.tokens),
  };
}

/** The files of one style that depend on it alone. */
export function renderDocumentFiles(style: StyleRecord, baseUrl: string, cover: string, fonts: StyleFonts = styleFonts(style)): OutputFile[] {
  const preview = previewPath(style.slug);
  const exports = renderStyleExports({ style, fonts, baseUrl });
  // The preview's stylesheets: the CSS export's custom properties, and its @font-face rules with root-relative URLs.
  const css = cssExport(style.tokens, style.design);
  return [
    renderStyleDetail(style, baseUrl, fonts),
    renderStyleToken(style),
    renderStyleContent(style),
    renderStyleChanges(style),
    ...exports,
    { url: coverPath(style.slug), path: coverPath(style.slug).slice(1), body: cover },
    { url: `${preview}/tokens.css`, path: `${preview.slice(1)}/tokens.css`, body: css },
    { url: `${preview}/roles.css`, path: `${preview.slice(1)}/roles.css`, body: rolesCss(style.tokens) },
    { url: `${preview}/components.css`, path: `${preview.slice(1)}/components.css`, body: componentsCss(style.tokens) },
    { url: `${preview}/fonts.css`, path: `${preview.slice(1)}/fonts.css`, body: styleFontCss(fonts) },
  ];
}

/** Validates and renders one document. */
export function processDocument(source: SourceDocument, baseUrl: string, key: string): DocumentResult {
  const parsed = parseStyleDocument(source);
  if (!parsed.ok) return parsed;
  const problems = DOCUMENT_RULES.flatMap((rule) => rule(parsed.doc));
  if (problems.length > 0) return { ok: false, problems };
  const style = toStyleRecord(parsed.doc);
  const fonts = styleFonts(style);
  const drawing = drawCover(style);
  const summary = toSummary(style, baseUrl);
  const preview = previewData(style);
  const previewJson = JSON.stringify(preview);
  return {
    ok: true,
    digest: {
      key,
      versionKey: versionKey(source.version),
      file: source.file,
      idLine: parsed.doc.lineOf(['id']),
      summary,
      preview,
      previewKey: keyOf(previewJson),
      features: styleFeatures(style.tokens, summary),
      cover: drawing.elements,
      fontFiles: styleFontFiles(fonts),
    },
    files: renderDocumentFiles(style, baseUrl, coverSvg(drawing), fonts),
    previewJson,
  };
}
