/** Splits a style document into front matter data and Markdown body, with line lookup for problems. */
import { lint, runLinter, type LintReport } from '@google/design.md/linter';
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import { loadYaml, type LoadedYaml } from './front-matter-yaml';
import type { Problem } from './problem';
import type { SourceDocument } from './read-sources';

export interface ParsedDocument {
  source: SourceDocument;
  data: Record<string, unknown>;
  /** The Markdown body, without the front matter and the blank lines after it. */
  body: string;
  /** 1-based file line of the YAML node at `path` (its nearest existing ancestor, else the front matter start). */
  lineOf(path: readonly (string | number)[]): number;
  /** The official DESIGN.md linter's report (findings and resolved tokens), computed once on first use. */
  lint(): LintReport;
}

/**
 * gray-matter's `matter` is the text after the opening `---`, starting with that line's newline:
 * its 0-based line n is file line n + 1.
 */
const FRONT_MATTER_OFFSET = 1;

/**
 * Lines of YAML nodes: a top-level key's from js-yaml's events (every valid document asks for its `id`),
 * any other node's from a parse with `yaml`, which keeps every node's position, done on first need.
 */
function lineLocator(frontMatter: string, loaded: LoadedYaml | undefined): (path: readonly (string | number)[]) => number {
  let located: { doc: ReturnType<typeof parseDocument>; counter: LineCounter } | undefined;
  return (path) => {
    const topLevel = path.length === 1 && typeof path[0] === 'string' ? loaded?.keyLine(path[0]) : undefined;
    if (topLevel !== undefined) return topLevel + FRONT_MATTER_OFFSET;
    located ??= (() => {
      const counter = new LineCounter();
      return { doc: parseDocument(frontMatter, { lineCounter: counter }), counter };
    })();
    const offset = nodeOffset(located.doc.contents, path);
    return offset === undefined ? 1 : located.counter.linePos(offset).line - 1 + FRONT_MATTER_OFFSET;
  };
}

function once<T>(compute: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: compute() }).v;
}

interface YamlNode {
  items?: Array<YamlNode & { key?: YamlNode & { value?: unknown }; value?: YamlNode }>;
  range?: [number, number, number];
}

/** Offset of the deepest node on `path` that exists: the key of a map entry, or a sequence item. */
function nodeOffset(contents: unknown, path: readonly (string | number)[]): number | undefined {
  let node = contents as YamlNode | null | undefined;
  let offset: number | undefined;
  for (const step of path) {
    if (typeof step === 'number') {
      const item = node?.items?.[step];
      if (!item) break;
      offset = item.range?.[0];
      node = item;
    } else {
      const pair = node?.items?.find((item) => item.key?.value === step);
      if (!pair) break;
      offset = pair.key?.range?.[0];
      node = pair.value;
    }
  }
  return offset;
}

/**
 * What the official linter reads of a document: the front matter, as the JSON of the data the build loaded
 * (dataJson), and the heading outline. Its rules look at tokens and at sections (missing, order), never at
 * paragraphs or at how the YAML was written: YAML is a superset of JSON, and its parser reads one line of
 * JSON twice as fast as the block YAML it came from (a lint 7 ms -> 3.5 ms, issue 22); leaving paragraphs
 * out made it 2.5 times faster before that. Without JSON (see dataJson) the YAML is kept as written.
 * test/content/library.test.ts checks that every document gets the same findings and the same resolved tokens.
 */
export function lintInput(text: string, body: string, json: string | undefined): string {
  const headings = body.split(/\r?\n/).filter((line) => /^#{1,6}\s/.test(line));
  const frontMatter = json === undefined ? text.slice(0, text.length - body.length) : `---\n${json}\n---\n`;
  return `${frontMatter}${headings.join('\n\n')}\n`;
}

/**
 * Whether the official linter reads a top-level key as its own (colors, components…) rather than as an unknown key,
 * asked of the linter itself once per key name: a one-key document, no rules run.
 */
const linterKnowsKey = (() => {
  const known = new Map<string, boolean>();
  return (key: string): boolean => {
    let knows = known.get(key);
    if (knows === undefined) {
      const probe = lint(`---\n${JSON.stringify({ [key]: 0 })}\n---\n`, { rules: [] });
      knows = !(probe.designSystem.unknownKeys ?? []).includes(key);
      known.set(key, knows);
    }
    return knows;
  };
})();

/**
 * The official linter's report on a document whose front matter loaded as `data` (its JSON, `json`).
 * Of a key the linter does not know (an extension: modes, elevation, component-effects…), its model keeps the
 * value as it parsed it and one rule looks at it (token-like-ignored); nothing else reads it. Parsing those
 * values was half of each lint (its YAML parser and the Markdown parser's front matter pass, issue 34), so the
 * linter reads each as 0 and its model is handed the loaded value before its rules run on it: the rules are the
 * package's own, on the same state, in the same order. Without JSON (see dataJson) it reads the YAML as written.
 */
export function lintOutline(text: string, body: string, data: Record<string, unknown>, json: string | undefined): LintReport {
  if (json === undefined) return lint(lintInput(text, body, undefined));
  const unknown = Object.keys(data).filter((key) => !linterKnowsKey(key));
  if (unknown.length === 0) return lint(lintInput(text, body, json));
  const outline = JSON.stringify(Object.fromEntries(Object.entries(data).map(([key, value]) => [key, unknown.includes(key) ? 0 : value])));
  const modelled = lint(lintInput(text, body, outline), { rules: [] });
  const state = modelled.designSystem;
  // A front matter the linter could not read gives an empty model and no rules run: read as before, it says so.
  if ((state.unknownKeys ?? []).length === 0) return lint(lintInput(text, body, json));
  state.unknownKeyValues = Object.fromEntries((state.unknownKeys ?? []).map((key) => [key, data[key]]));
  const ruled = runLinter(state);
  return {
    ...modelled,
    findings: [...modelled.findings, ...ruled.findings],
    summary: {
      errors: modelled.summary.errors + ruled.summary.errors,
      warnings: modelled.summary.warnings + ruled.summary.warnings,
      infos: modelled.summary.infos + ruled.summary.infos,
    },
  };
}

/** The loaded front matter as JSON; undefined for anything but a non-empty mapping of JSON values (not `.inf`, `.nan`). */
export function dataJson(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) return undefined;
  let json = true;
  const text = JSON.stringify(data, (_key, value: unknown) => {
    if (typeof value === 'number' && !Number.isFinite(value)) json = false;
    return value;
  });
  return json ? text : undefined;
}

/** Parses a source; a YAML syntax error is a problem with its line, not an exception. */
export function parseStyleDocument(source: SourceDocument): { ok: true; doc: ParsedDocument } | { ok: false; problems: Problem[] } {
  let parsed: matter.GrayMatterFile<string>;
  let loaded: LoadedYaml | undefined;
  // CORE_SCHEMA: no YAML timestamps or other implicit types beyond JSON's, so `era: 1980s` stays a string.
  const yaml = (text: string) => (loaded = loadYaml(text)).data as object;
  try {
    // Passing options also bypasses gray-matter's shared cache, whose objects must not be mutated.
    parsed = matter(source.text, { engines: { yaml } });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return {
      ok: false,
      problems: [
        {
          file: source.file,
          line: mark?.line !== undefined ? mark.line + FRONT_MATTER_OFFSET : 1,
          code: 'YAML_SYNTAX',
          message: `front matter is not valid YAML: ${reason}`,
        },
      ],
    };
  }
  const loadedData = parsed.data && typeof parsed.data === 'object' && !Array.isArray(parsed.data) ? parsed.data : {};
  const json = dataJson(loadedData);
  // The data read back from its JSON holds strings of its own. js-yaml's scalars are slices of the source
  // text, and one kept by a cache (parsed colours, a cover's laid-out title) kept the whole text alive: a
  // build worker grew by some 80 kB a document on the real documents, 400 MB over 5,000 (issue 22).
  const data = json === undefined ? loadedData : (JSON.parse(json) as object);
  return {
    ok: true,
    doc: {
      source,
      data: data as Record<string, unknown>,
      body: parsed.content.replace(/^(?:[ \t]*\r?\n)+/, ''),
      lineOf: lineLocator(parsed.matter, loaded),
      lint: once(() => lintOutline(source.text, parsed.content, data as Record<string, unknown>, json)),
    },
  };
}
