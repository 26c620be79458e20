// @ts-check
/**
 * A command line read against the program's descriptors (program.js): Node's util.parseArgs splits it into
 * options and positionals; this module finds the command, checks each option and argument, and says what to
 * do, or throws a UsageError worded as the CLI has always worded them (`unknown option '--colour'`).
 */
import { parseArgs } from 'node:util';
import { UsageError } from './cli-error.js';
import { HELP_OPTION } from './program.js';
/** @import { CommandSpec, OptionSpec, OptionValues, Program } from './program.js' */

/**
 * @typedef {{ kind: 'version' }
 *   | { kind: 'help', command: CommandSpec | undefined }
 *   | { kind: 'no-command' }
 *   | { kind: 'run', command: CommandSpec, args: string[], options: OptionValues }} CommandLine
 */

/**
 * Edit distance, for suggesting the command or option a typo meant.
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * `\n(Did you mean list?)` when one candidate is a near miss, else nothing.
 * @param {string} word
 * @param {readonly string[]} candidates
 */
function suggestion(word, candidates) {
  const near = candidates.filter((c) => distance(word, c) <= Math.max(1, Math.floor(c.length / 3)));
  return near.length > 0 ? `\n(Did you mean ${near.join(' or ')}?)` : '';
}

/**
 * An option given bare takes its preset unless the next word is its value (it does not start with `-`).
 * @param {readonly string[]} argv
 * @param {ReadonlyMap<string, OptionSpec>} optional by long flag
 */
function withPresets(argv, optional) {
  const end = argv.indexOf('--');
  return argv.map((arg, i) => {
    const spec = (end < 0 || i < end) && optional.get(arg);
    const next = argv[i + 1];
    return spec && (next === undefined || next.startsWith('-')) ? `${arg}=${spec.preset}` : arg;
  });
}

/**
 * @param {OptionSpec} spec
 * @param {string | undefined} value
 */
function checkValue(spec, value) {
  if (value === undefined) throw new UsageError(`option '${spec.flags}' argument missing`);
  if (spec.choices && !spec.choices.includes(value)) {
    throw new UsageError(`option '${spec.flags}' argument '${value}' is invalid. Allowed choices are ${spec.choices.join(', ')}.`);
  }
  return value;
}

/**
 * What a command line asks for. Global options go before or after the command's name; `help [command]`
 * and `--help` ask for help, `--version` for the version.
 * @param {readonly string[]} argv
 * @param {Program} program
 * @returns {CommandLine}
 */
export function parseCommandLine(argv, program) {
  const everyOption = [HELP_OPTION, ...program.options, ...program.commands.flatMap((c) => c.options)];
  /** @type {import('node:util').ParseArgsConfig['options']} */
  const lexed = {};
  for (const o of everyOption) lexed[o.name] = { type: o.kind === 'boolean' ? 'boolean' : 'string', ...(o.short ? { short: o.short } : {}) };
  const optional = new Map(everyOption.filter((o) => o.kind === 'optional').map((o) => [`--${o.name}`, o]));
  const { tokens } = parseArgs({ args: withPresets(argv, optional), options: lexed, strict: false, allowPositionals: true, tokens: true });

  /** @type {CommandSpec | undefined} */
  let command;
  let helpCommand = false;
  /** @type {string[]} */
  const positionals = [];
  for (const token of tokens) {
    if (token.kind !== 'positional') continue;
    if (command || helpCommand) positionals.push(token.value);
    else if (token.value === 'help') helpCommand = true;
    else {
      command = program.commands.find((c) => c.name === token.value);
      const names = program.commands.map((c) => c.name);
      if (!command) throw new UsageError(`unknown command '${token.value}'${suggestion(token.value, names)}`);
    }
  }

  const known = new Map([HELP_OPTION, ...program.options, ...(command?.options ?? [])].map((o) => [o.name, o]));
  /** @type {Record<string, string | boolean>} */
  const values = {};
  /** @type {string | undefined} */
  let unknown;
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = known.get(token.name);
    if (!spec) unknown ??= token.rawName;
    else if (spec.kind === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`option '${spec.flags}' takes no value`);
      values[spec.name] = true;
    } else values[spec.name] = checkValue(spec, token.value);
  }
  if (values.version) return { kind: 'version' };
  if (helpCommand) {
    const name = positionals[0];
    const target = name === undefined ? undefined : program.commands.find((c) => c.name === name);
    if (name !== undefined && !target) throw new UsageError(`unknown command '${name}'`);
    return { kind: 'help', command: target };
  }
  if (values.help) return { kind: 'help', command };
  if (unknown !== undefined) {
    const flags = [...known.values()].map((o) => `--${o.name}`);
    throw new UsageError(`unknown option '${unknown}'${unknown.startsWith('--') ? suggestion(unknown, flags) : ''}`);
  }
  if (!command) return { kind: 'no-command' };

  const { args } = command;
  const missing = args[positionals.length];
  if (missing && !missing.optional) throw new UsageError(`missing required argument '${missing.name}'`);
  if (args.at(-1)?.variadic !== true && positionals.length > args.length) {
    throw new UsageError(`too many arguments for '${command.name}'. Expected ${args.length} argument${args.length === 1 ? '' : 's'} but got ${positionals.length}.`);
  }
  for (const o of command.options) if (o.default !== undefined && values[o.name] === undefined) values[o.name] = o.default;
  return { kind: 'run', command, args: positionals, options: values };
}
