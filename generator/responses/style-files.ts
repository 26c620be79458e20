/** The responses of one style: detail (4.2), tokens (4.3), Markdown content (4.4) and its versions (issue 35). */
import type { DesignTokens, MarkdownContent, StyleChanges, StyleDetail } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { fontsMember, type StyleFonts } from '../fonts/style-fonts';
import { json, type OutputFile } from './output-file';
import { styleUrl } from './routes';
import { toSummary } from './style-summary';

export { styleUrl };

export function renderStyleDetail(style: StyleRecord, baseUrl: string, fonts: StyleFonts): OutputFile {
  const body: StyleDetail = {
    ...toSummary(style, baseUrl),
    design_document: style.document,
    whenToUse: style.whenToUse,
    historicalContext: style.historicalContext,
    fonts: fontsMember(fonts, baseUrl),
  };
  return { url: styleUrl(style.slug), path: `api/styles/${style.slug}/index.json`, body: json(body) };
}

export function renderStyleToken(style: StyleRecord): OutputFile {
  const body = style.tokens as DesignTokens;
  return { url: `${styleUrl(style.slug)}/token`, path: `api/styles/${style.slug}/token.json`, body: json(body) };
}

export function renderStyleContent(style: StyleRecord): OutputFile {
  const body: MarkdownContent = { content: style.body };
  return { url: `${styleUrl(style.slug)}/content`, path: `api/styles/${style.slug}/content.json`, body: json(body) };
}

export function renderStyleChanges(style: StyleRecord): OutputFile {
  const { version, updated_at, changes } = style.version;
  const body: StyleChanges = { slug: style.slug, version, updated_at, changes };
  return { url: `${styleUrl(style.slug)}/changes`, path: `api/styles/${style.slug}/changes.json`, body: json(body) };
}
