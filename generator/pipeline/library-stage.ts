/**
 * The build's library stage: the staged documents' files put into dist/ first (on a build in place), then
 * every library file (library/families.ts) that can have changed, written; the manifest is held for the
 * write stage. What the previous build proves unchanged is skipped on its word (library/library-files.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../documents/problem';
import { listOrders } from '../library/library-context';
import type { LibraryFile } from '../library/library-file';
import { libraryFiles } from '../library/library-files';
import { lazyPortalAssets } from '../portal/assets';
import type { LlmsSections, PreviousLlmsFull } from '../publish/llms-txt';
import type { KeyedNeighbour } from '../similarity/nearest';
import { breathe } from './breathe';
import type { LibraryCache } from './build-cache';
import type { BuildHooks } from './build-hooks';
import type { DistTarget } from './dist-target';
import type { RenderedDocuments } from './documents-stage';
import { writeLibraryFiles, type BodiesAhead } from './library-writes';
import type { BuildPlan } from './read-stage';
import { cachedNeighbours } from './similar-stage';
import type { TaskRunner } from './worker-pool';

type LlmsLayouts = NonNullable<LibraryCache['llmsFull']>;
type LlmsLayout = LlmsLayouts[string];

const llmsLayout = (sections: LlmsSections): LlmsLayout => {
  const entries = [...sections];
  return { first: entries[0]?.[0] ?? null, size: entries.at(-1)?.[1][1] ?? 0, sections: Object.fromEntries(entries) };
};

/**
 * The sections of a file of complete documents (dist/llms-full.txt or a part) a build can copy rather than
 * render again: those of documents it did not render, still first (or still not first), from a file of the
 * size the cache recorded.
 */
function previousLlmsFull(distDir: string, filePath: string, layout: LlmsLayout | undefined, fresh: ReadonlyMap<string, unknown>): PreviousLlmsFull | undefined {
  const file = path.join(distDir, filePath);
  if (!layout || fs.statSync(file, { throwIfNoEntry: false })?.size !== layout.size) return undefined;
  return {
    range: (slug, first) => {
      const at = layout.sections[slug];
      return at && !fresh.has(slug) && (layout.first === slug) === first ? at : undefined;
    },
    read: (into, at, start, end) => {
      const fd = fs.openSync(file, 'r');
      try {
        for (let done = 0; done < end - start; ) done += fs.readSync(fd, into, at + done, end - start - done, start + done);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

/** Reads a cover's elements back from dist/ (covers/<slug>.svg: the <svg> line, the <title>, the elements, </svg>). */
function coverFromDist(distDir: string, slug: string): string {
  const lines = fs.readFileSync(path.join(distDir, 'covers', `${slug}.svg`), 'utf8').trimEnd().split('\n');
  return lines.slice(2, -1).join('\n');
}

export interface LibraryOutcome {
  /** Files written or moved into place. */
  written: number;
  /** Keyed library file path → the key it was written with. */
  keys: Record<string, string>;
  manifest: LibraryFile;
  listOrders: Record<string, string>;
  /** Where each style lies in each file of complete documents, as this build or a vouched previous one laid it out. */
  llmsFull: LlmsLayouts | undefined;
}

export async function libraryStage(
  plan: BuildPlan,
  documents: RenderedDocuments,
  neighbours: ReadonlyMap<string, readonly KeyedNeighbour[]>,
  target: DistTarget,
  writer: TaskRunner,
  ahead: BodiesAhead,
  hooks: Pick<BuildHooks, 'onProgress' | 'onDocumentFiles'>,
): Promise<{ ok: true; library: LibraryOutcome } | { ok: false; messages: string[] }> {
  const { config, distDir, cached } = plan;
  const { digests, fresh } = documents;
  // An interrupted build's files are not what the cache says (LibraryCache.writing): make and compare every one.
  const previous = plan.previous?.vouched ? plan.previous : undefined;
  // Layouts of files this build leaves alone stay as they were.
  const previousLayouts = previous?.cache.llmsFull;
  let llmsFull: LlmsLayouts | undefined = previousLayouts && { ...previousLayouts };
  // Library files' paths follow from the code, the slugs and the list totals: when every filter lists the
  // same styles in the same order as in the previous build, which was checked, they cannot clash.
  const orders = listOrders(digests);
  const checkClashes = !previous || JSON.stringify(orders) !== JSON.stringify(previous.cache.listOrders);
  const library = libraryFiles({
    digests,
    baseUrl: config.baseUrl,
    portalAssets: lazyPortalAssets(),
    retired: plan.retired,
    neighbours,
    // Read back when needed rather than held: a large library's texts and covers need not stay in memory.
    documentBytes: (slug) => fs.readFileSync(path.join(config.dataDir, 'styles', `${slug}.md`)),
    // Every cover is on disk by now: fresh ones in the staging directory (full build) or moved into dist/.
    coverElements: (slug) => coverFromDist(target.live, slug),
    apiPerMinute: config.apiRequestsPerMinute,
    pagesPerMinute: config.pageRequestsPerMinute,
    assetsPerMinute: config.assetRequestsPerMinute,
    llmsFull: {
      previous: (file) => previousLlmsFull(distDir, file, previousLayouts?.[file], fresh),
      rendered: (file, sections) => {
        llmsFull ??= {};
        if (sections) llmsFull[file] = llmsLayout(sections);
        else delete llmsFull[file];
      },
    },
    llmsFullMaxStyles: config.llmsFullMaxStyles,
    previous: previous && {
      summaries: new Map([...cached].map(([slug, entry]) => [slug, entry.summaryHash])),
      previewKeys: new Map([...cached].map(([slug, entry]) => [slug, entry.digest.previewKey])),
      neighbours: cachedNeighbours(cached),
      listOrders: previous.cache.listOrders,
      totals: previous.manifest.totals,
    },
    summaryHashes: new Map([...cached].filter(([slug]) => !fresh.has(slug)).map(([slug, entry]) => [slug, entry.summaryHash])),
    listOrders: orders,
    // Without a clash check, nothing needs the files the previous build proves unchanged.
    omitUnchanged: !checkClashes,
  });

  // Documents first: staged files move into dist/ before any page links to them.
  let written = target.placeDocuments(documents.stagedPaths, fresh.keys());
  if (target.inPlace) {
    hooks.onDocumentFiles?.(documents.stagedPaths);
    // A server on this thread (npm run dev) answers with them now, not once the library stage is done.
    await breathe(true);
  }
  const writes = await writeLibraryFiles(library, {
    writer,
    root: target.live,
    mode: target.mode,
    vouchedKeys: previous?.cache.files,
    checkClashes,
    ahead,
    onProgress: hooks.onProgress,
  });
  if (writes.clashes.length > 0) return { ok: false, messages: writes.clashes.map(formatProblem) };
  written += writes.written;
  // Only the files this build produces (a split library's parts come and go with its types).
  if (llmsFull) llmsFull = Object.fromEntries(Object.entries(llmsFull).filter(([file]) => file in writes.keys));
  return { ok: true, library: { written, keys: writes.keys, manifest: writes.manifest, listOrders: orders, llmsFull } };
}
