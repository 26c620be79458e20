/**
 * The build's code version: a hash of the generator's sources and of the libraries whose output it
 * embeds. A cached document or page is reused only when it was made by the same code.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontPackageVersions } from '../fonts/font-catalog';
import { referencePackages } from '../references/references';

const GENERATOR_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBRARIES = ['@google/design.md', 'lunr', 'culori', 'fontkit', '@modelcontextprotocol/sdk'];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.(ts|mts|mjs|js|css)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

function libraryVersion(name: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(GENERATOR_DIR, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

let cached: string | undefined;

export function codeVersion(): string {
  if (cached) return cached;
  const hash = createHash('sha1');
  for (const file of sourceFiles(GENERATOR_DIR)) hash.update(path.relative(GENERATOR_DIR, file)).update(fs.readFileSync(file));
  for (const name of LIBRARIES) hash.update(`${name}@${libraryVersion(name)}`);
  // Scalar's browser bundle is copied into dist/ from its pinned copy in data/references.
  hash.update(`@scalar/api-reference@${referencePackages()['@scalar/api-reference']}`);
  // The font packages' files are copied into dist/ and drawn into covers.
  for (const version of fontPackageVersions()) hash.update(version);
  return (cached = hash.digest('base64url'));
}
