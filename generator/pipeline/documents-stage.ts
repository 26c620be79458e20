/**
 * The build's second stage: every pending document validated and rendered (document-stage.ts), on worker
 * threads for large libraries, its files written to the staging directory; then the library rules over
 * every valid document, fresh or cached. Only digests stay in memory.
 */
import fs from 'node:fs';
import { formatProblem, type Problem } from '../documents/problem';
import { libraryProblems, sortProblems } from '../documents/library-problems';
import { versionProblem } from '../versions/record';
import type { BuildHooks } from './build-hooks';
import { lazyPreview } from './build-cache';
import type { DocumentDigest } from './document-stage';
import type { BuildPlan } from './read-stage';
import type { TaskRunner } from './worker-pool';

/** Documents handed out at once: enough to keep every worker busy, few enough to keep memory flat. */
const DOCUMENTS_IN_FLIGHT = 16;

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export interface RenderedDocuments {
  /** Every valid document's digest, fresh or cached, in id order. */
  digests: DocumentDigest[];
  /** The digests of the documents this build rendered, by slug. */
  fresh: Map<string, DocumentDigest>;
  /** Paths of their files in the staging directory. */
  stagedPaths: string[];
  /** Files written (precompressed siblings included). */
  written: number;
  warnings: string[];
}

export async function documentsStage(
  plan: BuildPlan,
  runner: TaskRunner,
  staging: string,
  hooks: Pick<BuildHooks, 'onProgress' | 'unversioned'>,
): Promise<{ ok: true; documents: RenderedDocuments } | { ok: false; messages: string[] }> {
  const { config, versions, pending, listed, cached } = plan;
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const fresh = new Map<string, DocumentDigest>();
  const stagedPaths: string[] = [];
  let written = 0;
  let done = 0;
  await eachLimited(pending, DOCUMENTS_IN_FLIGHT, async (item) => {
    const { file, slug, syncedAt } = item.source;
    const text = item.text ?? fs.readFileSync(item.source.path, 'utf8');
    const key = item.key ?? plan.documentKeyOf(item.source, text);
    item.text = undefined; // handed to the runner: the text is no longer needed here
    // Its bytes against its entry of data/versions.json: a valid document changed without a new version fails the build.
    const version = versions[slug] ?? null;
    const unversioned = versionProblem({ file, slug, text }, version ?? undefined);
    const outcome = await runner.run({ kind: 'document', source: { file, slug, syncedAt, text, version }, baseUrl: config.baseUrl, key, root: staging });
    if (outcome.kind !== 'document') return;
    written += outcome.written;
    if (!outcome.result.ok) problems.push(...outcome.result.problems);
    else {
      if (unversioned && hooks.unversioned !== 'warn') problems.push(unversioned);
      else if (unversioned) warnings.push(formatProblem(unversioned));
      const { previewJson, ...sent } = outcome.result.digest;
      fresh.set(slug, lazyPreview(unversioned ? { ...sent, versionKey: 'unversioned' } : sent, previewJson));
      stagedPaths.push(...outcome.result.paths);
    }
    hooks.onProgress?.({ phase: 'documents', done: ++done, total: pending.length });
  });
  // Cached digests keep their preview data unparsed until a preview page needs it; covers are read from dist/.
  const digests = listed
    .map((s) => fresh.get(s.slug) ?? (cached.has(s.slug) ? (Object.assign(cached.get(s.slug)!.digest, { cover: '' }) as DocumentDigest) : undefined))
    .filter((d): d is DocumentDigest => d !== undefined);
  problems.push(...libraryProblems(digests.map((d) => ({ file: d.file, slug: d.summary.slug, id: d.summary.id, idLine: d.idLine })), { retired: plan.retired }));
  if (problems.length > 0) return { ok: false, messages: sortProblems(problems).map(formatProblem) };
  digests.sort((a, b) => a.summary.id - b.summary.id);
  return { ok: true, documents: { digests, fresh, stagedPaths, written, warnings } };
}
