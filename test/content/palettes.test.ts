/**
 * Issue 33, point 2: the styles built around a published palette (Nord, Solarized, Dracula, Catppuccin) take
 * every palette colour they use from the palette's package, read from its copy in data/references/<package>/
 * (pinned in data/references/packages.json, made by `npm run references`). Each case maps the document's colour
 * roles, in each mode, to the palette's names; a role's value must be the package's, or the document's
 * `deviations` must list it (token, mode, package value, reason), as in design-systems.test.ts. A colour role
 * the case does not map fails, so nothing the document paints escapes the comparison, and so does a literal
 * colour in the extension groups that is not a palette colour.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStyleDocument } from '../../generator/documents/parse-document';
import { deviationsOf, type Deviation } from '../../generator/documents/rules/deviations';
import { referenceDir } from '../../generator/references/references';

type Mode = 'light' | 'dark';

const require = createRequire(import.meta.url);

function packageFile(name: string, file: string): string {
  return fs.readFileSync(path.join(referenceDir(name), file), 'utf8');
}

function packageVersion(name: string): string {
  return (JSON.parse(packageFile(name, 'package.json')) as { version: string }).version;
}

const hex = (value: string) => value.trim().toLowerCase();

/** A palette shipped as a CommonJS module of plain values (name → hex). */
function modulePalette(name: string, file: string): Record<string, string> {
  const values = require(path.join(referenceDir(name), file)) as Record<string, string>;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, hex(v)]));
}

/** The rows of a Markdown colour table, `Name | \`#rrggbb\` | …`, by name in lower case with hyphens. */
function tableColors(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^([A-Z][\w ]*?)\s*\|\s*`(#[0-9a-fA-F]{6})`/gm)].map((m) => [m[1]!.toLowerCase().replace(/ /g, '-'), hex(m[2]!)]));
}

/** `$name: #rrggbb;` lines of a Sass file, by name. */
function sassColors(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^\$([\w-]+):\s*(#[0-9a-fA-F]{6});/gm)].map((m) => [m[1]!, hex(m[2]!)]));
}

interface PaletteCase {
  slug: string;
  /** The npm package and what it calls the palette's colours: name → #rrggbb. */
  pkg: string;
  palette: () => Record<string, string>;
  /** Each colour role of the document, in each mode, as the palette's name of its colour. */
  roles: Record<Mode, Record<string, string>>;
  /** Roles of a mode the palette does not define (a derived mode), with the reason; the body must say so. */
  derived?: { mode: Mode; roles: string[]; says: RegExp };
}

function loadStyle(slug: string) {
  const file = path.join('data/styles', `${slug}.md`);
  const parsed = parseStyleDocument({ file, slug, text: fs.readFileSync(file, 'utf8'), syncedAt: new Date(0).toISOString() });
  if (!parsed.ok) throw new Error(`${slug}: ${JSON.stringify(parsed.problems)}`);
  const data = parsed.doc.data;
  const group = (name: string) => (data[name] ?? {}) as Record<string, unknown>;
  const defaultMode = ((group('mode').default as string) ?? 'light') as Mode;
  const otherMode: Mode = defaultMode === 'light' ? 'dark' : 'light';
  const overrides = (mode: Mode) => (mode === defaultMode ? {} : ((((group('modes')[mode] ?? {}) as Record<string, unknown>).colors ?? {}) as Record<string, string>));
  const color = (role: string, mode: Mode): string => {
    const value = overrides(mode)[role] ?? (group('colors')[role] as string | undefined);
    if (value === undefined) throw new Error(`${slug}: no colour ${role}`);
    const ref = /^\{colors\.([\w-]+)\}$/.exec(value);
    return ref ? color(ref[1]!, mode) : hex(value);
  };
  const listed = deviationsOf(data);
  const met = new Set<Deviation>();
  /** The role's value is the package's, or a deviation lists that token, mode and package value. */
  const holdColor = (role: string, mode: Mode, expected: string) => {
    const value = color(role, mode);
    if (value === expected) return;
    const deviation = listed.find((d) => d.token.replace(/^modes\.(light|dark)\./, '') === `colors.${role}` && (d.mode ?? mode) === mode && hex(String(d.package)) === expected);
    if (deviation) return void met.add(deviation);
    expect(value, `${slug}: colors.${role} (${mode}) is not the package's ${expected}, and \`deviations\` does not list it`).toBe(expected);
  };
  return {
    data,
    body: parsed.doc.body,
    defaultMode,
    otherMode,
    color,
    holdColor,
    /** The colour roles a mode has: the document's own, or its own plus the other mode's overrides. */
    rolesOf: (mode: Mode) => [...new Set([...Object.keys(group('colors')), ...Object.keys(overrides(mode))])],
    unmet: () => listed.filter((d) => !met.has(d)).map((d) => `${d.token}${d.mode ? ` (${d.mode})` : ''}: ${d.package}`),
  };
}

/** Every literal #rrggbb(aa) in the extension groups that carry colour, in either mode. */
function extensionLiterals(data: Record<string, unknown>): string[] {
  const groups = ['elevation', 'borders', 'gradients', 'decorations'];
  const modes = Object.values((data.modes ?? {}) as Record<string, Record<string, unknown>>);
  const text = JSON.stringify([...groups.map((g) => data[g]), ...modes.flatMap((m) => groups.map((g) => m[g]))]);
  return [...text.matchAll(/#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?\b/g)].map((m) => hex(m[0]));
}

const CASES: PaletteCase[] = [
  {
    slug: 'nord',
    pkg: 'nord',
    palette: () => sassColors(packageFile('nord', 'src/sass/nord.scss')),
    roles: {
      dark: {
        primary: 'nord8', 'on-primary': 'nord0', 'primary-hover': 'nord7', 'primary-pressed': 'nord9', surface: 'nord0', 'surface-card': 'nord1',
        'surface-raised': 'nord2', 'on-surface': 'nord6', 'on-surface-muted': 'nord4', outline: 'nord3', 'field-outline': 'nord9', focus: 'nord8',
        disabled: 'nord1', error: 'nord11', link: 'nord8', success: 'nord14',
      },
      light: {
        primary: 'nord8', 'on-primary': 'nord0', 'primary-hover': 'nord7', 'primary-pressed': 'nord9', surface: 'nord6', 'surface-card': 'nord5',
        'surface-raised': 'nord4', 'on-surface': 'nord0', 'on-surface-muted': 'nord3', outline: 'nord4', 'field-outline': 'nord10', focus: 'nord10',
        disabled: 'nord5', error: 'nord11', link: 'nord2', success: 'nord14',
      },
    },
  },
  {
    slug: 'solarized',
    pkg: 'solarized-colors',
    palette: () => modulePalette('solarized-colors', 'main.js'),
    roles: {
      light: {
        primary: 'cyan', 'on-primary': 'base03', 'primary-hover': 'green', surface: 'base3', 'surface-card': 'base2', 'on-surface': 'base01',
        'on-surface-strong': 'base02', outline: 'base1', 'field-outline': 'base00', focus: 'blue', 'accent-edge': 'violet', disabled: 'base2',
        error: 'red', highlight: 'yellow',
      },
      dark: {
        primary: 'cyan', 'on-primary': 'base03', 'primary-hover': 'green', surface: 'base03', 'surface-card': 'base02', 'on-surface': 'base0',
        'on-surface-strong': 'base1', outline: 'base01', 'field-outline': 'base0', focus: 'blue', 'accent-edge': 'violet', disabled: 'base02',
        error: 'red', highlight: 'yellow',
      },
    },
  },
  {
    slug: 'dracula',
    pkg: 'dracula-theme',
    palette: () => tableColors(packageFile('dracula-theme', 'README.md')),
    roles: {
      dark: {
        primary: 'purple', 'on-primary': 'background', 'primary-hover': 'pink', surface: 'background', 'surface-card': 'background',
        'surface-raised': 'current-line', 'on-surface': 'foreground', outline: 'selection', 'field-outline': 'comment', focus: 'cyan',
        'accent-edge': 'pink', disabled: 'current-line', error: 'red', link: 'pink', success: 'green', highlight: 'yellow',
      },
      light: {
        primary: 'purple', 'on-primary': 'background', 'primary-hover': 'pink', surface: 'foreground', 'surface-card': 'foreground',
        'surface-raised': 'foreground', 'on-surface': 'background', outline: 'comment', 'field-outline': 'comment', disabled: 'foreground',
        success: 'green', highlight: 'yellow',
      },
    },
    // Dracula's package has no light scheme (its README refuses one): four light colours are derived, and said to be.
    derived: { mode: 'light', roles: ['focus', 'accent-edge', 'error', 'link'], says: /this light mode is derived and not Alucard/ },
  },
  {
    slug: 'catppuccin',
    pkg: '@catppuccin/palette',
    // Mocha (the dark mode) and Latte (the light mode), as `mocha.<name>` and `latte.<name>`.
    palette: () =>
      Object.fromEntries(
        ['mocha', 'latte'].flatMap((flavour) => Object.entries(sassColors(packageFile('@catppuccin/palette', `scss/_${flavour}.scss`))).map(([name, v]) => [`${flavour}.${name}`, v])),
      ),
    roles: {
      dark: {
        primary: 'mocha.mauve', 'on-primary': 'mocha.base', surface: 'mocha.base', 'surface-card': 'mocha.surface0', 'surface-hover': 'mocha.surface0',
        'on-surface': 'mocha.text', 'on-surface-muted': 'mocha.subtext1', outline: 'mocha.surface1', 'field-outline': 'mocha.overlay2',
        focus: 'mocha.blue', disabled: 'mocha.surface0', error: 'mocha.red', link: 'mocha.blue',
      },
      light: {
        primary: 'latte.mauve', 'on-primary': 'latte.base', surface: 'latte.base', 'surface-card': 'latte.mantle', 'surface-hover': 'latte.surface0',
        'on-surface': 'latte.text', 'on-surface-muted': 'latte.subtext1', outline: 'latte.surface1', 'field-outline': 'latte.overlay2',
        focus: 'latte.blue', disabled: 'latte.surface0', error: 'latte.red', link: 'latte.text',
      },
    },
  },
];

for (const c of CASES) {
  describe(`${c.slug} (after its palette, from ${c.pkg})`, () => {
    const style = loadStyle(c.slug);
    const palette = c.palette();
    const derived = (mode: Mode) => (c.derived?.mode === mode ? c.derived.roles : []);

    it('reads a palette from the package copy', () => {
      expect(Object.keys(palette).length).toBeGreaterThanOrEqual(11);
      for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('cites the package and its pinned version in Historical Context', () => {
      const history = style.body.split('## Historical Context')[1] ?? '';
      expect(history).toContain(c.pkg);
      expect(history).toContain(packageVersion(c.pkg));
    });

    for (const mode of ['dark', 'light'] as const) {
      it(`takes every colour role of its ${mode} mode from the palette, or lists how it differs`, () => {
        for (const [role, name] of Object.entries(c.roles[mode])) {
          const expected = palette[name];
          expect(expected, `${c.pkg} has no colour ${name}`).toBeDefined();
          style.holdColor(role, mode, expected!);
        }
      });

      it(`maps every colour role of its ${mode} mode to the palette (or to the derived mode the body discloses)`, () => {
        const unmapped = style.rolesOf(mode).filter((role) => !(role in c.roles[mode]) && !derived(mode).includes(role));
        expect(unmapped, `${c.slug}: colour roles the test does not compare in ${mode} mode`).toEqual([]);
        if (derived(mode).length > 0) expect(style.body).toMatch(c.derived!.says);
      });
    }

    it('draws its shadows, borders and gradients only from palette colours (or colour roles)', () => {
      const colours = new Set(Object.values(palette));
      const strays = extensionLiterals(style.data).filter((v) => !colours.has(v.slice(0, 7)));
      expect(strays, `${c.slug}: literal colours outside the palette`).toEqual([]);
    });

    it('lists only deviations the comparisons meet', () => {
      expect(style.unmet()).toEqual([]);
    });
  });
}
