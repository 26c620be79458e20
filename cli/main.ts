/** The `design-style` program: global options, the four commands, and exit codes 0 (success), 1 (failure), 2 (usage). */
import fs from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { createApiClient } from './api-client';
import { CliError, EXIT } from './cli-error';
import type { CommandContext, GlobalOptions } from './command-context';
import { BASE_URL_VARIABLE, DEFAULT_BASE_URL, readCliEnv, resolveBaseUrl, type CliEnv } from './config';
import { printError, type Io } from './output';
import { registerAdd } from './commands/add';
import { registerList } from './commands/list';
import { registerSearch } from './commands/search';
import { registerShow } from './commands/show';

const HELP_FOOTER = `
Environment:
  ${BASE_URL_VARIABLE}  base URL of the API when --base is not given
                    (default ${DEFAULT_BASE_URL})

Exit codes:
  0  success
  1  the API answered an error (printed with its code: STYLE_NOT_FOUND,
     RATE_LIMITED with the seconds to wait, ...), the server could not be
     reached (SERVER_UNREACHABLE), or a file was not written (FILE_EXISTS)
  2  usage error: unknown command or option, missing argument, a value
     outside the listed choices

Examples:
  design-style list --type retro
  design-style search swiss grid
  design-style show swiss-international --part tokens
  design-style add swiss-international --format css --dir src/styles`;

const COMMAND_EXIT_CODES = '\nExit codes: 0 success, 1 an API error / server unreachable / file not written,\n2 usage error (see design-style --help).';

function version(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** The commander program, its output bound to `io`; errors surface as exceptions (exitOverride), never process.exit. */
export function createProgram(ctx: CommandContext): Command {
  const program = new Command('design-style')
    .description('Browse the design-style library and add a style\'s DESIGN.md or design tokens to a project.')
    .version(version(), '-V, --version', 'print the version')
    .addOption(new Option('--base <url>', `base URL of the API (default: $${BASE_URL_VARIABLE}, else ${DEFAULT_BASE_URL})`))
    .option('--json', 'print the API\'s JSON instead of tables and text (errors too, on stderr)')
    .helpOption('-h, --help', 'show help for the command')
    .helpCommand('help [command]', 'show help for a command')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({ writeOut: (s) => ctx.io.out(s), writeErr: (s) => ctx.io.err(s) })
    .showHelpAfterError('(see --help)')
    .exitOverride()
    .addHelpText('after', HELP_FOOTER);
  // Registered with .command(), so each inherits the settings above (output, exitOverride, help).
  registerList(program, ctx);
  registerSearch(program, ctx);
  registerShow(program, ctx);
  registerAdd(program, ctx);
  for (const command of program.commands) command.addHelpText('after', COMMAND_EXIT_CODES);
  return program;
}

/** Runs one command line and answers its exit code. */
export async function run(argv: readonly string[], env: CliEnv, io: Io): Promise<number> {
  const ctx: CommandContext = {
    io,
    client: (command) =>
      createApiClient({
        baseUrl: resolveBaseUrl(command.optsWithGlobals<GlobalOptions>().base, env),
        onRedirect: (from, to) => io.err(`note: ${from} was merged into ${to}; answering with ${to}.\n`),
      }),
    json: (command) => command.optsWithGlobals<GlobalOptions>().json === true,
  };
  const program = createProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.OK;
  } catch (error) {
    // Help and --version end with exit code 0; every other commander error is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    if (error instanceof CliError) {
      printError(io, error, program.opts<GlobalOptions>().json === true);
      return error.exitCode;
    }
    throw error;
  }
}

/** Entry of bin.mjs: the process's arguments, environment and streams. */
export async function main(argv: readonly string[]): Promise<number> {
  // `design-style list | head`: the reader went away, so stop quietly instead of crashing on EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.OK);
    throw error;
  });
  const io: Io = {
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
