/** A build worker thread: runs the tasks the main thread posts (build-task.ts) and posts back their results. */
import { parentPort } from 'node:worker_threads';
import { runTask, type BuildTask } from './build-task';

parentPort!.on('message', ({ id, task }: { id: number; task: BuildTask }) => {
  try {
    parentPort!.postMessage({ id, result: runTask(task) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) });
  }
});
