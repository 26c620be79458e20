/**
 * Entry of `npm run check [-- files…]`: validates the library without writing dist/, printing every
 * problem as `file:line: message [CODE]` (a document changed since its recorded version included); with file arguments, only those files' problems. Exit 1 on any.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildConfig } from './build-config';
import { formatProblem } from './documents/problem';
import { readSources } from './documents/read-sources';
import { readRetired } from './documents/retired';
import { validateLibrary } from './documents/validate-library';
import { readVersions } from './versions/record';

function main(): void {
  const config = readBuildConfig();
  const wanted = new Set(process.argv.slice(2).map((f) => path.resolve(f)));
  // Each document with its entry of data/versions.json: a changed one without a new version is a problem.
  const versions = readVersions(config.dataDir);
  const sources = readSources(path.join(config.dataDir, 'styles')).map((s) => ({ ...s, version: versions[s.slug] ?? null }));
  const retired = readRetired(config.dataDir);
  const result = retired.ok ? validateLibrary(sources, { retired: retired.retired }) : { ok: false as const, problems: retired.problems };
  const problems = result.ok ? [] : result.problems.filter((p) => wanted.size === 0 || wanted.has(path.resolve(p.file)));
  for (const problem of problems) console.error(formatProblem(problem));
  const checked = wanted.size || sources.length;
  console.log(problems.length === 0 ? `${checked} document(s) valid.` : `${problems.length} problem(s).`);
  process.exit(problems.length === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
