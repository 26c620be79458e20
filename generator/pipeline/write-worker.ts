/**
 * A worker thread that renders (render-task.ts), writes and compresses library files: what an incremental
 * build's library stage hands out. It does not load the document stage, so it is ready sooner.
 */
import { runWriteTask } from './render-task';
import { serveTasks } from './worker-loop';

serveTasks((task) => {
  if (task.kind === 'document') throw new Error(`a write worker cannot run a ${task.kind} task`);
  return runWriteTask(task);
});
