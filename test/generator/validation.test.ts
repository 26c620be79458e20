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

  // Issue 17: the core vocabulary grows, and contrast is judged from tokens as the page paints them.
  it.each([
    ['MISSING_PRESSED_STATE', 'MISSING_CORE_TOKEN', 52, /^`components\.button-primary-pressed` is missing: /],
    ['PRESSED_LIKE_DEFAULT', 'MISSING_CORE_TOKEN', 60, /^`button-primary-pressed` looks like `button-primary` in light and dark mode: /],
    ['INPUT_WITHOUT_FIELD_OUTLINE', 'MISSING_CORE_TOKEN', 50, /^`input` must wear its boundary in `field-outline`: .*\(it wears \{colors\.error\}\)$/],
    ['CAPTION_AS_INPUT_STATE', 'MISSING_CORE_TOKEN', 101, /^`input-hint` is caption text, not a state of `input` .*: rename it `helper-text`$/],
    ['TEXT_ON_GRADIENT', 'LOW_CONTRAST', 73, /^`button-secondary` text #2b2118 on its gradient in light mode has contrast 1\.00:1 on `ink-wash` stop 2 \(#2b2118\) over its background #f6efe3 over `surface`, below 4\.5:1$/],
    ['STATE_INHERITS_GRADIENT', 'LOW_CONTRAST', 76, /^`button-secondary-hover` text #f6efe3 on its gradient in light mode has contrast 1\.00:1 on `paper-sheen` stop 1 /],
    ['TEXT_ONLY_LOW_CONTRAST', 'LOW_CONTRAST', 101, /^`link` text #8a7a66 in light mode has contrast 3\.63:1 on `surface`, below 4\.5:1$/],
    ['GLASS_OVER_PAGE', 'LOW_CONTRAST', 89, /^`card` text #f6efe3 on its glass over the page in dark mode has contrast 4\.05:1 on its fill #2b211899 over `dusk` stop 2 \(#f6efe3\) over `surface`, below 4\.5:1$/],
    ['LITERAL_GRADIENT', 'LOW_CONTRAST', 41, /^gradient `cream-wash` lies under text \(`button-secondary`, .*\) and its literal colours \(#FFFFFF, #F6EFE3\) do not follow the mode: in dark mode it paints the same; /],
    ['FIELD_OUTLINE_LOW_CONTRAST', 'LOW_CONTRAST', 20, /^the field boundary in light mode: `field-outline` \(#d9cfbf\) has contrast 1\.35:1 against `surface`, below 3:1$/],
    ['FOCUS_RING_LOW_CONTRAST', 'LOW_CONTRAST', 49, /^the `button-primary-focus` focus indicator in light mode: elevation `halo` \(#2b2118\) has contrast 1\.00:1 against the `button-primary-focus` background, below 3:1$/],
  ])('reports %s as %s at line %i of its file', (name, code, line, message) => {
    const problems = problemsOf(name).filter((p) => p.line === line && p.code === code);
    expect(problems.map((p) => p.file)).toContain(`test/fixtures/broken/${name}.md`);
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringMatching(message));
  });

  it('judges a soft glow held off the button by a gap ring against the gap and the surface, as a hard ring (issue 17)', () => {
    const broken = fixture('FOCUS_RING_LOW_CONTRAST');
    const glow = '  halo:\n    - { color: "{colors.surface}", offsetX: 0px, offsetY: 0px, blur: 0px, spread: 2px }\n    - { color: "{colors.focus}", offsetX: 0px, offsetY: 0px, blur: 4px, spread: 4px }\n';
    const held = { ...broken, text: broken.text.replace(/  halo: \{[^\n]*\n/, glow) };
    expect(held.text).toContain('blur: 4px, spread: 4px');
    const result = validateLibrary([...validSources(), held]);
    expect(result.ok ? [] : result.problems.filter((p) => /focus indicator/.test(p.message)).map(formatProblem)).toEqual([]);
  });

  it('lets a state drop an inherited gradient with `none` (issue 17)', () => {
    const broken = fixture('STATE_INHERITS_GRADIENT');
    const dropped = { ...broken, text: broken.text.replace('  button-secondary: { gradient: paper-sheen }\n', '$&  button-secondary-hover: { gradient: none }\n') };
    const result = validateLibrary([...validSources().filter((s) => s.slug !== 'paper-bloom'), dropped]);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('counts the page as under text: the literal colours of its gradient must follow the mode too', () => {
    const literal = fixture('LITERAL_GRADIENT');
    const page = { ...literal, text: literal.text.replace('  button-secondary: { gradient: cream-wash }\n', '  page: { gradient: cream-wash }\n') };
    const result = validateLibrary([page]);
    expect(result.ok ? [] : result.problems.filter((p) => p.line === 41).map((p) => p.message)).toEqual([expect.stringMatching(/^gradient `cream-wash` lies under text \(`page`\)/)]);
  });

  // Issue 32, point 5: a design system's departures from its package, listed beside the prose that names them.
  it('accepts a `deviations` list whose tokens exist and whose package values the body names, and refuses any other', () => {
    const inkGrid = fixture('ink-grid');
    const withDeviations = (list: string) => ({ ...inkGrid, text: inkGrid.text.replace('mode: { default: light }\n', `deviations:\n${list}mode: { default: light }\n`) });
    const named = '  - { token: colors.accent, package: "#111111", reason: "The package signals in ink; the grid keeps one red rule." }\n';
    const accepted = validateLibrary([withDeviations(named), ...validSources().slice(1)]);
    expect(accepted.ok ? [] : accepted.problems.map(formatProblem)).toEqual([]);
    const broken = [
      '  - { token: colors.accent, mode: light, package: "#00FF00", reason: "A value the body never names." }\n',
      '  - { token: colors.signal, package: "#111111", reason: "A token the front matter does not hold." }\n',
      '  - { token: colors.accent, package: "#111111" }\n',
      '  - { token: colors.accent, mode: dusk, package: "#111111", reason: "A mode that is neither light nor dark.", source: x }\n',
    ];
    const result = validateLibrary([withDeviations(broken.join('')), ...validSources().slice(1)]);
    const messages = result.ok ? [] : result.problems.filter((p) => p.code === 'INVALID_FIELD').map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/^deviation 1: the body does not name the package's value "#00FF00"/),
      expect.stringMatching(/^deviation 2: `token` names `colors\.signal`, which the front matter does not hold/),
      expect.stringMatching(/^deviation 3: `reason` must say why/),
      expect.stringMatching(/^deviation 4: unknown key `source`/),
      expect.stringMatching(/^deviation 4: `mode` must be light or dark/),
    ]);
    const notAList = validateLibrary([withDeviations('  token: colors.accent\n')]);
    expect(notAList.ok ? [] : notAList.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/^`deviations` must be a non-empty list/));
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

  it('says how to write the mode when a document gives its name alone (the shape before issue 21)', () => {
    const ink = fixture('ink-grid');
    const old = { ...ink, text: ink.text.replace(/^mode: \{ default: light \}$/m, 'mode: light') };
    expect(old.text).not.toBe(ink.text);
    const result = validateLibrary([old]);
    expect(result.ok ? [] : result.problems.map((p) => `${p.line} ${p.code} ${p.message}`)).toEqual([
      '11 INVALID_EXTENSION `mode` is an object: write `mode: { default: light }` (see data/README.md, "The token model")',
    ]);
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
