/**
 * The fields of a style's search input, read from its front matter: the one mapping the style record
 * (style-record.ts) and a search shard built ahead of the documents stage (pipeline/shards-ahead.ts) share.
 */
import type { SearchInput } from '../search/index-definition';

/** A trimmed string, or null when the field is absent or not a string. */
export const optionalText = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);

export type SearchFields = Required<SearchInput>;

/**
 * The search input of a front matter, as the record of a valid document holds it (`name` is its title), its
 * keys in searchInput's order: its JSON is what a shard's key is made from.
 */
export function searchFields(data: Record<string, unknown>): SearchFields {
  return {
    id: data.id as number,
    title: (data.name as string).trim(),
    description: (data.description as string).trim(),
    type: data.type as string,
    keywords: (data.keywords as string[]).map((k) => k.trim()),
    era: optionalText(data.era),
    style_type: optionalText(data.style_type),
  };
}
