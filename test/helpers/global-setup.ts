/** Builds the real library once into a temporary dist/ that every HTTP test serves. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuild } from '../../generator/build';

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    /** The library the suite built (data/, or TEST_DATA_DIR). */
    dataDir: string;
  }
}

export const TEST_BASE_URL = 'http://api.test';

/** Where the suite's temporary trees go when the machine has a tmpfs with room for them. */
const TMPFS = '/dev/shm';
/** Room the suite needs at its peak: the build (about 100 MB), copies of it, fixture builds, browser profiles. */
const TMPFS_ROOM = 2 << 30;

/**
 * A folder for every temporary file of the run (os.tmpdir() in vitest's workers and in the processes they start,
 * which inherit TMPDIR), on tmpfs: the suite builds, copies and removes trees of hundreds of files, and on this
 * machine's ext4, mounted with `discard`, removing one took seconds (incremental.test.ts ran 62–80 s with its
 * temporary folders there, 44 s on tmpfs, issue 34). Left alone where TMPDIR is set, or without a tmpfs of 2 GB free
 * that runs programs.
 */
function tmpfsFolder(): string | undefined {
  if (process.env.TMPDIR) return undefined;
  try {
    const { bavail, bsize } = fs.statfsSync(TMPFS);
    if (bavail * bsize < TMPFS_ROOM) return undefined;
    const folder = fs.mkdtempSync(path.join(TMPFS, 'dsl-suite-'));
    // Tests run programs installed there (an npm exec of the CLI's package): not on a tmpfs mounted noexec.
    const probe = path.join(folder, 'probe');
    fs.writeFileSync(probe, '', { mode: 0o755 });
    try {
      fs.accessSync(probe, fs.constants.X_OK);
      return folder;
    } catch {
      fs.rmSync(folder, { recursive: true, force: true });
      return undefined;
    } finally {
      fs.rmSync(probe, { force: true });
    }
  } catch {
    return undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const tmpfs = tmpfsFolder();
  if (tmpfs) process.env.TMPDIR = tmpfs;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-test-'));
  const distDir = path.join(root, 'dist');
  // TEST_DATA_DIR builds another library (a subset while editing documents); the suite's counts assume data/.
  const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? 'data');
  const outcome = await runBuild({ dataDir, distDir, baseUrl: TEST_BASE_URL });
  if (!outcome.ok) throw new Error(`the library does not build:\n${outcome.messages.join('\n')}`);
  project.provide('distDir', distDir);
  project.provide('dataDir', dataDir);
  return () => {
    fs.rmSync(root, { recursive: true, force: true });
    // What a test left behind (a process killed before its cleanup) goes with the folder.
    if (tmpfs) fs.rmSync(tmpfs, { recursive: true, force: true });
  };
}
