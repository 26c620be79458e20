/** The message loop of a build worker thread: runs each task the main thread posts and posts back its result. */
import { parentPort } from 'node:worker_threads';
import type { BuildTask, TaskResult } from './build-task';

export function serveTasks(run: (task: BuildTask) => TaskResult): void {
  parentPort!.on('message', ({ id, task }: { id: number; task: BuildTask }) => {
    try {
      parentPort!.postMessage({ id, result: run(task) });
    } catch (error) {
      parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) });
    }
  });
}
