/** The token exports of one style (GET /api/styles/{slug}/export/{format}): generator/exports/, built on the official DESIGN.md exporters. */
import { EXPORT_FORMATS, type ExportFormat } from '../contract/parameters';
import type { TokenExport } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { cssExport } from '../exports/css-export';
import { cssTailwindExport } from '../exports/css-tailwind-export';
import { DTCG_EXTENSION, dtcgExport } from '../exports/dtcg-export';
import { shadcnExport } from '../exports/shadcn-export';
import { tailwindExport } from '../exports/tailwind-export';
import { styleFontCss, type StyleFonts } from '../fonts/style-fonts';
import { json, type OutputFile } from './output-file';
import { registryItemPath, styleUrl } from './routes';
import { exportUrl } from './export-urls';

export { exportUrl, parseExportFormat } from './export-urls';

/** What an export is made from: the style, its fonts, and the service's origin (the font URLs of `css`, `css-tailwind` and `shadcn` are absolute). */
export interface ExportInput {
  style: StyleRecord;
  fonts: StyleFonts;
  baseUrl: string;
}

/** The style and its version, as every export carries it (issue 35). */
const versionOf = (style: StyleRecord) => ({ slug: style.slug, version: style.version.version, updated_at: style.version.updated_at });

/** A stylesheet's first line: the style, its version and where its changes are (a title cannot close the comment). */
export const versionComment = (style: StyleRecord, baseUrl: string) =>
  `/* ${style.title.replaceAll('*/', '* /')} ${style.version.version} (${style.slug}), updated ${style.version.updated_at}; changes: ${baseUrl}${styleUrl(style.slug)}/changes */`;

/** The DTCG file with the style and its version beside the mode under the root's extension. */
function dtcgWithVersion(style: StyleRecord): TokenExport {
  const file = dtcgExport(style.tokens, style.design);
  const own = (file.$extensions as Record<string, Record<string, unknown>>)[DTCG_EXTENSION];
  file.$extensions = { [DTCG_EXTENSION]: { ...versionOf(style), ...own } };
  return file as TokenExport;
}

const EXPORTERS: Record<ExportFormat, (input: ExportInput) => TokenExport> = {
  dtcg: ({ style }) => dtcgWithVersion(style),
  // A Tailwind v3 theme has no member for anything but the theme: its version is in the other formats.
  tailwind: ({ style }) => tailwindExport(style.tokens, style.design),
  // The @font-face rules first (a stylesheet's @font-face may sit anywhere, but readers look for them at the top).
  css: ({ style, fonts, baseUrl }) => ({ css: [versionComment(style, baseUrl), styleFontCss(fonts, baseUrl), cssExport(style.tokens, style.design)].filter(Boolean).join('\n') }),
  'css-tailwind': ({ style, fonts, baseUrl }) => ({ css: `${versionComment(style, baseUrl)}\n${cssTailwindExport(style.tokens, style.design, styleFontCss(fonts, baseUrl))}` }),
  shadcn: ({ style, fonts, baseUrl }) => ({ ...shadcnExport(style, fonts, baseUrl), meta: versionOf(style) }),
};

/** Exports also published at a URL of their own: the shadcn item is the registry's /r/{slug}.json. */
const ALSO_AT: Partial<Record<ExportFormat, (slug: string) => string>> = { shadcn: registryItemPath };

/** The body of one export: the official DESIGN.md exporters, extended with the token model's groups and modes. */
export function exportTokens(input: ExportInput, format: ExportFormat): TokenExport {
  return EXPORTERS[format](input);
}

/** One file per export format, api/styles/<slug>/export/<format>.json, and the same bytes wherever ALSO_AT publishes it. */
export function renderStyleExports(input: ExportInput): OutputFile[] {
  const { slug } = input.style;
  return EXPORT_FORMATS.flatMap((format) => {
    const body = json(exportTokens(input, format));
    const also = ALSO_AT[format]?.(slug);
    return [{ url: exportUrl(slug, format), path: `api/styles/${slug}/export/${format}.json`, body }, ...(also ? [{ url: also, path: also.slice(1), body }] : [])];
  });
}
