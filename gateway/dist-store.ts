/**
 * Loads dist/ into memory once at start: every routed response as bytes, the manifest and the
 * search engine. Requests never touch the file system, so nothing outside dist/ can be served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, SEARCH_INDEX_PATH, SEARCH_STYLES_PATH, type Manifest } from '../generator/build-site';
import type { StyleSummary } from '../generator/contract/schemas';
import { cacheControlFor } from '../generator/deploy/cache-policy';
import { ENCODINGS, variantEtag, type EncodingName } from '../generator/precompress';
import { loadSearchIndex } from '../generator/search/index-definition';
import type { SearchEngine } from '../generator/search/search-styles';

/** One representation of a response: its bytes and its strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface StoredFile extends Representation {
  contentType: string;
  cacheControl: string;
  /** Precompressed representations by content coding, as written by the build. */
  encoded: Partial<Record<EncodingName, Representation>>;
  /** The codings of `encoded`, best first (the manifest's order), so no request has to derive them. */
  codings: readonly EncodingName[];
}

export interface DistStore {
  manifest: Manifest;
  /** Public URL (path + canonical query) → response. */
  files: ReadonlyMap<string, StoredFile>;
  search: SearchEngine;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

const readJson = <T>(distDir: string, file: string): T => JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as T;

export function loadDist(distDir: string): DistStore {
  const manifest = readJson<Manifest>(distDir, MANIFEST_PATH);
  const files = new Map<string, StoredFile>();
  for (const [url, route] of Object.entries(manifest.routes)) {
    const full = path.join(distDir, route.file);
    const encoded: StoredFile['encoded'] = {};
    for (const encoding of ENCODINGS) {
      if (!route.encodings.includes(encoding.name)) continue;
      encoded[encoding.name] = { body: fs.readFileSync(`${full}${encoding.extension}`), etag: variantEtag(route.etag, encoding.name) };
    }
    files.set(url, {
      body: fs.readFileSync(full),
      etag: route.etag,
      contentType: contentTypeOf(route.file),
      cacheControl: cacheControlFor(url),
      encoded,
      codings: route.encodings,
    });
  }
  const styles = readJson<StyleSummary[]>(distDir, SEARCH_STYLES_PATH);
  const index = loadSearchIndex(readJson<object>(distDir, SEARCH_INDEX_PATH));
  return { manifest, files, search: { index, styles: new Map(styles.map((s) => [s.slug, s])) } };
}
