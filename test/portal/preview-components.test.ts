/**
 * Issue 17: the preview's "Every component" section and its generated stylesheet (components.css):
 * states fall back to their base's custom properties, a state that sets an effect to `none` drops it,
 * text-only components are drawn twice (on the page and in a card), components without text as boxes.
 */
import { describe, expect, it } from 'vitest';
import { componentsCss } from '../../generator/portal/components-css';
import { componentFamilies, focusOnSurfaces, focusSurfaces, previewComponents, renderComponentsSection, runningText, splitState } from '../../generator/portal/preview-components';
import type { StyleTokens } from '../../generator/tokens/theme';

const tokens = {
  components: {
    'button-primary': { backgroundColor: '{colors.primary}', textColor: '{colors.on-primary}' },
    'button-primary-hover': { backgroundColor: '{colors.primary-hover}' },
    'button-secondary': { backgroundColor: '{colors.surface}', textColor: '{colors.on-surface}' },
    'button-secondary-hover': { backgroundColor: '{colors.surface}' },
    link: { textColor: '{colors.primary}' },
    'link-hover': { textColor: '{colors.primary-hover}' },
    'scroll-thumb': { backgroundColor: '{colors.outline}', width: '12px' },
    'error-text': { textColor: '{colors.error}' },
  },
  'component-effects': {
    'button-secondary': { gradient: 'chrome', elevation: 'raised' },
    'button-secondary-hover': { gradient: 'none' },
  },
} as unknown as StyleTokens;

describe('the components a preview wears', () => {
  it('splits a state from its base only when the base is a component', () => {
    const names = new Set(['input', 'input-error', 'error-text']);
    expect(splitState('input-error', names)).toEqual(['input', 'error']);
    expect(splitState('error-text', names)).toBeUndefined();
    expect(splitState('toast-error', names)).toBeUndefined();
  });

  it('lists every component with its bases and kind, in document order', () => {
    expect(previewComponents(tokens)).toEqual([
      { name: 'button-primary', kind: 'labelled', bases: [] },
      { name: 'button-primary-hover', kind: 'labelled', bases: ['button-primary'], state: 'hover' },
      { name: 'button-secondary', kind: 'labelled', bases: [] },
      { name: 'button-secondary-hover', kind: 'labelled', bases: ['button-secondary'], state: 'hover' },
      { name: 'link', kind: 'text-only', bases: [] },
      { name: 'link-hover', kind: 'text-only', bases: ['link'], state: 'hover' },
      { name: 'scroll-thumb', kind: 'box', bases: [] },
      { name: 'error-text', kind: 'text-only', bases: [] },
    ]);
    expect(componentFamilies(previewComponents(tokens)).map((f) => [f.root, f.members.map((m) => m.name)])).toEqual([
      ['button-primary', ['button-primary', 'button-primary-hover']],
      ['button-secondary', ['button-secondary', 'button-secondary-hover']],
      ['link', ['link', 'link-hover']],
      ['scroll-thumb', ['scroll-thumb']],
      ['error-text', ['error-text']],
    ]);
  });
});

describe('components.css', () => {
  const css = componentsCss(tokens);
  const rule = (name: string) => new RegExp(`\\[data-component="${name}"\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

  it('reads a state\'s own property first, then its base\'s', () => {
    expect(rule('button-primary-hover')).toContain('  background-color: var(--button-primary-hover-background-color, var(--button-primary-background-color, transparent));');
    expect(rule('button-primary-hover')).toContain('  color: var(--button-primary-hover-color, var(--button-primary-color, inherit));');
    expect(rule('button-primary')).toContain('  box-shadow: var(--button-primary-box-shadow, none);');
  });

  it('drops an effect the state sets to none, keeps the others it inherits', () => {
    expect(rule('button-secondary-hover')).toContain('  background-image: none;');
    expect(rule('button-secondary-hover')).toContain('  box-shadow: var(--button-secondary-hover-box-shadow, var(--button-secondary-box-shadow, none));');
  });

  it('sizes a box by its width and height, a labelled component at least by them', () => {
    expect(rule('scroll-thumb')).toContain('  width: var(--scroll-thumb-width, var(--scroll-thumb-size, 96px));');
    expect(rule('button-primary')).toContain('  min-height: var(--button-primary-height, var(--button-primary-size, auto));');
  });

  it('draws the translucent fill where backdrop filters are supported', () => {
    expect(css).toContain('@supports (backdrop-filter: blur(1px)) {\n  [data-component="button-primary"] {\n    background-color: var(--button-primary-fill, var(--button-primary-background-color, transparent));');
  });
});

describe('the "Every component" section', () => {
  const html = renderComponentsSection(previewComponents(tokens));

  it('marks every component with its name, state and base, labelled with its name', () => {
    expect(html).toContain('<div class="pv-component pv-component-labelled" data-component="button-primary-hover" data-state="hover" data-base="button-primary">button-primary-hover</div>');
    expect(html).toContain('<div class="pv-component pv-component-box" data-component="scroll-thumb" role="img" aria-label="scroll-thumb"></div>');
  });

  it('marks a disabled component aria-disabled (WCAG and axe exempt it from contrast)', () => {
    const disabled = renderComponentsSection(previewComponents({ components: { input: { textColor: '{colors.on-surface}', backgroundColor: '{colors.surface}' }, 'input-disabled': { textColor: '{colors.outline}' } } } as unknown as StyleTokens));
    expect(disabled).toContain('data-component="input-disabled" data-state="disabled" data-base="input" aria-disabled="true">');
    expect(html).not.toContain('aria-disabled');
  });

  it('shows text-only components on the page and again inside a card', () => {
    // Twice as a cell, once inside the sentence of running text on the page (issue 32, point 1), and
    // twice more on the card's focus row: at rest, and with the page's focus outline (issue 32, point 3).
    expect(html.match(/data-component="link"/g)).toHaveLength(5);
    expect(html.match(/data-component="error-text"/g)).toHaveLength(2);
    expect(html.match(/data-component="button-primary"/g)).toHaveLength(1);
    expect(html).toMatch(/<div class="pv-card pv-components-card" data-context="card">[\s\S]*data-component="link-hover"/);
  });

  it('sets the link inside a sentence of body text, where the audit judges it against the words around it (issue 32, WCAG 1.4.1)', () => {
    expect(html).toContain('<p class="pv-running" data-running="text">Running text reads on, and <a class="pv-running-link" data-component="link" href="#pv-components">the link here</a> must stand out from the words around it.</p>');
    expect(runningText(previewComponents(tokens), 'card-text')).toContain('data-running="card-text"');
  });
});

describe('focus on every surface (issue 32, point 3)', () => {
  const focused = {
    components: {
      'button-primary': { backgroundColor: '{colors.primary}', textColor: '{colors.on-primary}' },
      'button-primary-focus': { backgroundColor: '{colors.primary}' },
      'button-primary-disabled': { backgroundColor: '{colors.outline}' },
      input: { backgroundColor: '{colors.surface}', textColor: '{colors.on-surface}' },
      'input-focus': { backgroundColor: '{colors.surface}' },
      link: { textColor: '{colors.primary}' },
      card: { backgroundColor: '{colors.surface}', textColor: '{colors.on-surface}' },
      'glass-panel-raised': { backgroundColor: '{colors.glass}', textColor: '{colors.on-surface}' },
      'panel-header': { backgroundColor: '{colors.glass}', textColor: '{colors.on-surface}' },
      toolbar: { backgroundColor: '{colors.surface}', textColor: '{colors.on-surface}' },
      'hero-panel': { backgroundColor: '{colors.primary}', textColor: '{colors.on-primary}' },
      'toolbar-focus': { backgroundColor: '{colors.surface}' },
      'card-meta': { textColor: '{colors.on-surface-muted}' },
    },
    'component-effects': { 'glass-panel-raised': { 'backdrop-blur': 'blur' } },
  } as unknown as StyleTokens;
  const components = previewComponents(focused);
  const html = focusOnSurfaces(components);

  it('puts controls on the card and on each surface the document defines, not on a part of one nor on text', () => {
    expect(focusSurfaces(components).map((c) => c.name)).toEqual(['glass-panel-raised', 'toolbar', 'hero-panel']);
    expect([...html.matchAll(/data-surface="([^"]+)"/g)].map((m) => m[1])).toEqual(['card', 'glass-panel-raised', 'toolbar', 'hero-panel']);
    expect(html).toContain('<div class="pv-card pv-surface" data-surface="card">\n<div class="pv-surface-row">\n<p class="pv-surface-name" id="pv-on-card">On a card</p>');
    expect(html).toContain('<p class="pv-surface-name" id="pv-on-toolbar">On toolbar</p>');
  });

  it('sets each focus state beside its control at rest, and a link with the page\'s focus outline, in equal cells with short labels', () => {
    const row = html.slice(0, html.indexOf('data-surface="glass-panel-raised"'));
    expect(row.match(/data-component="button-primary-focus" data-state="focus" data-base="button-primary"/g)).toHaveLength(1);
    expect(row).toMatch(/<div class="pv-family pv-family-2">\n<div [^>]*data-component="input"[^>]*>input<\/div>\n<div [^>]*data-component="input-focus"[^>]*>input-focus<\/div>/);
    expect(row).toContain('<div class="pv-component pv-component-text-only pv-focus-outline" data-component="link" data-name="link-focus" data-state="focus" data-base="link">focus</div>');
    expect(row).toContain('data-component="button-primary">primary</div>\n<div class="pv-component pv-component-labelled" data-component="button-primary-focus" data-state="focus" data-base="button-primary">focus</div>');
    // A surface's own focus state is not a control on a surface; a disabled state is not shown.
    expect(html).not.toContain('data-component="toolbar-focus"');
    expect(html).not.toContain('button-primary-disabled');
  });

  it('leaves the link off a surface with a text colour of its own (an inverse panel): the style gives it no link', () => {
    const hero = html.slice(html.indexOf('data-surface="hero-panel"'));
    expect(components.find((c) => c.name === 'hero-panel')?.ownText).toBe(true);
    expect(hero).toContain('data-component="button-primary-focus"');
    expect(hero).not.toContain('data-component="link"');
    expect(html.slice(0, html.indexOf('data-surface="hero-panel"')).match(/data-name="link-focus"/g)).toHaveLength(3);
  });

  it('paints a surface\'s focus row with the surface\'s own rule, glass included', () => {
    const css = componentsCss(focused);
    expect(css).toContain('[data-component="glass-panel-raised"], [data-surface="glass-panel-raised"] {\n  background-color:');
    expect(css).toContain('  [data-component="glass-panel-raised"], [data-surface="glass-panel-raised"] {\n    background-color: var(--glass-panel-raised-fill');
    expect(css).not.toContain('[data-surface="panel-header"]');
  });
});
