/**
 * `npm run build`: generator/build.ts run from its bundle (pipeline/worker-bundle.ts bundleBuildEntry: an entry file and its chunks)
 * rather than through tsx's loader, whose hooks thread handed over every module of the generator and its
 * packages: about 1.4 s of CPU before the build began, in every build (issue 34). The bundle is current when
 * each source its record lists still has the hash listed there; else tsx loads the bundler once, makes it,
 * and the next build starts without it. Plain JavaScript, so that nothing here needs tsx.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE_DIR = path.join(PROJECT_DIR, 'node_modules', '.cache', 'design-style-library');
// As worker-bundle.ts names this folder's bundles.
const SOURCES_KEY = createHash('sha256').update(path.join(PROJECT_DIR, 'generator', 'pipeline')).digest('base64url').slice(0, 8);

/** The bundle its record names, if every source it lists is unchanged. */
function currentBundle() {
  try {
    const { bundle, inputs } = JSON.parse(fs.readFileSync(path.join(BUNDLE_DIR, `build-entry-${SOURCES_KEY}.json`), 'utf8'));
    for (const [input, hash] of Object.entries(inputs)) {
      if (createHash('sha1').update(fs.readFileSync(path.join(PROJECT_DIR, input))).digest('base64url') !== hash) return undefined;
    }
    const file = path.join(BUNDLE_DIR, bundle);
    if (!fs.existsSync(file)) return undefined;
    // Its folder is marked used: a build making a newer bundle leaves it for ten minutes more (removeOlderBundles),
    // while this build may still import its chunk for documents.
    try {
      const now = new Date();
      fs.utimesSync(path.dirname(file), now, now);
    } catch {
      // A folder this user cannot mark (a read-only node_modules) is still a bundle to run.
    }
    return file;
  } catch {
    return undefined;
  }
}

/** generator/build.ts's exports (main, runBuild, readBuildConfig), from its current bundle, made first if need be. */
export async function buildEntry() {
  let bundle = currentBundle();
  if (!bundle) {
    const { tsImport } = await import('tsx/esm/api');
    const { bundleBuildEntry } = await tsImport('./pipeline/worker-bundle.ts', import.meta.url);
    bundle = await bundleBuildEntry();
  }
  return import(pathToFileURL(bundle).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await (await buildEntry()).main();
