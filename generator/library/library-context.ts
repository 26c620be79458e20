/**
 * What every library family reads: the build's input (valid documents' digests, the previous build) and what
 * is derived from it once per build (summaries' JSON and hashes, the keys of what many files depend on, the
 * published settings, the list totals).
 */
import { budgetsOf, type Budgets } from '../build-config';
import type { StyleSummary } from '../contract/schemas';
import type { RetiredStyle } from '../documents/retired';
import { groupBy } from '../group-by';
import type { DocumentDigest } from '../pipeline/document-stage';
import { keyOf } from '../pipeline/key';
import type { PortalAssets } from '../portal/assets';
import type { LlmsSections, PreviousLlmsFull } from '../publish/llms-txt';
import { publishedSettings, type PublishedSettings } from '../published-settings';
import { LIST_FILTERS } from '../responses/list-pages';
import { redirectsOf, type Redirects } from '../responses/redirects';
import type { KeyedNeighbour } from '../similarity/nearest';

/** What the previous build of the same code and base URL published, for telling which files changed. */
export interface PreviousLibrary {
  /** Each style's summary hash (summaryHash). */
  summaries: ReadonlyMap<string, string>;
  /** Each style's DocumentDigest.previewKey. */
  previewKeys: ReadonlyMap<string, string>;
  neighbours: ReadonlyMap<string, readonly KeyedNeighbour[]>;
  /** Per list filter (`all` or a type), the key of the styles it listed, in order (listOrders). */
  listOrders: Readonly<Record<string, string>>;
  /** Per list filter, how many styles it listed (the previous manifest's totals). */
  totals?: Readonly<Record<string, number>>;
}

export interface LibraryInput {
  /** Valid documents, in id order. */
  digests: readonly DocumentDigest[];
  baseUrl: string;
  portalAssets: PortalAssets;
  retired: readonly RetiredStyle[];
  /** Each style's most similar styles (similarity/nearest.ts), by slug. */
  neighbours: ReadonlyMap<string, readonly KeyedNeighbour[]>;
  /** The bytes of a document (for llms-full.txt), read on demand. */
  documentBytes(slug: string): Buffer;
  /** The cover elements of a style: from its digest when fresh, else read back from dist/. */
  coverElements(slug: string): string;
  /** Budgets of the generated nginx front (defaults: the contract's). */
  apiPerMinute?: number;
  pagesPerMinute?: number;
  assetsPerMinute?: number;
  /** The previous build, when this one is incremental: per-page and per-style files it proves unchanged are marked so. */
  previous?: PreviousLibrary;
  /**
   * Summary hashes already known, by slug: the build cache's (summaryHash) of the documents this build did not
   * render, whose summaries are the cached ones. Their JSON is then made only where a file needs it.
   */
  summaryHashes?: ReadonlyMap<string, string>;
  /** This build's listOrders(digests), when the caller has them already. */
  listOrders?: Readonly<Record<string, string>>;
  /**
   * Leave out the list pages and similar-style files the previous build proves unchanged, rather than yield them
   * marked: for a caller that needs no list of every file (no clash check). At 10,000 styles an edit otherwise
   * makes some 110,000 file objects to skip.
   */
  omitUnchanged?: boolean;
  /**
   * Each file of complete documents (llms-full.txt or its parts), by dist/ path: the previous file, whose
   * unchanged sections are copied, and where the sections lie once rendered (null: the path holds no
   * documents any more, llms-full.txt become the list of a split library's files).
   */
  llmsFull?: { previous(path: string): PreviousLlmsFull | undefined; rendered(path: string, sections: LlmsSections | null): void };
  /** Documents one llms-full file holds at most (publish/llms-txt.ts LLMS_FULL_MAX_STYLES): a test lowers it. */
  llmsFullMaxStyles?: number;
}

/** A summary's hash: what the list pages, search shards and neighbours' files read of a style. */
export const summaryHash = (summary: StyleSummary) => keyOf(JSON.stringify(summary));

/**
 * Summary hashes, known or computed once per build; a summary's JSON and UTF-8 bytes when a file first needs
 * them. At 10,000 styles an edit needs the hash of every summary but the JSON of a few hundred (0.16 s).
 */
function summaryTable(digests: readonly DocumentDigest[], known: ReadonlyMap<string, string> = new Map()) {
  return new Map(
    digests.map((d) => {
      let json: string | undefined;
      let bytes: Buffer | undefined;
      const jsonOf = () => (json ??= JSON.stringify(d.summary));
      return [
        d.summary.slug,
        {
          get json() {
            return jsonOf();
          },
          hash: known.get(d.summary.slug) ?? keyOf(jsonOf()),
          get bytes() {
            return (bytes ??= Buffer.from(jsonOf()));
          },
        },
      ] as const;
    }),
  );
}

export type SummaryTable = ReturnType<typeof summaryTable>;

/** The styles each list filter lists, in order (digests come in id order). */
export function filterItems(digests: readonly DocumentDigest[]) {
  const byType = groupBy(digests, (d) => d.summary.type);
  return LIST_FILTERS.map((type) => [type ?? 'all', type ? (byType.get(type) ?? []) : digests] as const);
}

/** Per list filter, a key of the styles it lists in order: equal keys mean equal totals and equal slices. */
export const listOrders = (digests: readonly DocumentDigest[]): Record<string, string> =>
  Object.fromEntries(filterItems(digests).map(([filter, items]) => [filter, keyOf(filter, ...items.map((d) => d.summary.slug))]));

/** Styles whose summary differs from the previous build's (every style on a full build). */
function changedSummaries(table: SummaryTable, previous: PreviousLibrary | undefined): Set<string> {
  const changed = new Set<string>();
  for (const [slug, { hash }] of table) if (previous?.summaries.get(slug) !== hash) changed.add(slug);
  return changed;
}

/** The input and what the families derive from it, computed once per build. */
export interface LibraryContext {
  input: LibraryInput;
  table: SummaryTable;
  bySlug: ReadonlyMap<string, DocumentDigest>;
  summaries: StyleSummary[];
  redirects: Redirects;
  /** Styles whose summary changed since the previous build. */
  changed: ReadonlySet<string>;
  /** Key of every summary and the base URL: what the files listing every style depend on. */
  allSummaries: string;
  /** The budgets openapi.json, llms.txt and the portal publish (issue 31, point 7). */
  budgets: Budgets;
  settings: PublishedSettings;
  /** The published settings as JSON: part of the keys of the files that print them. */
  settingsKey: string;
  /** Styles per list filter (`all` and each type). */
  totals: Record<string, number>;
}

export function libraryContext(input: LibraryInput): LibraryContext {
  const table = summaryTable(input.digests, input.summaryHashes);
  const redirects = redirectsOf(input.retired);
  const budgets = budgetsOf({ apiRequestsPerMinute: input.apiPerMinute, pageRequestsPerMinute: input.pagesPerMinute, assetRequestsPerMinute: input.assetsPerMinute });
  const settings = publishedSettings({ baseUrl: input.baseUrl, ...budgets });
  // What only some families read is derived when first read: the search shards, first in the list, go to a
  // worker before the rest is made (issue 34).
  let bySlug: Map<string, DocumentDigest> | undefined;
  let changed: Set<string> | undefined;
  let allSummaries: string | undefined;
  let totals: Record<string, number> | undefined;
  return {
    input,
    table,
    get bySlug() {
      return (bySlug ??= new Map(input.digests.map((d) => [d.summary.slug, d])));
    },
    summaries: input.digests.map((d) => d.summary),
    redirects,
    get changed() {
      return (changed ??= changedSummaries(table, input.previous));
    },
    get allSummaries() {
      return (allSummaries ??= keyOf(input.baseUrl, ...input.digests.map((d) => table.get(d.summary.slug)!.hash)));
    },
    budgets,
    settings,
    settingsKey: JSON.stringify(settings),
    get totals() {
      return (totals ??= Object.fromEntries(filterItems(input.digests).map(([filter, items]) => [filter, items.length])));
    },
  };
}
