/**
 * The build workers' code as one JavaScript file per entry, bundled by esbuild once per code version.
 *
 * A worker that loads the generator's TypeScript through tsx's loader sends every module (ours and the
 * packages') through a loader-hooks thread of its own: measured 2.8–3.6 s and 7–8 s of CPU before two
 * workers could take a task, on two cores, which an edit at 10,000 styles paid beside its own work
 * (issue 22). A bundle of our modules, with packages left as imports, loads without hooks.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { codeVersion } from './code-version';

const PIPELINE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Inside the project, so the bundle's imports of packages resolve to its node_modules. */
export const BUNDLE_DIR = path.join(PIPELINE_DIR, '..', '..', 'node_modules', '.cache', 'design-style-library');

export type WorkerEntry = 'build' | 'write';

/**
 * Each module keeps its own `import.meta.url`: the fonts, the portal's assets and the packages a module
 * requires are found from where that module lives, not from where the bundle lies.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/**
 * The bundle names the sources' folder as well as their version: the bundle holds their absolute paths, so a
 * project moved elsewhere (or a git worktree sharing this node_modules) makes its own rather than loading one
 * that points at files no longer there.
 */
const SOURCES_KEY = createHash('sha256').update(PIPELINE_DIR).digest('base64url').slice(0, 8);
const bundleFile = (entry: WorkerEntry) => path.join(BUNDLE_DIR, `${entry}-worker-${codeVersion()}-${SOURCES_KEY}.mjs`);

/** The bundled entry of a worker for the current code when it is already made (then workers start at once). */
export function madeWorkerBundle(entry: WorkerEntry): URL | undefined {
  const file = bundleFile(entry);
  return fs.existsSync(file) ? pathToFileURL(file) : undefined;
}

/** The bundled entry of a worker for the current code, made on first use; bundles of older code in this folder are removed. */
export async function workerBundle(entry: WorkerEntry): Promise<URL> {
  const file = bundleFile(entry);
  const name = path.basename(file);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(BUNDLE_DIR, { recursive: true });
    // Written aside then renamed: builds started together (tests in parallel) never load half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await build({
      entryPoints: [path.join(PIPELINE_DIR, `${entry}-worker.ts`)],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [ownImportMetaUrl],
      logLevel: 'silent',
    });
    fs.renameSync(partial, file);
    removeOlderBundles(BUNDLE_DIR, name);
  }
  return pathToFileURL(file);
}

/**
 * Removes the bundles in `dir` of the same entry and sources folder as `name` but older code. Another folder's
 * stay: a git worktree sharing this node_modules keeps its own, rather than each making its bundle again on
 * every build and starting its workers a second late.
 */
export function removeOlderBundles(dir: string, name: string): void {
  const [, entry, folder] = /^(\w+)-worker-.+-([\w-]{8})\.mjs$/.exec(name) ?? [];
  if (!entry || !folder) return;
  for (const other of fs.readdirSync(dir)) {
    if (other !== name && other.startsWith(`${entry}-worker-`) && other.endsWith(`-${folder}.mjs`)) fs.rmSync(path.join(dir, other), { force: true });
  }
}
