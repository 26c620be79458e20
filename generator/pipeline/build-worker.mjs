// Entry of a build worker thread: TypeScript through tsx's loader, then the worker itself, build-worker.ts
// (documents and files) or write-worker.ts (files only), as the pool's workerData says.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry === 'write' ? './write-worker.ts' : './build-worker.ts');
