/**
 * Issue 19: the shadcn/ui mapping (generator/exports/shadcn-theme.ts) as its comment documents it: a
 * candidate role is taken when it passes in both modes, else a passing colour is derived, deterministically.
 */
import { describe, expect, it } from 'vitest';
import { shadcnCssVars } from '../../generator/exports/shadcn-theme';
import { contrast, parseColor } from '../../generator/tokens/color';
import type { StyleTokens } from '../../generator/tokens/theme';

const CORE = { primary: '#1d4ed8', 'on-primary': '#ffffff', surface: '#ffffff', 'on-surface': '#111111', outline: '#767676', focus: '#1d4ed8', disabled: '#eeeeee', 'on-disabled': '#555555', error: '#b00020' };
const DARK = { surface: '#0b0b0b', 'on-surface': '#eeeeee', primary: '#93c5fd', 'on-primary': '#0b0b0b', error: '#ff8a80' };
const style = (colors: Record<string, string>, components: StyleTokens['components'] = {}, dark: Record<string, string> = {}): StyleTokens =>
  ({ mode: { default: 'light' }, colors: { ...CORE, ...colors }, modes: { dark: { colors: { ...DARK, ...dark } } }, components }) as StyleTokens;
const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!);

describe('shadcnCssVars', () => {
  it('takes the first candidate that passes in both modes: button-primary, else primary / on-primary', () => {
    const failing = { 'button-primary': { backgroundColor: '{colors.primary}', textColor: '{colors.primary}' } };
    const vars = shadcnCssVars(style({}, failing));
    expect([vars.light.primary, vars.light['primary-foreground'], vars.dark.primary, vars.dark['primary-foreground']]).toEqual(['#1d4ed8', '#ffffff', '#93c5fd', '#0b0b0b']);
  });

  it('derives a readable foreground when no candidate passes, the same every time', () => {
    const tokens = style({ primary: '#777777', 'on-primary': '#888888' }, {}, { primary: '#777777', 'on-primary': '#888888' });
    const vars = shadcnCssVars(tokens);
    for (const mode of ['light', 'dark'] as const) expect(ratio(vars[mode]['primary-foreground']!, vars[mode].primary!)).toBeGreaterThanOrEqual(4.5);
    expect(vars.light['primary-foreground']).toBe('#050505');
    expect(shadcnCssVars(tokens)).toEqual(vars);
  });

  it('keeps muted-foreground readable on muted, background and card', () => {
    const vars = shadcnCssVars(style({ 'surface-variant': '#f1f1f1', 'on-surface-variant': '#9a9a9a' }));
    // #9a9a9a is too light on white: the next candidate, on-disabled, passes everywhere.
    expect(vars.light.muted).toBe('#f1f1f1');
    expect(vars.light['muted-foreground']).toBe('#555555');
  });

  it('turns primary\'s hue by 72° per missing chart colour, at 3:1 on the background', () => {
    const vars = shadcnCssVars(style({}));
    const charts = [1, 2, 3, 4, 5].map((n) => vars.light[`chart-${n}`]!);
    expect(charts[0]).toBe('#1d4ed8');
    expect(new Set(charts).size).toBe(5);
    for (const c of charts) expect(ratio(c, vars.light.background!)).toBeGreaterThanOrEqual(3);
  });
});
