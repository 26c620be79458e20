// @ts-check
/**
 * The `design-style` program as data: its global options and its commands, each a descriptor with its
 * arguments, options and run function (commands/*.js). parse-args.js reads a command line against it,
 * help.js prints it.
 */
import { BASE_URL_VARIABLE } from './config.js';
import { add } from './commands/add.js';
import { diff } from './commands/diff.js';
import { list } from './commands/list.js';
import { outdated } from './commands/outdated.js';
import { search } from './commands/search.js';
import { show } from './commands/show.js';
import { update } from './commands/update.js';
/** @import { ApiClient } from './api-client.js' */
/** @import { Io } from './output.js' */

/**
 * An option: `kind` says whether it takes no value (`--force`), a value (`--type <type>`) or an optional
 * one (`--fonts [source]`, which takes `preset` when given bare).
 * @typedef {object} OptionSpec
 * @property {string} name its long name (`--name`), and its key among the parsed values
 * @property {string} flags as the help shows it: `-h, --help`, `--type <type>`, `--fonts [source]`
 * @property {'boolean' | 'string' | 'optional'} kind
 * @property {string} description
 * @property {string} [short] a one-letter alias (`-h`)
 * @property {readonly string[]} [choices]
 * @property {string} [default]
 * @property {string} [preset]
 */

/**
 * An argument, required unless `optional` (`[slug]`, last); a variadic one (`<words...>`) comes last and takes the rest.
 * @typedef {{ name: string, description?: string, variadic?: boolean, optional?: boolean }} ArgumentSpec
 */

/** @typedef {Readonly<Record<string, string | boolean | undefined>>} OptionValues */

/**
 * What a command receives: where to write, whether --json was given, and the API client of --base.
 * @typedef {object} CommandContext
 * @property {Io} io
 * @property {boolean} json
 * @property {(lockBase?: string) => ApiClient} client the client for --base, else DESIGN_STYLE_API, else the
 *   service a lock was written from (`lockBase`, for outdated, diff and update), else the default
 */

/**
 * @typedef {object} CommandSpec
 * @property {string} name
 * @property {string} description
 * @property {readonly ArgumentSpec[]} args
 * @property {readonly OptionSpec[]} options
 * @property {string} [helpAfter] printed after the options in the command's help
 * @property {(ctx: CommandContext, args: readonly string[], options: OptionValues) => Promise<number | void>} run
 *   answers an exit code when it is not 0 without an error (`outdated` finding a newer version)
 */

/** @type {OptionSpec} */
export const HELP_OPTION = { name: 'help', short: 'h', flags: '-h, --help', kind: 'boolean', description: 'show help for the command' };

/**
 * @typedef {object} Program
 * @property {string} name
 * @property {string} description
 * @property {readonly OptionSpec[]} options options of every command, given before or after its name
 * @property {readonly CommandSpec[]} commands
 * @property {string} helpAfter the root help's closing text
 */

/**
 * The program, its help naming `defaultBaseUrl`: where the CLI goes without --base or DESIGN_STYLE_API.
 * @param {string} defaultBaseUrl
 * @returns {Program}
 */
export function describeProgram(defaultBaseUrl) {
  return {
    name: 'design-style',
    description: 'Browse the design-style library and add a style\'s DESIGN.md or design tokens to a project.',
    options: [
      { name: 'version', short: 'V', flags: '-V, --version', kind: 'boolean', description: 'print the version' },
      { name: 'base', flags: '--base <url>', kind: 'string', description: `base URL of the API (default: $${BASE_URL_VARIABLE}, else ${defaultBaseUrl})` },
      { name: 'json', flags: '--json', kind: 'boolean', description: 'print the API\'s JSON instead of tables and text (errors too, on stderr)' },
    ],
    commands: [list, search, show, add, outdated, diff, update],
    helpAfter: `
Environment:
  ${BASE_URL_VARIABLE}  base URL of the API when --base is not given
                    (default ${defaultBaseUrl})

Exit codes:
  0  success
  1  the API answered an error (printed with its code: STYLE_NOT_FOUND,
     RATE_LIMITED with the seconds to wait, ...), the server could not be
     reached (SERVER_UNREACHABLE), a file was not written (FILE_EXISTS,
     FILE_EDITED), or outdated found a style with a newer version
  2  usage error: unknown command or option, missing argument, a value
     outside the listed choices

Examples:
  design-style list --type retro
  design-style search swiss grid
  design-style show swiss-international --part tokens
  design-style add swiss-international --format css --dir src/styles
  design-style outdated
  design-style diff swiss-international
  design-style update`,
  };
}

export const COMMAND_EXIT_CODES = '\nExit codes: 0 success, 1 an API error / server unreachable / file not written,\n2 usage error (see design-style --help).';
