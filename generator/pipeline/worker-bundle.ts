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
import type { BuildOptions, Plugin } from 'esbuild';
import { CACHE_DIR, PROJECT_DIR } from '../cache-dir';
import { codeVersion } from './code-version';

const PIPELINE_DIR = path.dirname(fileURLToPath(import.meta.url));

export type WorkerEntry = 'build' | 'write';

/**
 * Each module keeps its own `import.meta.url`: the fonts, the portal's assets and the packages a module
 * requires are found from where that module lives, not from where the bundle lies.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      // A pattern, not the words themselves: this file is bundled too (into the build's entry), and the words
      // would be replaced in it.
      contents: fs.readFileSync(args.path, 'utf8').replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)),
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
const bundleFile = (entry: WorkerEntry) => path.join(CACHE_DIR, `${entry}-worker-${codeVersion()}-${SOURCES_KEY}.mjs`);

/** The bundled entry of a worker for the current code when it is already made (then workers start at once). */
export function madeWorkerBundle(entry: WorkerEntry): URL | undefined {
  const file = bundleFile(entry);
  return fs.existsSync(file) ? pathToFileURL(file) : undefined;
}

/** esbuild, loaded when a bundle is made (once per code version): a build that has its bundles does not load it. */
const esbuild = () => import('esbuild');

/** What every bundle is made with: our modules in, packages left as imports, each module's own import.meta.url. */
const BUNDLE_OPTIONS = {
  absWorkingDir: PROJECT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [ownImportMetaUrl],
  metafile: true,
  logLevel: 'silent',
} satisfies BuildOptions;

/** Bundles `entryPoint` into `outfile` (written aside, then renamed: builds started together never load half a file). */
async function bundle(entryPoint: string, outfile: string) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${outfile}.${process.pid}.${Date.now()}.partial`;
  const { build } = await esbuild();
  const result = await build({ ...BUNDLE_OPTIONS, entryPoints: [entryPoint], outfile: partial });
  fs.renameSync(partial, outfile);
  return result.metafile;
}

/** The bundled entry of a worker for the current code, made on first use; bundles of older code in this folder are removed. */
export async function workerBundle(entry: WorkerEntry): Promise<URL> {
  const file = bundleFile(entry);
  if (!fs.existsSync(file)) {
    await bundle(path.join(PIPELINE_DIR, `${entry}-worker.ts`), file);
    removeOlderBundles(CACHE_DIR, path.basename(file));
  }
  return pathToFileURL(file);
}

/** The record generator/run-build.mjs reads: the current bundle of generator/build.ts and the hash of each source in it. */
export const BUILD_ENTRY_RECORD = path.join(CACHE_DIR, `build-entry-${SOURCES_KEY}.json`);

/** The entry's file in its bundle's folder (the rest are chunks it imports). */
const BUILD_ENTRY_FILE = 'build';

/** A source's hash, as the build entry's record holds it (generator/run-build.mjs computes the same). */
const sourceHash = (bytes: Buffer) => createHash('sha1').update(bytes).digest('base64url');

/**
 * `npm run build`'s entry, generator/build.ts, bundled for generator/run-build.mjs, which then starts without
 * tsx's loader. Named by the hashes of the sources esbuild read (every one of ours the entry imports), which
 * the record beside it lists: the launcher compares them with the files, without loading any TypeScript.
 */
export async function bundleBuildEntry(): Promise<string> {
  // Named once its sources are hashed: made in a folder of its own first.
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = path.join(CACHE_DIR, `build-entry-${SOURCES_KEY}.${process.pid}.${Date.now()}.made`);
  // Split: what only rendering a document in process needs (build-task.ts, which worker-pool.ts inProcess imports
  // when it first runs a task) is a chunk of its own, with its packages, loaded only then.
  const { build } = await esbuild();
  const { metafile } = await build({
    ...BUNDLE_OPTIONS,
    entryPoints: [path.join(PIPELINE_DIR, '..', 'build.ts')],
    outdir: partial,
    splitting: true,
    entryNames: BUILD_ENTRY_FILE,
    outExtension: { '.js': '.mjs' },
  });
  const inputs = Object.fromEntries(Object.keys(metafile.inputs).sort().map((input) => [input, sourceHash(fs.readFileSync(path.join(PROJECT_DIR, input)))]));
  const version = createHash('sha1').update(JSON.stringify(inputs)).digest('base64url');
  const folder = `build-entry-${version}-${SOURCES_KEY}`;
  try {
    fs.renameSync(partial, path.join(CACHE_DIR, folder));
  } catch (error) {
    // Another build made the same bundle meanwhile: theirs is as good.
    if (!fs.existsSync(path.join(CACHE_DIR, folder, `${BUILD_ENTRY_FILE}.mjs`))) throw error;
    fs.rmSync(partial, { recursive: true, force: true });
  }
  removeOlderBundles(CACHE_DIR, folder);
  const record = `${BUILD_ENTRY_RECORD}.${process.pid}.partial`;
  const bundle = `${folder}/${BUILD_ENTRY_FILE}.mjs`;
  fs.writeFileSync(record, JSON.stringify({ bundle, inputs }));
  fs.renameSync(record, BUILD_ENTRY_RECORD);
  return path.join(CACHE_DIR, bundle);
}

/**
 * How long a replaced build entry's folder stays after it was last made or started from (generator/run-build.mjs
 * marks it): a build running from it may not have loaded its chunks yet.
 */
const ENTRY_FOLDER_GRACE_MS = 10 * 60_000;

/**
 * Removes the bundles in `dir` of the same entry and sources folder as `name` but older code. Another folder's
 * stay: a git worktree sharing this node_modules keeps its own, rather than each making its bundle again on
 * every build and starting its workers a second late. A build entry's folder (bundleBuildEntry) goes once no
 * build has started from it for ten minutes: a build running from it loads its chunk for in-process documents
 * only when it first renders one.
 */
export function removeOlderBundles(dir: string, name: string, now = Date.now()): void {
  const [, kind, folder] = /^([a-z]+-[a-z]+)-.+-([\w-]{8})(?:\.mjs)?$/.exec(name) ?? [];
  if (!kind || !folder) return;
  for (const other of fs.readdirSync(dir, { withFileTypes: true })) {
    if (other.name === name || !other.name.startsWith(`${kind}-`)) continue;
    const file = path.join(dir, other.name);
    if (other.isFile() && other.name.endsWith(`-${folder}.mjs`)) fs.rmSync(file, { force: true });
    else if (other.isDirectory() && other.name.endsWith(`-${folder}`) && now - fs.statSync(file).mtimeMs > ENTRY_FOLDER_GRACE_MS) fs.rmSync(file, { recursive: true, force: true });
  }
}
