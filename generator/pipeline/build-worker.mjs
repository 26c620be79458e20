// Entry of a build worker thread: TypeScript through tsx's loader, then the worker itself (build-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./build-worker.ts');
