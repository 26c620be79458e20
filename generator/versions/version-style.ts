/**
 * Cutting a version (issue 35): what `npm run version` does, callable in process (tests, benches). Reads the
 * document, diffs its tokens against those recorded for the previous version, works out the bump and the
 * contrast pairs that fell, and writes the entry (newest change first) and the tokens it was cut from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../documents/problem';
import { parseStyleDocument } from '../documents/parse-document';
import { listSources } from '../documents/read-sources';
import { TOKEN_GROUPS } from '../documents/rules/token-groups';
import type { StyleTokens } from '../tokens/theme';
import { contrastDrops } from './contrast-drops';
import {
  documentHash,
  FIRST_SUMMARY,
  FIRST_VERSION,
  readVersions,
  tokensPath,
  writeVersions,
  type VersionChange,
  type VersionEntry,
  type VersionRecord,
} from './record';
import { bumpOf, diffTokens, nextVersion } from './token-diff';

export type VersionOutcome = { ok: true; entry: VersionEntry; change: VersionChange } | { ok: false; message: string };

/** An ISO 8601 UTC time to the second, as the record writes it. */
export const isoSecond = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The /token response of a document's text (the token groups of its front matter), or the problems parsing it. */
function tokensOf(file: string, slug: string, text: string): { ok: true; tokens: StyleTokens } | { ok: false; message: string } {
  const parsed = parseStyleDocument({ file, slug, text, syncedAt: new Date(0).toISOString() });
  if (!parsed.ok) return { ok: false, message: parsed.problems.map(formatProblem).join('\n') };
  const tokens: Record<string, unknown> = {};
  for (const group of TOKEN_GROUPS) if (parsed.doc.data[group] !== undefined) tokens[group] = parsed.doc.data[group];
  return { ok: true, tokens: tokens as StyleTokens };
}

const writeTokens = (dataDir: string, slug: string, tokens: StyleTokens) => {
  const file = tokensPath(dataDir, slug);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`);
};

/** The entry of a style published for the first time. */
function firstEntry(hash: string, date: string, summary: string): { entry: VersionEntry; change: VersionChange } {
  const change: VersionChange = { version: FIRST_VERSION, date, bump: 'initial', summary, tokens: { added: [], removed: [], changed: [] }, contrast: [] };
  return { entry: { version: FIRST_VERSION, updated_at: date, hash, changes: [change] }, change };
}

/**
 * Records the current bytes of `data/styles/<slug>.md`: a new version after the previous one (bump from the
 * token diff), or 1.0.0 for a style without an entry. Refuses a document that has not changed or does not parse.
 */
export function versionStyle(dataDir: string, slug: string, summary: string, now: Date = new Date()): VersionOutcome {
  const file = path.join(dataDir, 'styles', `${slug}.md`);
  if (!summary.trim()) return { ok: false, message: 'say what changed and why: npm run version -- <slug> "what changed and why"' };
  if (!fs.existsSync(file)) return { ok: false, message: `no document ${path.relative(process.cwd(), file)}` };
  const text = fs.readFileSync(file, 'utf8');
  const parsed = tokensOf(path.relative(process.cwd(), file), slug, text);
  if (!parsed.ok) return parsed;
  const record = readVersions(dataDir);
  const previous = record[slug];
  const hash = documentHash(text);
  const date = isoSecond(now);
  let outcome: { entry: VersionEntry; change: VersionChange };
  if (!previous) outcome = firstEntry(hash, date, summary.trim());
  else {
    if (previous.hash === hash) return { ok: false, message: `${slug} has not changed since ${previous.version}` };
    const tokensFile = tokensPath(dataDir, slug);
    if (!fs.existsSync(tokensFile)) return { ok: false, message: `no tokens recorded for ${slug} ${previous.version} (${path.relative(process.cwd(), tokensFile)})` };
    const before = JSON.parse(fs.readFileSync(tokensFile, 'utf8')) as StyleTokens;
    const tokens = diffTokens(before, parsed.tokens);
    const bump = bumpOf(tokens);
    const version = nextVersion(previous.version, bump);
    const change: VersionChange = { version, date, bump, summary: summary.trim(), tokens, contrast: contrastDrops(before, parsed.tokens) };
    outcome = { entry: { version, updated_at: date, hash, changes: [change, ...previous.changes] }, change };
  }
  writeTokens(dataDir, slug, parsed.tokens);
  writeVersions(dataDir, { ...record, [slug]: outcome.entry });
  return { ok: true, ...outcome };
}

/**
 * Publishes at 1.0.0 every document without an entry, dated by its sync time (its commit time): the seed of
 * a library, or of a test's or bench's copy. Returns the slugs seeded; a document that does not parse is left out.
 */
export function seedVersions(dataDir: string, summary = FIRST_SUMMARY): string[] {
  const record: VersionRecord = readVersions(dataDir);
  const seeded: string[] = [];
  for (const source of listSources(path.join(dataDir, 'styles'))) {
    if (record[source.slug]) continue;
    const text = fs.readFileSync(source.path, 'utf8');
    const parsed = tokensOf(source.file, source.slug, text);
    if (!parsed.ok) continue;
    record[source.slug] = firstEntry(documentHash(text), source.syncedAt, summary).entry;
    writeTokens(dataDir, source.slug, parsed.tokens);
    seeded.push(source.slug);
  }
  if (seeded.length > 0) writeVersions(dataDir, record);
  return seeded;
}
