/**
 * Progress lines for a build a person waits for (`npm run build`, the first `npm start`; issue 31, point 6):
 * documents done of total at every tenth, and every two seconds while a tenth takes longer; library files every two seconds. runBuild
 * reports progress only to a caller that asks (BuildHooks.onProgress), so tests and benches stay quiet.
 */
import type { BuildProgress } from './pipeline/build-hooks';

export interface ProgressOptions {
  /** The longest silence while work goes on (default two seconds). */
  intervalMs?: number;
  now?: () => number;
}

/** A BuildProgress listener that writes a line (without indentation or newline) when one is due. Cheap per call. */
export function progressReporter(write: (line: string) => void, { intervalMs = 2000, now = () => performance.now() }: ProgressOptions = {}): (progress: BuildProgress) => void {
  let lastAt = now();
  let lastTenth = 0;
  return ({ phase, done, total }) => {
    const at = now();
    if (phase === 'documents') {
      const tenth = total > 0 ? Math.floor((done * 10) / total) : 10;
      if (tenth <= lastTenth && at - lastAt < intervalMs) return;
      lastTenth = tenth;
      write(`documents: ${done} of ${total} (${Math.floor((done * 100) / Math.max(total, 1))} %)`);
    } else {
      if (at - lastAt < intervalMs) return;
      write(`library files: ${done}`);
    }
    lastAt = at;
  };
}
