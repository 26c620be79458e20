/** StyleSummary (spec 2.1) of a style record, keys in contract order. */
import type { StyleSummary } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { coverPath } from './routes';

export { coverPath };

export function toSummary(style: StyleRecord, baseUrl: string): StyleSummary {
  return {
    id: style.id,
    slug: style.slug,
    title: style.title,
    description: style.description,
    type: style.type,
    cover: `${baseUrl}${coverPath(style.slug)}`,
    use_case: style.use_case,
    era: style.era,
    style_type: style.style_type,
    keywords: style.keywords,
    synced_at: style.synced_at,
    version: style.version.version,
    updated_at: style.version.updated_at,
  };
}
