/**
 * Where a build writes: every build renders its documents into a staging directory beside dist/. A full
 * build writes the library files there too, and the staging directory replaces dist/ at the end; one that
 * has a previous build moves the staged document files into dist/ and changes it in place, its manifest
 * written last, so a reader that sees the new manifest finds every file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markWriting } from './build-cache';
import type { LibraryFile } from '../library/library-file';
import { MANIFEST_PATH, type Manifest } from '../manifest';
import type { BuildPlan, PreviousBuild } from './read-stage';
import { staleFiles } from './stale-files';
import { moveFile, removeEmptyDirs, removeFile, swapIn, writeFile, type WriteMode } from './writer';

export interface DistTarget {
  /** Where documents' files are rendered first. */
  staging: string;
  /** Where library files are written: the staging directory, or dist/ itself. */
  live: string;
  mode: WriteMode;
  /** Whether dist/ changes in place: the staged documents' files are in dist/ once placeDocuments returns. */
  inPlace: boolean;
  /** Puts the staged document files of `slugs` into dist/ (in place), before any page links to them; returns how many files moved. */
  placeDocuments(paths: readonly string[], slugs: Iterable<string>): number;
  /** Removes `stale` files and writes the manifest last; returns how many files were written and deleted. */
  commit(manifestBody: string | Buffer, stale: readonly string[]): { written: number; deleted: number };
  /** Removes the staging directory (the build failed, or is done). */
  discard(): void;
}

/** Whether a process of this id runs (one of another user's counts: it cannot be signalled, but it is there). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging directories beside dist/ of builds whose process is gone: a build stopped half way
 * (Ctrl-C, a dev server's SIGTERM, a crash) cannot remove its own, and a full build's is as large as dist/.
 * A running build's is left alone.
 */
export function removeOrphanedStaging(distDir: string): void {
  const parent = path.dirname(distDir);
  const prefix = `${path.basename(distDir)}.staging-`;
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || running(pid)) continue;
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

export function distTarget(distDir: string, previous: PreviousBuild | undefined): DistTarget {
  const staging = `${distDir}.staging-${process.pid}`;
  removeOrphanedStaging(distDir);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const discard = () => fs.rmSync(staging, { recursive: true, force: true });
  if (!previous) {
    return {
      staging,
      live: staging,
      mode: 'fresh',
      inPlace: false,
      placeDocuments: () => 0,
      commit(manifestBody) {
        const written = writeFile(staging, MANIFEST_PATH, manifestBody, 'fresh');
        swapIn(staging, distDir);
        return { written, deleted: 0 };
      },
      discard,
    };
  }
  return {
    staging,
    live: distDir,
    mode: 'atomic',
    inPlace: true,
    placeDocuments(paths, slugs) {
      // From here dist/ changes in place. A build stopped half way leaves a cache that vouches for no library
      // file, and no entry for the documents whose files it moved in: the next build makes and compares them all.
      markWriting(distDir, previous.cache, slugs);
      let moved = 0;
      for (const file of paths) moved += moveFile(staging, distDir, file);
      return moved;
    },
    commit(manifestBody, stale) {
      const removed: string[] = [];
      let deleted = 0;
      for (const file of stale) {
        const count = removeFile(distDir, file);
        if (count > 0) removed.push(file);
        deleted += count;
      }
      removeEmptyDirs(distDir, removed);
      // Last, so a reader that sees the new manifest finds every file it names.
      const written = writeFile(distDir, MANIFEST_PATH, manifestBody, 'atomic');
      discard();
      return { written, deleted };
    },
    discard,
  };
}

/**
 * The build's write stage: what the previous build wrote and this one no longer produces is removed, and the
 * manifest written last (for a full build, the staging directory then replaces dist/).
 */
export function writeStage(plan: BuildPlan, manifestFile: LibraryFile, target: DistTarget): { written: number; deleted: number } {
  const body = manifestFile.body();
  const stale = staleFiles({
    old: plan.previous?.manifest,
    manifest: JSON.parse(String(body)) as Manifest,
    removedSlugs: plan.removedSlugs,
  });
  return target.commit(body, stale);
}
