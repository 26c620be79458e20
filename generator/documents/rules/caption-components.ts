/**
 * Caption-like components are not `input-*` states (issue 17): `input-hint`, `input-helper`,
 * `input-placeholder` or an `input-error` without a background are text under or in a field, yet by
 * their name they would inherit the field's height and padding. They are named `helper-text`,
 * `placeholder-text` or `error-text`.
 */
import { STATE_SUFFIXES } from '../../contract/token-extensions';
import { problemAt, type DocumentRule } from './types';

/** What a caption-like `input-<x>` is renamed to. */
const RENAMES: Record<string, string> = {
  hint: 'helper-text',
  helper: 'helper-text',
  help: 'helper-text',
  caption: 'helper-text',
  message: 'helper-text',
  placeholder: 'placeholder-text',
  label: 'form-label',
  error: 'error-text',
};

export const captionComponents: DocumentRule = (doc) => {
  const components = (doc.data.components ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(components).flatMap(([name, props]) => {
    const x = /^input-(.+)$/.exec(name)?.[1];
    if (x === undefined) return [];
    const named = x in RENAMES;
    const textOnly = props.backgroundColor === undefined;
    // A field state without a background is reported by coreVocabulary; error is the exception: as text it is `error-text`.
    const isState = (STATE_SUFFIXES as readonly string[]).includes(x) && x !== 'error';
    if (isState || !(textOnly || (named && x !== 'error'))) return [];
    const rename = RENAMES[x] ?? 'helper-text';
    return [
      problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`${name}\` is caption text, not a state of \`input\` (it would inherit the field's height): rename it \`${rename}\``),
    ];
  });
};
