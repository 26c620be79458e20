/**
 * A worker thread that renders (render-task.ts), writes and compresses library files: what an incremental
 * build's library stage hands out. It does not load the document stage, so it is ready sooner.
 */
import { runFilesTask, runRenderOnlyTask } from './render-task';
import { serveTasks } from './worker-loop';

serveTasks((task) => {
  if (task.kind === 'files') return runFilesTask(task);
  if (task.kind === 'render') return runRenderOnlyTask(task);
  throw new Error(`a write worker cannot run a ${task.kind} task`);
});
