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

export default async function setup(project: TestProject): Promise<() => void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-test-'));
  const distDir = path.join(root, 'dist');
  // TEST_DATA_DIR builds another library (a subset while editing documents); the suite's counts assume data/.
  const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? 'data');
  const outcome = await runBuild({ dataDir, distDir, baseUrl: TEST_BASE_URL });
  if (!outcome.ok) throw new Error(`the library does not build:\n${outcome.messages.join('\n')}`);
  project.provide('distDir', distDir);
  project.provide('dataDir', dataDir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
