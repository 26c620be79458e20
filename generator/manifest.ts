/**
 * dist/manifest.json: its path and shape. A module of its own, importing nothing heavy, so the gateway and
 * the freshness check read it without loading the generator (issue 22: `npm start` until /healthz).
 */
import type { PublishedSettings } from './published-settings';
import type { Redirects } from './responses/redirects';

export const MANIFEST_PATH = 'manifest.json';

/** The search files' tables of summaries, in shard order (one file in a build before issue 34). */
export const searchStylesFiles = (manifest: Pick<Manifest, 'search'>): string[] => [manifest.search.styles].flat();

/** dist/manifest.json: what the gateway needs to resolve URLs without listing dist/ (responses/routes.ts). */
export interface Manifest {
  apiVersion: string;
  baseUrl: string;
  /** Every setting the build wrote into a published file (published-settings.ts): the freshness check compares them. */
  settings: PublishedSettings;
  /** Styles per list filter (`all` and each type). */
  totals: Record<string, number>;
  /** URL → path of the files outside the per-style and list patterns. */
  routes: Record<string, string>;
  /** Retired slug → surviving slug: their URLs answer 301. */
  redirects: Redirects;
  /**
   * The search index: one file per shard, and per shard the table of the summaries its refs (ids) name, in the
   * same order (a build before issue 34 wrote one table, a string).
   */
  search: { shards: string[]; styles: string[] | string };
}
