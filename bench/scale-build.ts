/** One build for the scale bench (bench/scale.ts): runs `runBuild` on DATA_DIR/DIST_DIR and prints its figures as JSON. */
import { readBuildConfig } from '../generator/build-config';
import { runBuild } from '../generator/build';

const started = performance.now();
const phases: Record<string, number> = {};
// The process's RSS (worker threads included) sampled four times a second: the highest in each phase.
const PHASES = ['read', 'documents', 'similar', 'library', 'finish'] as const;
let phase = 0;
const rssMb: Record<string, number> = {};
const sample = () => {
  const name = PHASES[Math.min(phase, PHASES.length - 1)]!;
  rssMb[name] = Math.max(rssMb[name] ?? 0, Math.round(process.memoryUsage.rss() / 1_048_576));
};
const sampler = setInterval(sample, 250);
const outcome = await runBuild(readBuildConfig(), {
  onPhase: (name, ms) => {
    sample();
    phases[name] = Math.round(ms);
    phase = PHASES.indexOf(name) + 1;
  },
});
clearInterval(sampler);
const ms = performance.now() - started;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify(
    outcome.ok
      ? { ok: true, ms, maxRssMb, phases, rssMb, rendered: outcome.rendered, written: outcome.writes.written, deleted: outcome.writes.deleted }
      : { ok: false, ms, maxRssMb, messages: outcome.messages.slice(0, 5) },
  ),
);
