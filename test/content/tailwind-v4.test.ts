/**
 * Issue 19: every style's `css-tailwind` export works in Tailwind CSS v4 itself. For each style, a fixture
 * project (`@import "tailwindcss"`, then the export) compiles a page that uses a utility for every token
 * (`bg-*`/`text-*` per colour, `font-*` and `text-*` per type level, `rounded-*`, `p-*`, `shadow-*`,
 * `backdrop-blur-*`, `ease-*`, `duration-*`, `bg-gradient-*`, `font-sans`, `max-w-*`), and the
 * generated CSS defines each utility with the token's value in both modes (`<html class="light|dark">`;
 * the `prefers-color-scheme` block says the same as the pinned one).
 *
 * Issue 31: the compiled stylesheet carries, at its top level, the @font-face rules of the style's served
 * families, whose URLs are the files of the API's `fonts` member (absolute on the service), whose families
 * are those the `--font-*` stacks name; a gateway serves a sample of them to a page of another origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CssVariables, DesignTokens, StyleDetail } from '../../generator/contract/schemas';
import { gradientKey, isLength, textKey } from '../../generator/exports/css-tailwind-export';
import { cssGradient, cssMotion } from '../../generator/exports/css-values';
import { parseColor, toHex } from '../../generator/tokens/color';
import { fontRoles, fontStack } from '../../generator/tokens/font-stack';
import { modesOf, themeOf, type StyleTokens, type Theme } from '../../generator/tokens/theme';
import { loadDist } from '../../gateway/dist-store';
import { fontFacesOf, loadCrossOrigin, sample, stackFamilies } from '../helpers/font-faces';
import { startGateway } from '../helpers/gateway';
import { compileTailwind4, ModeScopes, tailwind4Project, tailwind4Version } from '../helpers/tailwind-v4';

const store = loadDist(inject('distDir'));
const slugs = [...store.search.styles.values()].sort((a, b) => a.id - b.id).map((s) => s.slug);
const body = <T>(url: string) => JSON.parse(store.get(url)!.body.toString()) as T;

/** Every colour literal as `#rrggbb(aa)`, so `#FFF`, `#ffffff` and `rgb(255 255 255)` compare equal. */
const normalize = (css: string) =>
  css.replace(/#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)/g, (c) => {
    const parsed = parseColor(c);
    return parsed ? toHex(parsed) : c;
  });

const shadowIn = (theme: Theme, name: string) =>
  theme.elevation.get(name)!.map((l) => `${l.inset ? 'inset ' : ''}${l.offsetX} ${l.offsetY} ${l.blur} ${l.spread} ${toHex(l.color)}`).join(', ');
const gradientIn = (theme: Theme, name: string) =>
  cssGradient(theme.gradients.get(name)!.map((layer) => ({ ...layer, stops: layer.stops.map((s) => ({ ...s, color: toHex(s.color) })) })));

/** A utility, the declaration that carries the token, and the token's value in a mode. */
type Expectation = [utility: string, property: string, value: (theme: Theme) => string];

function expectations(tokens: StyleTokens): Expectation[] {
  const constant = (v: string | number) => () => String(v);
  const levels = Object.entries(tokens.typography ?? {});
  const motion = Object.entries(tokens.motion ?? {});
  return [
    ...Object.keys(tokens.colors ?? {}).flatMap((n): Expectation[] => [
      [`bg-${n}`, 'background-color', (t) => toHex(t.colors.get(n)!)],
      [`text-${n}`, 'color', (t) => toHex(t.colors.get(n)!)],
    ]),
    ['font-sans', 'font-family', constant(fontRoles(tokens.typography).sans)],
    ...levels.filter(([, t]) => t.fontFamily).map(([l, t]): Expectation => [`font-${l}`, 'font-family', constant(fontStack(String(t.fontFamily)))]),
    ...levels.filter(([, t]) => t.fontSize).map(([l, t]): Expectation => [`text-${textKey(tokens, l)}`, 'font-size', constant(t.fontSize!)]),
    ...levels.filter(([, t]) => t.lineHeight !== undefined).map(([l, t]): Expectation => [`text-${textKey(tokens, l)}`, 'line-height', constant(t.lineHeight!)]),
    ...Object.entries(tokens.rounded ?? {}).map(([n, v]): Expectation => [`rounded-${n}`, 'border-radius', constant(v)]),
    ...Object.entries(tokens.spacing ?? {})
      .filter(([, v]) => isLength(v))
      .map(([n, v]): Expectation => [`p-${n}`, 'padding', constant(v)]),
    // An elevation named `none` is Tailwind's own shadow-none.
    ...Object.keys(tokens.elevation ?? {})
      .filter((n) => n !== 'none')
      .map((n): Expectation => [`shadow-${n}`, '--tw-shadow', (t) => shadowIn(t, n)]),
    ...Object.entries(tokens.effects ?? {})
      .filter(([, v]) => typeof v === 'string')
      .map(([n, v]): Expectation => [`backdrop-blur-${n}`, '--tw-backdrop-blur', constant(`blur(${v})`)]),
    ...motion.filter(([, v]) => Array.isArray(v)).map(([n, v]): Expectation => [`ease-${n}`, 'transition-timing-function', constant(cssMotion(v))]),
    ...motion.filter(([, v]) => !Array.isArray(v)).map(([n, v]): Expectation => [`duration-${n}`, 'transition-duration', constant(cssMotion(v))]),
    ...Object.keys(tokens.gradients ?? {}).map((n): Expectation => [`bg-${gradientKey(n)}`, 'background-image', (t) => gradientIn(t, n)]),
  ];
}

/** Spacing names that are also container sizes keep `max-w-*` on the container. */
const CONTAINERS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];

const escapeClass = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`;

let project: ReturnType<typeof tailwind4Project>;
beforeAll(() => {
  project = tailwind4Project();
});
afterAll(() => project.remove());

describe(`the css-tailwind export in Tailwind CSS ${tailwind4Version()}`, () => {
  it.each(slugs)('%s: every token has its utility, with its value in both modes', async (slug) => {
    const tokens = body<DesignTokens>(`/api/styles/${slug}/token`) as StyleTokens;
    const { css } = body<CssVariables>(`/api/styles/${slug}/export/css-tailwind`);
    const dir = path.join(project.dir, slug);
    fs.mkdirSync(dir, { recursive: true });
    const checks = expectations(tokens);
    const containers = CONTAINERS.filter((n) => tokens.spacing?.[n] !== undefined && isLength(tokens.spacing[n]!));
    const classes = [...new Set([...checks.map(([u]) => u), ...containers.map((n) => `max-w-${n}`)])];
    fs.writeFileSync(path.join(dir, 'page.html'), `<!doctype html>\n<html class="light"><body>\n${classes.map((c) => `<div class="${c}"></div>`).join('\n')}\n</body></html>\n`);
    fs.writeFileSync(path.join(dir, 'design-tokens.tailwind.css'), css);
    fs.writeFileSync(path.join(dir, 'app.css'), '@import "tailwindcss";\n@import "./design-tokens.tailwind.css";\n@source "./page.html";\n');

    const { root } = await compileTailwind4(path.join(dir, 'app.css'));
    const scopes = new ModeScopes(root);
    const modes = modesOf(tokens);
    expect(modes).toHaveLength(2);
    // The system preference says what the pinned class says.
    for (const mode of modes.slice(1)) expect(scopes.media.get(mode)).toEqual(scopes.pinned.get(mode));

    const missing: string[] = [];
    const wrong: string[] = [];
    for (const [utility, property, value] of checks) {
      const declared = scopes.utilities.get(escapeClass(utility))?.get(property);
      if (declared === undefined) {
        missing.push(`${utility} { ${property} }`);
        continue;
      }
      for (const mode of modes) {
        const got = normalize(scopes.resolve(declared, mode));
        const want = normalize(value(themeOf(tokens, mode)));
        if (got !== want) wrong.push(`${utility} ${property} in ${mode}: ${got} ≠ ${want}`);
      }
    }
    for (const name of containers) {
      const declared = scopes.utilities.get(escapeClass(`max-w-${name}`))?.get('max-width');
      if (declared !== `var(--container-${name})`) wrong.push(`max-w-${name} is ${declared}, not the container size`);
    }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);

    // Issue 31: the style's fonts, at the top level, on the service, in the families the stacks name.
    const { fonts } = body<StyleDetail>(`/api/styles/${slug}`);
    const faces = fontFacesOf(root);
    expect(faces.filter((f) => f.parent !== 'root')).toEqual([]);
    expect(new Set(faces.map((f) => f.url))).toEqual(new Set(fonts.flatMap((f) => f.files)));
    expect(new Set(faces.map((f) => f.family))).toEqual(new Set(fonts.map((f) => f.family)));
    expect(faces.filter((f) => !f.url.startsWith('http://api.test/fonts/') || !store.has(new URL(f.url).pathname))).toEqual([]);
    const stacks: string[] = [];
    root.walkDecls(/^--font-(?!weight-)/, (d) => void stacks.push(d.value));
    expect([...new Set(faces.map((f) => f.family))].filter((family) => !stacks.some((stack) => stackFamilies(stack).includes(family)))).toEqual([]);
  });
});

describe('the css-tailwind export\'s fonts through a gateway, from another origin', () => {
  /** The first file of every family the exports load, in URL order. */
  const firstFiles = () => {
    const byFamily = new Map<string, string>();
    for (const slug of slugs) {
      const { css } = body<CssVariables>(`/api/styles/${slug}/export/css-tailwind`);
      for (const face of fontFacesOf(postcss.parse(css))) if (!byFamily.has(face.family)) byFamily.set(face.family, face.url);
    }
    return [...byFamily.values()].sort();
  };

  it('serves a sample of the files, one per family, with a font type and open CORS', async () => {
    const files = firstFiles();
    expect(files.length).toBeGreaterThan(8);
    const gw = await startGateway(inject('distDir'));
    try {
      for (const url of sample(files, 8)) {
        const got = await loadCrossOrigin(gw.url, url, 'http://app.example:5173');
        expect({ url, ...got }).toEqual({ url, status: 200, type: 'font/woff2', cors: '*', corp: 'cross-origin', magic: 'wOF2' });
      }
    } finally {
      await gw.close();
    }
  });
});
