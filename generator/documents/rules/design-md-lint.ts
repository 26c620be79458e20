/**
 * The format's official linter (@google/design.md): any error or warning is a problem, except the one
 * the token model allows (CONTENT.md "Extensions"): `token-like-ignored` on a documented extension group.
 */
import type { LintReport } from '@google/design.md/linter';
import { TOKEN_LIKE_EXTENSIONS } from '../../contract/token-extensions';
import { problemAt, type DocumentRule } from './types';

type Finding = LintReport['findings'][number];

/** The one warning the lint policy allows. */
export const isAllowedFinding = (f: Finding): boolean => f.rule === 'token-like-ignored' && TOKEN_LIKE_EXTENSIONS.includes(f.path ?? '');

export const designMdLint: DocumentRule = (doc) => {
  let findings;
  try {
    findings = doc.lint().findings;
  } catch (error) {
    return [problemAt(doc, [], 'DESIGN_MD_LINT', `the DESIGN.md linter could not read this document: ${(error as Error).message}`)];
  }
  return findings
    .filter((f) => (f.severity === 'error' || f.severity === 'warning') && !isAllowedFinding(f))
    .map((f) => problemAt(doc, f.path ? f.path.split('.') : [], 'DESIGN_MD_LINT', `design.md lint ${f.severity} (${f.rule}): ${f.message}`));
};
