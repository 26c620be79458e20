/** The token exports of one style (GET /api/styles/{slug}/export/{format}), made by the official DESIGN.md exporters. */
import {
  CssVarsEmitterHandler,
  DtcgEmitterHandler,
  serializeCssVars,
  TailwindEmitterHandler,
  type DesignSystemState,
} from '@google/design.md/linter';
import { fail, succeed, type Result } from '../contract/error-codes';
import { EXPORT_FORMATS, FORMAT_PARAM, isExportFormat, type ExportFormat } from '../contract/parameters';
import type { TokenExport } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { json, type OutputFile } from './output-file';
import { styleUrl } from './style-files';

/** Public URL of one export. */
export function exportUrl(slug: string, format: ExportFormat): string {
  return `${styleUrl(slug)}/export/${format}`;
}

/** Validates the `format` path parameter; the details list the formats and echo what was given. */
export function parseExportFormat(value: string): Result<ExportFormat> {
  if (isExportFormat(value)) return succeed(value);
  const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return fail(FORMAT_PARAM.errorCode, `\`format\` must be one of ${EXPORT_FORMATS.join(', ')}; got ${shown}.`);
}

type Emitted = { success: true; data: unknown } | { success: false; error: { code: string; message: string } };

const EMITTERS: Record<ExportFormat, (design: DesignSystemState) => Emitted> = {
  dtcg: (design) => new DtcgEmitterHandler().execute(design),
  tailwind: (design) => new TailwindEmitterHandler().execute(design),
  css: (design) => {
    const result = new CssVarsEmitterHandler().execute(design);
    return result.success ? { success: true, data: { css: serializeCssVars(result.data.declarations) } } : result;
  },
};

/** The body of one export, from the tokens the linter resolved. */
export function exportTokens(design: DesignSystemState, format: ExportFormat): TokenExport {
  const result = EMITTERS[format](design);
  // The emitters are total over a state the linter accepted; a failure here is a bug, not a document problem.
  if (!result.success) throw new Error(`the ${format} exporter failed: ${result.error.code}: ${result.error.message}`);
  return result.data as TokenExport;
}

/** One file per export format: api/styles/<slug>/export/<format>.json. */
export function renderStyleExports(style: StyleRecord): OutputFile[] {
  return EXPORT_FORMATS.map((format) => ({
    url: exportUrl(style.slug, format),
    path: `api/styles/${style.slug}/export/${format}.json`,
    body: json(exportTokens(style.design, format)),
  }));
}
