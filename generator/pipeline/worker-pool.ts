/**
 * Build tasks spread over worker threads (one per core), so validating, rendering and compressing a large
 * library uses the whole machine. Small builds run in process: starting a worker costs more than a few
 * documents do.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BuildTask, TaskResult } from './build-task';
import { runWriteTask } from './render-task';
import { madeWorkerBundle, workerBundle, type WorkerEntry } from './worker-bundle';

export interface TaskRunner {
  /**
   * Runs a task; a worker pool moves `transfer` (buffers the caller gives up) rather than copying them, and
   * gives it to the worker with the least `weight` of tasks waiting (1 a task unless told).
   */
  run(task: BuildTask, transfer?: ArrayBuffer[], weight?: number): Promise<TaskResult>;
  close(): Promise<void>;
}

/**
 * Of this process's Node flags, the workers take only `--cpu-prof` and its `--cpu-prof-*=…` options, so
 * `node --cpu-prof --cpu-prof-dir=DIR` profiles every worker beside the main thread; tsx's loader stays out
 * (worker-bundle.ts).
 */
const PROFILE_FLAGS = process.execArgv.filter((flag) => flag === '--cpu-prof' || /^--cpu-prof-[a-z]+=/.test(flag));

/**
 * Runs tasks on the calling thread. A document task imports the document stage when first run: in the bundle
 * `npm run build` runs (worker-bundle.ts bundleBuildEntry), a chunk of its own with the packages only it needs
 * (the linter and the YAML, colour and font packages, about 0.4 s to load), so a build that renders no
 * document on this thread (one with nothing to render, or a large one, whose documents go to workers) never
 * loads them.
 */
export const inProcess: TaskRunner = {
  run: async (task) => (task.kind === 'document' ? (await import('./build-task')).runTask(task) : runWriteTask(task)),
  close: async () => {},
};

/**
 * A pool of `size` worker threads (default: one per core) running every task, or with `entry: 'write'` only
 * file writes. The workers load the bundle of their entry (worker-bundle.ts); tasks posted before they are
 * up wait for them.
 */
export function workerPool(size = Math.max(1, os.availableParallelism()), entry: WorkerEntry = 'build'): TaskRunner {
  const pending = new Map<number, { resolve: (r: TaskResult) => void; reject: (e: Error) => void; weight: number }>();
  const load = new Map<Worker, number>();
  let next = 0;
  const start = (url: URL): Worker[] =>
    Array.from({ length: size }, () => {
      // A bounded heap makes each worker collect its garbage early: a build's memory stays flat as the library grows.
      const worker = new Worker(url, { execArgv: PROFILE_FLAGS, resourceLimits: { maxOldGenerationSizeMb: 256 } });
      load.set(worker, 0);
      worker.on('message', ({ id, result, error }: { id: number; result?: TaskResult; error?: string }) => {
        const waiter = pending.get(id)!;
        load.set(worker, load.get(worker)! - waiter.weight);
        pending.delete(id);
        if (error) waiter.reject(new Error(error));
        else waiter.resolve(result!);
      });
      worker.on('error', (error) => {
        for (const waiter of pending.values()) waiter.reject(error);
        pending.clear();
      });
      return worker;
    });
  // Started now when the bundle is made: they load while this thread goes on, even with synchronous work.
  const made = madeWorkerBundle(entry);
  const workers = made ? Promise.resolve(start(made)) : workerBundle(entry).then(start);
  // A bundle that cannot be made fails the first task (and close), not the process.
  workers.catch(() => {});
  return {
    async run(task, transfer = [], weight = 1) {
      const ready = await workers;
      const id = next++;
      // The least loaded worker takes it; tasks are small and many, so this keeps every core busy.
      const worker = ready.reduce((a, b) => (load.get(b)! < load.get(a)! ? b : a));
      load.set(worker, load.get(worker)! + weight);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, weight });
        worker.postMessage({ id, task }, transfer);
      });
    },
    async close() {
      await Promise.all((await workers.catch((): Worker[] => [])).map((w) => w.terminate()));
    },
  };
}
