/**
 * Content hashes and compressed variants. Every compressible response has the same representations
 * (encodingsOf); where they are made differs (issue 34, decision 1): the library-wide files (openapi.json,
 * llms.txt and llms-full.txt, the portal's pages and sprites) are compressed at build time
 * into `.br` / `.gz` siblings, served many times each and few to make; a style's own responses and the list
 * pages are not, being many and small: the gateway compresses each once into its hot cache, and nginx
 * compresses them on the fly (`gzip on`, deploy/nginx.ts).
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { OutputFile } from './responses/output-file';
import { isInternalPath, isListPath, isStyleOwnPath } from './responses/routes';

/** Extensions worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(json|svg|html|css|js|txt|md)$/;
/** Below this many bytes, compression headers cost more than they save. */
export const MIN_COMPRESS_BYTES = 256;
/** Above this many bytes (llms-full.txt of a very large library), files are served as they are. */
export const MAX_COMPRESS_BYTES = 32 << 20;

/**
 * Brotli's window: the smallest that holds the whole file (2^10 to 2^22 bytes, 2^22 being brotli's default).
 * A larger one finds nothing more in a small file, and setting it up is most of the cost of compressing a
 * list page: measured twice as fast on the library's list pages, for the same size (issue 22).
 */
const brotliWindow = (bytes: number) => Math.max(10, Math.min(22, Math.ceil(Math.log2(bytes + 1))));

/** A gzip encoding at `level`. Node writes a zero mtime and no file name into the header, so the bytes are deterministic. */
const gzipAt = (level: number) => ({ name: 'gzip', extension: '.gz', compress: (b: Buffer) => zlib.gzipSync(b, { level }) }) as const;

export const ENCODINGS = [
  {
    name: 'br',
    extension: '.br',
    compress: (b: Buffer) =>
      zlib.brotliCompressSync(b, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length, [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(b.length) },
      }),
  },
  // Level 6, not 9: measured 2.4 times faster on the library's JSON, HTML, CSS and SVG for 1.5% more bytes (docs/api.md, "Compression").
  gzipAt(6),
] as const;

export type Encoding = (typeof ENCODINGS)[number];
export type EncodingName = Encoding['name'];

const GZIP_ONLY: readonly Encoding[] = ENCODINGS.filter((e) => e.name === 'gzip');

/**
 * List pages' gzip is level 4. Adding or removing a style rewrites some 48,000 of them, and compressing them
 * was most of a write worker's time (issue 22), when the build still compressed them; the gateway, which now
 * does when a page is first asked for, keeps the level and so the bytes. On 2,400 list pages of each 10,000-style library, level 4
 * took 73–82 % of level 6's time for 1.7–2.4 % more bytes (35.4 % against 34.8 % of the bytes on real
 * documents, 25.7 % against 25.1 % on synthetic ones); below 4, the bytes grow faster than the time falls.
 */
const LIST_PAGE_GZIP: readonly Encoding[] = [gzipAt(4)];

/** Strong ETag of some bytes: a quoted, truncated SHA-256 (RFC 9110 8.8.3). */
export function etagOf(body: string | Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;
}

/** ETag of a precompressed variant: distinct from the identity one, as RFC 9110 asks of distinct representations. */
export function variantEtag(etag: string, encoding: EncodingName): string {
  return etag.replace(/"$/, `-${encoding}"`);
}

/** Whether a file of this path and size has compressed representations (encodingsOf). */
export function hasVariants(path: string, bytes: number): boolean {
  return COMPRESSIBLE.test(path) && bytes >= MIN_COMPRESS_BYTES && bytes <= MAX_COMPRESS_BYTES;
}

/**
 * From this size a file also gets a `.br`. Below it brotli saves 4–10% of gzip's bytes, tens to a few
 * hundred bytes a file, and a file more per response costs the build more than compressing it does: at
 * 10,000 styles a full build creates some 480,000 files for the styles' own responses, and on this
 * machine's ext4 a file costs 20–290 µs to create (issue 22, docs/api.md "Compression").
 */
export const BROTLI_FROM_BYTES = 128 << 10;

/**
 * The compressed representations of a file of this path and size, best first (the gateway, nginx and the
 * writer apply the same rule): `gzip` for every compressible file, and `br` too from BROTLI_FROM_BYTES (the
 * portal's gallery, llms.txt, openapi.json, the cover sprites). So a style's own responses
 * and the list pages have a gzip one only, the list pages' at level 4.
 */
export function encodingsOf(path: string, bytes: number): readonly Encoding[] {
  if (!hasVariants(path, bytes)) return [];
  if (bytes >= BROTLI_FROM_BYTES) return ENCODINGS;
  return isListPath(path) ? LIST_PAGE_GZIP : GZIP_ONLY;
}

/**
 * Whether the build writes a file's compressed representations beside it: not for the list pages and a
 * style's own files. At 10,000 styles those are some 480,000 files and 48,000 list pages, which adding a
 * style rewrites, and a file more each cost the build more than compressing it (issue 22); each is small and
 * compressed in well under a millisecond where it is served. Nor for the files no URL serves (the manifest,
 * the search files, deploy/): at 10,000 styles every summary edit recompressed search/styles.json, 5.7 MB,
 * which only the gateway reads, from disk (issue 34).
 */
export const isPrecompressed = (path: string): boolean => !isListPath(path) && !isStyleOwnPath(path) && !isInternalPath(path);

/** The siblings the build writes for a file of this path and size (encodingsOf, where isPrecompressed). */
export function precompressedOf(path: string, bytes: number): readonly Encoding[] {
  return isPrecompressed(path) ? encodingsOf(path, bytes) : [];
}

/** The precompressed siblings of every file that has them (precompressedOf). */
export function compressedVariants(files: readonly OutputFile[]): OutputFile[] {
  return files.flatMap((file) => {
    const bytes = Buffer.from(file.body);
    return precompressedOf(file.path, bytes.length).map((e) => ({ url: null, path: `${file.path}${e.extension}`, body: e.compress(bytes) }));
  });
}
