/** The validated model of one style: everything the responses are rendered from. */
import type { DesignSystemState } from '@google/design.md/linter';
import { TOKEN_GROUPS } from './rules/token-groups';
import type { ParsedDocument } from './parse-document';
import { optionalText, searchFields } from './search-fields';
import { sectionsOf } from './sections';
import type { StyleTokens } from '../tokens/theme';
import { unrecordedVersion, type PublishedVersion } from '../versions/record';

export interface StyleRecord {
  id: number;
  slug: string;
  title: string;
  description: string;
  type: string;
  use_case: string | null;
  era: string | null;
  style_type: string | null;
  keywords: string[];
  synced_at: string;
  /** Its version, when it was published and every change (data/versions.json); 1.0.0 at its sync time for a document read alone. */
  version: PublishedVersion;
  /** The complete file, front matter included. */
  document: string;
  /** The Markdown body. */
  body: string;
  /** The token groups present in the front matter, in TOKEN_GROUPS order. */
  tokens: StyleTokens;
  whenToUse: string | null;
  historicalContext: string | null;
  /** Tokens resolved by the official linter (references followed, colours parsed), for covers and exports. */
  design: DesignSystemState;
}

const published = ({ version, updated_at, changes }: PublishedVersion): PublishedVersion => ({ version, updated_at, changes });

/** Builds the record of a document that passed every rule. */
export function toStyleRecord(doc: ParsedDocument): StyleRecord {
  const { data } = doc;
  const sections = sectionsOf(doc.body);
  const groups: Record<string, unknown> = {};
  for (const group of TOKEN_GROUPS) if (data[group] !== undefined) groups[group] = data[group];
  const tokens = groups as StyleTokens;
  const { id, title, description, type, era, style_type, keywords } = searchFields(data);
  return {
    id,
    slug: doc.source.slug,
    title,
    description,
    type,
    use_case: optionalText(data.use_case),
    era,
    style_type,
    keywords,
    synced_at: doc.source.syncedAt,
    version: published(doc.source.version ?? unrecordedVersion(doc.source.syncedAt)),
    document: doc.source.text,
    body: doc.body,
    tokens,
    whenToUse: sections.get('When to Use') || null,
    historicalContext: sections.get('Historical Context') || null,
    design: doc.lint().designSystem,
  };
}
