/**
 * The portal's static assets: the stylesheet and scripts written here (generator/portal/assets/) and
 * the Scalar browser bundle, vendored in data/references (`npm run references`: the package's dependency
 * tree is 200 MB, the bundle 3.6 MB). Read once per process; nothing is fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceDir } from '../references/references';

export interface PortalAssets {
  css: string;
  portalJs: string;
  referenceJs: string;
  /** The style previews' shared stylesheet and light/dark switch. */
  previewCss: string;
  previewJs: string;
  /** @scalar/api-reference's standalone browser bundle. */
  scalarJs: string;
}

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/** The bundle as the package exports it (`@scalar/api-reference/browser/standalone.js`), from its pinned copy. */
function scalarBundlePath(): string {
  return path.join(referenceDir('@scalar/api-reference'), 'dist/browser/standalone.js');
}

let cached: PortalAssets | undefined;

/** Reads the assets (inputs of the build, like the documents); the result is cached. */
export function readPortalAssets(): PortalAssets {
  cached ??= {
    css: fs.readFileSync(path.join(ASSETS_DIR, 'portal.css'), 'utf8'),
    portalJs: fs.readFileSync(path.join(ASSETS_DIR, 'portal.js'), 'utf8'),
    referenceJs: fs.readFileSync(path.join(ASSETS_DIR, 'reference.js'), 'utf8'),
    previewCss: fs.readFileSync(path.join(ASSETS_DIR, 'preview.css'), 'utf8'),
    previewJs: fs.readFileSync(path.join(ASSETS_DIR, 'preview.js'), 'utf8'),
    scalarJs: fs.readFileSync(scalarBundlePath(), 'utf8'),
  };
  return cached;
}

/**
 * The same assets, each read when first used: an incremental build renders the portal's asset files only
 * when their key changed, so most builds never read the 3.6 MB Scalar bundle.
 */
export function lazyPortalAssets(): PortalAssets {
  const assets = {} as PortalAssets;
  for (const key of ['css', 'portalJs', 'referenceJs', 'previewCss', 'previewJs', 'scalarJs'] as const) {
    Object.defineProperty(assets, key, { enumerable: true, get: () => readPortalAssets()[key] });
  }
  return assets;
}
