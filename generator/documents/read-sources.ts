/** Reads the style documents of data/styles with the time each was last changed. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface SourceDocument {
  /** Path as shown in problems, relative to the working directory. */
  file: string;
  /** The file name without `.md`. */
  slug: string;
  text: string;
  /** ISO 8601 UTC: last commit time of the file, or its mtime when git has no clean copy of it. */
  syncedAt: string;
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

/** Every `*.md` in `stylesDir`, sorted by file name. */
export function readSources(stylesDir: string): SourceDocument[] {
  const names = fs.existsSync(stylesDir) ? fs.readdirSync(stylesDir).filter((n) => n.endsWith('.md')).sort() : [];
  const times = names.length ? commitTimes(stylesDir) : new Map<string, string>();
  return names.map((name) => {
    const full = path.join(stylesDir, name);
    return {
      file: path.relative(process.cwd(), full) || full,
      slug: name.slice(0, -'.md'.length),
      text: fs.readFileSync(full, 'utf8'),
      syncedAt: times.get(name) ?? fs.statSync(full).mtime.toISOString(),
    };
  });
}
