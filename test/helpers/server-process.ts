/** Runs the real entry point as `npm start` does (`node --import tsx gateway/server.ts`), on an ephemeral port. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Spawned servers, killed when the test process exits so a failed test never leaves one running. */
const spawned = new Set<ChildProcess>();
process.once('exit', () => spawned.forEach((c) => c.kill('SIGKILL')));

const STARTUP_TIMEOUT_MS = 30_000;

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASE_URL: 'http://api.test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (spawned.delete(child), resolve(code))));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not report listening within ${STARTUP_TIMEOUT_MS} ms (is LOG_LEVEL above info?):\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Polls until `predicate` holds (bounded), for log lines written by another process. */
export async function eventually(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
