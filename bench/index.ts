/** `npm run bench`: every benchmark in turn; figures are printed, never asserted (see docs/benchmarks.md). */
import { runDocumentPhasesBench } from './document-phases';
import { runHttpBench } from './http';
import { runScaleBench } from './scale';
import { runSearchBench } from './search';

const only = process.argv[2];
if (!only || only === 'search') await runSearchBench();
if (!only || only === 'http') await runHttpBench();
if (!only || only === 'scale') await runScaleBench();
if (!only || only === 'documents') await runDocumentPhasesBench();
