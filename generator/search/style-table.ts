/**
 * The summaries the gateway searches over (search/styles-<shard>.json, one table per search shard), by slug,
 * each parsed when first asked for. The build writes each table as a JSON array with one summary per line,
 * each opening with its id and slug, so a gateway reads every style's id and slug without parsing its
 * summary: at 10,000 real documents the tables are 7.8 MB, and parsing them whole was most of the search
 * index's load (issue 22). A search answers a page of summaries; the MCP resource list reads them all, once.
 * The files are kept as bytes: decoding them whole cost more than reading them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StyleSummary } from '../contract/schemas';
import { MANIFEST_PATH, searchStylesFiles, type Manifest } from '../manifest';

/** Summaries by slug; `idOf` without reading a summary. */
export interface StyleTable extends ReadonlyMap<string, StyleSummary> {
  idOf(slug: string): number | undefined;
}

/** A styles table's text for these summaries (in id order): an array, one summary's JSON per line. */
export const styleTableJson = (summaryJson: readonly string[]): string => (summaryJson.length ? `[\n${summaryJson.join(',\n')}\n]` : '[]');

const ID_OPENING = Buffer.from('{"id":');
const SLUG_OPENING = Buffer.from(',"slug":"');

const opensWith = (bytes: Buffer, at: number, opening: Buffer) => bytes.compare(opening, 0, opening.length, at, at + opening.length) === 0;
const isSlugByte = (b: number) => (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2d;

/** The id and slug a line of that layout opens with (contract/schemas.ts: `id`, then `slug`), read from its bytes. */
function openingOf(bytes: Buffer, start: number, end: number): [number, string] | undefined {
  if (!opensWith(bytes, start, ID_OPENING)) return undefined;
  let at = start + ID_OPENING.length;
  const digits = at;
  let id = 0;
  while (at < end && bytes[at]! >= 0x30 && bytes[at]! <= 0x39) id = id * 10 + bytes[at++]! - 0x30;
  if (at === digits || !opensWith(bytes, at, SLUG_OPENING)) return undefined;
  at += SLUG_OPENING.length;
  const slug = at;
  while (at < end && isSlugByte(bytes[at]!)) at++;
  return at > slug && bytes[at] === 0x22 ? [id, bytes.toString('latin1', slug, at)] : undefined;
}

/** Where a summary's JSON lies in the file's bytes, parsed on first read. */
interface Unread {
  bytes: Buffer;
  start: number;
  end: number;
}

class LazyStyleTable extends Map<string, StyleSummary> implements StyleTable {
  readonly #ids = new Map<string, number>();
  readonly #unread = new Map<string, Unread>();

  /** A style by its id, slug and summary, or where its summary's JSON lies, parsed on first read. */
  add(id: number, slug: string, summary: StyleSummary | Unread): void {
    this.#ids.set(slug, id);
    const unread = 'bytes' in summary;
    if (unread) this.#unread.set(slug, summary);
    // The key keeps the file's order; an unread summary's value is filled in on first read.
    super.set(slug, unread ? (undefined as unknown as StyleSummary) : summary);
  }

  idOf(slug: string): number | undefined {
    return this.#ids.get(slug);
  }

  override get(slug: string): StyleSummary | undefined {
    let summary = super.get(slug);
    const unread = summary === undefined ? this.#unread.get(slug) : undefined;
    if (unread !== undefined) {
      summary = JSON.parse(unread.bytes.toString('utf8', unread.start, unread.end)) as StyleSummary;
      this.#unread.delete(slug);
      super.set(slug, summary);
    }
    return summary;
  }

  override *values(): MapIterator<StyleSummary> {
    for (const slug of this.keys()) yield this.get(slug)!;
  }

  override *entries(): MapIterator<[string, StyleSummary]> {
    for (const slug of this.keys()) yield [slug, this.get(slug)!];
  }

  override [Symbol.iterator](): MapIterator<[string, StyleSummary]> {
    return this.entries();
  }

  override forEach(callback: (value: StyleSummary, key: string, map: Map<string, StyleSummary>) => void, thisArg?: unknown): void {
    for (const [slug, summary] of this.entries()) callback.call(thisArg, summary, slug, this);
  }
}

/** A table of summaries already parsed (tests, benches, a file in another layout). */
export function styleTable(summaries: Iterable<StyleSummary>): StyleTable {
  const table = new LazyStyleTable();
  for (const s of summaries) table.add(s.id, s.slug, s);
  return table;
}

/**
 * The table of the search files' summaries (search/styles-<shard>.json, in shard order), kept as bytes: a line's
 * id and slug are read from its first bytes, its summary decoded and parsed on first read. A file in another
 * layout (an older build's) is parsed whole.
 */
export function readStyleTable(files: Buffer | readonly Buffer[]): StyleTable {
  const table = new LazyStyleTable();
  for (const bytes of Buffer.isBuffer(files) ? [files] : files) addFile(table, bytes);
  return table;
}

function addFile(table: LazyStyleTable, bytes: Buffer): void {
  if (bytes[0] !== 0x5b || bytes[1] !== 0x0a) {
    for (const s of JSON.parse(bytes.toString('utf8')) as StyleSummary[]) table.add(s.id, s.slug, s);
    return;
  }
  for (let start = 2; start < bytes.length; ) {
    // A loop over the bytes, not Buffer#indexOf: a call per line cost more than the scan.
    let end = start;
    while (end < bytes.length && bytes[end] !== 0x0a) end++;
    const next = end + 1;
    if (bytes[end - 1] === 0x2c) end--; // the comma between two lines
    if (end - start === 1 && bytes[start] === 0x5d) break; // ]
    const opening = openingOf(bytes, start, end);
    if (opening) table.add(opening[0], opening[1], { bytes, start, end });
    else {
      const summary = JSON.parse(bytes.toString('utf8', start, end)) as StyleSummary;
      table.add(summary.id, summary.slug, summary);
    }
    start = next;
  }
}

/** Every summary of a built dist/, parsed, in id order: the tables its manifest names (benches and tests). */
export function readDistSummaries(distDir: string): StyleSummary[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
  return searchStylesFiles(manifest).flatMap((file) => JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as StyleSummary[]);
}
