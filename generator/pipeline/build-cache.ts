/**
 * What the previous build made, kept beside dist/ (in `<dist>.cache/`, never published): each document's
 * key and digest, the key of every library file, and the similar-style lists. A build reuses a document or
 * a file whose key is unchanged; a different code version or base URL discards everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { KeyedNeighbour } from '../similarity/nearest';
import type { DocumentDigest } from './document-stage';

export interface BuildCache {
  format: 1;
  codeVersion: string;
  baseUrl: string;
  /** By slug; cover elements are not kept (they are in dist/covers/). */
  docs: Record<string, Omit<DocumentDigest, 'cover'>>;
  /** Library file path → the key it was written with. */
  files: Record<string, string>;
  neighbours: Record<string, KeyedNeighbour[]>;
}

export const cacheFile = (distDir: string) => path.join(`${path.resolve(distDir)}.cache`, 'build.json');

export function readCache(distDir: string): BuildCache | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(cacheFile(distDir), 'utf8')) as BuildCache;
    return cache.format === 1 ? cache : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(distDir: string, cache: BuildCache): void {
  const file = cacheFile(distDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(cache));
  fs.renameSync(temporary, file);
}

export function clearCache(distDir: string): void {
  fs.rmSync(cacheFile(distDir), { force: true });
}
