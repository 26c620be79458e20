import { describe, expect, it } from 'vitest';
import { readPortalAssets } from '../../generator/portal/assets';
import { buildSite } from '../../generator/build-site';
import { parseExportFormat } from '../../generator/responses/style-exports';
import { validSources } from '../helpers/fixtures';

/** The first line of the stylesheet exports: the style and its version (issue 35). */
const VERSION_LINE = /^\/\* Ink Grid \d+\.\d+\.\d+ \(ink-grid\), updated \S+; changes: http:\/\/api\.test\/api\/styles\/ink-grid\/changes \*\/\n/;

const site = buildSite(validSources(), { baseUrl: 'http://api.test', portalAssets: readPortalAssets() });
const exported = (url: string) => {
  if (!site.ok) throw new Error('the fixtures do not build');
  const file = site.files.find((f) => f.url === url);
  if (!file) throw new Error(`no file answers ${url}`);
  return { path: file.path, body: JSON.parse(String(file.body)) as Record<string, unknown> };
};

describe('token exports (the official @google/design.md exporters, extended with the token model)', () => {
  it('writes one file per format under api/styles/<slug>/export/, and the shadcn one again at /r/<slug>.json', () => {
    expect(['dtcg', 'tailwind', 'css', 'css-tailwind', 'shadcn'].map((f) => exported(`/api/styles/ink-grid/export/${f}`).path)).toEqual([
      'api/styles/ink-grid/export/dtcg.json',
      'api/styles/ink-grid/export/tailwind.json',
      'api/styles/ink-grid/export/css.json',
      'api/styles/ink-grid/export/css-tailwind.json',
      'api/styles/ink-grid/export/shadcn.json',
    ]);
    expect(exported('/r/ink-grid.json')).toEqual({ path: 'r/ink-grid.json', body: exported('/api/styles/ink-grid/export/shadcn').body });
  });

  it('exports ink-grid for Tailwind CSS v4: @theme from the official exporter, inline shadows and container pins, the css export\'s properties, both modes', () => {
    const { css } = exported('/api/styles/ink-grid/export/css-tailwind').body as { css: string };
    const stack = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'DejaVu Sans', sans-serif";
    expect(css).toContain(`@theme static {\n  --color-primary: #111111;\n  --color-on-primary: #ffffff;\n`);
    expect(css).toContain(`  --font-sans: ${stack};\n  --font-headline-lg: ${stack};\n`);
    expect(css).toContain('  --text-body-md: 16px;\n  --text-body-md--line-height: 1.5;\n  --text-body-md--font-weight: 400;\n  --radius-none: 0px;\n  --spacing-sm: 8px;\n');
    expect(css).toContain('  --ease-easing-standard: cubic-bezier(0.2, 0, 0, 1);\n  --transition-duration-duration-fast: 100ms;\n}\n');
    expect(css).toContain('@theme inline {\n  --shadow-focus-ring: var(--elevation-focus-ring);\n  --max-width-sm: var(--container-sm);\n  --max-width-md: var(--container-md);\n}\n');
    expect(css).toContain(':root {\n  color-scheme: light;\n  --rounded-none: 0px;\n');
    // Colours and spacing live in @theme; :root keeps only what v4 has no namespace for.
    expect(/\n:root \{\n([^}]*)\}/.exec(css)![1]).not.toMatch(/^ {2}--(?:color|spacing)-/m);
    const dark = '  color-scheme: dark;\n  --color-primary: #f2f2f2;\n  --color-on-primary: #111111;\n';
    expect(css).toContain(`@media (prefers-color-scheme: dark) {\n  :root:not(.light):not([data-theme="light"]) {\n${dark.replace(/^/gm, '  ')}`);
    expect(css).toContain(`.dark, [data-theme="dark"] {\n${dark}`);
    expect(css).toContain('.light, [data-theme="light"] {\n  color-scheme: light;\n  --color-primary: #111111;\n');
  });

  it('puts the css export\'s @font-face rules at the top of the css-tailwind export, before @theme (issue 31)', () => {
    const { css } = exported('/api/styles/ink-grid/export/css-tailwind').body as { css: string };
    const plain = (exported('/api/styles/ink-grid/export/css').body as { css: string }).css;
    // Each opens with the style's version (issue 35), then the @font-face rules.
    expect(plain).toMatch(VERSION_LINE);
    const faces = plain.slice(plain.indexOf('\n') + 1, plain.indexOf(':root {'));
    expect(faces).toMatch(/^\/\* Inter: @fontsource-variable\/inter@[0-9.]+, OFL-1\.1 \(http:\/\/api\.test\/fonts\/inter\/LICENSE\.txt\) \*\/\n@font-face \{\n/);
    expect(css).toMatch(new RegExp(`${VERSION_LINE.source}\\/\\*\\n \\* A design-style library theme for Tailwind CSS v4[^]*? \\*\\/\\n\\n\\/\\* Inter: `));
    expect(css).toContain(`${faces.trimEnd()}\n\n@theme static {\n`);
  });

  it('exports ink-grid as a shadcn/ui registry:theme item', () => {
    expect(exported('/r/ink-grid.json').body).toMatchObject({
      $schema: 'https://ui.shadcn.com/schema/registry-item.json',
      name: 'ink-grid',
      type: 'registry:theme',
      title: 'Ink Grid',
      categories: ['minimalism'],
      cssVars: {
        theme: { 'radius-md': '0px', 'font-mono': "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace" },
        light: { background: '#ffffff', foreground: '#111111', primary: '#111111', 'primary-foreground': '#ffffff', ring: '#c8102e', 'chart-2': '#c8102e', radius: '0px', 'shadow-sm': '0 0 #0000' },
        dark: { background: '#111111', foreground: '#f2f2f2', primary: '#f2f2f2', 'primary-foreground': '#111111', destructive: '#ff8a80' },
      },
    });
  });

  it('gives the shadcn item the @font-face rules of its font-sans family, keyed under :root as the shadcn CLI writes them (issue 31)', () => {
    const { css, docs } = exported('/r/ink-grid.json').body as { css: Record<string, Record<string, Record<string, string>>>; docs: string };
    expect(Object.keys(css)).toEqual([':root']);
    expect(css[':root']!['@font-face /* Inter: inter-latin-wght-normal.woff2 */']).toEqual({
      'font-family': "'Inter'",
      'font-style': 'normal',
      'font-display': 'swap',
      'font-weight': '100 900',
      src: "url(http://api.test/fonts/inter/inter-latin-wght-normal.woff2) format('woff2')",
      'unicode-range': expect.stringMatching(/^U\+0000-00FF,/),
    });
    expect(Object.values(css[':root']!).map((face) => face['font-family'])).toEqual(Object.keys(css[':root']!).map(() => "'Inter'"));
    expect(docs).toContain('@font-face rules loading its fonts from http://api.test/fonts/');
  });

  it('exports ink-grid as CSS: its @font-face rules, the official :root declarations, then type, extensions and components, then the dark mode', () => {
    const { css } = exported('/api/styles/ink-grid/export/css').body as { css: string };
    // Issue 18: the families first, served by this service (absolute URLs, so the file works where it is copied).
    expect(css).toMatch(new RegExp(`${VERSION_LINE.source}\\/\\* Inter: @fontsource-variable\\/inter@[0-9.]+, OFL-1\\.1 \\(http:\\/\\/api\\.test\\/fonts\\/inter\\/LICENSE\\.txt\\) \\*\\/\\n@font-face \\{\\n  font-family: 'Inter';\\n`));
    expect(css).toContain("  src: url(http://api.test/fonts/inter/inter-latin-wght-normal.woff2) format('woff2');\n");
    expect(css.slice(css.indexOf(':root {'))).toMatch(/^:root \{\n {2}--color-primary: #111111;\n {2}--color-on-primary: #ffffff;\n/);
    expect(css.indexOf('@font-face')).toBeLessThan(css.indexOf(':root {'));
    expect(css).toContain("  --typography-body-md-font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, 'DejaVu Sans', sans-serif;\n");
    expect(css).toContain('  --typography-body-md-line-height: 1.5;\n');
    expect(css).toContain('  --border-focus: 2px solid var(--color-focus);\n  --border-field: 1px solid var(--color-field-outline);\n');
    expect(css).toContain('  --motion-duration-fast: 100ms;\n  --motion-easing-standard: cubic-bezier(0.2, 0, 0, 1);\n');
    expect(css).toContain('  --button-primary-focus-box-shadow: var(--elevation-focus-ring);\n');
    expect(css).toContain('  --button-secondary-focus-border: var(--border-focus);\n');
    expect(css).toContain('\n:root {\n  color-scheme: light;\n}\n');
    const dark = '    --color-primary: #f2f2f2;\n    --color-on-primary: #111111;\n    --color-surface: #111111;\n';
    expect(css).toContain(`@media (prefers-color-scheme: dark) {\n  :root:not([data-theme="light"]) {\n    color-scheme: dark;\n${dark}`);
    expect(css).toContain(`:root[data-theme="dark"] {\n  color-scheme: dark;\n${dark.replace(/^ {2}/gm, '')}`);
  });

  it('exports ink-grid as a Tailwind theme.extend: colours through the CSS variables, fallback stacks, line heights kept', () => {
    const stack = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'Helvetica', 'Arial', '"DejaVu Sans"', 'sans-serif'];
    expect(exported('/api/styles/ink-grid/export/tailwind').body).toEqual({
      theme: {
        extend: {
          colors: {
            primary: 'var(--color-primary, #111111)',
            'on-primary': 'var(--color-on-primary, #ffffff)',
            surface: 'var(--color-surface, #ffffff)',
            'on-surface': 'var(--color-on-surface, #111111)',
            accent: 'var(--color-accent, #c8102e)',
            outline: 'var(--color-outline, #767676)',
            disabled: 'var(--color-disabled, #e6e6e6)',
            'on-disabled': 'var(--color-on-disabled, #4d4d4d)',
            error: 'var(--color-error, #b00020)',
            'field-outline': 'var(--color-field-outline, #767676)',
            focus: 'var(--color-focus, #c8102e)',
          },
          fontFamily: { 'headline-lg': stack, 'body-md': stack },
          fontSize: { 'headline-lg': ['40px', { fontWeight: '700', lineHeight: '1.1' }], 'body-md': ['16px', { fontWeight: '400', lineHeight: '1.5' }] },
          borderRadius: { none: '0px' },
          spacing: { sm: '8px', md: '16px' },
          boxShadow: { 'focus-ring': 'var(--elevation-focus-ring, 0px 0px 0px 2px var(--color-surface), 0px 0px 0px 4px var(--color-focus))' },
          transitionDuration: { 'duration-fast': '100ms' },
          transitionTimingFunction: { 'easing-standard': 'cubic-bezier(0.2, 0, 0, 1)' },
        },
      },
    });
  });

  it('exports ink-grid as DTCG 2025.10 tokens: sRGB colours with the dark mode beside them, complete typography, borders, motion', () => {
    const { body } = exported('/api/styles/ink-grid/export/dtcg');
    expect(body).toMatchObject({
      $schema: 'https://www.designtokens.org/schemas/2025.10/format.json',
      $description: 'Black ink on white paper, locked to a six-column grid.',
      color: {
        $type: 'color',
        accent: {
          $value: { colorSpace: 'srgb', components: [0.784, 0.063, 0.18], hex: '#c8102e' },
          $extensions: { 'org.design-style-library': { modes: { dark: { colorSpace: 'srgb', hex: '#ff5a6e' } } } },
        },
      },
      spacing: { $type: 'dimension', md: { $value: { value: 16, unit: 'px' } } },
      rounded: { $type: 'dimension', none: { $value: { value: 0, unit: 'px' } } },
      typography: { $type: 'typography', 'body-md': { $value: { fontSize: { value: 16, unit: 'px' }, fontWeight: 400, lineHeight: 1.5, letterSpacing: { value: 0, unit: 'px' } } } },
      borders: { $type: 'border', focus: { $value: { width: { value: 2, unit: 'px' }, style: 'solid', color: { hex: '#c8102e' } } } },
      motion: { 'easing-standard': { $type: 'cubicBezier', $value: [0.2, 0, 0, 1] }, 'duration-fast': { $type: 'duration', $value: { value: 100, unit: 'ms' } } },
      $extensions: { 'org.design-style-library': { mode: { default: 'light' }, modes: ['light', 'dark'] } },
    });
    expect(Object.keys(body)).toEqual(['$schema', '$description', 'color', 'spacing', 'rounded', 'typography', 'elevation', 'borders', 'motion', '$extensions']);
  });

  // Issue 17: a state drops what it inherits with `none`; `corners` rounds each corner apart.
  it('exports a state\'s `none` as the property dropped: loud-box\'s pressed button wears no shadow', () => {
    const { css } = exported('/api/styles/loud-box/export/css').body as { css: string };
    expect(css).toContain('  --button-primary-box-shadow: var(--elevation-hard);\n');
    expect(css).toContain('  --button-primary-pressed-box-shadow: none;\n');
  });

  it('exports paper-bloom\'s `corners` as border-radius in CSS, Tailwind and DTCG, instead of the card\'s `rounded`, and draws them on its cover', () => {
    const { css } = exported('/api/styles/paper-bloom/export/css').body as { css: string };
    expect(css).toContain('  --corners-petal: 24px 4px 24px 4px;\n');
    expect(css).toContain('  --card-border-radius: var(--corners-petal);\n');
    expect(css).not.toContain('--card-border-radius: var(--rounded-md)');
    const tailwind = exported('/api/styles/paper-bloom/export/tailwind').body as { theme: { extend: { borderRadius: Record<string, string> } } };
    expect(tailwind.theme.extend.borderRadius).toEqual({ md: '12px', petal: 'var(--corners-petal, 24px 4px 24px 4px)' });
    const cover = site.ok ? String(site.files.find((f) => f.url === '/covers/paper-bloom.svg')?.body) : '';
    expect(cover).toContain('<path d="M312,372 h596 a4,4 0 0 1 4,4 v96 a24,24 0 0 1 -24,24 h-596 a4,4 0 0 1 -4,-4 v-96 a24,24 0 0 1 24,-24 Z" fill="#f6efe3"/>');
    expect(exported('/api/styles/paper-bloom/export/dtcg').body.corners).toEqual({
      $type: 'dimension',
      petal: {
        topLeft: { $value: { value: 24, unit: 'px' } },
        topRight: { $value: { value: 4, unit: 'px' } },
        bottomRight: { $value: { value: 24, unit: 'px' } },
        bottomLeft: { $value: { value: 4, unit: 'px' } },
      },
    });
  });

  it.each([
    ['dtcg', { ok: true, value: 'dtcg' }],
    ['css', { ok: true, value: 'css' }],
    ['css-tailwind', { ok: true, value: 'css-tailwind' }],
    ['shadcn', { ok: true, value: 'shadcn' }],
    ['DTCG', { ok: false, code: 'INVALID_FORMAT' }],
    ['scss', { ok: false, code: 'INVALID_FORMAT' }],
    ['x'.repeat(50), { ok: false, code: 'INVALID_FORMAT' }],
  ])('parseExportFormat(%j)', (value, expected) => {
    expect(parseExportFormat(value)).toEqual(expected);
  });
});
