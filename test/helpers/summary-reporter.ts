/**
 * Prints the slowest test files with their durations (what to look at when the suite nears its 10 minutes),
 * then one closing line, `tests: N passed, N failed, N skipped`, that CI reads whatever the runner.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files are listed. */
const SLOWEST = 12;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed++;
    }
    const timed = modules
      .map((m) => ({ file: path.relative(process.cwd(), m.moduleId), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (timed.length > 1) {
      process.stdout.write(`\nslowest files:\n${timed.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}`).join('\n')}\n`);
    }
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
