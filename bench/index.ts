/** `npm run bench`: every benchmark in turn; figures are printed, never asserted (see README). */
import { runHttpBench } from './http';
import { runSearchBench } from './search';

const only = process.argv[2];
if (!only || only === 'search') await runSearchBench();
if (!only || only === 'http') await runHttpBench();
