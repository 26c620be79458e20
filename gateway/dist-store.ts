/**
 * The gateway's view of dist/: the manifest, the summaries and the search shards are loaded at start; a
 * response file is found through the route table (generator/responses/routes.ts), read on first request
 * and kept while hot in a byte-bounded LRU, so memory stays bounded however large the library (issue 11).
 * Only paths the route table names are ever read: nothing outside dist/ can be served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, searchStylesFiles, type Manifest } from '../generator/manifest';
import { cacheControlFor } from '../generator/deploy/cache-policy';
import { encodingsOf, etagOf, isPrecompressed, variantEtag, type EncodingName } from '../generator/precompress';
import { listPagePath, pathForUrl, styleRoutes, listUrl, type RouteTable } from '../generator/responses/routes';
import { LIST_FILTERS } from '../generator/responses/list-pages';
import { LIMITS } from '../generator/contract/limits';
import { pageCount } from '../generator/paging';
import { readJsonFile } from '../generator/search/ascii-json';
import { loadSearchIndex } from '../generator/search/index-definition';
import type { CompactIndex } from '../generator/search/index-serialization';
import type { SearchEngine } from '../generator/search/search-styles';
import { readStyleTable } from '../generator/search/style-table';

/** One representation of a response: its bytes and its strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface StoredFile extends Representation {
  contentType: string;
  cacheControl: string;
  /** Compressed representations by content coding: the build's siblings, or compressed here once (precompress.ts isPrecompressed). */
  encoded: Partial<Record<EncodingName, Representation>>;
  /** The codings of `encoded`, best first, so no request has to derive them. */
  codings: readonly EncodingName[];
}

export interface DistStore {
  manifest: Manifest;
  search: SearchEngine;
  /** The generated response at a public path, or at a list page's canonical URL; undefined when none. */
  get(url: string): StoredFile | undefined;
  /** Whether a generated response answers `url`, without reading it. */
  has(url: string): boolean;
  /** The file of dist/ that answers `url`. */
  pathOf(url: string): string | undefined;
  /** A file of dist/ by its path, though no URL names it (the HTML 404 page), held like any response. */
  unrouted(file: string): StoredFile | undefined;
  /** Bytes of responses held in memory now. */
  cachedBytes(): number;
  /** Drops these files of dist/ from memory: a rebuild replaced them (npm run dev), the next request reads them again. */
  forget(files: Iterable<string>): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  /** The CLI's package (/cli/design-style.tgz), for npm. */
  '.tgz': 'application/gzip',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** Default memory for hot responses (identity and compressed bytes together). */
export const DEFAULT_CACHE_BYTES = 64 << 20;

/** The build's JSON files, read without a decoding copy (ascii-json.ts). */
const readJson = <T>(distDir: string, file: string): T => readJsonFile<T>(path.join(distDir, file));

/**
 * ETags as the build defines them: a hash of the identity bytes, `-br`/`-gzip` for the variants. The
 * variants of a list page or a style's own file are compressed here, once, as the build would have (issue
 * 34, decision 1): the file is then held in the hot cache with them.
 */
function stored(distDir: string, file: string, url: string): StoredFile | undefined {
  let body: Buffer;
  try {
    body = fs.readFileSync(path.join(distDir, file));
  } catch {
    return undefined;
  }
  const etag = etagOf(body);
  const encoded: StoredFile['encoded'] = {};
  const codings: EncodingName[] = [];
  const precompressed = isPrecompressed(file);
  for (const encoding of encodingsOf(file, body.length)) {
    const bytes = precompressed ? fs.readFileSync(path.join(distDir, `${file}${encoding.extension}`)) : encoding.compress(body);
    encoded[encoding.name] = { body: bytes, etag: variantEtag(etag, encoding.name) };
    codings.push(encoding.name);
  }
  return { body, etag, contentType: contentTypeOf(file), cacheControl: cacheControlFor(url), encoded, codings };
}

const sizeOf = (f: StoredFile) => f.body.length + Object.values(f.encoded).reduce((n, r) => n + r!.body.length, 0);

/** The path answering a public URL (path, or a list page's canonical URL). */
function resolve(url: string, table: RouteTable): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return pathForUrl(url, table);
  if (url.slice(0, q) !== '/api/styles') return undefined;
  const params = new URLSearchParams(url.slice(q + 1));
  const type = params.get('type') ?? undefined;
  return listPagePath({ page: Number(params.get('page')), limit: Number(params.get('limit')), ...(type ? { type: type as never } : {}) }, table);
}

export function loadDist(distDir: string, options: { cacheBytes?: number } = {}): DistStore {
  const manifest = readJson<Manifest>(distDir, MANIFEST_PATH);
  const bySlug = readStyleTable(searchStylesFiles(manifest).map((file) => fs.readFileSync(path.join(distDir, file))));
  const shards = manifest.search.shards.map((shard) => loadSearchIndex(readJson<CompactIndex>(distDir, shard)));
  const table: RouteTable = { hasStyle: (slug) => bySlug.has(slug), totals: manifest.totals, routes: manifest.routes };
  const limit = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  // A Map keeps insertion order, so its first key is the least recently (re)inserted. A hit re-inserts its
  // entry only once more than half the map was inserted after it: the files asked for all the time cost
  // one lookup, and eviction still takes those unused longest.
  const hot = new Map<string, { file: StoredFile; stamp: number }>();
  let clock = 0;
  let bytes = 0;
  // URL → path, remembered for short URLs (a bounded map): resolving runs the route table's expressions.
  const paths = new Map<string, string | null>();
  const pathOf = (url: string): string | undefined => {
    if (url.length > 200) return resolve(url, table);
    let file = paths.get(url);
    if (file === undefined) {
      file = resolve(url, table) ?? null;
      if (paths.size >= 20_000) paths.clear();
      paths.set(url, file);
    }
    return file ?? undefined;
  };
  return {
    manifest,
    search: { shards, styles: bySlug },
    get(url) {
      const file = pathOf(url);
      return file === undefined ? undefined : load(file, url.split('?')[0]!);
    },
    has: (url) => pathOf(url) !== undefined,
    pathOf,
    unrouted: (file) => load(file, `/${file}`),
    cachedBytes: () => bytes,
    forget(files) {
      for (const file of files) {
        const cached = hot.get(file);
        if (!cached) continue;
        hot.delete(file);
        bytes -= sizeOf(cached.file);
      }
    },
  };

  /** A file of dist/ answering `url` (its cache policy), from memory or read now. */
  function load(file: string, url: string): StoredFile | undefined {
    const cached = hot.get(file);
    if (cached) {
      if (clock - cached.stamp > hot.size >> 1) {
        hot.delete(file);
        cached.stamp = ++clock;
        hot.set(file, cached);
      }
      return cached.file;
    }
    const loaded = stored(distDir, file, url);
    if (!loaded) return undefined;
    const size = sizeOf(loaded);
    if (size <= limit / 4) {
      hot.set(file, { file: loaded, stamp: ++clock });
      bytes += size;
      for (const [key, entry] of hot) {
        if (bytes <= limit) break;
        hot.delete(key);
        bytes -= sizeOf(entry.file);
      }
    }
    return loaded;
  }
}

/** Every public URL a built library answers with a file: its styles' routes, every list page, the other files. */
export function* publicUrls(store: Pick<DistStore, 'manifest' | 'search'>): Generator<string> {
  for (const slug of store.search.styles.keys()) for (const route of styleRoutes(slug)) yield route.url;
  for (const type of LIST_FILTERS) {
    const total = store.manifest.totals[type ?? 'all'] ?? 0;
    for (let limit = LIMITS.LIMIT_MIN; limit <= LIMITS.LIMIT_MAX; limit++) {
      for (let page = 1; page <= Math.max(1, pageCount(total, limit)); page++) yield listUrl(type ? { page, limit, type } : { page, limit });
    }
  }
  yield* Object.keys(store.manifest.routes);
}

