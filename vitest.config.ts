import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/helpers/sequencer';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files that start servers or browsers run in parallel on two cores; keep the pool small.
    maxWorkers: 2,
    // One process per worker for all its files, not one per file: the files import much the same modules (the
    // generator, the gateway, the MCP SDK, playwright), which isolation evaluated again in each of some 120
    // processes. No file mocks a module or changes the environment; a spy on a global is restored where it is made.
    isolate: false,
    // The render audit first, so the other files run beside it rather than after it.
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
