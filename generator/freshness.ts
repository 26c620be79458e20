/**
 * Whether dist/ must be rebuilt before serving: missing, older than data/ or the generator, or built with other
 * published settings (BASE_URL, a rate-limit budget: published-settings.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildConfig } from './build-config';
import { MANIFEST_PATH, type Manifest } from './manifest';
import { CLI_PACKAGE_URL } from './publish/cli-package';
import { publishedSettings, settingsChange } from './published-settings';

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = fs.statSync(dir).mtimeMs; // a deleted file changes its directory's mtime
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** A reason to rebuild, or null when dist/ is up to date. */
export function staleReason(config: BuildConfig, generatorDir: string): string | null {
  const manifestFile = path.join(config.distDir, MANIFEST_PATH);
  if (!fs.existsSync(manifestFile)) return 'dist/ has not been built';
  const builtAt = fs.statSync(manifestFile).mtimeMs;
  if (newestMtime(config.dataDir) > builtAt) return 'data/ changed since the last build';
  if (newestMtime(generatorDir) > builtAt) return 'the generator changed since the last build';
  // The CLI's package is packed from cli/ beside the generator, and rewritten when cli/ changes (issue 31).
  const cliPackage = path.join(config.distDir, CLI_PACKAGE_URL.slice(1));
  const packedAt = fs.existsSync(cliPackage) ? fs.statSync(cliPackage).mtimeMs : 0;
  if (newestMtime(path.join(generatorDir, '..', 'cli')) > packedAt) return 'the CLI (cli/) changed since the last build';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // A manifest from before the settings were recorded names its base URL only.
  return settingsChange(manifest.settings ?? { BASE_URL: manifest.baseUrl }, publishedSettings(config));
}
