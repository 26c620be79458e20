// @ts-check
/** The `design-style` program: reads a command line, runs its command, and answers exit codes 0 (success), 1 (failure), 2 (usage). */
import fs from 'node:fs';
import { createApiClient } from './api-client.js';
import { CliError, EXIT, UsageError } from './cli-error.js';
import { readCliEnv, resolveBaseUrl } from './config.js';
import { commandHelp, rootHelp } from './help.js';
import { printError } from './output.js';
import { parseCommandLine } from './parse-args.js';
import { describeProgram } from './program.js';
/** @import { CliEnv } from './config.js' */
/** @import { Io } from './output.js' */
/** @import { CommandContext } from './program.js' */

function version() {
  return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).version;
}

/**
 * Runs one command line and answers its exit code.
 * @param {readonly string[]} argv
 * @param {CliEnv} env
 * @param {Io} io
 * @returns {Promise<number>}
 */
export async function run(argv, env, io) {
  const program = describeProgram(env.defaultBaseUrl);
  let line;
  try {
    line = parseCommandLine(argv, program);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`error: ${error.message}\n(see --help)\n`);
    return EXIT.USAGE;
  }
  if (line.kind === 'version') return io.out(`${version()}\n`), EXIT.OK;
  if (line.kind === 'help') return io.out(line.command ? commandHelp(program, line.command) : rootHelp(program)), EXIT.OK;
  if (line.kind === 'no-command') return io.err(rootHelp(program)), EXIT.USAGE;

  const { command, args, options } = line;
  /** @type {CommandContext} */
  const ctx = {
    io,
    json: options.json === true,
    client: (lockBase) =>
      createApiClient({
        baseUrl: resolveBaseUrl(typeof options.base === 'string' ? options.base : undefined, lockBase && !env.apiBaseUrl ? { ...env, defaultBaseUrl: lockBase } : env),
        onRedirect: (from, to) => io.err(`note: ${from} was merged into ${to}; answering with ${to}.\n`),
      }),
  };
  try {
    return (await command.run(ctx, args, options)) ?? EXIT.OK;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    printError(io, error, ctx.json);
    return error.exitCode;
  }
}

/**
 * Entry of bin/design-style.js: the process's arguments, environment and streams.
 * @param {readonly string[]} argv
 * @returns {Promise<number>}
 */
export async function main(argv) {
  // `design-style list | head`: the reader went away, so stop quietly instead of crashing on EPIPE.
  process.stdout.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'EPIPE') process.exit(EXIT.OK);
    throw error;
  });
  /** @type {Io} */
  const io = {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    cwd: process.cwd(),
  };
  try {
    return await run(argv, readCliEnv(), io);
  } catch (error) {
    io.err(`error: INTERNAL: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.FAILURE;
  }
}
