/**
 * Waiting for a quiet disk before a timed build. On this machine (ext4 mounted with `discard`, on a virtual
 * disk) deleting a 10,000-style dist/ (500,000 files) keeps the disk busy with discards for minutes, and a
 * build started meanwhile creates its files several times slower: two consecutive scale-bench runs measured
 * the same code's full build at 128 s and then 224 s, the second started behind the first one's clean-up
 * (I/O pressure 25–34 %). The bench says what it waited and the pressure it started at.
 */
import fs from 'node:fs';

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

/** Waits until I/O pressure is at most `quiet` % (or `maxMs` passed, or the kernel does not say). */
export async function settleDisk(quiet = 5, maxMs = 300_000): Promise<{ waitedMs: number; pressure: number | undefined }> {
  const started = performance.now();
  let pressure = ioPressure();
  while (pressure !== undefined && pressure > quiet && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    pressure = ioPressure();
  }
  return { waitedMs: performance.now() - started, pressure };
}

export const describeSettle = ({ waitedMs, pressure }: Awaited<ReturnType<typeof settleDisk>>): string =>
  pressure === undefined ? 'I/O pressure unknown' : `waited ${(waitedMs / 1000).toFixed(0)} s for I/O pressure ${pressure.toFixed(1)} %`;
