/**
 * Entry of `npm run version -- <slug> "what changed and why"`: records a changed document as its next version
 * (the bump worked out from the token diff) or publishes a new one at 1.0.0; `npm run version -- --seed`
 * publishes every document without an entry. Exit 1 when nothing could be recorded, 2 on bad usage.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedVersions, versionStyle } from './version-style';

const USAGE = 'usage: npm run version -- <slug> "what changed and why"   |   npm run version -- --seed';

function main(args: string[]): number {
  // DATA_DIR as the build reads it (build-config.ts), without the settings only the build needs.
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  if (args.length === 1 && args[0] === '--seed') {
    const seeded = seedVersions(dataDir);
    console.log(seeded.length ? `Published ${seeded.length} style(s) at 1.0.0: ${seeded.join(', ')}` : 'Every style already has a version.');
    return 0;
  }
  const [slug, summary] = args;
  if (args.length !== 2 || !slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !summary?.trim()) {
    console.error(USAGE);
    return 2;
  }
  const outcome = versionStyle(dataDir, slug, summary);
  if (!outcome.ok) {
    console.error(outcome.message);
    return 1;
  }
  const { change } = outcome;
  const counts = `${change.tokens.added.length} added, ${change.tokens.removed.length} removed, ${change.tokens.changed.length} changed`;
  const drops = change.contrast.length ? `; ${change.contrast.length} contrast pair(s) fell` : '';
  console.log(`${slug} ${change.version} (${change.bump}): ${counts} token(s)${drops}.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
