/**
 * The front matter's YAML loaded once with js-yaml, keeping the parser's events: js-yaml's `load` is
 * `parseEvents` then `constructFromEvents`, so calling the two here gives the same data and the same
 * errors, and the events say on which line each top-level key starts. Every valid document's digest
 * names the line of its `id`; reading it off the events spares a second parse of the front matter.
 */
import { CORE_SCHEMA, constructFromEvents, EVENT_ID, getScalarValue, parseEvents, YAMLException, type Event } from 'js-yaml';

export interface LoadedYaml {
  /** What `yaml.load(text, { schema: CORE_SCHEMA })` returns. */
  data: unknown;
  /**
   * 0-based line (within the loaded text) where the top-level mapping key `key` starts; undefined when
   * the document is not a mapping or has no such scalar key.
   */
  keyLine(key: string): number | undefined;
}

/** Offset of each top-level mapping key, in order; empty when the document is not a mapping. */
function topLevelKeys(text: string, events: readonly Event[]): Map<string, number> {
  const keys = new Map<string, number>();
  if (events[0]?.type !== EVENT_ID.DOCUMENT || events[1]?.type !== EVENT_ID.MAPPING) return keys;
  let depth = 0;
  let isKey = true;
  for (let i = 2; i < events.length; i++) {
    const event = events[i]!;
    if (event.type === EVENT_ID.POP) {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth === 0) {
      if (isKey && event.type === EVENT_ID.SCALAR && event.valueStart >= 0) {
        const name = getScalarValue(text, event);
        if (!keys.has(name)) keys.set(name, event.valueStart);
      }
      isKey = !isKey;
    }
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) depth++;
  }
  return keys;
}

/** Loads `text` as js-yaml's `load` does (CORE_SCHEMA: no timestamps), keeping the top-level key offsets. */
export function loadYaml(text: string): LoadedYaml {
  const events = parseEvents(text, { filename: '', maxDepth: 100 });
  const documents = constructFromEvents(events, { schema: CORE_SCHEMA, source: text });
  // js-yaml's `load` refuses these two cases with these words.
  if (documents.length === 0) throw new YAMLException('expected a document, but the input is empty');
  if (documents.length > 1) throw new YAMLException('expected a single document in the stream, but found more');
  let keys: Map<string, number> | undefined;
  // A lone CR is a line break to YAML; lines are only counted here where every break is an LF.
  const lfOnly = !/\r(?!\n)/.test(text);
  return {
    data: documents[0],
    keyLine(key) {
      keys ??= topLevelKeys(text, events);
      const offset = keys.get(key);
      if (offset === undefined || !lfOnly) return undefined;
      let line = 0;
      for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
      return line;
    },
  };
}
