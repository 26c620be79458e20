/**
 * A copy of a built dist/ and its build cache (`<dist>.cache`) in a folder of its own. A gateway process started
 * with other published settings (a rate-limit budget: generator/published-settings.ts) rebuilds what publishes
 * them, as `npm start` does (issue 31, point 7): in the copy, never in the dist/ every other test serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDir } from '../../generator/pipeline/build-cache';

export interface DistCopy {
  distDir: string;
  remove(): void;
}

export function copyDist(distDir: string): DistCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-dist-copy-'));
  const copy = path.join(root, 'dist');
  fs.cpSync(distDir, copy, { recursive: true });
  if (fs.existsSync(cacheDir(distDir))) fs.cpSync(cacheDir(distDir), cacheDir(copy), { recursive: true });
  return { distDir: copy, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
