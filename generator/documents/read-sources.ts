/**
 * Reads the style documents of data/styles with the time each was last changed. `listSources` gives each
 * file's stat and sync time without reading it, so an incremental build reads only the files whose size,
 * times or inode moved (as git's index does; issue 22).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { VersionEntry } from '../versions/record';

export interface SourceDocument {
  /** Path as shown in problems, relative to the working directory. */
  file: string;
  /** The file name without `.md`. */
  slug: string;
  text: string;
  /** ISO 8601 UTC: last commit time of the file, or its mtime when git has no clean copy of it. */
  syncedAt: string;
  /**
   * Its entry in data/versions.json, attached by the build and `npm run check` (versions/record.ts): null when it
   * has none, which fails the document; undefined when the caller checks no versions (a document read alone).
   */
  version?: VersionEntry | null;
}

function git(dir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  } catch {
    return undefined; // not a git checkout, or git missing: fall back to mtimes
  }
}

/** Last commit time of every committed, unmodified file in `dir` (one git call, not one per file). */
function commitTimes(dir: string): Map<string, string> {
  const times = new Map<string, string>();
  const log = git(dir, ['log', '--format=@%cI', '--name-only', '--relative', '--', '.']);
  if (log === undefined) return times;
  let current = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = new Date(line.slice(1)).toISOString();
    else if (line && !times.has(line)) times.set(line, current);
  }
  const dirty = git(dir, ['ls-files', '--modified', '--others', '--exclude-standard', '--', '.']) ?? '';
  for (const file of dirty.split('\n')) times.delete(file);
  return times;
}

/** What a file's stat says of its bytes: equal stats mean unchanged bytes, unless written within the stat's clock tick (see isRacy). */
export interface SourceStat {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** A document before its text is read. */
export interface ListedSource extends Omit<SourceDocument, 'text'> {
  /** Absolute path, to read it. */
  path: string;
  stat: SourceStat;
}

/** Every `*.md` in `stylesDir`, sorted by file name, stat and sync time only. */
export function listSources(stylesDir: string): ListedSource[] {
  const names = fs.existsSync(stylesDir) ? fs.readdirSync(stylesDir).filter((n) => n.endsWith('.md')).sort() : [];
  const times = names.length ? commitTimes(stylesDir) : new Map<string, string>();
  // Relative once for the folder, not per file (10,000 path.relative calls cost as much as the stats).
  const shown = path.relative(process.cwd(), stylesDir);
  return names.map((name) => {
    const full = path.join(stylesDir, name);
    const { size, mtimeMs, ctimeMs, ino, mtime } = fs.statSync(full);
    return {
      file: path.join(shown, name),
      path: full,
      slug: name.slice(0, -'.md'.length),
      syncedAt: times.get(name) ?? mtime.toISOString(),
      stat: { size, mtimeMs, ctimeMs, ino },
    };
  });
}

/** Whether two stats describe the same bytes (size, modification and change times, inode). */
export const sameStat = (a: SourceStat, b: SourceStat) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;

/**
 * A file changed in the same instant its stat was recorded may change again without its stat moving
 * (git's "racily clean" entries): such a stat proves nothing and the file is read again.
 */
export const isRacy = (stat: SourceStat, recordedAt: number) => stat.mtimeMs >= recordedAt || stat.ctimeMs >= recordedAt;

/** Every `*.md` in `stylesDir`, sorted by file name. */
export function readSources(stylesDir: string): SourceDocument[] {
  return listSources(stylesDir).map(({ file, slug, syncedAt, path: full }) => ({ file, slug, syncedAt, text: fs.readFileSync(full, 'utf8') }));
}
