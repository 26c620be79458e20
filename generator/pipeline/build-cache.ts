/**
 * What the previous build made, kept beside dist/ (in `<dist>.cache/`, never published), so an edit reads
 * the stats it needs and rewrites only what it changed (issues 22 and 34):
 * - `documents.log`: every document's entry, packed in one file that an edit reads at once instead of one
 *   file per document (at 10,000 styles, 10,000 opens). A line is
 *   `<slug>\t<length>\t<entry>\t<features>\t<preview data>` (the length of the rest of the line, so a line a
 *   stopped build cut short is known; the features, packed, are decoded only when neighbours are searched
 *   again, the preview data parsed only when a preview page is rendered again) or `<slug>\t-` for a removed
 *   document. A build appends the lines of the entries it changed; the last line of a slug wins; the log is
 *   rewritten with only its live lines once it holds more than twice as many lines as entries.
 * - `library.json`: the code version and base URL it was built with, when the stats were taken, the keys
 *   of the keyed library files, the order of every list filter, where each style lies in llms-full.txt and
 *   how many lines the log holds.
 * - `stats-taken`: an empty file touched as a build starts, to read the file system's clock.
 * A different code version or base URL discards everything; a missing or unreadable line makes that
 * document render again.
 */
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import type { SourceStat } from '../documents/read-sources';
import { asciiJson } from '../search/ascii-json';
import type { KeyedNeighbour } from '../similarity/nearest';
import type { DocumentDigest } from './document-stage';

export interface LibraryCache {
  format: 4;
  codeVersion: string;
  baseUrl: string;
  /** When the build that wrote this cache took its stats, on the file system's clock (markStatsTaken): see isRacy. */
  statsTakenAt: number;
  /** Keyed library file path → the key it was written with. */
  files: Record<string, string>;
  /** Per list filter, the key of its order (library/library-context.ts listOrders). */
  listOrders: Record<string, string>;
  /**
   * Per file of complete documents (dist/llms-full.txt, or its parts in a split library: publish/llms-txt.ts),
   * where each style's section lies, the file's size and the slug of the first (it has no leading blank line).
   */
  llmsFull?: Record<string, { first: string | null; size: number; sections: Record<string, readonly [number, number]> }>;
  /** How many lines documents.log holds (live or not): what tells when to rewrite it (compactDocuments). */
  logLines?: number;
  /** A random id of the build that wrote this cache: a process holding a CacheMemo knows whether it wrote it. */
  buildId?: string;
  /**
   * Set while a build changes dist/ in place (markWriting). Found by the next build, that one stopped half way:
   * some list pages may be half written (writer.ts, 'overwrite'), other files newer than the entries, so the
   * cache vouches for no library file, and every one is made and compared with the bytes on disk.
   */
  writing?: true;
  /**
   * With `writing`: the documents whose files that build was moving into dist/. Their entries in the log
   * describe files it may have replaced, so the next build reads none of them and renders them again.
   */
  forgotten?: string[];
}

/**
 * The document entries a long-lived process (`npm run dev`) keeps between its builds instead of reading them
 * back (at 2,000 styles, about 0.2 s an edit): valid while library.json is the one its last build wrote.
 */
export interface CacheMemo {
  buildId?: string;
  entries: Map<string, CachedDocument>;
}

/** One document as the previous build left it. */
export interface CachedDocument {
  stat: SourceStat;
  syncedAt: string;
  /** The digest; its cover is in dist/covers/, its preview data is read when first used. */
  digest: Omit<DocumentDigest, 'cover'>;
  /** library/library-context.ts summaryHash of the digest's summary. */
  summaryHash: string;
  neighbours: KeyedNeighbour[];
}

export const cacheDir = (distDir: string) => `${path.resolve(distDir)}.cache`;
/** The library entry of the cache, whose presence says a previous build can be updated. */
export const libraryFile = (distDir: string) => path.join(cacheDir(distDir), 'library.json');
/** The packed document entries. */
export const documentsLog = (distDir: string) => path.join(cacheDir(distDir), 'documents.log');
/** Lines beyond twice the entries a log may hold before it is rewritten (a small library's edits need not rewrite it every time). */
const COMPACT_MARGIN = 16;
/** The line that forgets a slug. */
const FORGET = '-';
function writeAtomically(file: string, body: string): void {
  const temporary = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, file);
}

export function readLibraryCache(distDir: string): LibraryCache | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(libraryFile(distDir), 'utf8')) as LibraryCache;
    return cache.format === 4 ? cache : undefined;
  } catch {
    return undefined;
  }
}

/** A digest's preview data as its JSON (ASCII), as read from a log line or sent by a document task. */
const previewText = new WeakMap<object, string>();
/**
 * A digest's features as the log keeps them: the bytes of their Float64Array in base64, exact, read as one
 * string. As JSON numbers, 10,000 vectors were half the time of reading the log (issue 34); they are decoded
 * when first read, which an edit that leaves every style's features alone never does (similar-stage.ts).
 */
const packedFeatures = new WeakMap<object, string>();
const unpackedFeatures = new WeakMap<object, number[]>();
const packFeatures = (features: readonly number[]) => Buffer.from(Float64Array.from(features).buffer).toString('base64');
const unpackFeatures = (packed: string): number[] => Array.from(new Float64Array(new Uint8Array(Buffer.from(packed, 'base64')).buffer));

/**
 * The prototype of a digest whose preview data or features are held as text: `preview` is parsed each time it
 * is read, never held (10,000 previews held as objects were a large part of a full build's peak memory), and
 * `features` decoded once. Getters on one prototype, not properties defined on each digest (at 10,000 styles,
 * those were a sixth of reading the log); not own properties, so copying or writing a digest leaves them unread.
 */
const LAZY_DIGEST: object = Object.create(Object.prototype, {
  preview: {
    get(this: object) {
      const json = previewText.get(this);
      return json === undefined ? undefined : (JSON.parse(json) as DocumentDigest['preview']);
    },
  },
  features: {
    get(this: object) {
      let features = unpackedFeatures.get(this);
      const packed = features ? undefined : packedFeatures.get(this);
      if (packed !== undefined) unpackedFeatures.set(this, (features = unpackFeatures(packed)));
      return features;
    },
  },
});

function lazy<T extends object>(digest: T): T {
  if (Object.getPrototypeOf(digest) !== LAZY_DIGEST) Object.setPrototypeOf(digest, LAZY_DIGEST);
  return digest;
}

/** Gives a digest its preview data as JSON (ASCII), parsed each time it is read. */
export function lazyPreview<T extends object>(digest: T, previewJson: string): T & Pick<DocumentDigest, 'preview'> {
  if (Object.hasOwn(digest, 'preview')) delete (digest as { preview?: unknown }).preview;
  previewText.set(digest, previewJson);
  return lazy(digest) as T & Pick<DocumentDigest, 'preview'>;
}

/** Gives a digest (without features of its own) its features packed, decoded when first read. */
function lazyFeatures<T extends object>(digest: T, packed: string): T & Pick<DocumentDigest, 'features'> {
  packedFeatures.set(digest, packed);
  return lazy(digest) as T & Pick<DocumentDigest, 'features'>;
}

/** A digest's preview data as JSON: as it came (lazyPreview), without parsing it, or made from the data. */
export const previewJsonOf = (digest: Pick<DocumentDigest, 'preview'>): string => previewText.get(digest) ?? JSON.stringify(digest.preview);

/** A digest as the cache keeps it: without its cover (in dist/covers/), its preview data still unread if it was. */
export function cachedDigest(digest: DocumentDigest): CachedDocument['digest'] {
  const { cover: _cover, ...rest } = digest;
  const raw = previewText.get(digest);
  const packed = packedFeatures.get(digest);
  const kept = packed === undefined ? rest : lazyFeatures(rest, packed);
  return raw === undefined ? kept : lazyPreview(kept, raw);
}

/** An entry from its log line's fields, its features and preview data read when first used; undefined when unreadable. */
function parseEntry(entryJson: string, features: string, previewJson: string): CachedDocument | undefined {
  try {
    const entry = JSON.parse(entryJson) as CachedDocument;
    lazyPreview(lazyFeatures(entry.digest, features), previewJson);
    return entry;
  } catch {
    return undefined;
  }
}

/**
 * Every document entry of the cache, by slug, and how many lines the log held. A line cut short (a build
 * stopped while appending) or unreadable is skipped: its document renders again.
 */
export function readCachedDocuments(distDir: string): { entries: Map<string, CachedDocument>; lines: number } {
  let text: string;
  try {
    // Written in ASCII (entryLine): taken as Latin-1, the bytes need no UTF-8 decoding (search/ascii-json.ts).
    const bytes = fs.readFileSync(documentsLog(distDir));
    text = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  } catch {
    return { entries: new Map(), lines: 0 };
  }
  // The last line of each slug, found by its first field; only those are parsed.
  const last = new Map<string, [number, number]>();
  let lines = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', start);
    if (tab > start && tab < end) {
      last.set(text.slice(start, tab), [tab + 1, end]);
      lines++;
    }
    start = end + 1;
  }
  const entries = new Map<string, CachedDocument>();
  for (const [slug, [from, to]] of last) {
    const lengthEnd = text.indexOf('\t', from);
    if (lengthEnd < 0 || lengthEnd > to || Number(text.slice(from, lengthEnd)) !== to - lengthEnd - 1) continue;
    const tab = text.indexOf('\t', lengthEnd + 1);
    const featuresEnd = tab < 0 ? -1 : text.indexOf('\t', tab + 1);
    if (featuresEnd < 0 || featuresEnd > to) continue;
    const entry = parseEntry(text.slice(lengthEnd + 1, tab), text.slice(tab + 1, featuresEnd), text.slice(featuresEnd + 1, to));
    if (entry && entry.digest.summary.slug === slug) entries.set(slug, entry);
  }
  return { entries, lines };
}

/** A document's log line. */
function entryLine(entry: CachedDocument): string {
  const { digest } = entry;
  const raw = previewText.get(digest);
  const features = packedFeatures.get(digest) ?? packFeatures(digest.features);
  // Own fields only: a lazy preview or features (LAZY_DIGEST) stay unread; a fresh digest's own go in their fields.
  const fields: Partial<DocumentDigest> = { ...digest };
  delete fields.preview;
  delete fields.features;
  // ASCII (non-ASCII characters as \u escapes): read back, 44 MB at 10,000 styles, without a UTF-8 decoder.
  const rest = `${asciiJson(JSON.stringify({ ...entry, digest: fields }))}\t${features}\t${raw ?? asciiJson(JSON.stringify(digest.preview))}`;
  return `${digest.summary.slug}\t${rest.length}\t${rest}\n`;
}

/**
 * Writes lines to an open file in pieces of about 4 MB (a full build's log is one string no larger than that
 * at a time), after `first`; returns how many lines were written.
 */
function writeLines(fd: number, lines: Iterable<string>, first = ''): number {
  let count = 0;
  let chunk = first;
  for (const line of lines) {
    chunk += line;
    count++;
    if (chunk.length >= 4 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  if (chunk) fs.writeSync(fd, chunk);
  return count;
}

/** Appends lines to the log, after a newline if a stopped build left its last line cut short. */
function appendLines(distDir: string, lines: Iterable<string>): number {
  const file = documentsLog(distDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'a+');
  try {
    const size = fs.fstatSync(fd).size;
    const lastByte = Buffer.alloc(1);
    if (size > 0) fs.readSync(fd, lastByte, 0, 1, size - 1);
    return writeLines(fd, lines, size > 0 && lastByte[0] !== 0x0a ? '\n' : '');
  } finally {
    fs.closeSync(fd);
  }
}

/** Appends the entries' lines; returns how many lines were written. */
export function writeCachedDocuments(distDir: string, entries: Iterable<CachedDocument>): number {
  return appendLines(distDir, (function* () {
    for (const entry of entries) yield entryLine(entry);
  })());
}

/** Forgets the slugs' entries; returns how many lines were written. */
export function removeCachedDocuments(distDir: string, slugs: readonly string[]): number {
  return slugs.length === 0 ? 0 : appendLines(distDir, slugs.map((slug) => `${slug}\t${FORGET}\n`));
}

/**
 * Rewrites the log with one line per live entry (through a temporary file and a rename, so a build stopped
 * here leaves the old log) once it holds more than twice as many lines as entries; returns its line count.
 */
export function compactDocuments(distDir: string, lines: number, live: ReadonlyMap<string, CachedDocument>): number {
  if (lines <= 2 * live.size + COMPACT_MARGIN) return lines;
  const file = documentsLog(distDir);
  const temporary = `${file}.tmp-${process.pid}`;
  fs.rmSync(temporary, { force: true });
  const fd = fs.openSync(temporary, 'w');
  try {
    writeLines(fd, (function* () {
      for (const entry of live.values()) yield entryLine(entry);
    })());
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  return live.size;
}

/** Every entry of the cache, as a CacheMemo current for it: what `npm run dev` starts from. */
export function readCacheMemo(distDir: string): CacheMemo {
  // The id first: should another build write between, the entries are at least as new as it, and the next
  // build, finding another id, reads them again.
  const buildId = readLibraryCache(distDir)?.buildId;
  return { buildId, entries: readCachedDocuments(distDir).entries };
}

/**
 * Written last, after dist/: every entry describes files already in dist/. A full build clears the cache
 * first, so a build that stops half way leaves no library file and the next one is full again.
 */
export function writeLibraryCache(distDir: string, cache: LibraryCache): void {
  fs.mkdirSync(cacheDir(distDir), { recursive: true });
  writeAtomically(libraryFile(distDir), JSON.stringify(cache));
}

/** Marks the cache while a build changes dist/ in place (LibraryCache.writing); the build's own cache replaces it. */
export function markWriting(distDir: string, previous: LibraryCache, slugs: Iterable<string>): void {
  const forgotten = [...new Set([...(previous.forgotten ?? []), ...slugs])];
  writeLibraryCache(distDir, { ...previous, files: {}, listOrders: {}, llmsFull: undefined, buildId: undefined, writing: true, forgotten });
}

/**
 * Touches `<dist>.cache/stats-taken` and returns its modification time: the moment a build starts taking
 * stats, on the clock the file system stamps sources with (coarser than Date.now(), and behind it).
 */
export function markStatsTaken(distDir: string): number {
  const file = path.join(cacheDir(distDir), 'stats-taken');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  return fs.statSync(file).mtimeMs;
}

/** Forgets everything (a full build starts from an empty cache). */
export function clearCache(distDir: string): void {
  fs.rmSync(cacheDir(distDir), { recursive: true, force: true });
}
