/**
 * Issue 18, "what the model cannot say yet": letter case and slant, text gradients, cut-corner shapes,
 * transforms and filters, tiled patterns, text decoration, reduced motion and recipes. Each is checked
 * where it is defined (the CSS values), where it is enforced (validation) and where it is worn (the CSS
 * export and the preview's components stylesheet), on the ink-grid fixture extended with them.
 */
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build-site';
import { validateLibrary } from '../../generator/documents/validate-library';
import { cssDecoration, cssFilter, cssGradientTiles, cssShape, cssTransform } from '../../generator/exports/css-values';
import { readPortalAssets } from '../../generator/portal/assets';
import { previewPath } from '../../generator/responses/routes';
import { fixture, validSources } from '../helpers/fixtures';

/** ink-grid with front matter lines added before `components:` and its components' lines appended. */
function inkGrid(groups: string, components = '', body = ''): ReturnType<typeof fixture> {
  const source = fixture('ink-grid');
  let text = source.text.replace(/^components:\n/m, `${groups}\ncomponents:\n${components}`);
  text = text.replace('  body-md:\n    fontFamily: Inter\n', '  label-caps:\n    fontFamily: Inter\n    fontSize: 13px\n    fontWeight: 600\n    letterSpacing: 0.12em\n    textTransform: uppercase\n  quote:\n    fontFamily: Source Serif 4\n    fontSize: 20px\n    fontStyle: italic\n  body-md:\n    fontFamily: Inter\n');
  return { ...source, text: `${text}${body}` };
}

const withInkGrid = (source: ReturnType<typeof fixture>) => [source, ...validSources().filter((s) => s.slug !== 'ink-grid')];

const EXTENDED = inkGrid(
  [
    'shapes:',
    '  cut: { cut: chamfer, size: 10px, corners: [topRight, bottomLeft] }',
    'transforms:',
    '  press: { translateX: 2px, translateY: 2px }',
    'filters:',
    '  toned: { contrast: 1.1, sepia: 0.6 }',
    'decorations:',
    '  wavy: { line: underline, style: wavy, thickness: 2px, offset: 3px }',
    'gradients:',
    '  ink: { type: linear, angle: 90deg, stops: [{ color: "{colors.on-surface}", position: 0 }, { color: "{colors.accent}", position: 1 }] }',
    '  grid: { type: linear, angle: 0deg, size: 24px 24px, stops: [{ color: "#1111110F", position: 0 }, { color: "#11111100", position: 0.1 }] }',
    'reduced-motion:',
    '  motion: { duration-fast: 0ms }',
    'recipes:',
    '  ink-grid-sheet:',
    '    description: The sheet behind the columns, ruled in a faint 24px grid.',
    '    tokens: ["{gradients.grid}"]',
  ].join('\n'),
  '  wordmark:\n    textColor: "{colors.on-surface}"\n    typography: "{typography.headline-lg}"\n',
).text
  .replace(
    '  card: { border: rule }\n',
    '  card: { border: rule, filter: toned }\n  button-primary: { shape: cut }\n  button-primary-pressed: { transform: press }\n  link: { decoration: wavy }\n  wordmark: { text-gradient: ink }\n  page: { gradient: grid }\n',
  )
  .replace('  button-primary-focus: { elevation: focus-ring }\n', '  button-primary-focus: { elevation: focus-ring, shape: none }\n')
  // The grid's literal colours under the page's text: the dark page gets its own.
  .replace(/^( {4}colors: \{ primary: "#F2F2F2".*\n)/m, '$1    gradients:\n      grid: { type: linear, angle: 0deg, size: 24px 24px, stops: [{ color: "#F2F2F20F", position: 0 }, { color: "#F2F2F200", position: 0.1 }] }\n');

const extended = { ...fixture('ink-grid'), text: EXTENDED };

describe('the look extensions of issue 18, as CSS values', () => {
  it('cuts corners clockwise from the top left: a chamfer, a notch, a pixel step, only on the corners named', () => {
    expect(cssShape({ cut: 'chamfer', size: '8px' })).toBe(
      'polygon(0px 8px, 8px 0px, calc(100% - 8px) 0px, 100% 8px, 100% calc(100% - 8px), calc(100% - 8px) 100%, 8px 100%, 0px calc(100% - 8px))',
    );
    expect(cssShape({ cut: 'notch', size: '6px', corners: ['topLeft'] })).toBe('polygon(0px 6px, 6px 6px, 6px 0px, 100% 0px, 100% 100%, 0px 100%)');
    expect(cssShape({ cut: 'step', size: '8px', corners: ['bottomRight'] })).toBe(
      'polygon(0px 0px, 100% 0px, 100% calc(100% - 8px), calc(100% - 4px) calc(100% - 8px), calc(100% - 4px) calc(100% - 4px), calc(100% - 8px) calc(100% - 4px), calc(100% - 8px) 100%, 0px 100%)',
    );
  });

  it('writes transforms as translate, rotate, scale and filters in a fixed order, whatever the document\'s key order', () => {
    expect(cssTransform({ scale: 0.98, translateY: '4px' })).toBe('translate(0px, 4px) scale(0.98)');
    expect(cssTransform({ rotate: '-2deg' })).toBe('rotate(-2deg)');
    expect(cssFilter({ contrast: 1.1, sepia: 0.8, hueRotate: '-10deg' })).toBe('sepia(0.8) contrast(1.1) hue-rotate(-10deg)');
  });

  it('writes a decoration as the text-decoration shorthand and a pattern\'s tiling per layer', () => {
    expect(cssDecoration({ line: 'underline', style: 'wavy', color: '{colors.accent}', thickness: '2px' })).toBe('underline wavy var(--color-accent) 2px');
    const stops = [{ color: '#000000', position: 0 }, { color: '#FFFFFF', position: 1 }];
    expect(cssGradientTiles({ type: 'linear', stops })).toBeUndefined();
    expect(cssGradientTiles([{ type: 'linear', size: '24px 24px', stops }, { type: 'radial', repeat: 'no-repeat', stops }])).toEqual({
      size: '24px 24px, auto',
      repeat: 'repeat, no-repeat',
      position: '0% 0%, 0% 0%',
    });
  });
});

describe('the look extensions of issue 18, validated', () => {
  it('accepts a document wearing every extension', () => {
    const result = validateLibrary(withInkGrid(extended));
    expect(result.ok ? [] : result.problems.map((p) => `${p.line} ${p.message}`)).toEqual([]);
  });

  const problemsOf = (text: string) => {
    const result = validateLibrary(withInkGrid({ ...extended, text }));
    return result.ok ? [] : result.problems.map((p) => `${p.code} ${p.message}`);
  };

  it('refuses a letter case the typography schema does not know', () => {
    expect(problemsOf(EXTENDED.replace('textTransform: uppercase', 'textTransform: shouting'))).toContainEqual(
      expect.stringMatching(/^INVALID_TOKENS `typography\.label-caps\.textTransform` must be one of uppercase, lowercase, capitalize, none$/),
    );
  });

  it('refuses a text gradient on a component with a background, and reads every stop of a text gradient as text', () => {
    expect(problemsOf(EXTENDED.replace('  wordmark: { text-gradient: ink }', '  accent-tag: { text-gradient: ink }'))).toContainEqual(
      expect.stringMatching(/^INVALID_EXTENSION `accent-tag` wears a `text-gradient` and a background of its own/),
    );
    // The stops follow the mode through colour references; a literal pale stop vanishes on the light page.
    expect(problemsOf(EXTENDED)).toEqual([]);
    const pale = EXTENDED.replace('{ color: "{colors.accent}", position: 1 }', '{ color: "#EEEEEE", position: 1 }');
    expect(problemsOf(pale)).toContainEqual(expect.stringMatching(/^LOW_CONTRAST `wordmark` text gradient `ink` stop #eeeeee in light mode has contrast 1\.\d\d:1 on .*`surface`, below 3:1$/));
  });

  it('refuses reduced motion for a token that does not exist, and a recipe naming no token', () => {
    expect(problemsOf(EXTENDED.replace('motion: { duration-fast: 0ms }', 'motion: { duration-slow: 0ms }'))).toContainEqual(
      'INVALID_EXTENSION `reduced-motion.motion.duration-slow` changes no token of `motion`',
    );
    expect(problemsOf(EXTENDED.replace('["{gradients.grid}"]', '["{gradients.grids}"]'))).toContainEqual('INVALID_EXTENSION `{gradients.grids}` names no token');
  });

  it('refuses a token nothing wears and no recipe lists (UNWORN_TOKEN)', () => {
    // The grid is worn by the page and listed in a recipe: with neither, nothing uses it.
    const withoutRecipe = EXTENDED.replace(/recipes:\n(?: {2,}.*\n)+/, '').replace('  page: { gradient: grid }\n', '');
    expect(problemsOf(withoutRecipe)).toContainEqual(expect.stringMatching(/^UNWORN_TOKEN `gradients\.grid` is worn by no component/));
    expect(problemsOf(EXTENDED.replace('  card: { border: rule, filter: toned }', '  card: { border: rule }'))).toContainEqual(
      expect.stringMatching(/^UNWORN_TOKEN `filters\.toned` is worn by no component/),
    );
  });

  it('holds the body to its word: a promise about reduced motion needs the reduced-motion group', () => {
    const promise = '\nUnder `prefers-reduced-motion` the rules stop sliding in.\n';
    expect(problemsOf(`${EXTENDED.replace(/reduced-motion:\n {2}motion: \{ duration-fast: 0ms \}\n/, '')}${promise}`)).toContainEqual(
      expect.stringMatching(/^MISSING_LOOK the body promises what happens under reduced motion/),
    );
    expect(problemsOf(`${EXTENDED}${promise}`)).toEqual([]);
  });
});

describe('the look extensions of issue 18, worn', () => {
  const site = buildSite(withInkGrid(extended), { baseUrl: 'http://api.test', portalAssets: readPortalAssets() });
  const file = (url: string) => {
    if (!site.ok) throw new Error(`the extended fixture does not build: ${JSON.stringify(site)}`.slice(0, 2000));
    const found = site.files.find((f) => f.url === url);
    if (!found) throw new Error(`no file answers ${url}`);
    return String(found.body);
  };

  it('exports them as CSS custom properties, components pointing at the tokens, reduced motion under its media query', () => {
    const { css } = JSON.parse(file('/api/styles/ink-grid/export/css')) as { css: string };
    for (const line of [
      '--typography-label-caps-text-transform: uppercase;',
      '--typography-quote-font-style: italic;',
      '--shape-cut: polygon(0px 0px, calc(100% - 10px) 0px, 100% 10px, 100% 100%, 10px 100%, 0px calc(100% - 10px));',
      '--transform-press: translate(2px, 2px);',
      '--filter-toned: sepia(0.6) contrast(1.1);',
      '--decoration-wavy: underline wavy 2px;',
      '--decoration-wavy-offset: 3px;',
      '--gradient-grid-size: 24px 24px;',
      '--button-primary-clip-path: var(--shape-cut);',
      '--button-primary-focus-clip-path: none;',
      '--button-primary-pressed-transform: var(--transform-press);',
      '--card-filter: var(--filter-toned);',
      '--link-text-decoration: var(--decoration-wavy);',
      '--link-text-underline-offset: var(--decoration-wavy-offset);',
      '--wordmark-text-gradient: var(--gradient-ink);',
      '--page-background-size: var(--gradient-grid-size);',
    ]) {
      expect(css).toContain(line);
    }
    expect(css).toContain('@media (prefers-reduced-motion: reduce) {\n  :root {\n    --motion-duration-fast: 0ms;\n  }\n}');
  });

  it('draws them in the preview: the text gradient clipped to the glyphs, the shape, the transform and the decoration from the export\'s properties', () => {
    const components = file(`${previewPath('ink-grid')}/components.css`);
    expect(components).toContain('[data-component="wordmark"] {\n  background-image: var(--wordmark-text-gradient, none);');
    expect(components).toContain('  -webkit-background-clip: text;\n  background-clip: text;\n  -webkit-text-fill-color: transparent;');
    expect(components).toContain('  clip-path: var(--button-primary-hover-clip-path, var(--button-primary-clip-path, none));');
    // The focus state drops the shape, so its ring is not clipped away.
    expect(/\[data-component="button-primary-focus"\] \{[^}]*\n {2}clip-path: none;/.test(components)).toBe(true);
    expect(components).toContain('  transform: var(--button-primary-pressed-transform, var(--button-primary-transform, none));');
    expect(components).toContain('  text-decoration: var(--link-hover-text-decoration, var(--link-text-decoration, none));');
    expect(components).toContain('  text-transform: var(--button-primary-text-transform, none);');
  });

  it('carries letter case, slant and the groups DTCG has no type for in the DTCG export\'s extensions', () => {
    const dtcg = JSON.parse(file('/api/styles/ink-grid/export/dtcg')) as Record<string, any>;
    expect(dtcg.typography['label-caps'].$extensions['org.design-style-library']).toEqual({ textTransform: 'uppercase' });
    expect(dtcg.$extensions['org.design-style-library'].shapes).toEqual({ cut: { cut: 'chamfer', size: '10px', corners: ['topRight', 'bottomLeft'] } });
    expect(dtcg.$extensions['org.design-style-library']['reduced-motion']).toEqual({ motion: { 'duration-fast': '0ms' } });
  });
});
