/**
 * The token diff between two /token responses and the semantic version bump it calls for (issue 35).
 * Pure. Paths are dot paths into the response (`colors.primary`, `components.button-primary.backgroundColor`,
 * `modes.dark.colors.surface`); an array is one value.
 */
import type { Bump, TokenChanges } from './record';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of `tokens` by dot path (an empty object counts as a leaf, so a group's presence is seen). */
export function flattenTokens(tokens: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (isGroup(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
    } else if (at) leaves.set(at, JSON.stringify(value as Json));
  };
  walk(tokens, prefix);
  return leaves;
}

/** Paths added, removed and changed from `before` to `after`, each sorted. */
export function diffTokens(before: unknown, after: unknown): TokenChanges {
  const [old, now] = [flattenTokens(before), flattenTokens(after)];
  const added = [...now.keys()].filter((p) => !old.has(p)).sort();
  const removed = [...old.keys()].filter((p) => !now.has(p)).sort();
  const changed = [...now.keys()].filter((p) => old.has(p) && old.get(p) !== now.get(p)).sort();
  return { added, removed, changed };
}

/**
 * Major: a token or component removed or renamed (a rename is a removal and an addition), or a mode dropped;
 * minor: tokens or components added; patch: values or prose changed (also a change with no token difference).
 */
export function bumpOf(changes: TokenChanges): Exclude<Bump, 'initial'> {
  if (changes.removed.length > 0) return 'major';
  if (changes.added.length > 0) return 'minor';
  return 'patch';
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** The version after `bump` (the lower parts reset). */
export function nextVersion(version: string, bump: Exclude<Bump, 'initial'>): string {
  const match = SEMVER.exec(version);
  if (!match) throw new Error(`not a version: ${JSON.stringify(version)}`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
