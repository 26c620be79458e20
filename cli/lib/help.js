// @ts-check
/**
 * The help screens, laid out from the program's descriptors: usage, description, then options, global options
 * and commands in two columns, descriptions wrapped at 80 columns.
 */
import { COMMAND_EXIT_CODES, HELP_OPTION } from './program.js';
/** @import { ArgumentSpec, CommandSpec, OptionSpec, Program } from './program.js' */

const WIDTH = 80;

/**
 * The words of `text` in lines of at most `width` characters (a longer word stands alone).
 * @param {string} text
 * @param {number} width
 */
function wrap(text, width) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** @param {readonly string[]} values */
const quoted = (values) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * An option's description with its choices, default and preset.
 * @param {OptionSpec} o
 */
function describeOption(o) {
  const extras = [
    o.choices ? `choices: ${quoted(o.choices)}` : '',
    o.default !== undefined ? `default: ${JSON.stringify(o.default)}` : '',
    o.preset !== undefined ? `preset: ${JSON.stringify(o.preset)}` : '',
  ].filter(Boolean);
  return extras.length ? `${o.description} (${extras.join(', ')})` : o.description;
}

/** @param {ArgumentSpec} a */
const argumentUsage = (a) => (a.optional ? `[${a.name}]` : `<${a.name}${a.variadic ? '...' : ''}>`);

/** @param {CommandSpec} c */
const commandUsage = (c) => [c.name, '[options]', ...c.args.map(argumentUsage)].join(' ');

/**
 * Titled sections of [term, description] rows, every term padded to the widest of all sections.
 * @param {[string, [string, string][]][]} sections
 */
function columns(sections) {
  const width = Math.max(...sections.flatMap(([, rows]) => rows.map(([term]) => term.length)));
  const indent = ' '.repeat(2 + width + 2);
  return sections
    .filter(([, rows]) => rows.length > 0)
    .map(([title, rows]) => `${title}:\n${rows.map(([term, text]) => `  ${term.padEnd(width)}  ${wrap(text, WIDTH - indent.length).join(`\n${indent}`)}`.trimEnd()).join('\n')}`)
    .join('\n\n');
}

/** @param {OptionSpec} o @returns {[string, string]} */
const optionRow = (o) => [o.flags, describeOption(o)];

/**
 * `design-style --help`.
 * @param {Program} program
 */
export function rootHelp(program) {
  const body = columns([
    ['Options', [...program.options, HELP_OPTION].map(optionRow)],
    ['Commands', [...program.commands.map((c) => /** @type {[string, string]} */ ([commandUsage(c), c.description])), ['help [command]', 'show help for a command']]],
  ]);
  return `Usage: ${program.name} [options] [command]\n\n${wrap(program.description, WIDTH).join('\n')}\n\n${body}\n${program.helpAfter}\n`;
}

/**
 * `design-style <command> --help`, or `design-style help <command>`.
 * @param {Program} program
 * @param {CommandSpec} command
 */
export function commandHelp(program, command) {
  const body = columns([
    ['Arguments', command.args.filter((a) => a.description).map((a) => [a.name, a.description ?? ''])],
    ['Options', [...command.options, HELP_OPTION].map(optionRow)],
    ['Global Options', program.options.map(optionRow)],
  ]);
  const usage = `Usage: ${program.name} ${commandUsage(command)}`;
  return `${usage}\n\n${wrap(command.description, WIDTH).join('\n')}\n\n${body}\n${command.helpAfter ? `${command.helpAfter}\n` : ''}${COMMAND_EXIT_CODES}\n`;
}
