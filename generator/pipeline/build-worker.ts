/** A build worker thread: validates and renders documents and writes files (build-task.ts). */
import { runTask } from './build-task';
import { serveTasks } from './worker-loop';

serveTasks(runTask);
