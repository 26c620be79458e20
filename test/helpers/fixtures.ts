/** Fixture documents as build sources, without touching data/. */
import fs from 'node:fs';
import path from 'node:path';
import type { SourceDocument } from '../../generator/documents/read-sources';

const FIXTURES = path.resolve('test/fixtures');
export const SYNCED_AT = '2026-01-02T03:04:05.000Z';

/** A fixture as a source; broken fixtures get a valid slug so only their named fault is reported. */
export function fixture(name: string, slug = name.toLowerCase().replace(/_/g, '-')): SourceDocument {
  const dir = fs.existsSync(path.join(FIXTURES, 'styles', `${name}.md`)) ? 'styles' : 'broken';
  const file = path.join('test/fixtures', dir, `${name}.md`);
  return { file, slug, text: fs.readFileSync(file, 'utf8'), syncedAt: SYNCED_AT };
}

export const VALID_FIXTURES = ['ink-grid', 'paper-bloom', 'loud-box'] as const;

export const validSources = (): SourceDocument[] => VALID_FIXTURES.map((name) => fixture(name));
