// @ts-check
/**
 * JSON values as YAML block text, for `show --part tokens`: plain scalars where YAML reads them back as the
 * same string, JSON's double-quoted form otherwise (YAML 1.2 reads every JSON string). A few lines instead of a
 * YAML library, so the package has no dependency.
 */

/** Strings YAML reads back as themselves when written plain: no indicator first, no `: ` or ` #`, no edge spaces. */
const PLAIN = /^[A-Za-z_][\w .,/()%+-]*$/;
/** Plain strings that YAML 1.1 or 1.2 would read as a boolean or null. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

/** @param {string} text */
const string = (text) => (PLAIN.test(text) && !RESERVED.test(text) && !text.endsWith(' ') ? text : JSON.stringify(text));

/**
 * @param {unknown} value
 * @returns {value is object}
 */
const isBlock = (value) => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/** @param {unknown} value */
function inline(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return string(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? '[]' : '{}';
}

/**
 * The lines of a non-empty object or array, unindented.
 * @param {object} value
 * @returns {string[]}
 */
function block(value) {
  /** @type {string[]} */
  const lines = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isBlock(item)) {
        lines.push(`- ${inline(item)}`);
        continue;
      }
      const [first, ...rest] = block(item);
      lines.push(`- ${first}`, ...rest.map((line) => `  ${line}`));
    }
    return lines;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (isBlock(item)) lines.push(`${string(key)}:`, ...block(item).map((line) => `  ${line}`));
    else lines.push(`${string(key)}: ${inline(item)}`);
  }
  return lines;
}

/**
 * A JSON value as a YAML document, with a trailing newline.
 * @param {unknown} value
 */
export function stringifyYaml(value) {
  return `${isBlock(value) ? block(value).join('\n') : inline(value)}\n`;
}
