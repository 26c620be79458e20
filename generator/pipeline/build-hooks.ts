/** What a caller of runBuild (build.ts) may watch and tune: progress, phase times, worker thresholds, `npm run dev`'s memory. */
import type { CacheMemo } from './build-cache';
import type { TaskRunner } from './worker-pool';

export interface BuildProgress {
  phase: 'documents' | 'library';
  done: number;
  total: number;
}

export type BuildPhase = 'read' | 'documents' | 'similar' | 'library' | 'finish';

export interface BuildHooks {
  onProgress?: (progress: BuildProgress) => void;
  /** Called as each phase ends, with its duration (the scale bench prints them). */
  onPhase?: (phase: BuildPhase, ms: number) => void;
  /** Worker threads for documents: from this many changed documents on (default 200), or never with Infinity. */
  workersFrom?: number;
  /** Worker threads for the library stage's writes: from this many styles on (default 1,000), or never with Infinity. */
  writePoolFrom?: number;
  /** Write workers the caller keeps between builds (`npm run dev`), used instead of starting a pool per build. */
  writePool?: TaskRunner;
  /** Cache entries the caller keeps between builds (`npm run dev`), read from memory while they are current. */
  memo?: CacheMemo;
  /**
   * What a document changed since its entry in data/versions.json (or without one) is: a problem that fails the
   * build (the default), or, for `npm run dev` while a document is being edited, a warning in the outcome, the
   * document rendered with the version it had.
   */
  unversioned?: 'fail' | 'warn';
  /** Called on an incremental build with the paths (under dist/) of the document files it has just put in place. */
  onDocumentFiles?: (paths: readonly string[]) => void;
  /** Called with the path of each search shard the library stage writes as it was built ahead (pipeline/shards-ahead.ts). */
  onShardAhead?: (path: string) => void;
}
