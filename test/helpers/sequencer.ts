/**
 * Starts the render audit first. On a clean clone vitest has no durations to sort by and starts the larger
 * files first; the audit's file is small but runs about 350 s of a 600 s suite, so started last it ran alone
 * after every other file, with one worker idle. Started first, the other files run beside it.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that run for minutes, longest first; every other file keeps vitest's order. */
const LONGEST = ['test/audit/library.test.ts'];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
      return index < 0 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
