// @ts-check
/**
 * What changed between two token responses (issue 35), as `design-style diff` prints it: every leaf token
 * (`colors.primary`, `components.button-primary.backgroundColor`, an array such as a gradient's stops is one
 * value) added, removed or changed, grouped by top-level group and by mode. Top-level groups hold the document's
 * own mode (`mode.default`); `modes.<mode>.<group>…` holds the other mode's values. Pure functions, no I/O.
 */

/**
 * A token's dot path and its value.
 * @typedef {{ path: string, value: unknown }} Leaf
 * @typedef {{ path: string, value: unknown }} TokenValue
 * @typedef {{ path: string, from: unknown, to: unknown }} TokenChange
 * @typedef {{ group: string, mode: string, added: TokenValue[], removed: TokenValue[], changed: TokenChange[] }} GroupDiff
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every leaf under `value`, by dot path.
 * @param {unknown} value
 * @param {string} [prefix]
 * @param {Map<string, unknown>} [into]
 * @returns {Map<string, unknown>}
 */
export function flattenTokens(value, prefix = '', into = new Map()) {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flattenTokens(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into.set(prefix, value);
  return into;
}

/**
 * The group and mode a token path belongs to: `modes.light.colors.surface` → colors, light;
 * `colors.primary` → colors, the document's own mode.
 * @param {string} tokenPath
 * @param {string} defaultMode
 */
export function groupOf(tokenPath, defaultMode) {
  const parts = tokenPath.split('.');
  if (parts[0] === 'modes' && parts.length > 2) return { group: parts[2] ?? '', mode: parts[1] ?? '' };
  return { group: parts[0] ?? '', mode: defaultMode };
}

/**
 * The document's own mode, `light` when it does not say.
 * @param {unknown} tokens
 */
const defaultModeOf = (tokens) => {
  const mode = isObject(tokens) && isObject(tokens.mode) ? tokens.mode.default : undefined;
  return typeof mode === 'string' ? mode : 'light';
};

/**
 * JSON with object keys sorted: the lock stores its tokens sorted, the API in the document's order.
 * @param {unknown} value
 * @returns {string}
 */
const canonical = (value) =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : isObject(value)
      ? `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`
      : JSON.stringify(value);

/** @param {unknown} a @param {unknown} b */
const same = (a, b) => canonical(a) === canonical(b);

/**
 * The differences from `before` to `after`, one entry per group and mode that has any, in the order the groups
 * appear (after's, then before's), paths sorted within each.
 * @param {unknown} before
 * @param {unknown} after
 * @returns {GroupDiff[]}
 */
export function diffTokens(before, after) {
  const old = flattenTokens(before);
  const now = flattenTokens(after);
  const oldMode = defaultModeOf(before);
  const newMode = defaultModeOf(after);
  /** @type {Map<string, GroupDiff>} */
  const groups = new Map();
  /** @param {string} tokenPath @param {string} mode */
  const entry = (tokenPath, mode) => {
    const { group, mode: m } = groupOf(tokenPath, mode);
    const key = `${group}\u0000${m}`;
    let diff = groups.get(key);
    if (!diff) groups.set(key, (diff = { group, mode: m, added: [], removed: [], changed: [] }));
    return diff;
  };
  for (const [p, value] of now) {
    if (!old.has(p)) entry(p, newMode).added.push({ path: p, value });
    else if (!same(old.get(p), value)) entry(p, newMode).changed.push({ path: p, from: old.get(p), to: value });
  }
  for (const [p, value] of old) if (!now.has(p)) entry(p, oldMode).removed.push({ path: p, value });
  /** @param {{ path: string }} a @param {{ path: string }} b */
  const byPath = (a, b) => a.path.localeCompare(b.path);
  return [...groups.values()]
    .filter((g) => g.added.length + g.removed.length + g.changed.length > 0)
    .map((g) => ({ ...g, added: g.added.sort(byPath), removed: g.removed.sort(byPath), changed: g.changed.sort(byPath) }));
}

/**
 * Semantic versions compared by major, minor and patch: negative, zero or positive.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const parse = (/** @type {string} */ v) => v.split(/[-+]/)[0]?.split('.').map((n) => Number.parseInt(n, 10) || 0) ?? [];
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/**
 * A token value as one short line.
 * @param {unknown} value
 */
export const formatValue = (value) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * What replacing `current` with `next` would lose, line by line: the lines of `current` that `next` does not keep
 * (a longest-common-subsequence diff; past 2,000 lines a side, lines absent from `next` at all).
 * @param {string} current
 * @param {string} next
 * @returns {{ lost: string[], added: number }}
 */
export function lostLines(current, next) {
  const a = current.split('\n');
  const b = next.split('\n');
  if (a.length > 2000 || b.length > 2000) {
    const kept = new Set(b);
    const theirs = new Set(a);
    return { lost: a.filter((line) => !kept.has(line)), added: b.filter((line) => !theirs.has(line)).length };
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  /** @type {string[]} */
  const lost = [];
  let added = 0;
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) lost.push(a[i++] ?? '');
    else (added += 1), (j += 1);
  }
  return { lost: [...lost, ...a.slice(i)], added: added + b.length - j };
}
