import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../generator/documents/problem';
import { validateLibrary } from '../../generator/documents/validate-library';
import { fixture, validSources } from '../helpers/fixtures';

/** Problems of one broken fixture validated next to the valid ones, as `line CODE`. */
function problemsOf(name: string) {
  const result = validateLibrary([...validSources(), fixture(name)]);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('document validation', () => {
  it('accepts the valid fixtures and orders them by id', () => {
    const result = validateLibrary(validSources());
    expect(result.ok && result.styles.map((s) => s.id)).toEqual([101, 102, 103]);
  });

  it.each([
    ['YAML_SYNTAX', 'YAML_SYNTAX', 9],
    ['MISSING_NAME', 'MISSING_FIELD', 1],
    ['INVALID_TYPE', 'INVALID_FIELD', 6],
    ['DUPLICATE_ID', 'DUPLICATE_ID', 3],
    ['RESERVED_FIELD', 'RESERVED_FIELD', 8],
    ['ORPHANED_COLOR', 'DESIGN_MD_LINT', 15],
    ['INVALID_TOKENS', 'INVALID_TOKENS', 29],
  ])('reports %s as %s at line %i of its file', (name, code, line) => {
    const problems = problemsOf(name);
    expect(problems.map((p) => [p.file, p.line, p.code])).toContainEqual([`test/fixtures/broken/${name}.md`, line, code]);
  });

  it('reports every problem of a document, not just the first', () => {
    const problems = problemsOf('MULTIPLE_PROBLEMS').map((p) => [p.line, p.code]);
    expect(problems).toEqual(expect.arrayContaining([[3, 'INVALID_FIELD'], [6, 'INVALID_FIELD'], [8, 'INVALID_FIELD']]));
  });

  it('reports problems across several documents in one run', () => {
    const result = validateLibrary([...validSources(), fixture('INVALID_TYPE'), fixture('RESERVED_FIELD')]);
    const files = result.ok ? [] : new Set(result.problems.map((p) => p.file));
    expect(files).toEqual(new Set(['test/fixtures/broken/INVALID_TYPE.md', 'test/fixtures/broken/RESERVED_FIELD.md']));
  });

  it('names the other file of a duplicate id', () => {
    const [problem] = problemsOf('DUPLICATE_ID');
    expect(formatProblem(problem!)).toBe(
      'test/fixtures/broken/DUPLICATE_ID.md:3: id 101 is already used by test/fixtures/styles/ink-grid.md [DUPLICATE_ID]',
    );
  });

  it('refuses a file name that is not a URL-safe slug', () => {
    const result = validateLibrary([fixture('ink-grid', 'Ink Grid')]);
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual(['INVALID_SLUG']);
  });

  it('refuses the slug "registry", whose /r/registry.json is the shadcn registry index (issue 19)', () => {
    const result = validateLibrary([fixture('ink-grid', 'registry')]);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'test/fixtures/styles/ink-grid.md:1: "registry" is reserved (/r/registry.json is the shadcn registry index): name the file otherwise [INVALID_SLUG]',
    ]);
  });
});
