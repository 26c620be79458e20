/**
 * The URL and the `format` parameter of a style's token exports, apart from the exporters themselves
 * (style-exports.ts): the gateway routes export URLs without importing the DESIGN.md linter, the YAML
 * parsers and the font catalogue the exporters need, over a second of a gateway's start (issue 22).
 */
import { fail, succeed, type Result } from '../contract/error-codes';
import { FORMAT_PARAM, isExportFormat, type ExportFormat } from '../contract/parameters';
import { styleUrl } from './routes';

/** Public URL of one export. */
export function exportUrl(slug: string, format: ExportFormat): string {
  return `${styleUrl(slug)}/export/${format}`;
}

/** Validates the `format` path parameter; the details list the formats and echo what was given. */
export function parseExportFormat(value: string): Result<ExportFormat> {
  if (isExportFormat(value)) return succeed(value);
  return fail(FORMAT_PARAM.errorCode);
}
