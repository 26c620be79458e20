/**
 * The build lints a document's outline: its loaded data as JSON front matter and its headings
 * (lintInput). The official linter reads YAML the way js-yaml loaded it, including what only YAML
 * writes (anchors, aliases, flow style); a value JSON cannot carry keeps the YAML as written.
 */
import { lint } from '@google/design.md/linter';
import { describe, expect, it } from 'vitest';
import { dataJson, lintInput, lintOutline, parseStyleDocument } from '../../generator/documents/parse-document';

const source = (frontMatter: string, body = '# X\n\nA paragraph.\n\n## Colors\n\nMore words.\n\n## Typography\n\nWords.\n') => ({
  file: 'data/styles/x.md',
  slug: 'x',
  text: `---\n${frontMatter}---\n\n${body}`,
  syncedAt: '2026-01-01T00:00:00Z',
});

describe('lintInput', () => {
  it('writes the loaded data as one line of JSON, then the headings alone', () => {
    const input = lintInput('ignored', '# X\n\nText.\n\n## Colors\n', dataJson({ name: 'x', colors: { primary: '#112233' } }));
    expect(input).toBe('---\n{"name":"x","colors":{"primary":"#112233"}}\n---\n# X\n\n## Colors\n');
  });

  it('gives the linter the findings and tokens of the whole document, anchors and aliases included', () => {
    const doc = source(
      'name: Anchored\ncolors:\n  primary: &ink "#1a1a1a"\n  on-primary: "#ffffff"\n  text: *ink\nrounded: { sm: 4px, md: 8px }\ntypography:\n  body: { fontFamily: Inter, fontSize: 16px }\ncomponents:\n  button: { backgroundColor: "{colors.primary}", textColor: "{colors.on-primary}" }\n',
    );
    const parsed = parseStyleDocument(doc);
    if (!parsed.ok) throw new Error('did not parse');
    const whole = lint(doc.text);
    expect(whole.findings.length).toBeGreaterThan(0);
    expect(parsed.doc.lint().findings).toEqual(whole.findings);
    expect(parsed.doc.lint().designSystem).toEqual(whole.designSystem);
  });

  it('gives the same report when the linter reads extensions as 0 and its rules get their values: token-like-ignored, unknown-key and the rest, in order', () => {
    const doc = source(
      [
        'name: Extended',
        'colors: { primary: "#1a1a1a", on-primary: "#ffffff", accent: "#ff0055" }',
        'typography: { body: { fontFamily: Inter, fontSize: 16px } }',
        'elevation: { card: { shadow: "0 1px 2px #00000033", offset: 2px } }',
        'modes: { dark: { colors: { primary: "#fafafa" } } }',
        'keywords: [glass, soft]',
        'colours: { primary: "#000000" }',
        'components: { button: { backgroundColor: "{colors.primary}", textColor: "{colors.on-primary}" } }',
        '',
      ].join('\n'),
    );
    const parsed = parseStyleDocument(doc);
    if (!parsed.ok) throw new Error('did not parse');
    const whole = lint(doc.text);
    const rules = new Set(whole.findings.map((f) => f.rule));
    expect(rules).toContain('token-like-ignored');
    expect(rules).toContain('unknown-key');
    const report = parsed.doc.lint();
    expect(report.findings).toEqual(whole.findings);
    expect(report.summary).toEqual(whole.summary);
    expect(report.designSystem).toEqual(whole.designSystem);
    expect(report.tailwindConfig).toEqual(whole.tailwindConfig);
    expect(report.sections).toEqual(whole.sections);
    const body = doc.text.slice(doc.text.indexOf('---\n\n') + 5);
    expect(lintOutline(doc.text, body, parsed.doc.data, dataJson(parsed.doc.data)).findings).toEqual(whole.findings);
  });

  it('keeps the YAML as written where a value is not JSON (.inf) or the front matter holds no mapping', () => {
    const yaml = '---\nname: x\nspacing: { big: .inf }\n---\n\n';
    expect(dataJson({ name: 'x', spacing: { big: Infinity } })).toBeUndefined();
    expect(dataJson({})).toBeUndefined();
    expect(dataJson([1])).toBeUndefined();
    expect(lintInput(`${yaml}## Colors\n`, '## Colors\n', undefined)).toBe(`${yaml}## Colors\n`);
  });
});

describe('parseStyleDocument', () => {
  it('gives the loaded YAML\'s data, read back from its JSON (strings of its own, not slices of the source), or as loaded where JSON cannot carry it', () => {
    const doc = source('name: Own strings\ncolors:\n  primary: "#1a1a1a"\n  accent: &a "#ff0055"\n  link: *a\n');
    const parsed = parseStyleDocument(doc);
    if (!parsed.ok) throw new Error('did not parse');
    expect(parsed.doc.data).toEqual({ name: 'Own strings', colors: { primary: '#1a1a1a', accent: '#ff0055', link: '#ff0055' } });
    const withInf = parseStyleDocument(source('name: x\nspacing: { big: .inf }\n'));
    expect(withInf.ok && withInf.doc.data).toEqual({ name: 'x', spacing: { big: Infinity } });
  });
});
