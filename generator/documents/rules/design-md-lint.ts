/** The format's official linter (@google/design.md): any error or warning is a problem. */
import { problemAt, type DocumentRule } from './types';

export const designMdLint: DocumentRule = (doc) => {
  let findings;
  try {
    findings = doc.lint().findings;
  } catch (error) {
    return [problemAt(doc, [], 'DESIGN_MD_LINT', `the DESIGN.md linter could not read this document: ${(error as Error).message}`)];
  }
  return findings
    .filter((f) => f.severity === 'error' || f.severity === 'warning')
    .map((f) => problemAt(doc, f.path ? f.path.split('.') : [], 'DESIGN_MD_LINT', `design.md lint ${f.severity} (${f.rule}): ${f.message}`));
};
