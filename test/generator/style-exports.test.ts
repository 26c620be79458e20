import { describe, expect, it } from 'vitest';
import { readPortalAssets } from '../../generator/portal/assets';
import { buildSite } from '../../generator/build-site';
import { parseExportFormat } from '../../generator/responses/style-exports';
import { validSources } from '../helpers/fixtures';

const site = buildSite(validSources(), { baseUrl: 'http://api.test', portalAssets: readPortalAssets() });
const exported = (url: string) => {
  if (!site.ok) throw new Error('the fixtures do not build');
  const file = site.files.find((f) => f.url === url);
  if (!file) throw new Error(`no file answers ${url}`);
  return { path: file.path, body: JSON.parse(String(file.body)) as Record<string, unknown> };
};

describe('token exports (built with the official @google/design.md exporters)', () => {
  it('writes one file per format under api/styles/<slug>/export/', () => {
    expect(['dtcg', 'tailwind', 'css'].map((f) => exported(`/api/styles/ink-grid/export/${f}`).path)).toEqual([
      'api/styles/ink-grid/export/dtcg.json',
      'api/styles/ink-grid/export/tailwind.json',
      'api/styles/ink-grid/export/css.json',
    ]);
  });

  it('exports ink-grid as CSS custom properties in a :root block, wrapped in {css}', () => {
    expect(exported('/api/styles/ink-grid/export/css').body).toEqual({
      css:
        ':root {\n  --color-primary: #111111;\n  --color-surface: #ffffff;\n  --color-accent: #c8102e;\n' +
        '  --spacing-sm: 8px;\n  --spacing-md: 16px;\n  --rounded-none: 0px;\n}\n',
    });
  });

  it('exports ink-grid as a Tailwind theme.extend', () => {
    expect(exported('/api/styles/ink-grid/export/tailwind').body).toEqual({
      theme: {
        extend: {
          colors: { primary: '#111111', surface: '#ffffff', accent: '#c8102e' },
          fontFamily: { 'headline-lg': ['Inter'], 'body-md': ['Inter'] },
          fontSize: { 'headline-lg': ['40px', { fontWeight: '700' }], 'body-md': ['16px', { fontWeight: '400' }] },
          borderRadius: { none: '0px' },
          spacing: { sm: '8px', md: '16px' },
        },
      },
    });
  });

  it('exports ink-grid as DTCG 2025.10 tokens with sRGB colours and px dimensions', () => {
    const { body } = exported('/api/styles/ink-grid/export/dtcg');
    expect(body).toMatchObject({
      $schema: 'https://www.designtokens.org/schemas/2025.10/format.json',
      $description: 'Black ink on white paper, locked to a six-column grid.',
      color: { $type: 'color', accent: { $value: { colorSpace: 'srgb', components: [0.784, 0.063, 0.18], hex: '#c8102e' } } },
      spacing: { $type: 'dimension', md: { $value: { value: 16, unit: 'px' } } },
      rounded: { $type: 'dimension', none: { $value: { value: 0, unit: 'px' } } },
    });
    expect(Object.keys(body)).toEqual(['$schema', '$description', 'color', 'spacing', 'rounded', 'typography']);
  });

  it.each([
    ['dtcg', { ok: true, value: 'dtcg' }],
    ['css', { ok: true, value: 'css' }],
    ['DTCG', { ok: false, code: 'INVALID_FORMAT', details: '`format` must be one of dtcg, tailwind, css; got "DTCG".' }],
    ['scss', { ok: false, code: 'INVALID_FORMAT', details: '`format` must be one of dtcg, tailwind, css; got "scss".' }],
    ['x'.repeat(50), { ok: false, code: 'INVALID_FORMAT', details: `\`format\` must be one of dtcg, tailwind, css; got "${'x'.repeat(40)}…".` }],
  ])('parseExportFormat(%j)', (value, expected) => {
    expect(parseExportFormat(value)).toEqual(expected);
  });
});
