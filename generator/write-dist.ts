/**
 * The only module that writes dist/. It writes a complete sibling directory first and swaps it in,
 * so a failed or interrupted build never leaves a half-written dist/ behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './responses/output-file';

/** Writes `files` into `distDir`, replacing its previous content atomically (as far as rename allows). */
export function writeDist(files: readonly OutputFile[], distDir: string): void {
  const target = path.resolve(distDir);
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const file of files) {
      const full = path.join(staging, file.path);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file.body);
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = fs.existsSync(target);
  if (hadPrevious) fs.renameSync(target, previous);
  fs.renameSync(staging, target);
  if (hadPrevious) fs.rmSync(previous, { recursive: true, force: true });
}
