/**
 * The format's official linter (@google/design.md): any error or warning is a problem, except those
 * the token model allows (CONTENT.md "Extensions"): `token-like-ignored` on a documented extension
 * group, and `orphaned-tokens` on a colour an extension token references (in either mode, or as a
 * `fill`), since the linter does not see extension groups (issue 17: `field-outline` worn by a border),
 * and its warning on the typography properties the token model adds (issue 18: `textTransform`, `fontStyle`).
 */
import type { LintReport } from '@google/design.md/linter';
import { TOKEN_LIKE_EXTENSIONS, TYPOGRAPHY_EXTENSIONS } from '../../contract/token-extensions';
import { referenceOf, type StyleTokens } from '../../tokens/theme';
import { problemAt, type DocumentRule } from './types';

type Finding = LintReport['findings'][number];

/** Every colour named by an extension token: `{colors.x}` inside elevation, borders, gradients and the other mode, and fills. */
export function colorsUsedByExtensions(tokens: StyleTokens): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    const ref = referenceOf(value);
    if (ref?.[0] === 'colors') used.add(ref[1]);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit([tokens.elevation, tokens.borders, tokens.gradients, tokens.decorations, tokens.modes]);
  for (const worn of Object.values(tokens['component-effects'] ?? {})) if (worn.fill) used.add(worn.fill);
  return used;
}

/** The linter's words for a typography property it does not know: `'textTransform' is not a recognized typography property`. */
const UNKNOWN_TYPOGRAPHY = /^'([A-Za-z]+)' is not a recognized typography property/;

/** The warnings the lint policy allows. */
export const isAllowedFinding = (f: Finding, extensionColors: ReadonlySet<string> = new Set()): boolean =>
  (f.rule === 'token-like-ignored' && TOKEN_LIKE_EXTENSIONS.includes(f.path ?? '')) ||
  (f.severity === 'warning' && (UNKNOWN_TYPOGRAPHY.exec(f.message)?.[1] ?? '') in TYPOGRAPHY_EXTENSIONS) ||
  (f.rule === 'orphaned-tokens' && f.path?.startsWith('colors.') === true && extensionColors.has(f.path.slice('colors.'.length)));

export const designMdLint: DocumentRule = (doc) => {
  let findings;
  try {
    findings = doc.lint().findings;
  } catch (error) {
    return [problemAt(doc, [], 'DESIGN_MD_LINT', `the DESIGN.md linter could not read this document: ${(error as Error).message}`)];
  }
  const extensionColors = colorsUsedByExtensions(doc.data as StyleTokens);
  return findings
    .filter((f) => (f.severity === 'error' || f.severity === 'warning') && !isAllowedFinding(f, extensionColors))
    .map((f) => problemAt(doc, f.path ? f.path.split('.') : [], 'DESIGN_MD_LINT', `design.md lint ${f.severity} (${f.rule}): ${f.message}`));
};
