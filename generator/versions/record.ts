/**
 * The version record (issue 35): data/versions.json, one entry per style with its semantic version, the
 * sha256 of the document bytes it was cut from and its changes, newest first; beside it,
 * data/versions/<slug>.tokens.json holds the /token response of the recorded version, which the next
 * `npm run version` diffs against. The build and `npm run check` fail when a document's bytes no longer
 * match its entry, naming the file and the command that records the change.
 */
import { createHash, hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../documents/problem';

export type Bump = 'major' | 'minor' | 'patch' | 'initial';

export interface TokenChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

/** A text/background pair of a component whose contrast fell, in one mode. */
export interface ContrastDrop {
  pair: string;
  mode: 'light' | 'dark';
  before: number;
  after: number;
}

export interface VersionChange {
  version: string;
  date: string;
  bump: Bump;
  summary: string;
  tokens: TokenChanges;
  contrast: ContrastDrop[];
}

export interface VersionEntry {
  version: string;
  updated_at: string;
  /** `sha256-<hex>` of the document file's bytes. */
  hash: string;
  /** Newest first. */
  changes: VersionChange[];
}

export type VersionRecord = Record<string, VersionEntry>;

export const VERSIONS_FILE = 'versions.json';
export const TOKENS_DIR = 'versions';
export const FIRST_VERSION = '1.0.0';
export const FIRST_SUMMARY = 'First published version.';

export const versionsPath = (dataDir: string) => path.join(dataDir, VERSIONS_FILE);
export const tokensPath = (dataDir: string, slug: string) => path.join(dataDir, TOKENS_DIR, `${slug}.tokens.json`);

export const documentHash = (bytes: string | Buffer) => `sha256-${createHash('sha256').update(bytes).digest('hex')}`;

/** The command that records a document's change (or seeds a new one). */
export const versionCommand = (slug: string) => `npm run version -- ${slug} "what changed and why"`;

/** data/versions.json, or an empty record when the library has none. */
export function readVersions(dataDir: string): VersionRecord {
  const file = versionsPath(dataDir);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VersionRecord;
}

/** Slugs sorted, pretty-printed, one trailing newline. */
export function versionsJson(record: VersionRecord): string {
  const sorted = Object.fromEntries(Object.keys(record).sort().map((slug) => [slug, record[slug]!]));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function writeVersions(dataDir: string, record: VersionRecord): void {
  const file = versionsPath(dataDir);
  const temporary = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, versionsJson(record));
  fs.renameSync(temporary, file);
}

/** What a rendered style carries of its entry (everything but the hash), or undefined without one. */
export type PublishedVersion = Omit<VersionEntry, 'hash'>;

/** A short key of a document's entry (or of its absence), for the build cache. */
export const versionKey = (entry: VersionEntry | null | undefined) => hash('sha1', JSON.stringify(entry ?? null), 'base64url');

/** What a document read without the record (a unit test, the dev server's warm-up) is rendered with. */
export const unrecordedVersion = (date: string): PublishedVersion => ({
  version: FIRST_VERSION,
  updated_at: date,
  changes: [{ version: FIRST_VERSION, date, bump: 'initial', summary: FIRST_SUMMARY, tokens: { added: [], removed: [], changed: [] }, contrast: [] }],
});

/** The problem of a document whose bytes do not match its entry (or that has none), else undefined. */
export function versionProblem(source: { file: string; slug: string; text: string }, entry: VersionEntry | undefined): Problem | undefined {
  if (!entry) {
    return { file: source.file, line: 1, code: 'UNVERSIONED', message: `no entry in data/${VERSIONS_FILE}: run \`${versionCommand(source.slug)}\` to publish it at ${FIRST_VERSION}` };
  }
  if (entry.hash !== documentHash(source.text)) {
    return {
      file: source.file,
      line: 1,
      code: 'UNVERSIONED',
      message: `changed since version ${entry.version} (data/${VERSIONS_FILE} records another hash): run \`${versionCommand(source.slug)}\` to record the change`,
    };
  }
  return undefined;
}
