/**
 * Waiting for a quiet disk before a timed build. On this machine (ext4 mounted with `discard`, on a virtual
 * disk) deleting a 10,000-style dist/ (500,000 files) keeps the disk busy with discards for minutes, and a
 * build started meanwhile creates its files several times slower: two consecutive scale-bench runs measured
 * the same code's full build at 128 s and then 224 s, the second started behind the first one's clean-up
 * (I/O pressure 25–34 %). The bench says what it waited and the pressure it started at.
 *
 * Deleted files cost the next builds CPU as well. This ext4 has no journal, and without one the kernel will not
 * hand out an inode freed in the last 60 s (360 s while its inode table block is unwritten): each new file's
 * allocation steps over every such inode of its block group, looking each up (`recently_deleted` in
 * fs/ext4/ialloc.c; `perf` put 16 % of a build's samples there). A 2,000-style full build started 20 s
 * after deleting the last one's dist/ took 19–21 s of system CPU and 52–58 s; started 150 s after, 5–6 s and
 * 42–44 s (issue 34, sixth round). So the scale bench removes what it made only at its end (removeAtEnd,
 * removeNow) and leaves a note of when; a run started within RECENT_DELETION_MS of that note waits it out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Linux's pressure stall information: the share of time some task waited on I/O, the larger of its last
 * 10 s and last 60 s (discards come in bursts: a quiet 10 s can sit inside a busy minute), or undefined.
 */
export function ioPressure(): number | undefined {
  try {
    const some = /^some avg10=([\d.]+) avg60=([\d.]+)/m.exec(fs.readFileSync('/proc/pressure/io', 'utf8'));
    return some ? Math.max(Number(some[1]), Number(some[2])) : undefined;
  } catch {
    return undefined;
  }
}

/** How long ext4 without a journal keeps a freed inode from reuse: 60 s, and 300 s more while its block is dirty. */
export const RECENT_DELETION_MS = 360_000;

/** Where the bench notes when it last removed what it made: read by the next run, in this or another process. */
const REMOVED_NOTE = path.join(os.tmpdir(), 'dsl-bench-removed-at');

const toRemove: string[] = [];

/** Folders the bench made, removed by removeNow rather than between its builds. */
export function removeAtEnd(...dirs: string[]): void {
  toRemove.push(...dirs);
}

/** Removes every folder removeAtEnd was given, and notes when (see settleDisk). */
export function removeNow(): void {
  if (toRemove.length === 0) return;
  for (const dir of toRemove.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(REMOVED_NOTE, String(Date.now()));
}

/** Milliseconds until the bench's last removal (removeNow) stops costing new files their inodes; 0 when it does not. */
function untilRemovalAged(now = Date.now()): number {
  try {
    const at = Number(fs.readFileSync(REMOVED_NOTE, 'utf8'));
    return Number.isFinite(at) ? Math.max(0, at + RECENT_DELETION_MS - now) : 0;
  } catch {
    return 0;
  }
}

/**
 * Waits until the bench's last removal has aged (untilRemovalAged), then until I/O pressure is at most `quiet` %
 * (or `maxMs` passed, or the kernel does not say).
 */
export async function settleDisk(quiet = 5, maxMs = 300_000): Promise<{ waitedMs: number; pressure: number | undefined }> {
  const started = performance.now();
  const aging = untilRemovalAged();
  if (aging > 0) await new Promise((resolve) => setTimeout(resolve, aging));
  const aged = performance.now();
  let pressure = ioPressure();
  while (pressure !== undefined && pressure > quiet && performance.now() - aged < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    pressure = ioPressure();
  }
  return { waitedMs: performance.now() - started, pressure };
}

export const describeSettle = ({ waitedMs, pressure }: Awaited<ReturnType<typeof settleDisk>>): string =>
  pressure === undefined ? 'I/O pressure unknown' : `waited ${(waitedMs / 1000).toFixed(0)} s for I/O pressure ${pressure.toFixed(1)} %`;
