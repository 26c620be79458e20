/**
 * The files that depend on the whole library: list pages, search shards, similar styles, previews, the
 * portal and its cover sprites, llms.txt, openapi.json, the server card, host configurations, the CLI's
 * package. An incremental build must render and write a file only when its bytes can have changed (a
 * one-document edit touches the pages that list that document, not all), and learns it in one of two ways:
 * - the many per-page and per-style files (list pages, similar styles, previews) are compared with the
 *   previous build (`previous`): a list page is unchanged when its filter lists the same styles in the same
 *   order and none of its styles' summaries changed; a style's similar list and preview when its neighbours,
 *   their summaries (and its own, for the preview) did not change. Nothing is hashed or kept per page.
 * - the few others carry a key, a hash of exactly what their bytes depend on, kept by the build cache.
 * Lazy and pure: bodies are rendered only when asked for.
 */
import { budgetsOf } from '../build-config';
import { API_VERSION, buildOpenApi } from '../contract/openapi';
import type { StyleSummary } from '../contract/schemas';
import { LIMITS } from '../contract/limits';
import { renderCoverSprite, SPRITE_CHUNK, spriteUrl } from '../covers/cover-sprite';
import { coverLabel } from '../covers/render-cover';
import { nginxBrotli, nginxLocations, nginxMaps, nginxServer, NGINX_BROTLI_PATH, NGINX_LOCATIONS_PATH, NGINX_MAPS_PATH, NGINX_SERVER_PATH } from '../deploy/nginx';
import { headersFile, redirectsFile } from '../deploy/static-host';
import type { RetiredStyle } from '../documents/retired';
import { fontDistFiles } from '../fonts/font-dist-files';
import type { PortalAssets } from '../portal/assets';
import { renderPortal } from '../portal/render-portal';
import { layOutLlmsFull, renderLlmsTxt, LLMS_FULL_PATH, LLMS_PATH, type LlmsSections, type PreviousLlmsFull } from '../publish/llms-txt';
import { renderServerCard } from '../publish/server-card';
import { cliPackageFile } from '../publish/cli-package';
import { pageCount } from '../paging';
import { LIST_FILTERS } from '../responses/list-pages';
import { listPath, listUrl, previewPath, styleUrl } from '../responses/routes';
import { redirectsOf, type Redirects } from '../responses/redirects';
import { registryIndexFile } from '../responses/shadcn-registry';
import { asciiJson } from '../search/ascii-json';
import { styleTableJson } from '../search/style-table';
import { shardStyles } from '../search/index-definition';
import type { KeyedNeighbour } from '../similarity/nearest';
import { sameNeighbours, similarityScore } from '../similarity/nearest';
import type { DocumentDigest } from './document-stage';
import { keyOf } from './key';
import { renderTask, type RenderTask } from './render-task';
import { MANIFEST_PATH, type Manifest } from '../manifest';
import { publishedSettings } from '../published-settings';

export { MANIFEST_PATH, type Manifest };

export const SEARCH_STYLES_PATH = 'search/styles.json';
export const searchShardPath = (shard: number) => `search/index-${shard}.json`;

/** A file of dist/: its public URL (null for build internals), its path, the key of its inputs and its body, on demand. */
export interface LibraryFile {
  url: string | null;
  path: string;
  /** Hash of what the body depends on; files without one are rendered and compared every build. */
  key?: string;
  /** Set when the previous build (LibraryInput.previous) wrote this file with the bytes it would have now. */
  unchanged?: boolean;
  body: () => string | Buffer;
  /** The body's inputs, for a worker thread to render it (render-task.ts); `body` renders the same in process. */
  task?: RenderTask;
  /** Rewritten over its own bytes on an incremental build, not replaced by a rename (writer.ts): the list pages. */
  overwrite?: true;
  /**
   * Set when the previous build's file cannot hold these bytes (a list page whose filter's total changed), so
   * the writer need not read it to compare: adding a style at 10,000 rewrites some 48,000 such pages.
   */
  differs?: boolean;
  /**
   * A body too large to hold twice (llms-full.txt: about 100 MB at 10,000 styles), laid out before it is made:
   * its size, and its bytes whole or in pieces. The build writes the pieces as they come when the file has no
   * compressed sibling to make (precompress.ts MAX_COMPRESS_BYTES).
   */
  laidOut?: () => { size: number; body(): Buffer; pieces(): Iterable<Buffer> };
}

/** A file rendered from a RenderTask, in process when its body is asked for, or by a worker. */
const rendered = (file: Omit<LibraryFile, 'body' | 'task'>, task: () => RenderTask): LibraryFile => ({
  ...file,
  get task() {
    return task();
  },
  body: () => renderTask(task()),
});

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
  /** This build's listOrders(digests), when the caller has them already. */
  listOrders?: Readonly<Record<string, string>>;
  /**
   * Leave out the list pages and similar-style files the previous build proves unchanged, rather than yield them
   * marked: for a caller that needs no list of every file (no clash check). At 10,000 styles an edit otherwise
   * makes some 110,000 file objects to skip.
   */
  omitUnchanged?: boolean;
  /** llms-full.txt: the previous file, whose unchanged sections are copied, and where the sections lie once rendered. */
  llmsFull?: { previous?: PreviousLlmsFull; rendered(sections: LlmsSections): void };
}

export { keyOf };

/** A summary's hash: what the list pages, search shards and neighbours' files read of a style. */
export const summaryHash = (summary: StyleSummary) => keyOf(JSON.stringify(summary));

/** Summary JSON and its hash, computed once per build; its UTF-8 bytes when a list page first needs them. */
function summaryTable(digests: readonly DocumentDigest[]) {
  return new Map(
    digests.map((d) => {
      const json = JSON.stringify(d.summary);
      let bytes: Buffer | undefined;
      return [
        d.summary.slug,
        {
          json,
          hash: keyOf(json),
          get bytes() {
            return (bytes ??= Buffer.from(json));
          },
        },
      ] as const;
    }),
  );
}

const LIST_HEAD = Buffer.from('{"data":[');

/**
 * A list page's body: bytes in a buffer of its own, copied from the summaries' bytes. Not a string joined
 * on the main thread: the build transfers it to a write worker, which neither copies nor encodes it, and
 * at 10,000 styles the list pages are some 500–700 MB of bytes that would otherwise pass through the
 * main thread's heap as garbage (issue 22: its heap reached 400 MB at 3,000 styles).
 */
function listPageBody(items: readonly Buffer[], pagination: string): Buffer {
  const tail = Buffer.from(`],"pagination":${pagination}}`);
  let size = LIST_HEAD.length + tail.length + Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const body = Buffer.allocUnsafeSlow(size);
  let at = LIST_HEAD.copy(body, 0);
  items.forEach((item, i) => {
    if (i > 0) body[at++] = 0x2c; // ,
    at += item.copy(body, at);
  });
  tail.copy(body, at);
  return body;
}

type SummaryTable = ReturnType<typeof summaryTable>;

/** The styles each list filter lists, in order (digests come in id order). */
const filterItems = (digests: readonly DocumentDigest[]) =>
  LIST_FILTERS.map((type) => [type ?? 'all', type ? digests.filter((d) => d.summary.type === type) : digests] as const);

/** Per list filter, a key of the styles it lists in order: equal keys mean equal totals and equal slices. */
export const listOrders = (digests: readonly DocumentDigest[]): Record<string, string> =>
  Object.fromEntries(filterItems(digests).map(([filter, items]) => [filter, keyOf(filter, ...items.map((d) => d.summary.slug))]));

/** Styles whose summary differs from the previous build's (every style on a full build). */
function changedSummaries(table: SummaryTable, previous: PreviousLibrary | undefined): Set<string> {
  const changed = new Set<string>();
  for (const [slug, { hash }] of table) if (previous?.summaries.get(slug) !== hash) changed.add(slug);
  return changed;
}

/** List pages: one per filter, limit and page, built from the summaries' JSON without re-serializing. */
function* listPages(input: LibraryInput, table: SummaryTable, changed: ReadonlySet<string>): Generator<LibraryFile> {
  const { digests, previous } = input;
  const omitUnchanged = input.omitUnchanged === true;
  const orders = previous ? (input.listOrders ?? listOrders(digests)) : {};
  for (const [filter, items] of filterItems(digests)) {
    const type = filter === 'all' ? undefined : filter;
    const sameOrder = previous !== undefined && previous.listOrders[filter] === orders[filter];
    const total = items.length;
    // Every page shows the filter's total: when it moved, no page can hold its previous bytes.
    const differs = previous?.totals?.[filter] !== undefined && previous.totals[filter] !== total;
    // changedBefore[i]: how many of the first i styles changed, so a page knows in O(1) whether it lists one.
    const changedBefore = new Int32Array(total + 1);
    items.forEach((d, i) => (changedBefore[i + 1] = changedBefore[i]! + (changed.has(d.summary.slug) ? 1 : 0)));
    if (omitUnchanged && sameOrder && changedBefore[total] === 0) continue;
    for (let limit = LIMITS.LIMIT_MIN; limit <= LIMITS.LIMIT_MAX; limit++) {
      const totalPages = pageCount(total, limit);
      // At least page 1, so an empty filter still answers its first page.
      for (let page = 1; page <= Math.max(1, totalPages); page++) {
        const start = Math.min(total, (page - 1) * limit);
        const end = Math.min(total, page * limit);
        const unchanged = sameOrder && changedBefore[end] === changedBefore[start];
        if (omitUnchanged && unchanged) continue;
        const params = type ? { page, limit, type } : { page, limit };
        yield {
          url: listUrl(params),
          path: listPath(params),
          unchanged,
          overwrite: true,
          differs,
          body: () =>
            listPageBody(
              items.slice(start, end).map((d) => table.get(d.summary.slug)!.bytes),
              `{"page":${page},"limit":${limit},"total":${total},"totalPages":${totalPages}}`,
            ),
        };
      }
    }
  }
}

function* searchFiles(digests: readonly DocumentDigest[], table: SummaryTable): Generator<LibraryFile> {
  for (const [shard, styles] of shardStyles(digests.map((d) => d.summary))) {
    yield rendered({ url: null, path: searchShardPath(shard), key: keyOf(...styles.map((s) => table.get(s.slug)!.hash)) }, () => ({ kind: 'search-shard', styles }));
  }
  const all = digests.map((d) => table.get(d.summary.slug)!);
  // In ASCII, so the gateway reads it without decoding (ascii-json.ts); a summary a line, each parsed when a
  // search shows it (style-table.ts).
  yield { url: null, path: SEARCH_STYLES_PATH, key: keyOf(...all.map((s) => s.hash)), body: () => asciiJson(styleTableJson(all.map((s) => s.json))) };
}

/**
 * GET /api/styles/{slug}/similar (the most similar styles, each a summary with its score) and the style's
 * preview page, which shows them.
 */
function* similarFiles(input: LibraryInput, table: SummaryTable, bySlug: ReadonlyMap<string, DocumentDigest>, changed: ReadonlySet<string>): Generator<LibraryFile> {
  const { previous } = input;
  for (const digest of input.digests) {
    const slug = digest.summary.slug;
    const neighbours = input.neighbours.get(slug) ?? [];
    const entries = neighbours.map((n) => ({ slug: n.key, score: similarityScore(Math.sqrt(n.d2)) }));
    const sameList = previous !== undefined && sameNeighbours(previous.neighbours.get(slug), neighbours) && !entries.some((e) => changed.has(e.slug));
    const samePreview = sameList && !changed.has(slug) && previous!.previewKeys.get(slug) === digest.previewKey;
    if (input.omitUnchanged && samePreview) continue;
    yield {
      url: `${styleUrl(slug)}/similar`,
      path: `api/styles/${slug}/similar.json`,
      unchanged: sameList,
      body: () => `{"data":[${entries.map((e) => `${table.get(e.slug)!.json.slice(0, -1)},"score":${e.score}}`).join(',')}]}`,
    };
    yield rendered(
      { url: previewPath(slug), path: `${previewPath(slug).slice(1)}/index.html`, unchanged: samePreview },
      () => ({ kind: 'preview', style: digest.summary, preview: digest.preview, similar: entries.map((e) => bySlug.get(e.slug)!.summary) }),
    );
  }
}

function* spriteChunks(input: LibraryInput): Generator<LibraryFile> {
  for (let start = 0, chunk = 0; start < input.digests.length; start += SPRITE_CHUNK, chunk++) {
    const digests = input.digests.slice(start, start + SPRITE_CHUNK);
    yield {
      url: spriteUrl(chunk),
      path: spriteUrl(chunk).slice(1),
      key: keyOf(...digests.map((d) => d.key)),
      body: () => renderCoverSprite(digests.map((d) => ({ slug: d.summary.slug, label: coverLabel(d.summary), elements: input.coverElements(d.summary.slug) }))),
    };
  }
}

/** Every library file, in a stable order; the manifest comes last. */
export function* libraryFiles(input: LibraryInput): Generator<LibraryFile> {
  const table = summaryTable(input.digests);
  const bySlug = new Map(input.digests.map((d) => [d.summary.slug, d]));
  const summaries: StyleSummary[] = input.digests.map((d) => d.summary);
  const redirects = redirectsOf(input.retired);
  const everything = keyOf(input.baseUrl, JSON.stringify(redirects), ...input.digests.map((d) => d.key));
  const changed = changedSummaries(table, input.previous);
  const allSummaries = keyOf(input.baseUrl, ...input.digests.map((d) => table.get(d.summary.slug)!.hash));
  // The budgets openapi.json, llms.txt and the portal publish (issue 31, point 7): part of the keys of the files that print them.
  const budgets = budgetsOf({ apiRequestsPerMinute: input.apiPerMinute, pageRequestsPerMinute: input.pagesPerMinute, assetRequestsPerMinute: input.assetsPerMinute });
  const settings = publishedSettings({ baseUrl: input.baseUrl, ...budgets });
  const settingsKey = JSON.stringify(settings);

  const llmsFull = () => {
    const file = layOutLlmsFull(input.baseUrl, summaries, input.documentBytes, input.llmsFull?.previous);
    input.llmsFull?.rendered(file.sections);
    return file;
  };
  const routes: Record<string, string> = {};
  const totals = Object.fromEntries(LIST_FILTERS.map((type) => [type ?? 'all', type ? input.digests.filter((d) => d.summary.type === type).length : input.digests.length]));
  const front = { totals, redirects, apiPerMinute: input.apiPerMinute, pagesPerMinute: input.pagesPerMinute, assetsPerMinute: input.assetsPerMinute, baseUrl: input.baseUrl };
  const fixed: LibraryFile[] = [
    { url: '/openapi.json', path: 'openapi.json', body: () => JSON.stringify(buildOpenApi({ baseUrl: input.baseUrl, budgets }), null, 2) },
    { ...renderServerCard(input.baseUrl), body: () => renderServerCard(input.baseUrl).body },
    { url: LLMS_PATH, path: LLMS_PATH.slice(1), key: keyOf('llms', allSummaries, settingsKey), body: () => renderLlmsTxt(input.baseUrl, summaries, budgets.apiRequestsPerMinute) },
    {
      url: LLMS_FULL_PATH,
      path: LLMS_FULL_PATH.slice(1),
      key: keyOf('llms-full', everything),
      laidOut: llmsFull,
      body: () => llmsFull().body(),
    },
    { ...registryIndexFile(input.baseUrl, summaries), key: keyOf('shadcn-registry', allSummaries) },
    // The portal's assets come from the generator's sources, which the build's code version covers.
    ...renderPortal({ baseUrl: input.baseUrl, styles: summaries, assets: input.portalAssets, budgets }).map(({ home, ...f }) => {
      const key = keyOf('portal', settingsKey, home ? JSON.stringify(home.library) : '');
      return home ? rendered({ url: f.url, path: f.path, key }, () => ({ kind: 'portal-home', ...home })) : { ...f, key };
    }),
    { url: null, path: NGINX_MAPS_PATH, body: () => nginxMaps(front) },
    { url: null, path: NGINX_LOCATIONS_PATH, body: () => nginxLocations(front) },
    { url: null, path: NGINX_BROTLI_PATH, body: () => nginxBrotli() },
    { url: null, path: NGINX_SERVER_PATH, body: () => nginxServer() },
    { url: null, path: '_redirects', body: () => redirectsFile(redirects) },
    { url: null, path: '_headers', body: () => headersFile() },
    ...fontDistFiles(new Set(input.digests.flatMap((d) => d.fontFiles ?? [])), keyOf),
    // The CLI's package, packed with this service's URL as its default (issue 31).
    cliPackageFile(input.baseUrl),
  ];
  // The longest work first (search shards, llms-full.txt, the portal's gallery), so that a build writing on
  // worker threads starts it while the main thread still joins list pages.
  yield* searchFiles(input.digests, table);
  for (const file of fixed) {
    if (file.url !== null) routes[file.url] = file.path;
    yield file;
  }
  yield* spriteChunks(input);
  yield* similarFiles(input, table, bySlug, changed);
  yield* listPages(input, table, changed);
  for (let chunk = 0; chunk * SPRITE_CHUNK < input.digests.length; chunk++) routes[spriteUrl(chunk)] = spriteUrl(chunk).slice(1);

  const shards = [...shardStyles(summaries).keys()].map(searchShardPath);
  const manifest: Manifest = { apiVersion: API_VERSION, baseUrl: input.baseUrl, settings, totals, routes: sortKeys(routes), redirects, search: { shards, styles: SEARCH_STYLES_PATH } };
  yield { url: null, path: MANIFEST_PATH, body: () => JSON.stringify(manifest, null, 1) };
}

const sortKeys = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
