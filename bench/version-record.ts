/**
 * The version record of a bench library (issue 35): the build fails a document its data/versions.json does not
 * record, so a bench writes one. Each document without an entry is published at 1.0.0; an edited one gets the
 * patch version `npm run version` would cut for a value change (its new summary reaches every list page, as a
 * real edit's does), without the token diff and the tokens file, which no bench measures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentHash, readVersions, writeVersions, type VersionChange } from '../generator/versions/record';
import { nextVersion } from '../generator/versions/token-diff';
import { isoSecond } from '../generator/versions/version-style';

const NO_TOKENS = { added: [], removed: [], changed: [] };

export function recordVersions(dataDir: string, now = new Date()): void {
  const record = readVersions(dataDir);
  const stylesDir = path.join(dataDir, 'styles');
  const date = isoSecond(now);
  let moved = false;
  for (const name of fs.readdirSync(stylesDir).filter((n) => n.endsWith('.md'))) {
    const slug = name.slice(0, -'.md'.length);
    const hash = documentHash(fs.readFileSync(path.join(stylesDir, name)));
    const entry = record[slug];
    if (entry?.hash === hash) continue;
    const version = entry ? nextVersion(entry.version, 'patch') : '1.0.0';
    const change: VersionChange = { version, date, bump: entry ? 'patch' : 'initial', summary: entry ? 'Edited by the bench.' : 'First published version.', tokens: NO_TOKENS, contrast: [] };
    record[slug] = { version, updated_at: date, hash, changes: [change, ...(entry?.changes ?? [])] };
    moved = true;
  }
  if (moved) writeVersions(dataDir, record);
}
