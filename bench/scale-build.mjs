/**
 * One build for the scale bench (bench/scale.ts): runs `runBuild` on DATA_DIR/DIST_DIR and prints its figures as
 * JSON. Loaded as `npm run build` loads it (generator/run-build.mjs: the bundled entry, not tsx), so the bench's
 * timing of the whole process is what a user of `npm run build` waits for.
 */
import { buildEntry } from '../generator/run-build.mjs';

const { readBuildConfig, runBuild } = await buildEntry();

const started = performance.now();
const phases = {};
// The process's RSS (worker threads included) sampled four times a second: the highest in each phase.
const PHASES = ['read', 'documents', 'similar', 'library', 'finish'];
let phase = 0;
const rssMb = {};
const sample = () => {
  const name = PHASES[Math.min(phase, PHASES.length - 1)];
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
