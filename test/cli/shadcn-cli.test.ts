/**
 * Issue 19: the real shadcn CLI (the `shadcn` dev dependency), offline, against a local gateway. In a
 * fixture project (components.json, a Tailwind v4 `src/index.css`), `shadcn add <gateway>/r/<slug>.json`
 * and `shadcn add @design-style/<slug>` (a `registries` entry) write the style's variables for both modes
 * into the CSS, and Tailwind v4 then gives shadcn's utilities the style's colours, radii, shadows and fonts
 * in light and dark. `shadcn search @design-style` reads /r/registry.json. The CLI requests nothing but the
 * registry's files (the gateway's access log says which). Issue 31: the item's @font-face rules land at the
 * top level of the project's CSS, survive Tailwind's compile, and their files load from another origin.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShadcnRegistryItem } from '../../generator/contract/schemas';
import { parseColor, toHex } from '../../generator/tokens/color';
import { fontFacesOf, itemFontFaces, loadCrossOrigin, stackFamilies } from '../helpers/font-faces';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { compileTailwind4, ModeScopes, tailwind4Project } from '../helpers/tailwind-v4';

const SHADCN = path.resolve('node_modules/shadcn/dist/index.js');
const run = promisify(execFile);

let gw: RunningGateway;
let project: ReturnType<typeof tailwind4Project>;
const requested: string[] = [];

/** Runs `shadcn …` in the fixture project, as `npx shadcn` would. */
async function shadcn(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [SHADCN, ...args], {
    cwd: project.dir,
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
    timeout: 120_000,
  });
  return stdout + stderr;
}

const item = (slug: string) => JSON.parse(gw.store.get(`/r/${slug}.json`)!.body.toString()) as ShadcnRegistryItem;

/** The custom properties of one rule or at-rule of the project's CSS, by selector (`:root`, `.dark`) or `@theme inline`. */
function declarations(css: string, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  postcss.parse(css).walkDecls((d) => {
    const parent = d.parent as { type: string; selector?: string; name?: string; params?: string };
    const at = parent.type === 'atrule' ? `@${parent.name} ${parent.params}` : parent.selector;
    if (at === where && d.prop.startsWith('--')) out[d.prop.slice(2)] = d.value;
  });
  return out;
}

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void requested.push((JSON.parse(line) as { req?: { url?: string } }).req?.url ?? '') });
  gw = await startGateway(inject('distDir'), {}, { logger });
  project = tailwind4Project('dsl-shadcn-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(project.dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'fixture', private: true, type: 'module', dependencies: { react: '^19.0.0', tailwindcss: '^4.3.5' } }, null, 2));
  write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }, null, 2));
  write(
    'components.json',
    JSON.stringify(
      {
        $schema: 'https://ui.shadcn.com/schema.json',
        style: 'new-york',
        rsc: false,
        tsx: true,
        tailwind: { config: '', css: 'src/index.css', baseColor: 'neutral', cssVariables: true, prefix: '' },
        aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui', lib: '@/lib', hooks: '@/hooks' },
        iconLibrary: 'lucide',
        registries: { '@design-style': `${gw.url}/r/{name}.json` },
      },
      null,
      2,
    ),
  );
  write('src/index.css', '@import "tailwindcss";\n');
});
afterAll(async () => {
  project?.remove();
  await gw?.close();
});

const cssOf = () => fs.readFileSync(path.join(project.dir, 'src/index.css'), 'utf8');

function expectInstalled(slug: string): void {
  const { cssVars } = item(slug);
  const css = cssOf();
  expect(declarations(css, ':root')).toMatchObject(cssVars.light);
  expect(declarations(css, '.dark')).toMatchObject(cssVars.dark);
  expect(declarations(css, '@theme inline')).toMatchObject({ ...cssVars.theme, 'color-background': 'var(--background)', 'color-primary': 'var(--primary)' });
  // Issue 31: each of the item's @font-face rules, written as a top-level rule of the project's CSS.
  const faces = itemFontFaces(item(slug)).map(({ family, url }) => ({ family, url, parent: 'root' }));
  expect(faces.length).toBeGreaterThan(0);
  expect(fontFacesOf(postcss.parse(css))).toEqual(expect.arrayContaining(faces));
}

describe('the shadcn CLI, offline, against the gateway', () => {
  const [first, second] = ['frosted-glass-dashboard', 'memphis'];

  it('adds a style by URL: the project CSS holds its variables for both modes', async () => {
    requested.length = 0;
    await shadcn('add', `${gw.url}/r/${first}.json`, '--yes');
    expectInstalled(first!);
    expect(new Set(requested)).toEqual(new Set([`/r/${first}.json`]));
  }, 180_000);

  it('adds another through the components.json registry entry, replacing the first', async () => {
    requested.length = 0;
    await shadcn('add', `@design-style/${second}`, '--yes');
    expectInstalled(second!);
    expect(new Set(requested)).toEqual(new Set([`/r/${second}.json`]));
  }, 180_000);

  it('gives shadcn/ui utilities the style in light and dark once Tailwind v4 compiles the project', async () => {
    const { cssVars } = item(second!);
    const utilities: [string, string, (mode: 'light' | 'dark') => string][] = [
      ...['background', 'card', 'popover', 'primary', 'secondary', 'muted', 'accent', 'sidebar', 'chart-1'].map((v): [string, string, (m: 'light' | 'dark') => string] => [`bg-${v}`, 'background-color', (m) => cssVars[m][v]!]),
      ...['foreground', 'card-foreground', 'primary-foreground', 'muted-foreground', 'destructive'].map((v): [string, string, (m: 'light' | 'dark') => string] => [`text-${v}`, 'color', (m) => cssVars[m][v]!]),
      ['border-border', 'border-color', (m) => cssVars[m].border!],
      ...['sm', 'md', 'lg', 'xl'].map((r): [string, string, () => string] => [`rounded-${r}`, 'border-radius', () => cssVars.theme[`radius-${r}`]!]),
      ...['xs', 'sm', 'md', 'lg'].map((s): [string, string, (m: 'light' | 'dark') => string] => [`shadow-${s}`, '--tw-shadow', (m) => cssVars[m][`shadow-${s}`]!]),
      ['font-sans', 'font-family', () => cssVars.theme['font-sans']!],
      ['font-mono', 'font-family', () => cssVars.theme['font-mono']!],
    ];
    fs.writeFileSync(path.join(project.dir, 'page.html'), `<div class="${utilities.map(([u]) => u).join(' ')}"></div>\n`);
    fs.writeFileSync(path.join(project.dir, 'app.css'), '@import "./src/index.css";\n@source "./page.html";\n');
    const compiled = await compileTailwind4(path.join(project.dir, 'app.css'));
    const scopes = new ModeScopes(compiled.root);
    const hex = (value: string) => value.replace(/#[0-9a-f]{3,8}\b/gi, (c) => toHex(parseColor(c)!));
    const wrong: string[] = [];
    for (const [utility, property, value] of utilities) {
      const declared = scopes.utilities.get(`.${utility}`)?.get(property);
      if (declared === undefined) {
        wrong.push(`${utility} has no ${property}`);
        continue;
      }
      for (const mode of ['light', 'dark'] as const) {
        const got = hex(scopes.resolve(declared, mode));
        if (got !== hex(value(mode))) wrong.push(`${utility} in ${mode}: ${got} ≠ ${value(mode)}`);
      }
    }
    expect(wrong).toEqual([]);

    // Issue 31: font-sans renders in a family the compiled CSS loads from the service, which any origin may load.
    const faces = fontFacesOf(compiled.root).filter((f) => f.parent === 'root');
    const sans = stackFamilies(cssVars.theme['font-sans']!).find((family) => faces.some((f) => f.family === family));
    expect(sans).toBeDefined();
    for (const { url } of itemFontFaces(item(second!))) {
      expect(faces.map((f) => f.url)).toContain(url);
      expect(await loadCrossOrigin(gw.url, url, 'http://localhost:5173')).toEqual({ status: 200, type: 'font/woff2', cors: '*', corp: 'cross-origin', magic: 'wOF2' });
    }
  }, 120_000);

  it('finds the styles in /r/registry.json with `shadcn search`', async () => {
    requested.length = 0;
    const out = await shadcn('search', '@design-style', '--query', second!);
    expect(out).toContain(`@design-style/${second}`);
    expect(new Set(requested.map((url) => url.split('?')[0]))).toEqual(new Set(['/r/registry.json']));
  }, 180_000);
});
