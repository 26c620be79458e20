/** Token groups shaped as DESIGN.md expects (spec.md "Schema"): maps of the right value kinds. */
import { EXTENSION_GROUPS, TYPOGRAPHY_EXTENSIONS } from '../../contract/token-extensions';
import type { ParsedDocument } from '../parse-document';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';

const TYPOGRAPHY_PROPERTIES = new Set(['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'fontFeature', 'fontVariation', ...Object.keys(TYPOGRAPHY_EXTENSIONS)]);

type EntryCheck = (doc: ParsedDocument, path: string[], value: unknown) => Problem[];

const scalarEntry =
  (what: string, accept: (v: unknown) => boolean): EntryCheck =>
  (doc, path, value) =>
    accept(value) ? [] : [problemAt(doc, path, 'INVALID_TOKENS', `\`${path.join('.')}\` must be ${what}`)];

const GROUPS: Record<string, EntryCheck> = {
  colors: scalarEntry('a colour string such as "#1A1C1E"', (v) => typeof v === 'string'),
  spacing: scalarEntry('a dimension such as "16px" or a number', isScalar),
  rounded: scalarEntry('a dimension such as "8px"', (v) => typeof v === 'string' || v === 0),
  typography: (doc, path, value) => {
    if (!isMap(value)) return [problemAt(doc, path, 'INVALID_TOKENS', `\`${path.join('.')}\` must be a map of font properties`)];
    return Object.entries(value).flatMap(([prop, v]) => {
      if (!TYPOGRAPHY_PROPERTIES.has(prop)) {
        return [problemAt(doc, [...path, prop], 'INVALID_TOKENS', `\`${prop}\` is not a typography property (${[...TYPOGRAPHY_PROPERTIES].join(', ')})`)];
      }
      const allowed = (TYPOGRAPHY_EXTENSIONS as Record<string, readonly string[]>)[prop];
      if (allowed && !allowed.includes(v as string)) {
        return [problemAt(doc, [...path, prop], 'INVALID_TOKENS', `\`${path.join('.')}.${prop}\` must be one of ${allowed.join(', ')}`)];
      }
      return isScalar(v) ? [] : [problemAt(doc, [...path, prop], 'INVALID_TOKENS', `\`${path.join('.')}.${prop}\` must be a string or number`)];
    });
  },
  components: (doc, path, value) => {
    if (!isMap(value)) return [problemAt(doc, path, 'INVALID_TOKENS', `\`${path.join('.')}\` must be a map of component properties`)];
    return Object.entries(value)
      .filter(([, v]) => !isScalar(v))
      .map(([prop]) => problemAt(doc, [...path, prop], 'INVALID_TOKENS', `\`${path.join('.')}.${prop}\` must be a value or a "{token.reference}"`));
  },
};

/** The five groups DESIGN.md defines, in the order the token response writes them (the extensions follow). */
export const DESIGN_MD_GROUPS = ['colors', 'typography', 'spacing', 'rounded', 'components'] as const;

/** Every token group of the token response: DESIGN.md's five, then the extensions (contract/token-extensions.ts). */
export const TOKEN_GROUPS = [...DESIGN_MD_GROUPS, ...EXTENSION_GROUPS] as const;

export const tokenGroups: DocumentRule = (doc) =>
  DESIGN_MD_GROUPS.flatMap((group) => {
    const value = doc.data[group];
    if (value === undefined) return [];
    if (!isMap(value)) return [problemAt(doc, [group], 'INVALID_TOKENS', `\`${group}\` must be a map of tokens`)];
    const check = GROUPS[group]!;
    return Object.entries(value).flatMap(([name, v]) => check(doc, [group, name], v));
  });
