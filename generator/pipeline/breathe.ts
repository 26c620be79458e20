/** Lets a long build share its thread: a gateway on the same thread (npm run dev) keeps answering while it renders. */

/** The longest a build holds its thread between two turns of the event loop. */
const BREATHE_MS = 25;
let breathed = performance.now();

/** Lets the event loop run (timers, sockets) when the build has held the thread for BREATHE_MS, or now. */
export async function breathe(now = false): Promise<void> {
  if (!now && performance.now() - breathed < BREATHE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  breathed = performance.now();
}
