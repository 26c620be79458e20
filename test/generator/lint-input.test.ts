/**
 * The build lints a document's outline: its loaded data as JSON front matter and its headings
 * (lintInput). The official linter reads YAML the way js-yaml loaded it, including what only YAML
 * writes (anchors, aliases, flow style); a value JSON cannot carry keeps the YAML as written.
 */
import { lint } from '@google/design.md/linter';
import { describe, expect, it } from 'vitest';
import { lintInput, parseStyleDocument } from '../../generator/documents/parse-document';

const source = (frontMatter: string, body = '# X\n\nA paragraph.\n\n## Colors\n\nMore words.\n\n## Typography\n\nWords.\n') => ({
  file: 'data/styles/x.md',
  slug: 'x',
  text: `---\n${frontMatter}---\n\n${body}`,
  syncedAt: '2026-01-01T00:00:00Z',
});

describe('lintInput', () => {
  it('writes the loaded data as one line of JSON, then the headings alone', () => {
    const input = lintInput('ignored', '# X\n\nText.\n\n## Colors\n', { name: 'x', colors: { primary: '#112233' } });
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

  it('keeps the YAML as written where a value is not JSON (.inf) or the front matter holds no mapping', () => {
    const yaml = '---\nname: x\nspacing: { big: .inf }\n---\n\n';
    expect(lintInput(`${yaml}## Colors\n`, '## Colors\n', { name: 'x', spacing: { big: Infinity } })).toBe(`${yaml}## Colors\n`);
    expect(lintInput('---\n---\n\n## Colors\n', '## Colors\n', {})).toBe('---\n---\n\n## Colors\n');
  });
});
