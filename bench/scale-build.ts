/** One build for the scale bench (bench/scale.ts): runs `runBuild` on DATA_DIR/DIST_DIR and prints its figures as JSON. */
import { readBuildConfig } from '../generator/build-config';
import { runBuild } from '../generator/build';

const started = performance.now();
const phases: Record<string, number> = {};
const outcome = await runBuild(readBuildConfig(), { onPhase: (name, ms) => void (phases[name] = Math.round(ms)) });
const ms = performance.now() - started;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify(
    outcome.ok
      ? { ok: true, ms, maxRssMb, phases, rendered: outcome.rendered, written: outcome.writes.written, deleted: outcome.writes.deleted }
      : { ok: false, ms, maxRssMb, messages: outcome.messages.slice(0, 5) },
  ),
);
