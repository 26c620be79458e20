/** Entry of `npm run build`: reads data/, builds, writes dist/ or prints every problem and exits 1. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildConfig, type BuildConfig } from './build-config';
import { buildSite } from './build-site';
import { formatProblem } from './documents/problem';
import { readSources } from './documents/read-sources';
import { readRetired } from './documents/retired';
import { readPortalAssets } from './portal/assets';
import { writeDist, type WriteStats } from './write-dist';

export type BuildOutcome = { ok: true; files: number; styles: number; writes: WriteStats } | { ok: false; messages: string[] };

/** Builds `config.dataDir` into `config.distDir`; on failure the previous dist/ is left untouched. */
export function runBuild(config: BuildConfig): BuildOutcome {
  const sources = readSources(path.join(config.dataDir, 'styles'));
  const retired = readRetired(config.dataDir);
  if (!retired.ok) return { ok: false, messages: retired.problems.map(formatProblem) };
  const result = buildSite(sources, { baseUrl: config.baseUrl, portalAssets: readPortalAssets(), retired: retired.retired });
  if (!result.ok) return { ok: false, messages: result.problems.map(formatProblem) };
  const writes = writeDist(result.files, config.distDir);
  return { ok: true, files: result.files.length, styles: sources.length, writes };
}

function main(): void {
  let config: BuildConfig;
  try {
    config = readBuildConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const started = performance.now();
  const outcome = runBuild(config);
  if (!outcome.ok) {
    for (const message of outcome.messages) console.error(message);
    console.error(`Build failed: ${outcome.messages.length} problem(s); ${path.relative(process.cwd(), config.distDir) || config.distDir} was left as it was.`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  const { written, unchanged, deleted } = outcome.writes;
  console.log(`Built ${outcome.styles} styles into ${outcome.files} files in ${config.distDir} (${ms} ms): ${written} written, ${unchanged} unchanged, ${deleted} deleted.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
