/**
 * Issue 20: the styles that render a public design system take their values from that system's published
 * package. Each `describe` reads the package's own files and compares them with the document's tokens as the
 * project's parser reads them, so a wrong or stale value fails. The packages are pinned in
 * data/references/packages.json and read from their copies in data/references/<package>/, which `npm run
 * references` makes byte for byte from the published package (or, for antd and @ant-design/colors, whose
 * values are computed by their code, from what that code returns), so `npm ci` does not install them
 * (issue 31, point 10).
 *
 * Issue 32, point 5: a document may differ from its package only where its own `deviations` list says so
 * (token, mode, package value, reason; generator/documents/rules/deviations.ts). `hold` compares a value with
 * the package's and accepts a difference only when that list names it; each describe ends by failing on a
 * listed deviation no comparison met.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStyleDocument } from '../../generator/documents/parse-document';
import { deviationsOf, type Deviation } from '../../generator/documents/rules/deviations';
import { debianReferenceDir } from '../../generator/references/debian-references';
import { referenceDir } from '../../generator/references/references';

const require = createRequire(import.meta.url);

/** The folder of a pinned package's copy, data/references/<name>/ (in the package's own layout). */
function packageDir(name: string): string {
  return referenceDir(name);
}

function packageFile(name: string, file: string): string {
  return fs.readFileSync(path.join(packageDir(name), file), 'utf8');
}

function packageVersion(name: string): string {
  return (JSON.parse(packageFile(name, 'package.json')) as { version: string }).version;
}

interface StyleTokens {
  data: Record<string, unknown>;
  body: string;
  /**
   * Holds a value the document takes from its package (issue 32, point 5): the document's `value` at `token`
   * (a front-matter path, `colors.focus`) equals the package's `expected` in `mode`, or the document's
   * `deviations` list that token, mode and package value. Comparisons are of colours, dimensions or words.
   */
  hold(token: string, value: unknown, expected: unknown, mode?: 'light' | 'dark'): void;
  /** `hold` for a colour role in a mode, its dark value read through the overrides. */
  holdColor(role: string, mode: 'light' | 'dark', expected: string): void;
  /** The listed deviations no comparison met: stale entries, or values the test does not read yet. */
  unmetDeviations(): string[];
  /** A colour role in a mode (the document's own mode, or its other one with the overrides), references resolved. */
  color(role: string, mode?: 'light' | 'dark'): string;
  /** The colour of a named border (`borders.<name>`, or its dark override) in a mode, references resolved. */
  borderColor(name: string, mode: 'light' | 'dark'): string;
  /** The colour of the border a component wears (`component-effects.<component>.border`) in a mode. */
  wornBorder(component: string, mode: 'light' | 'dark'): string;
  typography(level: string): Record<string, unknown>;
  spacing(step: string): string;
  rounded(step: string): string;
}

function loadStyle(slug: string): StyleTokens {
  const file = path.join('data/styles', `${slug}.md`);
  const parsed = parseStyleDocument({ file, slug, text: fs.readFileSync(file, 'utf8'), syncedAt: new Date(0).toISOString() });
  if (!parsed.ok) throw new Error(`${slug}: ${JSON.stringify(parsed.problems)}`);
  const data = parsed.doc.data;
  const group = (name: string) => (data[name] ?? {}) as Record<string, unknown>;
  const defaultMode = (group('mode').default as string) ?? 'light';
  const color = (role: string, mode: 'light' | 'dark' = defaultMode as 'light' | 'dark'): string => {
    const base = group('colors');
    const other = mode === defaultMode ? {} : (((group('modes')[mode] ?? {}) as Record<string, unknown>).colors ?? {}) as Record<string, unknown>;
    let value = (other[role] ?? base[role]) as string | undefined;
    if (value === undefined) throw new Error(`${slug}: no colour ${role}`);
    const ref = /^\{colors\.([\w-]+)\}$/.exec(value);
    if (ref) value = color(ref[1]!, mode);
    return normalizeColor(value);
  };
  const borderColor = (name: string, mode: 'light' | 'dark'): string => {
    const other = mode === defaultMode ? {} : ((((group('modes')[mode] ?? {}) as Record<string, unknown>).borders ?? {}) as Record<string, { color: string }>);
    const border = other[name] ?? (group('borders')[name] as { color: string } | undefined);
    if (!border) throw new Error(`${slug}: no border ${name}`);
    const ref = /^\{colors\.([\w-]+)\}$/.exec(border.color);
    return ref ? color(ref[1]!, mode) : normalizeColor(border.color);
  };
  const wornBorder = (component: string, mode: 'light' | 'dark'): string => {
    const name = ((group('component-effects')[component] ?? {}) as { border?: string }).border;
    if (!name) throw new Error(`${slug}: ${component} wears no border`);
    return borderColor(name, mode);
  };
  const listed = deviationsOf(data);
  const met = new Set<Deviation>();
  const hold = (token: string, value: unknown, expected: unknown, mode?: 'light' | 'dark') => {
    if (comparable(value) === comparable(expected)) return;
    // A deviation under `modes.dark.` is of the dark mode; one without `mode` is of both.
    const inMode = /^modes\.(light|dark)\./;
    const deviation = listed.find((d) => {
      const itsMode = d.mode ?? inMode.exec(d.token)?.[1];
      return d.token.replace(inMode, '') === token.replace(inMode, '') && (itsMode === undefined || itsMode === mode) && comparable(d.package) === comparable(expected);
    });
    if (deviation) {
      met.add(deviation);
      return;
    }
    expect(comparable(value), `${slug}: ${token}${mode ? ` (${mode})` : ''} is not the package's value, and \`deviations\` does not list it`).toBe(comparable(expected));
  };
  return {
    data,
    body: parsed.doc.body,
    hold,
    holdColor: (role, mode, expected) => hold(`colors.${role}`, color(role, mode), expected, mode),
    unmetDeviations: () => listed.filter((d) => !met.has(d)).map((d) => `${d.token}${d.mode ? ` (${d.mode})` : ''}: ${d.package}`),
    color,
    borderColor,
    wornBorder,
    typography: (level) => group('typography')[level] as Record<string, unknown>,
    spacing: (step) => String(group('spacing')[step]),
    rounded: (step) => String(group('rounded')[step]),
  };
}

/** `#abc`, `#AABBCC`, `#aabbccff`, `white`, `rgb(…)`/`rgba(…)` over an optional backdrop → `#aabbcc` (or `#aabbccaa`). */
function normalizeColor(value: string, over?: string): string {
  const v = value.trim().toLowerCase();
  if (v === 'white' || v === '#fff') return '#ffffff';
  if (v === 'black' || v === '#000') return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{8}$/.test(v) && v.endsWith('ff')) return v.slice(0, 7);
  if (/^#[0-9a-f]{6,8}$/.test(v)) return v;
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(v);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number(rgb[4].slice(0, -1)) / 100 : Number(rgb[4]);
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
    if (alpha === 1) return `#${channels.map(hex).join('')}`;
    if (over) {
      const back = normalizeColor(over);
      const b = [1, 3, 5].map((i) => parseInt(back.slice(i, i + 2), 16));
      return `#${channels.map((c, i) => hex(c * alpha + b[i]! * (1 - alpha))).join('')}`;
    }
    return `#${channels.map(hex).join('')}${hex(alpha * 255)}`;
  }
  throw new Error(`not a colour: ${value}`);
}

/** A value as compared with a package's: a colour as `#rrggbb(aa)`, a dimension in px, anything else as lower-case text. */
function comparable(value: unknown): string {
  const text = String(value).trim();
  try {
    return normalizeColor(text);
  } catch {
    return px(text).toLowerCase();
  }
}

/** A CSS `box-shadow` list as comparable layers, `0px -1px 0px 1px #000000cc inset`, first on top. */
function cssShadow(value: string): string[] {
  return value.split(/,(?![^(]*\))/).map((layer) => {
    const color = /rgba?\([^)]*\)|#[0-9a-fA-F]{3,8}\b|\bwhite\b|\bblack\b/.exec(layer)![0];
    const lengths = layer.replace(color, '').replace('inset', '').trim().split(/\s+/).map((l) => px(l.replace(/^0$/, '0px')));
    while (lengths.length < 4) lengths.push('0px');
    return `${lengths.join(' ')} ${normalizeColor(color)}${/\binset\b/.test(layer) ? ' inset' : ''}`;
  });
}

/** A document's elevation token (a layer or a list of them) in cssShadow's form, its `{colors.x}` resolved. */
function tokenShadow(doc: StyleTokens, name: string, mode: 'light' | 'dark'): string[] {
  const own = (doc.data.elevation ?? {}) as Record<string, unknown>;
  const other = ((((doc.data.modes ?? {}) as Record<string, Record<string, unknown>>)[mode] ?? {}).elevation ?? {}) as Record<string, unknown>;
  const token = other[name] ?? own[name];
  if (token === undefined) throw new Error(`no elevation ${name}`);
  type Layer = { color: string; offsetX: string; offsetY: string; blur: string; spread: string; inset?: boolean };
  return ([] as Layer[]).concat(token as Layer).map((l) => {
    const ref = /^\{colors\.([\w-]+)\}$/.exec(l.color);
    return `${[l.offsetX, l.offsetY, l.blur, l.spread].map((v) => px(v)).join(' ')} ${ref ? doc.color(ref[1]!, mode) : normalizeColor(l.color)}${l.inset ? ' inset' : ''}`;
  });
}

/** `1rem` → `16px`, `0.375rem` → `6px`, `12px` → `12px`. */
function px(value: string | number): string {
  const v = String(value).trim();
  const rem = /^(-?[\d.]+)rem$/.exec(v);
  if (rem) return `${Number(rem[1]) * 16}px`;
  if (/^[\d.]+$/.test(v)) return `${Number(v)}px`;
  return v;
}

/** The custom properties declared in the first CSS block whose selector line matches. */
function cssBlock(css: string, selector: RegExp): Map<string, string> {
  const lines = css.split('\n');
  const start = lines.findIndex((line) => selector.test(line));
  if (start < 0) throw new Error(`no block ${selector}`);
  const props = new Map<string, string>();
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('}'); i++) {
    const m = /^\s*(--[\w-]+):\s*(.*?);\s*$/.exec(lines[i]!);
    if (m) props.set(m[1]!, m[2]!);
  }
  return props;
}

function prop(block: Map<string, string>, name: string): string {
  const value = block.get(name);
  if (value === undefined) throw new Error(`no ${name}`);
  return value;
}

describe('bootstrap-5 (after Bootstrap 5, from the bootstrap package)', () => {
  const doc = loadStyle('bootstrap-5');
  const css = packageFile('bootstrap', 'dist/css/bootstrap.css');
  const light = cssBlock(css, /^\[data-bs-theme=light\] \{$/);
  const dark = cssBlock(css, /^\[data-bs-theme=dark\] \{$/);
  const btnPrimary = cssBlock(css, /^\.btn-primary \{$/);
  const btnSecondary = cssBlock(css, /^\.btn-secondary \{$/);
  const c = (v: string) => normalizeColor(v);

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('bootstrap')).toMatch(/^5\.3\./);
    expect(doc.body).toContain(`version ${packageVersion('bootstrap')}`);
  });

  it('has the primary and secondary button colours of .btn-primary and .btn-secondary', () => {
    expect(doc.color('primary')).toBe(c(prop(light, '--bs-primary')));
    expect(doc.color('primary')).toBe(c(prop(btnPrimary, '--bs-btn-bg')));
    expect(doc.color('primary-hover')).toBe(c(prop(btnPrimary, '--bs-btn-hover-bg')));
    expect(doc.color('primary-pressed')).toBe(c(prop(btnPrimary, '--bs-btn-active-bg')));
    expect(doc.color('on-primary')).toBe(c(prop(btnPrimary, '--bs-btn-color')));
    expect(doc.color('secondary')).toBe(c(prop(light, '--bs-secondary')));
    expect(doc.color('secondary-hover')).toBe(c(prop(btnSecondary, '--bs-btn-hover-bg')));
    expect(doc.data.gradients).toMatchObject({ 'secondary-active': { stops: [{ color: prop(btnSecondary, '--bs-btn-active-bg').toUpperCase() }, {}] } });
  });

  it('has the body, border, link, secondary-background and danger colours in both colour modes', () => {
    for (const [mode, block] of [['light', light], ['dark', dark]] as const) {
      expect(doc.color('surface', mode), mode).toBe(c(prop(block, '--bs-body-bg')));
      expect(doc.color('on-surface', mode), mode).toBe(c(prop(block, '--bs-body-color')));
      expect(doc.color('on-surface-variant', mode), mode).toBe(normalizeColor(prop(block, '--bs-secondary-color'), prop(block, '--bs-body-bg')));
      expect(doc.color('outline', mode), mode).toBe(c(prop(block, '--bs-border-color')));
      expect(doc.color('link', mode), mode).toBe(c(prop(block, '--bs-link-color')));
      expect(doc.color('link-hover', mode), mode).toBe(c(prop(block, '--bs-link-hover-color')));
      expect(doc.color('disabled', mode), mode).toBe(c(prop(block, '--bs-secondary-bg')));
      expect(doc.color('error', mode), mode).toBe(c(prop(block, '--bs-form-invalid-color')));
    }
    expect(doc.color('error')).toBe(c(prop(light, '--bs-danger')));
  });

  it('has the field border and the focus shadows of .form-control:focus and .btn:focus-visible, or lists how it differs', () => {
    const worn = doc.data['component-effects'] as Record<string, { border?: string; elevation?: string }>;
    const field = cssBlock(css, /^\.form-control:focus \{$/);
    const focusBorder = /border-color: (#[0-9a-f]+);/.exec(css.slice(css.indexOf('.form-control:focus {')))![1]!;
    const fieldShadow = cssShadow(/box-shadow: ([^;]+);/.exec(css.slice(css.indexOf('.form-control:focus {')))![1]!)[0]!;
    expect(field).toBeDefined();
    const btn = cssBlock(css, /^\.btn \{$/);
    const btnShadow = prop(btn, '--bs-btn-focus-box-shadow').replace('var(--bs-btn-focus-shadow-rgb)', prop(btnPrimary, '--bs-btn-focus-shadow-rgb'));
    const borders = doc.data.borders as Record<string, { color: string }>;
    for (const [mode, block] of [['light', light], ['dark', dark]] as const) {
      doc.holdColor('field-outline', mode, c(prop(block, '--bs-border-color')));
      const ref = /^\{colors\.([\w-]+)\}$/.exec(borders[worn['input-focus']!.border!]!.color)!;
      doc.hold(`borders.${worn['input-focus']!.border}`, doc.color(ref[1]!, mode), c(focusBorder), mode);
      // The halo's geometry and colour are Bootstrap's; a layer drawn inside it is listed.
      const halo = tokenShadow(doc, worn['input-focus']!.elevation!, mode);
      doc.hold(`elevation.${worn['input-focus']!.elevation}`, halo.at(-1), fieldShadow, mode);
      doc.hold(`elevation.${worn['input-focus']!.elevation}`, halo[0]!.split(' ')[4], fieldShadow.split(' ')[4], mode);
      const ring = tokenShadow(doc, worn['button-primary-focus']!.elevation!, mode);
      doc.hold(`elevation.${worn['button-primary-focus']!.elevation}`, ring.at(-1)!.split(' ')[3], cssShadow(btnShadow)[0]!.split(' ')[3], mode);
      doc.hold(`elevation.${worn['button-primary-focus']!.elevation}`, ring.at(-1)!.split(' ')[4], cssShadow(btnShadow)[0]!.split(' ')[4], mode);
    }
  });

  it('underlines links at rest, as the reboot’s `a` rule does (issue 32, point 5)', () => {
    const anchor = /^a \{\n([^}]*)\}/m.exec(css)![1]!;
    const decoration = /text-decoration: (\w+);/.exec(anchor)![1]!;
    const worn = doc.data['component-effects'] as Record<string, { decoration?: string }>;
    const decorations = (doc.data.decorations ?? {}) as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', worn.link?.decoration ? decorations[worn.link.decoration]!.line : 'none', decoration);
  });

  it('has the base font size and line height, the heading sizes and the radius scale', () => {
    expect(px(doc.typography('body').fontSize as string)).toBe(px(prop(light, '--bs-body-font-size')));
    expect(doc.typography('body').lineHeight).toBe(Number(prop(light, '--bs-body-line-height')));
    expect(doc.typography('body').fontWeight).toBe(Number(prop(light, '--bs-body-font-weight')));
    // Bootstrap's native stack starts with system-ui; the document names families of that stack only (and
    // BlinkMacSystemFont, Chrome's name for -apple-system), system-ui included but after the served stand-in
    // (FONT_UNAVAILABLE: written first it would hide it), as its Typography section says.
    const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
    const bootstrap = families(prop(light, '--bs-font-sans-serif'));
    const documented = families(String(doc.typography('body').fontFamily));
    expect(bootstrap[0]).toBe('system-ui');
    expect(documented.filter((f) => !bootstrap.includes(f))).toEqual(['BlinkMacSystemFont']);
    expect(documented).toContain('system-ui');
    const scss = packageFile('bootstrap', 'scss/_variables.scss');
    for (const level of [1, 2, 3, 4, 5, 6]) {
      const factor = new RegExp(`^\\$h${level}-font-size:\\s*\\$font-size-base(?: \\* ([\\d.]+))?`, 'm').exec(scss);
      expect(factor, `h${level}`).not.toBeNull();
      expect(doc.typography(`h${level}`).fontSize, `h${level}`).toBe(`${16 * Number(factor![1] ?? 1)}px`);
    }
    expect(doc.rounded('sm')).toBe(px(prop(light, '--bs-border-radius-sm')));
    expect(doc.rounded('default')).toBe(px(prop(light, '--bs-border-radius')));
    expect(doc.rounded('lg')).toBe(px(prop(light, '--bs-border-radius-lg')));
    expect(doc.rounded('xl')).toBe(px(prop(light, '--bs-border-radius-xl')));
    expect(doc.rounded('xxl')).toBe(px(prop(light, '--bs-border-radius-xxl')));
    expect(doc.rounded('pill')).toBe(px(prop(light, '--bs-border-radius-pill')));
  });

  it('has the six spacer steps of the margin utilities and the grid gutter', () => {
    for (const step of [0, 1, 2, 3, 4, 5]) {
      const m = new RegExp(`^\\.m-${step} \\{\\n\\s*margin: ([\\d.]+(?:rem)?) !important;`, 'm').exec(css);
      expect(m, `.m-${step}`).not.toBeNull();
      expect(doc.spacing(`spacer-${step}`), `spacer-${step}`).toBe(px(m![1]!));
    }
    expect(doc.spacing('gutter')).toBe(px(/--bs-gutter-x: ([\d.]+rem);/.exec(css)![1]!));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('ant-design-5 (after Ant Design 5, from the antd package)', () => {
  const doc = loadStyle('ant-design-5');
  type Tokens = Record<string, string | number>;
  // antd's getDesignToken() and getDesignToken({ algorithm: theme.darkAlgorithm }), and the Layout and Menu
  // component tokens of the light ones (their prepareComponentToken), as `npm run references` recorded them.
  const antd = JSON.parse(packageFile('antd', 'tokens.json')) as { light: Tokens; dark: Tokens; components: { Layout: Tokens; Menu: Tokens } };
  const { light, dark } = antd;
  const palettes = JSON.parse(packageFile('@ant-design/colors', 'colors.json')) as { blue: string[]; red: string[]; presetDarkPalettes: { blue: string[] } };
  const layout = antd.components.Layout;
  const menu = antd.components.Menu;
  const c = (v: string | number) => normalizeColor(String(v));
  const painted = (tokens: Tokens, name: string) => normalizeColor(String(tokens[name]), String(tokens.colorBgContainer));

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('antd')).toMatch(/^5\./);
    expect(doc.body).toContain(`version ${packageVersion('antd')}`);
  });

  it('keeps the brand colour as the focus colour and takes the text-bearing blues from Ant’s own palettes', () => {
    expect(doc.color('focus', 'light')).toBe(c(light.colorPrimary!));
    expect(doc.color('focus', 'dark')).toBe(c(dark.colorPrimary!));
    expect(doc.color('primary', 'light')).toBe(c(light.colorPrimaryActive!));
    expect(doc.color('primary', 'light')).toBe(c(palettes.blue[6]!));
    expect(doc.color('primary-hover', 'light')).toBe(c(palettes.blue[7]!));
    expect(doc.data.gradients).toMatchObject({ 'primary-active': { stops: [{ color: palettes.blue[8]!.toUpperCase() }, {}] } });
    expect(doc.color('primary', 'dark')).toBe(c(dark.colorPrimary!));
    expect(doc.color('primary-hover', 'dark')).toBe(c(dark.colorPrimaryActive!));
    expect(doc.color('on-primary')).toBe(c(light.colorTextLightSolid!));
    expect(doc.color('link', 'light')).toBe(c(light.colorLinkActive!));
    expect(doc.color('link-hover', 'light')).toBe(c(palettes.blue[7]!));
    expect(doc.color('link', 'dark')).toBe(c(dark.colorPrimaryHover!));
    expect(doc.color('link-hover', 'dark')).toBe(c(palettes.presetDarkPalettes.blue[7]!));
  });

  it('has the layout, container, text, border and disabled colours of both algorithms', () => {
    for (const [mode, tokens] of [['light', light], ['dark', dark]] as const) {
      expect(doc.color('surface', mode), mode).toBe(c(tokens.colorBgLayout!));
      expect(doc.color('container', mode), mode).toBe(c(tokens.colorBgContainer!));
      expect(doc.color('on-surface', mode), mode).toBe(painted(tokens, 'colorText'));
      expect(doc.color('on-surface-variant', mode), mode).toBe(painted(tokens, 'colorTextSecondary'));
      expect(doc.color('field-outline', mode), mode).toBe(painted(tokens, 'colorTextTertiary'));
      expect(doc.color('disabled', mode), mode).toBe(painted(tokens, 'colorBgContainerDisabled'));
      expect(doc.color('outline', mode), mode).toBe(c(tokens.colorBorder!));
    }
    expect(normalizeColor((doc.data.borders as Record<string, { color: string }>).split!.color)).toBe(c(light.colorBorderSecondary!));
    const darkBorders = ((doc.data.modes as Record<string, Record<string, unknown>>).dark!.borders ?? {}) as Record<string, { color: string }>;
    expect(normalizeColor(darkBorders.split!.color)).toBe(c(dark.colorBorderSecondary!));
    expect(doc.color('sider')).toBe(c(layout.siderBg!));
    expect(doc.color('sider')).toBe(c(menu.darkItemBg!));
    expect(doc.color('on-sider')).toBe(normalizeColor(String(menu.darkItemColor), String(menu.darkItemBg)));
  });

  it('has antd’s focus outline (lineWidthFocus, 1px off the control, colorPrimaryBorder) and the active field’s controlOutline', () => {
    for (const [mode, tokens] of [['light', light], ['dark', dark]] as const) {
      const [gap, ring] = tokenShadow(doc, 'focus-ring', mode).map((l) => l.split(' '));
      // genFocusOutline: `outline: ${lineWidthFocus}px solid ${colorPrimaryBorder}; outline-offset: 1px`.
      expect(gap![3], mode).toBe('1px');
      doc.hold('elevation.focus-ring', `${Number.parseFloat(ring![3]!) - Number.parseFloat(gap![3]!)}px`, `${tokens.lineWidthFocus}px`, mode);
      doc.hold('elevation.focus-ring', ring![4], c(tokens.colorPrimaryBorder!), mode);
      const [active] = tokenShadow(doc, 'active-outline', mode).map((l) => l.split(' '));
      doc.hold('elevation.active-outline', active![3], `${tokens.controlOutlineWidth}px`, mode);
      doc.hold('elevation.active-outline', active![4], c(tokens.controlOutline!), mode);
    }
  });

  it('edges the default button with colorBorder, or lists it (issue 32, points 2 and 5)', () => {
    for (const [mode, tokens] of [['light', light], ['dark', dark]] as const)
      doc.hold('component-effects.button-secondary.border', doc.wornBorder('button-secondary', mode), c(tokens.colorBorder!), mode);
    // antd's Button: defaultHoverBorderColor is colorPrimaryHover, defaultActiveBorderColor colorPrimaryActive.
    for (const [mode, tokens] of [['light', light], ['dark', dark]] as const) {
      doc.hold('component-effects.button-secondary-hover.border', doc.wornBorder('button-secondary-hover', mode), c(tokens.colorPrimaryHover!), mode);
      doc.hold('component-effects.button-secondary-pressed.border', doc.wornBorder('button-secondary-pressed', mode), c(tokens.colorPrimaryActive!), mode);
    }
  });

  it('underlines links as antd’s linkDecoration says, or lists it (issue 32, point 5)', () => {
    const worn = doc.data['component-effects'] as Record<string, { decoration?: string }>;
    const decorations = (doc.data.decorations ?? {}) as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', worn.link?.decoration ? decorations[worn.link.decoration]!.line : 'none', light.linkDecoration);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });

  it('takes the error colour from the red palette (light) and colorErrorTextHover (dark)', () => {
    expect(doc.color('error', 'light')).toBe(c(palettes.red[6]!));
    expect(doc.color('error', 'dark')).toBe(c(dark.colorErrorTextHover!));
  });

  it('has the base font size, line heights, heading sizes, radius scale and spacing steps', () => {
    expect(doc.typography('body').fontSize).toBe(`${light.fontSize}px`);
    expect(doc.typography('body').lineHeight).toBeCloseTo(Number(light.lineHeight), 4);
    expect(doc.typography('body-lg').fontSize).toBe(`${light.fontSizeLG}px`);
    expect(doc.typography('small').fontSize).toBe(`${light.fontSizeSM}px`);
    expect(doc.typography('small').lineHeight).toBeCloseTo(Number(light.lineHeightSM), 4);
    expect(doc.typography('body-strong').fontWeight).toBe(light.fontWeightStrong);
    expect(String(doc.typography('body').fontFamily).split(',')[0]).toBe(String(light.fontFamily).split(',')[0]);
    for (const level of [1, 2, 3, 4, 5]) {
      expect(doc.typography(`heading-${level}`).fontSize, `heading-${level}`).toBe(`${light[`fontSizeHeading${level}`]}px`);
      expect(doc.typography(`heading-${level}`).lineHeight, `heading-${level}`).toBeCloseTo(Number(light[`lineHeightHeading${level}`]), 4);
    }
    expect(doc.rounded('xs')).toBe(`${light.borderRadiusXS}px`);
    expect(doc.rounded('sm')).toBe(`${light.borderRadiusSM}px`);
    expect(doc.rounded('default')).toBe(`${light.borderRadius}px`);
    expect(doc.rounded('lg')).toBe(`${light.borderRadiusLG}px`);
    const steps: Array<[string, string]> = [['xxs', 'paddingXXS'], ['xs', 'paddingXS'], ['sm', 'paddingSM'], ['md', 'padding'], ['lg', 'paddingLG'], ['xl', 'paddingXL'], ['xxl', 'marginXXL'], ['size-unit', 'sizeUnit']];
    for (const [step, token] of steps) expect(doc.spacing(step), step).toBe(`${light[token]}px`);
    const components = doc.data.components as Record<string, { height?: string }>;
    for (const name of ['button-primary', 'input']) expect(components[name]!.height, name).toBe(`${light.controlHeight}px`);
  });
});

/** Custom properties of a minified stylesheet's rule whose selector list contains `selector`. */
function cssRule(css: string, selector: string): Map<string, string> {
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors!.split(',').map((s) => s.trim()).includes(selector)) continue;
    return new Map([...body!.matchAll(/(--[\w-]+):([^;]+)/g)].map((m) => [m[1]!, m[2]!.trim()]));
  }
  throw new Error(`no rule ${selector}`);
}

describe('shopify-polaris (after Shopify Polaris, from @shopify/polaris-tokens)', () => {
  const doc = loadStyle('shopify-polaris');
  const css = packageFile('@shopify/polaris-tokens', 'dist/css/styles.css');
  const light = cssRule(css, '.p-theme-light');
  const darkOverrides = cssRule(css, '.p-theme-dark-experimental');
  const dark = new Map([...light, ...darkOverrides]);
  const palette = require(path.join(packageDir('@shopify/polaris-tokens'), 'dist/cjs/src/colors.js')) as Record<string, Record<string, string>>;
  const c = (v: string) => normalizeColor(v);

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@shopify/polaris-tokens')}`);
  });

  it('has the brand fill, its text and hover, and the blue of links and focus', () => {
    expect(doc.color('primary', 'light')).toBe(c(prop(light, '--p-color-bg-fill-brand')));
    expect(doc.color('primary-hover', 'light')).toBe(c(prop(light, '--p-color-bg-fill-brand-hover')));
    expect(doc.color('on-primary', 'light')).toBe(c(prop(light, '--p-color-text-brand-on-bg-fill')));
    expect(doc.color('primary', 'dark')).toBe(c(prop(darkOverrides, '--p-color-bg-fill-brand')));
    expect(doc.color('on-primary', 'dark')).toBe(c(prop(darkOverrides, '--p-color-text-brand-on-bg-fill')));
    expect(doc.color('primary-hover', 'dark')).toBe(c(palette.gray!['8']!));
    expect(doc.color('focus', 'light')).toBe(c(prop(light, '--p-color-border-focus')));
    expect(doc.color('link', 'light')).toBe(c(prop(light, '--p-color-text-link')));
    expect(doc.color('link-hover', 'light')).toBe(c(prop(light, '--p-color-text-link-hover')));
    expect(doc.color('link', 'dark')).toBe(c(prop(light, '--p-color-text-link-inverse')));
    expect(doc.color('focus', 'dark')).toBe(c(palette.blue!['10']!));
  });

  it('has the canvas, surface, text, border, input border and disabled colours of both themes', () => {
    for (const [mode, block] of [['light', light], ['dark', dark]] as const) {
      expect(doc.color('surface', mode), mode).toBe(c(prop(block, '--p-color-bg')));
      expect(doc.color('container', mode), mode).toBe(c(prop(block, '--p-color-bg-surface')));
      expect(doc.color('on-surface', mode), mode).toBe(c(prop(block, '--p-color-text')));
      expect(doc.color('on-surface-variant', mode), mode).toBe(c(prop(block, '--p-color-text-secondary')));
      expect(doc.color('field-outline', mode), mode).toBe(c(prop(block, '--p-color-input-border')));
      expect(doc.color('disabled', mode), mode).toBe(normalizeColor(prop(block, '--p-color-bg-fill-disabled'), prop(block, '--p-color-bg-surface')));
    }
    expect(doc.color('outline', 'light')).toBe(c(prop(light, '--p-color-border')));
    expect(doc.color('outline', 'dark')).toBe(c(prop(darkOverrides, '--p-color-border-secondary')));
    expect(doc.color('fill-hover', 'light')).toBe(c(prop(light, '--p-color-bg-fill-secondary-hover')));
    expect(doc.color('fill-hover', 'light')).toBe(c(prop(light, '--p-color-nav-bg')));
  });

  it('has the critical colours (dark: the red palette)', () => {
    expect(doc.color('error', 'light')).toBe(c(prop(light, '--p-color-text-critical')));
    expect(doc.color('critical-fill', 'light')).toBe(c(prop(light, '--p-color-bg-fill-critical-secondary')));
    expect(doc.color('error', 'dark')).toBe(c(palette.red!['10']!));
    expect(doc.color('critical-fill', 'dark')).toBe(c(palette.red!['15']!));
  });

  it('has the type scale, the radius scale and the spacing steps', () => {
    const size = (name: string) => px(prop(light, `--p-font-size-${/var\(--p-font-size-(\w+)\)/.exec(prop(light, name))![1]}`));
    const lineHeight = (name: string) => px(prop(light, `--p-font-line-height-${/var\(--p-font-line-height-(\w+)\)/.exec(prop(light, name))![1]}`));
    const weight = (name: string) => Number(prop(light, `--p-font-weight-${/var\(--p-font-weight-(\w+)\)/.exec(prop(light, name))![1]}`));
    for (const level of ['heading-3xl', 'heading-2xl', 'heading-xl', 'heading-lg', 'heading-md', 'heading-sm', 'body-lg', 'body-md', 'body-sm']) {
      expect(doc.typography(level).fontSize, level).toBe(size(`--p-text-${level}-font-size`));
      expect(doc.typography(level).lineHeight, level).toBe(lineHeight(`--p-text-${level}-font-line-height`));
      expect(doc.typography(level).fontWeight, level).toBe(weight(`--p-text-${level}-font-weight`));
    }
    expect(doc.typography('heading-3xl').letterSpacing).toBe(px(prop(light, '--p-font-letter-spacing-densest')));
    expect(doc.typography('body-md-medium').fontWeight).toBe(Number(prop(light, '--p-font-weight-medium')));
    expect(prop(light, '--p-font-family-sans').split(',')[0]!.replace(/'/g, '')).toBe(doc.typography('body-md').fontFamily);
    for (const step of ['050', '100', '150', '200', '300', '400', '500']) expect(doc.rounded(`radius-${step}`), step).toBe(px(prop(light, `--p-border-radius-${step}`)));
    for (const step of ['050', '100', '150', '200', '300', '400', '500', '600', '800', '1000', '1200', '1600'])
      expect(doc.spacing(`space-${step}`), step).toBe(px(prop(light, `--p-space-${step}`)));
    const components = doc.data.components as Record<string, { height?: string }>;
    expect(components['button-primary']!.height).toBe(px(prop(light, '--p-height-700')));
    expect(components.input!.height).toBe(px(prop(light, '--p-height-800')));
  });

  it('has the button, primary button, pressed and bevel shadows, layer by layer, in both themes', () => {
    const worn = doc.data['component-effects'] as Record<string, { elevation?: string }>;
    const shadows: Array<[string, string]> = [
      ['button-secondary', '--p-shadow-button'],
      ['button-primary', '--p-shadow-button-primary'],
      ['button-secondary-pressed', '--p-shadow-button-inset'],
      ['button-primary-pressed', '--p-shadow-button-primary-inset'],
      ['card', '--p-shadow-bevel-100'],
    ];
    for (const [component, variable] of shadows)
      for (const [mode, block] of [['light', light], ['dark', dark]] as const) {
        const name = worn[component]!.elevation!;
        doc.hold(`elevation.${name}`, tokenShadow(doc, name, mode).join(', '), cssShadow(prop(block, variable)).join(', '), mode);
      }
  });

  it('has the navigation rows on the sidebar fill, the secondary button’s hover and the dark lines', () => {
    const components = doc.data.components as Record<string, { backgroundColor: string }>;
    const fill = (mode: 'light' | 'dark') => doc.color(/^\{colors\.([\w-]+)\}$/.exec(components['nav-item']!.backgroundColor)![1]!, mode);
    for (const [mode, block] of [['light', light], ['dark', dark]] as const) {
      doc.hold('components.nav-item.backgroundColor', fill(mode), c(prop(block, '--p-color-nav-bg')), mode);
      const hover = doc.color(/^\{colors\.([\w-]+)\}$/.exec(components['button-secondary-hover']!.backgroundColor)![1]!, mode);
      doc.hold('components.button-secondary-hover.backgroundColor', hover, normalizeColor(prop(block, '--p-color-bg-fill-hover'), prop(block, '--p-color-bg-fill')), mode);
      doc.holdColor('outline', mode, c(prop(block, '--p-color-border')));
    }
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('github-primer (after GitHub Primer, from @primer/primitives)', () => {
  const doc = loadStyle('github-primer');
  const dir = path.join(packageDir('@primer/primitives'), 'dist/css');
  const read = (files: string[]) => {
    const props = new Map<string, string>();
    for (const file of files)
      for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/(--[\w-]+):\s*([^;]+);/g)) props.set(m[1]!, m[2]!.trim());
    return props;
  };
  const shared = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css') && (f.startsWith('base/') || f.startsWith('functional/size/') || f.startsWith('functional/typography/')));
  const light = read([...shared, 'functional/themes/light.css']);
  const dark = read([...shared, 'functional/themes/dark.css']);
  /** A custom property with its var() references followed. */
  const token = (props: Map<string, string>, name: string): string => {
    const value = prop(props, name);
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    return ref ? token(props, ref[1]!) : value;
  };
  const c = (props: Map<string, string>, name: string) => normalizeColor(token(props, name));

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@primer/primitives')}`);
  });

  it('is light-first and says how it differs from developer-tool-dark, which says so too', () => {
    expect(doc.data.mode).toEqual({ default: 'light' });
    expect(doc.body).toContain('developer-tool-dark');
    expect(fs.readFileSync('data/styles/developer-tool-dark.md', 'utf8')).toContain('`github-primer`');
  });

  it('has the primary button, text, border, link, focus, danger and disabled colours of the light and dark themes', () => {
    for (const [mode, props] of [['light', light], ['dark', dark]] as const) {
      expect(doc.color('primary', mode), mode).toBe(c(props, '--button-primary-bgColor-rest'));
      expect(doc.color('on-primary', mode), mode).toBe(c(props, '--button-primary-fgColor-rest'));
      expect(doc.color('surface', mode), mode).toBe(c(props, '--bgColor-default'));
      expect(doc.color('control', mode), mode).toBe(c(props, '--control-bgColor-rest'));
      expect(doc.color('on-surface', mode), mode).toBe(c(props, '--fgColor-default'));
      expect(doc.color('on-surface-variant', mode), mode).toBe(c(props, '--fgColor-muted'));
      expect(doc.color('outline', mode), mode).toBe(c(props, '--borderColor-default'));
      expect(doc.color('field-outline', mode), mode).toBe(c(props, '--borderColor-emphasis'));
      doc.holdColor('field-outline', mode, c(props, '--borderColor-default')); // the text input's own border
      expect(doc.color('focus', mode), mode).toBe(c(props, '--focus-outlineColor'));
      expect(doc.color('link', mode), mode).toBe(c(props, '--fgColor-link'));
      expect(doc.color('error', mode), mode).toBe(c(props, '--fgColor-danger'));
      expect(doc.color('disabled', mode), mode).toBe(c(props, '--bgColor-disabled'));
      expect(doc.color('header', mode), mode).toBe(c(props, '--header-bgColor').slice(0, 7));
    }
    expect(doc.color('primary-hover', 'light')).toBe(c(light, '--button-primary-bgColor-active'));
    expect(doc.color('control-hover', 'light')).toBe(c(light, '--control-bgColor-active'));
    expect(doc.color('control-hover', 'dark')).toBe(c(dark, '--borderColor-default'));
    expect(doc.color('primary-hover', 'dark')).toBe(c(light, '--button-primary-bgColor-active'));
    const gradients = doc.data.gradients as Record<string, { stops: { color: string }[] }>;
    expect(normalizeColor(gradients['primary-active']!.stops[0]!.color)).toBe(c(dark, '--button-primary-bgColor-disabled'));
    expect(normalizeColor(gradients['control-active']!.stops[0]!.color)).toBe(c(light, '--borderColor-default'));
    const underline = (doc.data.elevation as Record<string, { color: string }>)['tab-underline']!;
    expect(normalizeColor(underline.color)).toBe(c(light, '--underlineNav-borderColor-active'));
  });

  it('has the body size, type scale, radius scale, control sizes and spacing steps', () => {
    expect(doc.typography('body-medium').fontSize).toBe(px(token(light, '--text-body-size-medium')));
    expect(doc.typography('body-medium').lineHeight).toBe(Number(token(light, '--text-body-lineHeight-medium')));
    const levels: Array<[string, string, string, string]> = [
      ['display', '--text-display-size', '--text-display-lineHeight', '--text-display-weight'],
      ['title-large', '--text-title-size-large', '--text-title-lineHeight-large', '--text-title-weight-large'],
      ['title-medium', '--text-title-size-medium', '--text-title-lineHeight-medium', '--text-title-weight-medium'],
      ['title-small', '--text-title-size-small', '--text-title-lineHeight-small', '--text-title-weight-small'],
      ['subtitle', '--text-subtitle-size', '--text-subtitle-lineHeight', '--text-subtitle-weight'],
      ['body-large', '--text-body-size-large', '--text-body-lineHeight-large', '--text-body-weight'],
      ['body-small', '--text-body-size-small', '--text-body-lineHeight-small', '--text-body-weight'],
      ['caption', '--text-caption-size', '--text-caption-lineHeight', '--text-caption-weight'],
      ['code-block', '--text-codeBlock-size', '--text-codeBlock-lineHeight', '--text-codeBlock-weight'],
    ];
    for (const [level, size, lineHeight, weight] of levels) {
      expect(doc.typography(level).fontSize, level).toBe(px(token(light, size)));
      expect(doc.typography(level).lineHeight, level).toBe(Number(token(light, lineHeight)));
      expect(doc.typography(level).fontWeight, level).toBe(Number(token(light, weight)));
    }
    expect(doc.typography('control').fontWeight).toBe(Number(token(light, '--base-text-weight-medium')));
    for (const step of ['small', 'medium', 'large']) expect(doc.rounded(step), step).toBe(px(token(light, `--borderRadius-${step}`)));
    for (const step of [4, 8, 12, 16, 20, 24, 32, 40, 48]) expect(doc.spacing(`size-${step}`), String(step)).toBe(px(token(light, `--base-size-${step}`)));
    for (const gap of ['condensed', 'normal', 'spacious']) expect(doc.spacing(`stack-gap-${gap}`), gap).toBe(px(token(light, `--stack-gap-${gap}`)));
    const components = doc.data.components as Record<string, { height?: string; padding?: string }>;
    for (const name of ['button-primary', 'button-secondary', 'input']) {
      expect(components[name]!.height, name).toBe(px(token(light, '--control-medium-size')));
      expect(components[name]!.padding, name).toBe(`0 ${px(token(light, '--control-medium-paddingInline-normal'))}`);
    }
  });

  it('edges the default button with button-default-borderColor-rest, or lists it (issue 32, points 2 and 5)', () => {
    for (const [mode, props] of [['light', light], ['dark', dark]] as const)
      doc.hold('component-effects.button-secondary.border', doc.wornBorder('button-secondary', mode), c(props, '--button-default-borderColor-rest'), mode);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('radix-themes (after Radix Themes, from @radix-ui/themes)', () => {
  const doc = loadStyle('radix-themes');
  const dir = packageDir('@radix-ui/themes');
  const base = fs.readFileSync(path.join(dir, 'tokens/base.css'), 'utf8');
  /** A base token at 100% scaling and the medium radius factor: `calc(4px * var(--scaling))` → `4px`. */
  const size = (name: string) => {
    const m = new RegExp(`${name}: calc\\((\\d+)px \\* var\\(--scaling\\)`).exec(base);
    if (!m) throw new Error(`no ${name}`);
    return `${m[1]}px`;
  };
  const baseValue = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(base)![1]!.trim();
  /** Step `n` of a Radix Colors scale in the light or dark theme (the sRGB block, not the Display P3 one). */
  const step = (scale: string, n: number, mode: 'light' | 'dark') => {
    const css = fs.readFileSync(path.join(dir, `tokens/colors/${scale}.css`), 'utf8');
    const selector = mode === 'light' ? ':root, .light, .light-theme' : '.dark, .dark-theme';
    for (const [, sel, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (sel!.trim() !== selector) continue;
      const m = new RegExp(`--${scale}-${n}: (#[0-9a-f]{6});`).exec(body!);
      if (m) return normalizeColor(m[1]!);
    }
    throw new Error(`no ${scale}-${n} (${mode})`);
  };

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@radix-ui/themes')}`);
  });

  it('takes every colour role from its step of the indigo, slate and red scales, in both themes', () => {
    const roles: Array<[string, string, number, ('light' | 'dark')[]]> = [
      ['primary', 'indigo', 9, ['light', 'dark']],
      ['focus', 'indigo', 9, ['light', 'dark']],
      ['primary-hover', 'indigo', 11, ['light']],
      ['primary-hover', 'indigo', 8, ['dark']],
      ['soft', 'indigo', 3, ['light', 'dark']],
      ['soft-hover', 'indigo', 4, ['light', 'dark']],
      ['link', 'indigo', 11, ['light', 'dark']],
      ['link-hover', 'indigo', 12, ['light', 'dark']],
      ['on-surface', 'slate', 12, ['light', 'dark']],
      ['on-surface-variant', 'slate', 11, ['light', 'dark']],
      ['outline', 'slate', 6, ['light', 'dark']],
      ['field-outline', 'slate', 9, ['light', 'dark']],
      ['disabled', 'slate', 3, ['light', 'dark']],
      ['error', 'red', 11, ['light', 'dark']],
    ];
    for (const [role, scale, n, modes] of roles) for (const mode of modes) expect(doc.color(role, mode), `${role} ${mode}`).toBe(step(scale, n, mode));
    // The package's own roles, where the document departs from them (listed in `deviations`).
    for (const mode of ['light', 'dark'] as const) {
      doc.holdColor('focus', mode, step('indigo', 8, mode)); // --focus-8
      doc.holdColor('primary-hover', mode, step('indigo', 10, mode)); // the solid button's hover
      doc.holdColor('field-outline', mode, step('slate', 7, mode)); // the field's --gray-a7 line
    }
    expect(doc.color('surface', 'light')).toBe(normalizeColor(/--color-background: (white|#[0-9a-f]+);/.exec(base)![1]!));
    expect(doc.color('surface', 'dark')).toBe(step('slate', 1, 'dark'));
    expect(doc.color('on-primary')).toBe(normalizeColor(/--indigo-contrast: (\w+);/.exec(fs.readFileSync(path.join(dir, 'tokens/colors/indigo.css'), 'utf8'))![1]!));
    const gradients = doc.data.gradients as Record<string, { stops: { color: string }[] }>;
    expect(normalizeColor(gradients['soft-active']!.stops[0]!.color)).toBe(step('indigo', 5, 'light'));
    expect(normalizeColor(gradients['solid-active']!.stops[0]!.color)).toBe(step('indigo', 12, 'light'));
  });

  it('has the type scale, the radius scale at the medium factor and the space scale', () => {
    const levels: Array<[string, number]> = [['heading-9', 9], ['heading-8', 8], ['heading-7', 7], ['heading-6', 6], ['heading-5', 5], ['text-4', 4], ['text-3', 3], ['text-2', 2], ['text-1', 1]];
    for (const [level, n] of levels) {
      expect(doc.typography(level).fontSize, level).toBe(size(`--font-size-${n}`));
      expect(doc.typography(level).lineHeight, level).toBe(size(`--line-height-${n}`));
      const tracking = baseValue(`--letter-spacing-${n}`);
      expect(doc.typography(level).letterSpacing ?? '0em', level).toBe(tracking === '0em' ? '0em' : tracking);
    }
    expect(doc.typography('heading-9').fontWeight).toBe(Number(baseValue('--font-weight-bold')));
    expect(doc.typography('text-2-medium').fontWeight).toBe(Number(baseValue('--font-weight-medium')));
    expect(String(doc.typography('text-3').fontFamily).split(',')[0]).toBe(baseValue('--default-font-family').split(',')[0]);
    expect(base).toMatch(/--radius-factor: 1;/);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const m = new RegExp(`--radius-${n}: calc\\((\\d+)px \\* var\\(--scaling\\) \\* var\\(--radius-factor\\)\\)`).exec(base);
      expect(doc.rounded(`radius-${n}`), `radius-${n}`).toBe(`${m![1]}px`);
    }
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(doc.spacing(`space-${n}`), `space-${n}`).toBe(size(`--space-${n}`));
    const components = doc.data.components as Record<string, { height?: string }>;
    for (const name of ['button-primary', 'input']) expect(components[name]!.height, name).toBe(size('--space-6'));
  });

  const component = (name: string) => fs.readFileSync(path.join(dir, `src/components/${name}.css`), 'utf8');
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;

  it('has the card of the surface variant: the solid panel and the inset --gray-a5 hairline, in both themes', () => {
    expect(component('_internal/base-card')).toMatch(/--base-card-surface-box-shadow: 0 0 0 1px var\(--gray-a5\);/);
    expect(component('card')).toMatch(/--card-background-color: var\(--color-panel\);/);
    expect(base).toMatch(/--color-panel: var\(--color-panel-solid\);/);
    expect(components().card!.backgroundColor).toBe('{colors.panel}');
    doc.holdColor('panel', 'light', normalizeColor(/--color-panel-solid: (white|#[0-9a-f]+);/.exec(base)![1]!));
    doc.holdColor('panel', 'dark', step('slate', 2, 'dark')); // the dark theme's --color-panel-solid: var(--gray-2)
    expect(worn().card!.elevation).toBe('card-edge');
    const edge = (mode: 'light' | 'dark') => {
      const own = (doc.data.elevation as Record<string, { color: string; spread: string; inset: boolean }>)['card-edge']!;
      const dark = ((doc.data.modes as Record<string, { elevation?: Record<string, { color: string }> }>).dark!.elevation ?? {})['card-edge'];
      expect(own).toMatchObject({ spread: '1px', inset: true });
      return mode === 'dark' && dark ? dark.color : own.color;
    };
    for (const mode of ['light', 'dark'] as const) doc.hold('elevation.card-edge', edge(mode), step('slate', 5, mode), mode); // --gray-a5 over the panel
  });

  it('has the size 2 text field padding and the focus outlines of the solid and soft buttons', () => {
    const field = component('text-field');
    expect(field).toMatch(/\.rt-r-size-2\) \{[^}]*--text-field-padding: calc\(var\(--space-2\) - var\(--text-field-border-width\)\)/);
    const borderWidth = Number(/--text-field-border-width: (\d+)px/.exec(field)![1]);
    doc.hold('components.input.padding', components().input!.padding, `0 ${Number.parseInt(size('--space-2'), 10) - borderWidth}px`);
    // Solid: `outline: 2px solid var(--focus-8); outline-offset: 2px` (a gap ring then the ring); soft:
    // `outline-offset: -1px`, the 2px outline straddling the edge (1px out, 1px in).
    const button = component('_internal/base-button');
    const outlines = [...button.matchAll(/outline: (\d+)px solid var\(--focus-8\);\s*outline-offset: (-?\d+)px;/g)].map((m) => `${m[1]}px ${m[2]}px`);
    expect(outlines).toContain('2px 2px');
    expect(outlines).toContain('2px -1px');
    const elevation = doc.data.elevation as Record<string, Array<{ color: string; spread: string; inset?: boolean }>>;
    expect(worn()['button-primary-focus']!.elevation).toBe('focus-ring');
    expect(elevation['focus-ring']!.map((l) => l.spread)).toEqual(['2px', '4px']);
    expect(worn()['button-secondary-focus']!.elevation).toBe('focus-inset');
    expect(elevation['focus-inset']!.map((l) => `${l.spread}${l.inset ? ' inset' : ''}`)).toEqual(['1px', '1px inset']);
    const darkInset = (doc.data.modes as Record<string, { elevation: Record<string, Array<{ color: string }>> }>).dark!.elevation['focus-inset']!;
    for (const layer of darkInset) doc.hold('modes.dark.elevation.focus-inset', doc.color(/^\{colors\.([\w-]+)\}$/.exec(layer.color)![1]!, 'dark'), step('indigo', 8, 'dark'), 'dark');
  });

  it('has the link of `.rt-Link`: no decoration at rest, an underline on hover, the link colour kept', () => {
    const link = component('link');
    expect(link).toMatch(/text-decoration-line: none;/);
    expect(link).toMatch(/&:where\(:hover\)\s*\{\s*text-decoration-line: underline;/);
    const decorations = doc.data.decorations as Record<string, { line: string }>;
    const line = (name: string) => (worn()[name]?.decoration ? decorations[worn()[name]!.decoration!]!.line : undefined);
    doc.hold('component-effects.link.decoration', line('link') ?? 'none', 'none');
    expect(line('link-hover') ?? line('link')).toBe('underline');
    for (const mode of ['light', 'dark'] as const)
      doc.hold('components.link-hover.textColor', doc.color(/^\{colors\.([\w-]+)\}$/.exec(components()['link-hover']!.textColor!)![1]!, mode), step('indigo', 11, mode), mode);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('uswds (after the U.S. Web Design System, from @uswds/uswds)', () => {
  const doc = loadStyle('uswds');
  const dir = packageDir('@uswds/uswds');
  const styles = path.join(dir, 'packages/uswds-core/src/styles');
  const css = fs.readFileSync(path.join(dir, 'dist/css/uswds.css'), 'utf8');
  const settings = (file: string) => fs.readFileSync(path.join(styles, 'settings', file), 'utf8');
  /** A system colour token such as `blue-60v`, `gray-cool-50` or `gray-90`, from its family's token map. */
  const system = (token: string): string => {
    const m = /^([a-z-]+?)-(\d+)(v?)$/.exec(token);
    if (!m) throw new Error(`not a system token: ${token}`);
    const [, family, grade, vivid] = m;
    const scss = fs.readFileSync(path.join(styles, 'tokens/color', `_${family}.scss`), 'utf8');
    const section = vivid ? scss.slice(scss.indexOf('"vivid"')) : scss.slice(0, scss.indexOf('"vivid"') < 0 ? undefined : scss.indexOf('"vivid"'));
    const hex = new RegExp(`^\\s+${grade}: (#[0-9a-f]{6}),`, 'm').exec(section);
    if (!hex) throw new Error(`no ${token}`);
    return normalizeColor(hex[1]!);
  };
  /** A theme colour setting (`$theme-color-primary: "blue-60v"`) → its system token's hex. */
  const theme = (name: string) => {
    const m = new RegExp(`^\\$theme-color-${name}: "([\\w-]+)"`, 'm').exec(settings('_settings-color.scss'));
    if (!m) throw new Error(`no $theme-color-${name}`);
    return system(m[1]!);
  };
  /** The declarations of the rules whose selector line is exactly `selector{`, merged in order (later wins). */
  const rule = (selector: string): Map<string, string> => {
    const lines = css.split('\n');
    const props = new Map<string, string>();
    let found = false;
    for (let start = 0; start < lines.length; start++) {
      if (lines[start] !== `${selector}{`) continue;
      found = true;
      for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('}'); i++) {
        const m = /^\s*([\w-]+):(.*?);\s*$/.exec(lines[i]!);
        if (m) props.set(m[1]!, m[2]!.trim());
      }
    }
    if (!found) throw new Error(`no rule ${selector}`);
    return props;
  };
  const get = (block: Map<string, string>, name: string) => {
    const v = block.get(name);
    if (v === undefined) throw new Error(`no ${name}`);
    return v;
  };
  const c = (v: string) => normalizeColor(v);
  const button = rule('.usa-button');

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('@uswds/uswds')).toMatch(/^3\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@uswds/uswds')}`);
  });

  it('has the theme colours of the default theme and the compiled button, link, field, card and focus rules', () => {
    expect(doc.color('primary')).toBe(theme('primary'));
    expect(doc.color('primary')).toBe(system('blue-60v'));
    expect(doc.color('primary')).toBe(c(get(button, 'background-color')));
    expect(doc.color('on-primary')).toBe(c(get(button, 'color')));
    expect(doc.color('primary-dark')).toBe(theme('primary-dark'));
    expect(doc.color('primary-dark')).toBe(c(get(rule('.usa-button:hover, .usa-button.usa-button--hover'), 'background-color')));
    expect(doc.color('primary-darker')).toBe(theme('primary-darker'));
    expect(doc.color('primary-darker')).toBe(c(get(rule('.usa-button:active, .usa-button.usa-button--active'), 'background-color')));
    const disabled = rule('.usa-button:disabled, .usa-button[aria-disabled=true]');
    expect(doc.color('disabled')).toBe(c(get(disabled, 'background-color')));
    expect(doc.color('on-disabled')).toBe(c(get(disabled, 'color')));
    const body = rule('body');
    expect(doc.color('surface')).toBe(c(get(body, 'background-color')));
    expect(doc.color('on-surface')).toBe(c(get(body, 'color')));
    expect(doc.color('on-surface')).toBe(theme('base-ink'));
    expect(doc.color('base-lightest')).toBe(theme('base-lightest'));
    expect(doc.color('on-surface-variant')).toBe(theme('base'));
    expect(doc.color('on-surface-variant')).toBe(c(get(rule('.usa-hint'), 'color')));
    expect(doc.color('outline')).toBe(theme('base-lighter'));
    expect(doc.color('outline')).toBe(c(get(rule('.usa-card__container'), 'border-color')));
    expect(doc.color('field-outline')).toBe(theme('base-dark'));
    expect(doc.color('field-outline')).toBe(c(get(rule('.usa-textarea, .usa-range, .usa-input-group, .usa-combo-box__input, .usa-select, .usa-input'), 'border-color')));
    expect(doc.color('focus')).toBe(c(get(rule('.usa-focus'), 'outline').split(' ').pop()!));
    expect(doc.color('focus')).toBe(system('blue-40v'));
    expect(doc.color('error')).toBe(theme('error-dark'));
    expect(doc.color('error')).toBe(c(get(rule('.usa-error-message'), 'color')));
    expect(doc.color('error')).toBe(c(get(rule('.usa-input--error'), 'border-color')));
    const link = rule('.usa-link');
    expect(doc.color('primary')).toBe(c(get(link, 'color')));
    expect(doc.color('primary-dark')).toBe(c(get(rule('.usa-link:hover'), 'color')));
    // `.usa-link` is underlined at rest (issue 32, point 5).
    const worn = doc.data['component-effects'] as Record<string, { decoration?: string }>;
    const decorations = (doc.data.decorations ?? {}) as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', worn.link?.decoration ? decorations[worn.link.decoration]!.line : 'none', get(link, 'text-decoration'));
  });

  it('writes its dark mode from USWDS system colour tokens (USWDS has no dark theme)', () => {
    const dark: Array<[string, string]> = [
      ['primary', 'blue-30v'], ['primary-dark', 'blue-20v'], ['primary-darker', 'blue-10v'], ['on-primary', 'gray-90'],
      ['surface', 'gray-cool-90'], ['base-lightest', 'gray-cool-80'], ['on-surface', 'gray-cool-5'], ['on-surface-variant', 'gray-cool-30'],
      ['outline', 'gray-cool-70'], ['field-outline', 'gray-cool-40'], ['focus', 'blue-40v'], ['disabled', 'gray-cool-80'],
      ['on-disabled', 'gray-cool-30'], ['error', 'red-30v'],
    ];
    for (const [role, token] of dark) expect(doc.color(role, 'dark'), role).toBe(system(token));
    expect(doc.body).toContain('USWDS has no official dark theme');
  });

  it('has the body size, the heading sizes, the font families, the radii, the field and button sizes and the spacing units', () => {
    const rem = (v: string) => px(v);
    const typo = settings('_settings-typography.scss');
    expect(typo).toMatch(/^\$theme-font-type-sans: "source-sans-pro"/m);
    expect(typo).toMatch(/^\$theme-font-type-serif: "merriweather"/m);
    expect(typo).toMatch(/^\$theme-font-type-mono: "roboto-mono"/m);
    expect(typo).toMatch(/^\$theme-font-role-heading: "serif"/m);
    expect(typo).toMatch(/^\$theme-font-role-body: "sans"/m);
    // Source Sans Pro is served as Source Sans 3 (its current name); Merriweather is not served, so the
    // headings use the next family of USWDS's serif stack, Georgia (Gelasio), as the Typography section says.
    const prose = rule('.usa-prose');
    expect(get(prose, 'font-family').split(',')[0]).toBe('Source Sans Pro Web');
    expect(String(doc.typography('body').fontFamily).split(',')[0]).toBe('Source Sans 3');
    const h1 = rule('.usa-prose > h1');
    const serif = get(h1, 'font-family').split(',').map((f) => f.trim());
    expect(serif[0]).toBe('Merriweather Web');
    expect(String(doc.typography('h1').fontFamily).split(',')[0]).toBe(serif[1]);
    for (const level of ['h1', 'h2', 'h3', 'h4', 'intro'])
      doc.hold(`typography.${level}.fontFamily`, String(doc.typography(level).fontFamily).split(',')[0], serif[0]);
    expect(String(doc.typography('code').fontFamily).split(',')[0]).toBe('Roboto Mono');
    expect(doc.typography('body').fontSize).toBe(rem(get(prose, 'font-size')));
    expect(doc.typography('body').lineHeight).toBe(Number(get(prose, 'line-height')));
    for (const level of [1, 2, 3, 4]) {
      const h = rule(`.usa-prose > h${level}`);
      expect(doc.typography(`h${level}`).fontSize, `h${level}`).toBe(rem(get(h, 'font-size')));
      expect(doc.typography(`h${level}`).lineHeight, `h${level}`).toBe(Number(get(h, 'line-height')));
      expect(doc.typography(`h${level}`).fontWeight, `h${level}`).toBe(Number(get(h, 'font-weight')));
    }
    expect(doc.typography('intro').fontSize).toBe(rem(get(rule('.usa-intro'), 'font-size')));
    expect(doc.typography('button').fontSize).toBe(rem(get(button, 'font-size')));
    expect(doc.typography('button').fontWeight).toBe(Number(get(button, 'font-weight')));
    expect(doc.typography('button').lineHeight).toBe(Number(get(button, 'line-height')));
    expect(doc.typography('tag').fontSize).toBe(rem(get(rule('.usa-tag'), 'font-size')));
    const spacing = settings('_settings-spacing.scss');
    expect(doc.rounded('sm')).toBe(/^\$theme-border-radius-sm: (\d+px)/m.exec(spacing)![1]);
    expect(doc.rounded('md')).toBe(`${8 * Number(/^\$theme-border-radius-md: ([\d.]+)/m.exec(spacing)![1])}px`);
    expect(doc.rounded('lg')).toBe(`${8 * Number(/^\$theme-border-radius-lg: ([\d.]+)/m.exec(spacing)![1])}px`);
    expect(doc.rounded('md')).toBe(rem(get(button, 'border-radius')));
    expect(doc.rounded('lg')).toBe(rem(get(rule('.usa-card__container'), 'border-radius')));
    expect(doc.rounded('sm')).toBe(get(rule('.usa-tag'), 'border-radius'));
    const units = fs.readFileSync(path.join(styles, 'tokens/units/spacing.scss'), 'utf8');
    for (const step of ['05', '1', '105', '2', '205', '3', '4', '5', '6', '8']) {
      const m = new RegExp(`^\\s+"?${step}"?: spacing-multiple\\(([\\d.]+)\\)`, 'm').exec(units);
      expect(m, step).not.toBeNull();
      expect(doc.spacing(`unit-${step}`), step).toBe(`${8 * Number(m![1])}px`);
    }
    const field = rule('.usa-textarea, .usa-range, .usa-input-group, .usa-combo-box__input, .usa-select, .usa-input');
    const components = doc.data.components as Record<string, { height?: string; padding?: string }>;
    expect(components.input!.height).toBe(rem(get(field, 'height')));
    expect(components.input!.padding).toBe(`0 ${rem(get(field, 'padding'))}`);
    expect(components['button-primary']!.padding).toBe(`0 ${rem(get(button, 'padding').split(' ')[1]!)}`);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('adobe-spectrum-2 (after Adobe Spectrum 2, from @adobe/spectrum-tokens)', () => {
  const doc = loadStyle('adobe-spectrum-2');
  const src = path.join(packageDir('@adobe/spectrum-tokens'), 'src');
  /** Every token of the package's own JSON files, as its `getAllTokens` merges them. */
  const tokens = new Map<string, Record<string, unknown>>();
  for (const file of fs.readdirSync(src).filter((f) => f.endsWith('.json')))
    for (const [name, token] of Object.entries(JSON.parse(fs.readFileSync(path.join(src, file), 'utf8')) as Record<string, Record<string, unknown>>)) tokens.set(name, token);
  /** A token's value in a colour theme (`light`/`dark` set) on the desktop (medium) scale, aliases followed. */
  const value = (name: string, mode: 'light' | 'dark' = 'light'): unknown => {
    const token = tokens.get(name);
    if (!token) throw new Error(`no token ${name}`);
    const pick = (t: Record<string, unknown>): unknown => {
      const sets = t.sets as Record<string, Record<string, unknown>> | undefined;
      if (sets) {
        const set = sets[mode] ?? sets.desktop;
        if (!set) throw new Error(`${name}: no ${mode} or desktop set`);
        return pick(set);
      }
      return alias(t.value);
    };
    const alias = (v: unknown): unknown => {
      if (typeof v === 'string') {
        const ref = /^\{([\w-]+)\}$/.exec(v);
        return ref ? value(ref[1]!, mode) : v;
      }
      if (Array.isArray(v)) return v.map(alias);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, alias(x)]));
      return v;
    };
    return pick(token);
  };
  const color = (name: string, mode: 'light' | 'dark' = 'light') => normalizeColor(String(value(name, mode)));
  const size = (name: string) => px(String(value(name)));
  const WEIGHTS: Record<string, number> = { light: 300, regular: 400, medium: 500, bold: 700, 'extra-bold': 800, black: 900 };
  const weight = (name: string) => {
    const w = WEIGHTS[String(value(name))];
    if (w === undefined) throw new Error(`${name}: unknown weight ${String(value(name))}`);
    return w;
  };

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@adobe/spectrum-tokens')}`);
  });

  it('shrinks pressed buttons as the down state does: 2px back under a perspective of a third of the width, clamped', () => {
    // transform: perspective(clamp(min, width × ratio, max)) translateZ(difference): a scale of P / (P − difference).
    const width = 90;
    const perspective = Math.min(Math.max(width * Number(value('component-size-width-ratio-down')), Number.parseFloat(size('component-size-minimum-perspective-down'))), Number.parseFloat(size('component-size-maximum-perspective-down')));
    const scale = perspective / (perspective - Number.parseFloat(size('component-size-difference-down')));
    const worn = doc.data['component-effects'] as Record<string, { transform?: string }>;
    const transforms = doc.data.transforms as Record<string, { scale?: number }>;
    for (const name of ['button-primary-pressed', 'button-secondary-pressed'])
      doc.hold(`transforms.${worn[name]!.transform}.scale`, transforms[worn[name]!.transform!]!.scale, Math.round(scale * 100) / 100);
  });

  it('is light-first, titled after Spectrum 2, and says how it differs from github-primer', () => {
    expect(doc.data.mode).toEqual({ default: 'light' });
    expect(doc.data.name).toBe('After Adobe Spectrum 2');
    expect(doc.body).toContain('github-primer');
  });

  it('has the accent, neutral, negative, informative, background-layer, focus, link and disabled colours of the light and dark sets', () => {
    const roles: Array<[string, string]> = [
      ['primary', 'accent-background-color-default'],
      ['primary', 'informative-background-color-default'],
      ['primary-hover', 'accent-background-color-hover'],
      ['primary-hover', 'accent-background-color-down'],
      ['primary-hover', 'accent-background-color-key-focus'],
      ['on-primary', 'white'],
      ['surface', 'background-base-color'],
      ['surface', 'gray-25'],
      ['layer-1', 'background-layer-1-color'],
      ['layer-2', 'background-layer-2-color'],
      ['on-surface', 'neutral-content-color-default'],
      ['on-surface', 'neutral-background-color-default'],
      ['on-surface', 'body-color'],
      ['on-surface-variant', 'neutral-subdued-content-color-default'],
      ['control', 'gray-100'],
      ['outline', 'gray-300'],
      ['field-outline', 'neutral-visual-color'],
      ['focus', 'focus-indicator-color'],
      ['link', 'accent-content-color-default'],
      ['link-hover', 'accent-content-color-hover'],
      ['error', 'negative-content-color-default'],
      ['error', 'negative-border-color-default'],
      ['disabled', 'disabled-background-color'],
    ];
    for (const mode of ['light', 'dark'] as const)
      for (const [role, token] of roles) expect(doc.color(role, mode), `${role} ${mode} = ${token}`).toBe(color(token, mode));
  });

  it('has the emphasized drop shadow of both themes and the focus indicator geometry', () => {
    type Layer = { color: string; offsetX: string; offsetY: string; blur: string; spread: string };
    const light = (doc.data.elevation as Record<string, Layer[]>).emphasized!;
    const dark = ((doc.data.modes as Record<string, { elevation: Record<string, Layer[]> }>).dark!.elevation).emphasized!;
    for (const [mode, layers] of [['light', light], ['dark', dark]] as const) {
      const spec = value('drop-shadow-emphasized', mode) as Array<Record<string, string>>;
      expect(layers.length, mode).toBe(spec.length);
      spec.forEach((s, i) => {
        const l = layers[i]!;
        expect(normalizeColor(l.color), `${mode} layer ${i}`).toBe(normalizeColor(s.color!));
        expect([l.offsetX, l.offsetY, l.blur, l.spread], `${mode} layer ${i}`).toEqual([s.x, s.y, s.blur, s.spread].map((v) => px(v!)));
      });
    }
    const ring = (doc.data.elevation as Record<string, Layer[]>)['focus-ring']!;
    const gap = Number.parseFloat(size('focus-indicator-gap'));
    const thickness = Number.parseFloat(size('focus-indicator-thickness'));
    expect(ring.map((l) => l.spread)).toEqual([`${gap}px`, `${gap + thickness}px`]);
    expect(ring.map((l) => l.color)).toEqual(['{colors.surface}', '{colors.focus}']);
    const borders = doc.data.borders as Record<string, { width: string }>;
    for (const name of ['field', 'field-error', 'field-disabled']) expect(borders[name]!.width, name).toBe(size('border-width-200'));
  });

  it('has the corner radii, with pill buttons, and the spacing scale', () => {
    expect(doc.rounded('small')).toBe(size('corner-radius-small-default'));
    expect(doc.rounded('medium')).toBe(size('corner-radius-medium-default'));
    expect(doc.rounded('medium')).toBe(size('corner-radius-medium-size-medium'));
    expect(doc.rounded('large')).toBe(size('corner-radius-large-default'));
    expect(doc.rounded('extra-large')).toBe(size('corner-radius-extra-large-default'));
    // corner-radius-full is a fraction of the control's height (0.5: a pill); 9999px draws the same.
    expect(Number(value('corner-radius-full'))).toBe(0.5);
    expect(Number.parseFloat(doc.rounded('full'))).toBeGreaterThanOrEqual(Number.parseFloat(size('component-height-100')) * 0.5);
    const components = doc.data.components as Record<string, { rounded?: string; height?: string; padding?: string }>;
    for (const name of ['button-primary', 'button-secondary', 'button-neutral']) {
      expect(components[name]!.rounded, name).toBe('{rounded.full}');
      expect(components[name]!.height, name).toBe(size('component-height-100'));
      expect(components[name]!.padding, name).toBe(`0 ${size('component-pill-edge-to-text-100')}`);
    }
    expect(components.input!.rounded).toBe('{rounded.medium}');
    expect(components.input!.height).toBe(size('component-height-100'));
    expect(components.input!.padding).toBe(`0 ${size('component-edge-to-text-100')}`);
    expect(components.card!.padding).toBe(size('card-edge-to-content-default-medium'));
    const spacing = Object.keys(doc.data.spacing as Record<string, string>);
    expect(spacing.length).toBeGreaterThanOrEqual(10);
    for (const step of spacing) {
      expect(step).toMatch(/^spacing-\d+$/);
      expect(doc.spacing(step), step).toBe(size(step));
    }
  });

  it('has the medium-scale type sizes, weights and line heights, in Adobe Clean with its stand-in', () => {
    const levels: Array<[string, string, string, string]> = [
      ['heading-xl', 'heading-size-xl', 'heading-sans-serif-font-weight', 'heading-line-height'],
      ['heading-l', 'heading-size-l', 'heading-sans-serif-font-weight', 'heading-line-height'],
      ['heading-m', 'heading-size-m', 'heading-sans-serif-font-weight', 'heading-line-height'],
      ['heading-s', 'heading-size-s', 'heading-sans-serif-font-weight', 'heading-line-height'],
      ['title-m', 'title-size-m', 'title-sans-serif-font-weight', 'title-line-height'],
      ['body-m', 'body-size-m', 'body-sans-serif-font-weight', 'body-line-height'],
      ['body-s', 'body-size-s', 'body-sans-serif-font-weight', 'body-line-height'],
      ['detail-s', 'detail-size-s', 'detail-sans-serif-font-weight', 'detail-line-height'],
    ];
    for (const [level, fontSize, fontWeight, lineHeight] of levels) {
      expect(doc.typography(level).fontSize, level).toBe(size(fontSize));
      expect(doc.typography(level).fontWeight, level).toBe(weight(fontWeight));
      expect(doc.typography(level).lineHeight, level).toBe(Number(value(lineHeight)));
    }
    expect(doc.typography('detail-s').letterSpacing).toBe(value('detail-letter-spacing'));
    const composites: Array<[string, string]> = [['control', 'component-m-bold'], ['control-regular', 'component-m-regular'], ['control-s', 'component-s-regular']];
    for (const [level, token] of composites) {
      const spec = value(token) as Record<string, string>;
      expect(doc.typography(level).fontSize, level).toBe(px(spec.fontSize!));
      expect(doc.typography(level).lineHeight, level).toBe(px(spec.lineHeight!));
      expect(doc.typography(level).fontWeight, level).toBe(WEIGHTS[spec.fontWeight!]);
    }
    expect(doc.typography('control').fontSize).toBe(size('font-size-100'));
    expect(doc.typography('body-m').fontSize).toBe(size('font-size-200'));
    const family = String(value('sans-serif-font-family'));
    for (const level of Object.keys(doc.data.typography as Record<string, unknown>)) {
      const stack = String(doc.typography(level).fontFamily).split(',').map((f) => f.trim());
      expect(stack[0], level).toBe(family);
      expect(stack, level).toContain('Source Sans 3');
    }
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('salesforce-lightning (after Salesforce Lightning, from @salesforce-ux/design-system)', () => {
  const doc = loadStyle('salesforce-lightning');
  const name = '@salesforce-ux/design-system';
  const dir = packageDir(name);
  const css = fs.readFileSync(path.join(dir, 'assets/styles/salesforce-lightning-design-system.css'), 'utf8');
  /** The design tokens of the Lightning Experience theme, `NAME: value`. */
  const ui = JSON.parse(fs.readFileSync(path.join(dir, 'design-tokens/dist/ui-force.json'), 'utf8')) as Record<string, string>;
  /** The global styling hooks (`--slds-g-…`) the stylesheet declares; an unlayered declaration beats one inside `@layer`. */
  const hooks = (() => {
    const plain = new Map<string, string>();
    const layered = new Map<string, string>();
    let top = '';
    for (const line of css.split('\n')) {
      if (/^\S.*\{\s*$/.test(line)) top = line;
      const m = /^\s*(--slds-g-[\w-]+):\s*(.*?);\s*$/.exec(line);
      if (m) (top.startsWith('@layer') ? layered : plain).set(m[1]!, m[2]!);
    }
    return { get: (hook: string) => plain.get(hook) ?? layered.get(hook) };
  })();
  /** A hook's value with its var() references followed. */
  const hook = (h: string): string => {
    const value = hooks.get(h);
    if (value === undefined) throw new Error(`no ${h}`);
    return value.replace(/var\((--slds-g-[\w-]+)\)/g, (_, ref: string) => hook(ref));
  };
  const g = (h: string) => normalizeColor(hook(`--slds-g-${h}`));
  const t = (token: string) => {
    const value = ui[token];
    if (value === undefined) throw new Error(`no ${token}`);
    return value;
  };
  const tc = (token: string) => normalizeColor(t(token));
  /** The declarations of the rules whose selector line is exactly `selector{`, in order. */
  const rule = (selector: string): string => {
    const blocks: string[] = [];
    for (let start = css.indexOf(`\n${selector}{\n`); start >= 0; start = css.indexOf(`\n${selector}{\n`, start + 1))
      blocks.push(css.slice(start, css.indexOf('\n}', start + 1)));
    if (!blocks.length) throw new Error(`no rule ${selector}`);
    return blocks.join('\n');
  };
  /** The last fallback of a `var(--a, var(--b, value))` chain, or the value itself. */
  const fallback = (value: string): string => {
    const v = value.trim();
    if (!v.startsWith('var(')) return v;
    const comma = v.indexOf(',');
    if (comma < 0 || !v.endsWith(')')) throw new Error(`no fallback in ${value}`);
    return fallback(v.slice(comma + 1, -1));
  };
  /** A property's value in a block (the last declaration wins). */
  const declaration = (block: string, property: string): string => {
    const all = [...block.matchAll(new RegExp(`^\\s*${property.replace(/[-]/g, '\\-')}:(.*?);?\\s*$`, 'gm'))];
    if (!all.length) throw new Error(`no ${property}`);
    return all[all.length - 1]![1]!.trim();
  };
  type Shadow = { color: string; offsetX: string; offsetY: string; blur: string; spread: string; inset?: boolean };
  const elevation = (token: string, mode: 'light' | 'dark' = 'light'): Shadow => {
    const base = doc.data.elevation as Record<string, Shadow | Shadow[]>;
    const dark = ((doc.data.modes as Record<string, { elevation?: Record<string, Shadow> }>).dark?.elevation ?? {}) as Record<string, Shadow>;
    const value = (mode === 'dark' ? (dark[token] ?? base[token]) : base[token])!;
    return Array.isArray(value) ? value[value.length - 1]! : value;
  };
  /** `0 2px 2px 0 rgba(0, 0, 0, 0.1)` or `0px 2px 2px 0px #0000001A` → its lengths and colour. */
  const shadow = (value: string) => {
    const colour = /(rgba?\([^)]*\)|#[0-9a-fA-F]{3,8})/.exec(value)![1]!;
    const lengths = value.replace(colour, '').trim().split(/\s+/).filter((x) => x !== 'inset').map(px);
    return { lengths: [...lengths, '0px', '0px'].slice(0, 4), color: normalizeColor(colour) };
  };
  const ofDoc = (s: Shadow) => ({ lengths: [s.offsetX, s.offsetY, s.blur, s.spread], color: normalizeColor(s.color.startsWith('{') ? doc.color(s.color.slice(8, -1)) : s.color) });

  it('cites the pinned version in Historical Context and is named after SLDS', () => {
    expect(packageVersion(name)).toBe('2.264.1');
    expect(css.slice(0, 60)).toContain(`Lightning Design System ${packageVersion(name)}`);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion(name)}`);
    expect(doc.data.name).toBe('After Salesforce Lightning (SLDS)');
    expect(doc.data.mode).toEqual({ default: 'light' });
  });

  it('has the brand, neutral and destructive buttons, page, card, text, border, field, link, focus and error colours', () => {
    expect(doc.color('primary')).toBe(tc('COLOR_BACKGROUND_BUTTON_BRAND'));
    expect(doc.color('primary')).toBe(g('color-brand-base-50'));
    expect(doc.color('primary')).toBe(normalizeColor(fallback(declaration(rule('.slds-button_brand,\n.slds-button--brand'), '--slds-c-button-color-background'))));
    expect(doc.color('primary-hover')).toBe(tc('COLOR_BACKGROUND_BUTTON_BRAND_HOVER'));
    expect(doc.color('primary-active')).toBe(tc('COLOR_BACKGROUND_BUTTON_BRAND_ACTIVE'));
    expect(doc.color('on-primary')).toBe(tc('COLOR_TEXT_BUTTON_BRAND'));
    expect(doc.color('surface')).toBe(normalizeColor(declaration(rule('html'), 'background')));
    const oneSalesforce = JSON.parse(fs.readFileSync(path.join(dir, 'design-tokens/dist/theme-one-salesforce.json'), 'utf8')) as Record<string, string>;
    expect(doc.color('surface')).toBe(normalizeColor(oneSalesforce.BRAND_BACKGROUND_PRIMARY!));
    expect(doc.color('surface')).toBe(g('color-brand-base-95'));
    expect(doc.color('container')).toBe(tc('CARD_COLOR_BACKGROUND'));
    expect(doc.color('container')).toBe(tc('COLOR_BACKGROUND_INPUT'));
    expect(doc.color('container')).toBe(tc('COLOR_BACKGROUND_BUTTON_DEFAULT'));
    expect(doc.color('on-surface')).toBe(g('color-neutral-base-10'));
    expect(doc.color('on-surface-variant')).toBe(g('color-neutral-base-30'));
    expect(doc.color('outline')).toBe(g('color-border-base-1'));
    expect(doc.color('outline')).toBe(tc('CARD_COLOR_BORDER'));
    // The input's and the neutral button's border is the hook border-base-4, which the stylesheet declares.
    expect(declaration(rule('.slds-input'), 'border')).toContain('var(--slds-g-color-border-base-4,');
    expect(doc.color('field-outline')).toBe(g('color-border-base-4'));
    expect(doc.color('focus')).toBe(g('link-color'));
    expect(doc.color('focus')).toBe(shadow(hook('--slds-g-shadow-outline-focus-1')).color);
    expect(doc.color('link-hover')).toBe(g('link-color-hover'));
    expect(doc.color('disabled')).toBe(g('color-neutral-base-95'));
    expect(doc.color('disabled')).toBe(tc('COLOR_BACKGROUND_INPUT_DISABLED'));
    expect(doc.color('disabled')).toBe(tc('COLOR_BACKGROUND_BUTTON_DEFAULT_HOVER'));
    expect(doc.color('error')).toBe(g('color-error-base-40'));
    expect(doc.color('error')).toBe(tc('COLOR_BACKGROUND_DESTRUCTIVE'));
    expect(doc.color('error-hover')).toBe(tc('COLOR_BACKGROUND_DESTRUCTIVE_HOVER'));
    expect(doc.color('on-error')).toBe(g('color-on-error-1'));
  });

  it('derives its dark mode from the package palette (SLDS publishes no dark theme), and says so', () => {
    const dark: Array<[string, string]> = [
      ['primary', 'color-brand-base-50'], ['primary-hover', 'color-brand-base-40'], ['primary-active', 'color-brand-base-30'],
      ['on-primary', 'color-neutral-base-100'], ['surface', 'color-surface-inverse-2'], ['surface', 'color-brand-base-10'],
      ['container', 'color-surface-inverse-1'], ['container', 'color-brand-base-20'], ['disabled', 'color-brand-base-15'],
      ['on-surface', 'color-neutral-base-95'], ['on-surface-variant', 'color-on-surface-inverse-2'], ['outline', 'color-brand-base-40'],
      ['field-outline', 'color-border-base-3'], ['focus', 'color-brand-base-70'], ['link-hover', 'color-brand-base-80'],
      ['error', 'color-error-base-70'], ['error-hover', 'color-error-base-60'], ['on-error', 'color-error-base-10'],
    ];
    for (const [role, h] of dark) expect(doc.color(role, 'dark'), role).toBe(g(h));
    expect(css).not.toMatch(/prefers-color-scheme:\s*dark/);
    expect(doc.body.replace(/\s+/g, ' ')).toContain("the library's own derivation");
  });

  it('has the card, header, dropdown, focus and error shadows', () => {
    expect(ofDoc(elevation('card'))).toEqual(shadow(hook('--slds-g-shadow-1')));
    expect(ofDoc(elevation('card'))).toEqual(shadow(fallback(declaration(rule('.slds-card'), 'box-shadow'))));
    expect(ofDoc(elevation('header'))).toEqual(shadow(t('SHADOW_HEADER')));
    expect(ofDoc(elevation('dropdown'))).toEqual(shadow(t('SHADOW_DROP_DOWN')));
    expect(ofDoc(elevation('focus-outline'))).toEqual(shadow(hook('--slds-g-shadow-outline-focus-1')));
    expect(elevation('focus-ring').spread).toBe(px(/0 0 0 (\S+)/.exec(hook('--slds-g-shadow-outline-focus-1'))![1]!).replace(/^2px$/, '4px'));
    expect(elevation('error-inset')).toMatchObject({ spread: '1px', inset: true });
  });

  it('has the radius scale, spacing scale, control sizes and paddings', () => {
    const radii: Array<[string, string]> = [['small', 'SMALL'], ['medium', 'MEDIUM'], ['large', 'LARGE'], ['pill', 'PILL']];
    for (const [step, token] of radii)
      expect(doc.rounded(step), step).toBe(px(t(`BORDER_RADIUS_${token}`)));
    expect(doc.rounded('medium')).toBe(px(fallback(declaration(rule('.slds-button'), 'border-radius'))));
    expect(doc.rounded('medium')).toBe(px(hook('--slds-g-radius-border-2')));
    for (const step of ['xxx-small', 'xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large'])
      expect(doc.spacing(step), step).toBe(px(t(`SPACING_${step.toUpperCase().replace(/-/g, '_')}`)));
    const components = doc.data.components as Record<string, { height?: string; padding?: string; rounded?: string }>;
    const control = `${Number(px(t('LINE_HEIGHT_BUTTON')).slice(0, -2)) + 2}px`;
    expect(`${Number(px(t('HEIGHT_INPUT')).slice(0, -2)) + 2}px`).toBe(control);
    const inline = px(fallback(declaration(rule('.slds-button_brand,\n.slds-button--brand'), '--slds-c-button-spacing-inline-start')));
    for (const c of ['button-primary', 'button-secondary', 'button-destructive']) {
      expect(components[c]!.height, c).toBe(control);
      expect(components[c]!.padding, c).toBe(`0 ${inline}`);
    }
    const input = rule('.slds-input');
    expect(components.input!.height).toBe(control);
    expect(components.input!.padding).toBe(`0 ${px(fallback(declaration(input, 'padding-right')))} 0 ${px(fallback(declaration(input, 'padding-left')))}`);
  });

  it('has the type sizes, weights, line heights and font stack', () => {
    const levels: Array<[string, string]> = [
      ['body', 'FONT_SIZE_TEXT_SMALL'], ['label', 'FORM_LABEL_FONT_SIZE'], ['title-caps', 'FONT_SIZE_TEXT_X_SMALL'],
      ['heading-x-large', 'FONT_SIZE_HEADING_X_LARGE'], ['heading-large', 'FONT_SIZE_HEADING_LARGE'],
      ['heading-medium', 'FONT_SIZE_HEADING_MEDIUM'], ['heading-medium', 'PAGE_HEADER_TITLE_FONT_SIZE'], ['heading-small', 'FONT_SIZE_HEADING_SMALL'],
      ['card-title', 'FONT_SIZE_5'], ['body-large', 'FONT_SIZE_TEXT_MEDIUM'], ['caption', 'FONT_SIZE_TEXT_XX_SMALL'], ['display', 'FONT_SIZE_11'],
    ];
    for (const [level, token] of levels) expect(doc.typography(level).fontSize, level).toBe(px(t(token)));
    expect(doc.typography('body').fontSize).toBe(px(hook('--slds-g-font-scale-base')));
    expect(doc.typography('body').lineHeight).toBe(Number(t('LINE_HEIGHT_TEXT')));
    for (const level of ['heading-x-large', 'heading-large', 'heading-medium', 'heading-small', 'card-title'])
      expect(doc.typography(level).lineHeight, level).toBe(Number(t('LINE_HEIGHT_HEADING')));
    expect(doc.typography('display').fontWeight).toBe(Number(t('FONT_WEIGHT_LIGHT')));
    for (const level of ['heading-medium', 'card-title']) expect(doc.typography(level).fontWeight, level).toBe(Number(t('FONT_WEIGHT_BOLD')));
    for (const level of ['body', 'label', 'heading-large']) expect(doc.typography(level).fontWeight, level).toBe(Number(t('FONT_WEIGHT_REGULAR')));
    expect(doc.typography('title-caps').letterSpacing).toBe(px(/letter-spacing:([^;]+);/.exec(rule('.slds-text-title_caps,\n.slds-text-title--caps'))![1]!));
    const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''));
    const stack = families(t('FONT_FAMILY'));
    expect(families(String(doc.typography('body').fontFamily))).toEqual(stack.slice(0, stack.indexOf('sans-serif') + 1));
    const mono = families(String(doc.typography('code').fontFamily));
    for (const family of families(t('FONT_FAMILY_MONOSPACE'))) expect(mono, family).toContain(family);
  });

  it('underlines links where SLDS’s `a` rule does, or lists it (issue 32, point 5)', () => {
    const worn = doc.data['component-effects'] as Record<string, { decoration?: string }>;
    const decorations = (doc.data.decorations ?? {}) as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', worn.link?.decoration ? decorations[worn.link.decoration]!.line : 'none', declaration(rule('a'), 'text-decoration'));
    expect(declaration(rule('a:hover, a:focus'), 'text-decoration')).toBe('underline');
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('atlassian (after the Atlassian Design System, from @atlaskit/tokens)', () => {
  const doc = loadStyle('atlassian');
  const dir = packageDir('@atlaskit/tokens');
  /** A theme artifact of the package (a module whose default export is the theme's CSS) → its `--ds-*` properties. */
  const theme = (name: string): Map<string, string> => {
    const css = (require(path.join(dir, 'dist/cjs/artifacts/themes', `${name}.js`)) as { default: string }).default;
    const props = new Map<string, string>();
    for (const [, prop, value] of css.matchAll(/^\s*(--ds-[\w-]+):\s*(.*?);\s*$/gm)) props.set(prop!, value!);
    if (props.size === 0) throw new Error(`no --ds-* properties in ${name}`);
    return props;
  };
  const themes = { light: theme('atlassian-light'), dark: theme('atlassian-dark') };
  const shape = theme('atlassian-shape');
  const spacing = theme('atlassian-spacing');
  const typography = theme('atlassian-typography');
  const motion = theme('atlassian-motion');
  /** A token by its name (`color.background.brand.bold`, `elevation.surface.raised`, `space.200`) → its CSS value. */
  const token = (block: Map<string, string>, name: string): string => {
    const prop = `--ds-${name.replace(/^(color|elevation)\./, '').replace(/\./g, '-')}`;
    const value = block.get(prop);
    if (value === undefined) throw new Error(`no ${name} (${prop})`);
    return value;
  };
  /** `#RRGGBB` or a translucent `#RRGGBBAA` painted over an opaque backdrop → `#rrggbb`. */
  const over = (color: string, backdrop: string): string => {
    const [fg, bg] = [normalizeColor(color), normalizeColor(backdrop)];
    const alpha = fg.length === 9 ? parseInt(fg.slice(7), 16) / 255 : 1;
    const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return `#${[0, 1, 2].map((i) => Math.round(channel(fg, i) * alpha + channel(bg, i) * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
  };
  /** `0px 1px 1px #1E1F2140, 0px 0px 0px 1px #00000000` → shadow layers as the document writes them. */
  const shadow = (value: string) =>
    value.split(/,\s*/).map((layer) => {
      const parts = layer.trim().split(/\s+/);
      const color = parts.pop()!;
      const [offsetX, offsetY, blur = '0px', spread = '0px'] = parts;
      return { color: normalizeColor(color), offsetX, offsetY, blur, spread };
    });
  const layers = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).map((l: Record<string, string>) => ({ color: normalizeColor(l.color!), offsetX: l.offsetX, offsetY: l.offsetY, blur: l.blur, spread: l.spread }));
  /** `normal 653 2rem/2.25rem "Atlassian Sans", ui-sans-serif, …` → its parts. */
  const font = (name: string) => {
    const m = /^(\w+) (\d+) ([\d.]+r?em)\/([\d.]+(?:rem)?) (.+)$/.exec(token(typography, name));
    if (!m) throw new Error(`not a font shorthand: ${name}`);
    return { weight: Number(m[2]), size: m[3]!, lineHeight: m[4]!, families: families(m[5]!) };
  };
  const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('@atlaskit/tokens')).toMatch(/^20\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@atlaskit/tokens')}`);
  });

  it('has the colour roles of the light and dark themes, translucent neutrals composited over elevation.surface', () => {
    const opaque: Array<[string, string]> = [
      ['primary', 'color.background.brand.bold'],
      ['primary', 'color.link'],
      ['primary-hover', 'color.background.brand.bold.hovered'],
      ['primary-hover', 'color.link.pressed'],
      ['primary-pressed', 'color.background.brand.bold.pressed'],
      ['on-primary', 'color.text.inverse'],
      ['surface', 'elevation.surface'],
      ['surface-raised', 'elevation.surface.raised'],
      ['surface-raised', 'color.background.input'],
      ['on-surface', 'color.text'],
      ['on-surface-variant', 'color.text.subtle'],
      ['field-outline', 'color.border.input'],
      ['focus', 'color.border.focused'],
      ['error', 'color.text.danger'],
    ];
    const composited: Array<[string, string]> = [
      ['neutral', 'color.background.neutral'],
      ['neutral-hovered', 'color.background.neutral.hovered'],
      ['neutral-pressed', 'color.background.neutral.pressed'],
      ['outline', 'color.border'],
      ['disabled', 'color.background.disabled'],
    ];
    for (const mode of ['light', 'dark'] as const) {
      const block = themes[mode];
      const surface = token(block, 'elevation.surface');
      for (const [role, name] of opaque) expect(doc.color(role, mode), `${role} ${mode} = ${name}`).toBe(normalizeColor(token(block, name)));
      for (const [role, name] of composited) {
        expect(normalizeColor(token(block, name)), `${name} ${mode} is translucent`).toMatch(/^#[0-9a-f]{8}$/);
        expect(doc.color(role, mode), `${role} ${mode} = ${name} over elevation.surface`).toBe(over(token(block, name), surface));
      }
    }
    const components = doc.data.components as Record<string, { textColor?: string; backgroundColor?: string }>;
    expect(components.link!.textColor).toBe('{colors.primary}');
    expect(components['link-hover']!.textColor).toBe('{colors.primary-hover}');
    expect(components['error-text']!.textColor).toBe('{colors.error}');
    expect(components.card!.backgroundColor).toBe('{colors.surface-raised}');
  });

  it('has the raised and overlay shadows of both themes', () => {
    const light = doc.data.elevation as Record<string, unknown>;
    const dark = ((doc.data.modes as Record<string, Record<string, unknown>>).dark!.elevation ?? {}) as Record<string, unknown>;
    for (const name of ['raised', 'overlay']) {
      expect(layers(light[name]), `${name} light`).toEqual(shadow(token(themes.light, `elevation.shadow.${name}`)));
      expect(layers(dark[name]), `${name} dark`).toEqual(shadow(token(themes.dark, `elevation.shadow.${name}`)));
    }
    expect((doc.data['component-effects'] as Record<string, { elevation?: string }>).card!.elevation).toBe('raised');
  });

  it('has the radius scale, the border widths and the space scale', () => {
    for (const step of ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'full']) expect(doc.rounded(step), step).toBe(px(token(shape, `radius.${step}`)));
    const borders = doc.data.borders as Record<string, { width: string }>;
    expect(borders.divider!.width).toBe(px(token(shape, 'border.width')));
    for (const name of ['field', 'field-focus', 'danger']) expect(borders[name]!.width, name).toBe(px(token(shape, 'border.width.focused')));
    const focusRing = (doc.data.elevation as Record<string, Array<{ spread: string }>>)['focus-ring']!;
    expect(focusRing[1]!.spread).toBe(`${2 * Number.parseFloat(px(token(shape, 'border.width.focused')))}px`);
    for (const step of ['025', '050', '075', '100', '150', '200', '250', '300', '400', '500', '600', '800', '1000']) {
      expect(doc.spacing(`space-${step}`), `space.${step}`).toBe(px(token(spacing, `space.${step}`)));
    }
    const components = doc.data.components as Record<string, { rounded?: string; padding?: string }>;
    expect(components['button-primary']!.rounded).toBe('{rounded.medium}');
    expect(components['button-primary']!.padding).toBe(`0 ${px(token(spacing, 'space.150'))}`);
    expect(components.input!.rounded).toBe('{rounded.medium}');
    expect(components.card!.rounded).toBe('{rounded.large}');
    expect(components.card!.padding).toBe(px(token(spacing, 'space.200')));
    expect(components.lozenge!.rounded).toBe('{rounded.small}');
  });

  it('has the heading and body type scale, its weights and the package’s stacks with the stand-ins written after Atlassian’s faces', () => {
    const levels = ['heading.xxlarge', 'heading.xlarge', 'heading.large', 'heading.medium', 'heading.small', 'heading.xsmall', 'heading.xxsmall', 'body.large', 'body', 'body.small'];
    for (const name of levels) {
      const level = doc.typography(name.replace('.', '-'));
      const f = font(`font.${name}`);
      expect(level.fontSize, name).toBe(px(f.size));
      expect(level.lineHeight, name).toBe(px(f.lineHeight));
      expect(level.fontWeight, name).toBe(f.weight);
      expect(families(String(level.fontFamily)).filter((family) => family !== 'Inter'), name).toEqual(f.families);
    }
    expect(doc.typography('heading-large').fontWeight).toBe(Number(token(typography, 'font.weight.bold')));
    const body = font('font.body');
    expect(doc.typography('button')).toMatchObject({ fontSize: px(body.size), lineHeight: px(body.lineHeight), fontWeight: Number(token(typography, 'font.weight.medium')) });
    expect(families(token(typography, 'font.family.body'))[0]).toBe('Atlassian Sans');
    expect(families(String(doc.typography('body').fontFamily)).slice(0, 2)).toEqual(['Atlassian Sans', 'Inter']);
    const code = /^normal (\d+) ([\d.]+)em\/([\d.]+) (.+)$/.exec(token(typography, 'font.code'))!;
    // Code is not a level (the format's twelve are taken): the Typography section gives font.code's figures.
    expect(doc.body).toContain(`\`font.code\` is ${code[2]}em with a line height of ${Number(code[3])}, ${Number(code[2]) * Number.parseFloat(px(body.size))}px beside ${px(body.size)} body, weight ${Number(code[1])}, in ${families(code[4]!)[0]}`);
  });

  it('has the button transition of the motion theme', () => {
    const motionTokens = doc.data.motion as Record<string, unknown>;
    expect(motionTokens['duration-short']).toBe(token(motion, 'duration.short'));
    const bezier = /cubic-bezier\(([^)]+)\)/.exec(token(motion, 'easing.out.practical'))![1]!.split(',').map(Number);
    expect(motionTokens['easing-out-practical']).toEqual(bezier);
    expect(token(motion, 'button.hovered')).toContain(`${token(motion, 'duration.short')} ${token(motion, 'easing.out.practical')}`);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe("apple-ios (after Apple's Human Interface Guidelines for iOS, cross-checked with ios-colors)", () => {
  // Apple ships no token package for iOS: the HIG's Color and Typography pages are the source. The system
  // colours are cross-checked with the ios-colors package (its index.js, required as is); the
  // semantic colours, the Increase Contrast values and the Dynamic Type sizes, which it does not hold, are
  // checked against the tables below, copied from the HIG pages they cite.
  const doc = loadStyle('apple-ios');
  const ios = require(path.join(packageDir('ios-colors'), 'index.js')) as Record<string, { light: string; dark: string }>;
  const system = (name: string, mode: 'light' | 'dark') => {
    const entry = ios[name];
    if (!entry) throw new Error(`ios-colors has no ${name}`);
    return normalizeColor(entry[mode]);
  };

  it('cites the pinned version in Historical Context and says Apple publishes no package', () => {
    expect(packageVersion('ios-colors')).toBe('1.0.2');
    const body = doc.body.replace(/\s+/g, ' ');
    expect(body).toContain(`ios-colors** version ${packageVersion('ios-colors')}`);
    expect(body).toContain('Apple publishes no token package');
  });

  it('has the system colours of ios-colors in both modes', () => {
    const roles: Array<[string, 'light' | 'dark', string]> = [
      ['focus', 'light', 'systemBlue'], ['focus', 'dark', 'systemBlue'], ['tint', 'dark', 'systemBlue'],
      ['surface', 'light', 'systemGray6'], ['grouped-cell', 'dark', 'systemGray6'],
      ['disabled', 'light', 'systemGray6'], ['disabled', 'dark', 'systemGray6'],
      ['control', 'light', 'systemGray5'], ['control', 'dark', 'systemGray6'],
      ['outline', 'light', 'systemGray4'], ['outline', 'dark', 'systemGray4'],
      ['secondary-label', 'dark', 'systemGray'], ['field-outline', 'dark', 'systemGray'],
      ['error', 'dark', 'systemRed'],
      ['system-green', 'light', 'systemGreen'], ['system-green', 'dark', 'systemGreen'],
    ];
    for (const [role, mode, name] of roles) expect(doc.color(role, mode), `${role} (${mode}) is ${name}.${mode}`).toBe(system(name, mode));
  });

  it('names the other system colours with their ios-colors values', () => {
    const colors = doc.body.slice(doc.body.indexOf('## Colors'), doc.body.indexOf('## Typography')).toLowerCase();
    for (const name of ['systemOrange', 'systemYellow', 'systemRed', 'systemPink', 'systemPurple', 'systemIndigo'])
      for (const mode of ['light', 'dark'] as const) expect(colors, `${name}.${mode}`).toContain(system(name, mode));
  });

  it('has the HIG semantic colours and Increase Contrast values the package does not hold', () => {
    // https://developer.apple.com/design/human-interface-guidelines/color (2025, iOS 18 era): "System colors"
    // (Increase Contrast column) and "iOS, iPadOS system colors" (semantic background and label colours).
    const hig: Array<[string, 'light' | 'dark', string]> = [
      ['primary', 'light', 'rgb(0, 64, 221)'], ['tint', 'light', 'rgb(0, 64, 221)'], // systemBlue, increased contrast
      ['error', 'light', 'rgb(215, 0, 21)'], // systemRed, increased contrast
      ['secondary-label', 'light', 'rgb(108, 108, 112)'], ['field-outline', 'light', 'rgb(108, 108, 112)'], // systemGray, increased contrast
      ['on-surface', 'light', 'rgb(0, 0, 0)'], ['on-surface', 'dark', 'rgb(255, 255, 255)'], // label
      ['surface', 'dark', 'rgb(0, 0, 0)'], // systemGroupedBackground
      ['grouped-cell', 'light', 'rgb(255, 255, 255)'], // secondarySystemGroupedBackground
    ];
    for (const [role, mode, value] of hig) expect(doc.color(role, mode), `${role} (${mode})`).toBe(normalizeColor(value));
    // The increased-contrast blue is the legible adaptation, not the default: the default stays the focus colour.
    expect(doc.color('primary', 'light')).not.toBe(system('systemBlue', 'light'));
  });

  it('has the Dynamic Type sizes at the Large text size', () => {
    // https://developer.apple.com/design/human-interface-guidelines/typography, "Dynamic Type sizes", iOS, Large (default).
    const large: Array<[string, number, number, number?]> = [
      ['large-title', 34, 41], ['title-1', 28, 34], ['title-2', 22, 28], ['title-3', 20, 25], ['headline', 17, 22, 600],
      ['body', 17, 22, 400], ['callout', 16, 21], ['subheadline', 15, 20], ['footnote', 13, 18], ['caption', 12, 16],
    ];
    for (const [level, size, leading, weight] of large) {
      const t = doc.typography(level);
      expect(t, level).toBeDefined();
      expect(px(String(t.fontSize)), level).toBe(`${size}px`);
      expect(px(String(t.lineHeight)), level).toBe(`${leading}px`);
      if (weight !== undefined) expect(t.fontWeight, level).toBe(weight);
      expect(String(t.fontFamily).split(',')[0], level).toMatch(/^SF Pro (Text|Display)$/);
    }
    expect(doc.spacing('touch-target')).toBe('44px');
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('ios-7-flat (its dark mode borrows iOS 13’s dark system colours, cross-checked with ios-colors)', () => {
  // iOS 7 shipped no dark appearance: the document's dark mode takes three colours from iOS 13's dark
  // system colours and says so in its Colors section; the rest are its own (issue 32, point 5).
  const doc = loadStyle('ios-7-flat');
  const ios = require(path.join(packageDir('ios-colors'), 'index.js')) as Record<string, { light: string; dark: string }>;

  it('has the iOS 13 dark values it borrows, and names them as borrowed', () => {
    const borrowed: Array<[string, string, string]> = [
      ['cell', 'systemGray6', 'secondarySystemBackground'], // #1C1C1E, the same value in both of Apple's names
      ['disabled', 'systemGray5', 'systemGray5'],
      ['error', 'systemRed', 'systemRed'],
    ];
    const body = doc.body.replace(/\s+/g, ' ');
    expect(body).toContain("borrowed from iOS 13's dark system colours");
    for (const [role, name, named] of borrowed) {
      expect(doc.color(role, 'dark'), role).toBe(normalizeColor(ios[name]!.dark));
      expect(body, role).toContain(`\`${named}\` (${doc.color(role, 'dark').toUpperCase()})`);
    }
  });
});

describe('fluent-2 (after Fluent 2, from @fluentui/react-theme)', () => {
  const doc = loadStyle('fluent-2');
  // webLightTheme and webDarkTheme as the package's code builds them from @fluentui/tokens (npm run references).
  const themes = JSON.parse(packageFile('@fluentui/react-theme', 'themes.json')) as Record<'light' | 'dark', Record<string, string | number>>;
  const token = (mode: 'light' | 'dark', name: string): string => {
    const value = themes[mode][name];
    if (value === undefined) throw new Error(`no ${name}`);
    return String(value);
  };
  const c = (mode: 'light' | 'dark', name: string) => normalizeColor(token(mode, name));
  const modes = ['light', 'dark'] as const;
  const ofRef = (value: string, mode: 'light' | 'dark') => {
    const ref = /^\{colors\.([\w-]+)\}$/.exec(value);
    return ref ? doc.color(ref[1]!, mode) : normalizeColor(value);
  };
  const elevation = (name: string, mode: 'light' | 'dark') => {
    const own = (doc.data.elevation ?? {}) as Record<string, unknown>;
    const other = mode === 'dark' ? (((doc.data.modes as Record<string, Record<string, unknown>>).dark!.elevation ?? {}) as Record<string, unknown>) : {};
    return ([] as Array<{ color: string; offsetY: string; spread: string; inset?: boolean }>).concat((other[name] ?? own[name]) as never);
  };

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('@fluentui/react-theme')).toMatch(/^9\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@fluentui/react-theme')}`);
  });

  it('has the colour roles of webLightTheme and webDarkTheme', () => {
    const roles: Array<[string, string]> = [
      ['primary', 'colorBrandBackground'], ['primary-hover', 'colorBrandBackgroundHover'], ['primary-pressed', 'colorBrandBackgroundPressed'],
      ['on-primary', 'colorNeutralForegroundOnBrand'], ['surface', 'colorNeutralBackground3'], ['layer', 'colorNeutralBackground1'],
      ['layer-hover', 'colorNeutralBackground1Hover'], ['on-surface', 'colorNeutralForeground1'], ['on-surface-variant', 'colorNeutralForeground3'],
      ['outline', 'colorNeutralStroke1'], ['field-outline', 'colorNeutralStrokeAccessible'], ['link', 'colorBrandForegroundLink'],
      ['link-hover', 'colorBrandForegroundLinkHover'], ['focus', 'colorStrokeFocus2'], ['disabled', 'colorNeutralBackgroundDisabled'],
      ['error', 'colorStatusDangerForeground1'],
    ];
    for (const mode of modes) for (const [role, name] of roles) doc.holdColor(role, mode, c(mode, name));
  });

  it('has the strokes, the pressed fill and the default button’s edge, or lists them (issue 32, points 2 and 5)', () => {
    const gradient = (mode: 'light' | 'dark') => {
      const own = doc.data.gradients as Record<string, { stops: { color: string }[] }>;
      const dark = ((doc.data.modes as Record<string, Record<string, unknown>>).dark!.gradients ?? {}) as Record<string, { stops: { color: string }[] }>;
      return normalizeColor(((mode === 'dark' ? dark['layer-pressed'] : undefined) ?? own['layer-pressed']!).stops[0]!.color);
    };
    for (const mode of modes) {
      doc.hold('borders.stroke', doc.borderColor('stroke', mode), c(mode, 'colorNeutralStroke1'), mode);
      doc.hold('borders.stroke-hover', doc.borderColor('stroke-hover', mode), c(mode, 'colorNeutralStroke1Hover'), mode);
      doc.hold('borders.stroke-disabled', doc.borderColor('stroke-disabled', mode), c(mode, 'colorNeutralStrokeDisabled'), mode);
      doc.hold('borders.stroke-error', doc.borderColor('stroke-error', mode), c(mode, 'colorPaletteRedBorder2'), mode);
      doc.hold('component-effects.button-secondary.border', doc.wornBorder('button-secondary', mode), c(mode, 'colorNeutralStroke1'), mode);
      doc.hold('component-effects.button-secondary-hover.border', doc.wornBorder('button-secondary-hover', mode), c(mode, 'colorNeutralStroke1Hover'), mode);
      doc.hold('component-effects.button-secondary-disabled.border', doc.wornBorder('button-secondary-disabled', mode), c(mode, 'colorNeutralStrokeDisabled'), mode);
      doc.hold('gradients.layer-pressed', gradient(mode), c(mode, 'colorNeutralBackground1Pressed'), mode);
    }
    expect((doc.data.borders as Record<string, { width: string }>).stroke!.width).toBe(token('light', 'strokeWidthThin'));
  });

  it('has the two-stroke focus ring, the field underline and its focused brand stroke', () => {
    for (const mode of modes) {
      const [inner, outer] = elevation('focus-ring', mode);
      expect(inner, mode).toMatchObject({ spread: token(mode, 'strokeWidthThin'), inset: true });
      expect(outer!.spread, mode).toBe(token(mode, 'strokeWidthThick'));
      doc.hold('elevation.focus-ring', ofRef(inner!.color, mode), c(mode, 'colorStrokeFocus1'), mode);
      doc.hold('elevation.focus-ring', ofRef(outer!.color, mode), c(mode, 'colorStrokeFocus2'), mode);
      const [underline] = elevation('field-underline', mode);
      doc.hold('elevation.field-underline', ofRef(underline!.color, mode), c(mode, 'colorNeutralStrokeAccessible'), mode);
      const [focused] = elevation('field-underline-focus', mode);
      expect(focused!.offsetY, mode).toBe(`-${token(mode, 'strokeWidthThick')}`);
      doc.hold('elevation.field-underline-focus', ofRef(focused!.color, mode), c(mode, 'colorCompoundBrandStroke'), mode);
    }
  });

  it('has the shadow ramp of both themes, layer by layer', () => {
    for (const mode of modes)
      for (const name of ['shadow2', 'shadow4', 'shadow8', 'shadow16', 'shadow28'])
        doc.hold(`elevation.${name}`, tokenShadow(doc, name, mode).join(', '), cssShadow(token(mode, name)).join(', '), mode);
  });

  it('has the type ramp, the radius scale, the spacing steps and the motion tokens', () => {
    const levels: Array<[string, string, string]> = [
      ['display', 'Hero1000', 'Semibold'], ['large-title', 'Hero900', 'Semibold'], ['title-1', 'Hero800', 'Semibold'], ['title-2', 'Hero700', 'Semibold'],
      ['title-3', 'Base600', 'Semibold'], ['subtitle-1', 'Base500', 'Semibold'], ['subtitle-2', 'Base400', 'Semibold'], ['body-1', 'Base300', 'Regular'],
      ['body-1-strong', 'Base300', 'Semibold'], ['caption-1', 'Base200', 'Regular'],
    ];
    const ratio = (v: number) => Math.round(v * 100) / 100;
    for (const [level, step, weight] of levels) {
      const t = doc.typography(level);
      doc.hold(`typography.${level}.fontSize`, t.fontSize, token('light', `fontSize${step}`));
      const size = Number.parseFloat(token('light', `fontSize${step}`));
      doc.hold(`typography.${level}.lineHeight`, ratio(Number(t.lineHeight)), ratio(Number.parseFloat(token('light', `lineHeight${step}`)) / size));
      doc.hold(`typography.${level}.fontWeight`, t.fontWeight, token('light', `fontWeight${weight}`));
      expect(t.fontFamily, level).toBe(doc.typography('body-1').fontFamily);
    }
    const first = (stack: string) => stack.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');
    doc.hold('typography.body-1.fontFamily', first(String(doc.typography('body-1').fontFamily)), first(token('light', 'fontFamilyBase')));
    const radii: Array<[string, string]> = [['none', 'None'], ['small', 'Small'], ['medium', 'Medium'], ['large', 'Large'], ['x-large', 'XLarge'], ['circular', 'Circular']];
    for (const [step, name] of radii) doc.hold(`rounded.${step}`, doc.rounded(step), px(token('light', `borderRadius${name}`)));
    const steps: Array<[string, string]> = [['xxs', 'XXS'], ['xs', 'XS'], ['s-nudge', 'SNudge'], ['s', 'S'], ['m-nudge', 'MNudge'], ['m', 'M'], ['l', 'L'], ['xl', 'XL'], ['xxl', 'XXL'], ['xxxl', 'XXXL']];
    for (const [step, name] of steps) doc.hold(`spacing.${step}`, doc.spacing(step), token('light', `spacingHorizontal${name}`));
    const motion = doc.data.motion as Record<string, unknown>;
    for (const [key, name] of [['duration-faster', 'durationFaster'], ['duration-normal', 'durationNormal'], ['duration-gentle', 'durationGentle']] as const)
      doc.hold(`motion.${key}`, motion[key], token('light', name));
    const bezier = (v: string) => /cubic-bezier\(([^)]+)\)/.exec(v)![1]!.split(',').map(Number).join(' ');
    for (const [key, name] of [['easing-easy-ease', 'curveEasyEase'], ['easing-decelerate-mid', 'curveDecelerateMid'], ['easing-accelerate-mid', 'curveAccelerateMid']] as const)
      doc.hold(`motion.${key}`, (motion[key] as number[]).join(' '), bezier(token('light', name)));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('ibm-carbon (after IBM Carbon, from @carbon/themes)', () => {
  const doc = loadStyle('ibm-carbon');
  // The White and Gray 100 themes, the button tokens, @carbon/type's styles and the spacing scale, as the
  // package's code builds them (npm run references).
  const carbon = JSON.parse(packageFile('@carbon/themes', 'themes.json')) as {
    white: Record<string, string>;
    g100: Record<string, string>;
    buttons: Record<string, { white: string; g100: string }>;
    type: Record<string, { fontSize: string; fontWeight: number; lineHeight: number; letterSpacing: string | number; fontFamily?: string }>;
    spacing: Record<string, string>;
  };
  const theme = { light: carbon.white, dark: carbon.g100 } as const;
  const modes = ['light', 'dark'] as const;
  /** A theme token in a mode, a translucent one painted over the theme's background. */
  const c = (mode: 'light' | 'dark', name: string) => {
    const value = theme[mode][name];
    if (value === undefined) throw new Error(`no ${name}`);
    return normalizeColor(value, theme[mode].background);
  };
  const button = (mode: 'light' | 'dark', name: string) => normalizeColor(carbon.buttons[name]![mode === 'light' ? 'white' : 'g100'], theme[mode].background);
  const gradient = (name: string, mode: 'light' | 'dark') => {
    const own = doc.data.gradients as Record<string, { stops: { color: string }[] }>;
    const dark = ((doc.data.modes as Record<string, Record<string, unknown>>).dark!.gradients ?? {}) as Record<string, { stops: { color: string }[] }>;
    return normalizeColor(((mode === 'dark' ? dark[name] : undefined) ?? own[name]!).stops[0]!.color);
  };

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('@carbon/themes')).toMatch(/^11\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@carbon/themes')}`);
  });

  it('has the colour roles of the White and Gray 100 themes and the button tokens', () => {
    const roles: Array<[string, string]> = [
      ['surface', 'background'], ['layer', 'layer01'], ['layer', 'field01'], ['on-surface', 'textPrimary'], ['on-surface-variant', 'textSecondary'],
      ['outline', 'borderStrong01'], ['field-outline', 'borderStrong01'], ['link', 'linkPrimary'], ['focus', 'focus'], ['on-primary', 'textOnColor'], ['error', 'textError'],
    ];
    const buttons: Array<[string, string]> = [['primary', 'buttonPrimary'], ['primary-hover', 'buttonPrimaryHover'], ['secondary', 'buttonSecondary'], ['secondary-hover', 'buttonSecondaryHover'], ['disabled', 'buttonDisabled']];
    for (const mode of modes) {
      for (const [role, name] of roles) doc.holdColor(role, mode, c(mode, name));
      for (const [role, name] of buttons) doc.holdColor(role, mode, button(mode, name));
      // The UI shell header is drawn in the Gray 100 theme on every page.
      doc.holdColor('shell', mode, c('dark', 'background'));
      doc.hold('gradients.primary-active', gradient('primary-active', mode), button(mode, 'buttonPrimaryActive'), mode);
      doc.hold('gradients.secondary-active', gradient('secondary-active', mode), button(mode, 'buttonSecondaryActive'), mode);
      doc.hold('gradients.layer-hover', gradient('layer-hover', mode), c(mode, 'layerHover01'), mode);
      doc.hold('borders.subtle', doc.borderColor('subtle', mode), c(mode, 'borderSubtle00'), mode);
    }
  });

  it('has the inset focus, the field rules and the overlay shadow of both themes', () => {
    for (const mode of modes) {
      const [edge, gap] = tokenShadow(doc, 'focus-inset', mode);
      doc.hold('elevation.focus-inset', edge!.split(' ')[4], c(mode, 'focus'), mode);
      doc.hold('elevation.focus-inset', gap!.split(' ')[4], c(mode, 'focusInset'), mode);
      doc.hold('elevation.field-bottom', tokenShadow(doc, 'field-bottom', mode)[0]!.split(' ')[4], c(mode, 'borderStrong01'), mode);
      doc.hold('elevation.field-focus', tokenShadow(doc, 'field-focus', mode)[0]!.split(' ')[4], c(mode, 'focus'), mode);
      doc.hold('elevation.field-invalid', tokenShadow(doc, 'field-invalid', mode)[0]!.split(' ')[4], c(mode, 'supportError'), mode);
      doc.hold('elevation.overlay', tokenShadow(doc, 'overlay', mode)[0]!.split(' ')[4], normalizeColor(theme[mode].shadow!), mode);
    }
  });

  it('has the productive type styles and the spacing scale', () => {
    const levels: Array<[string, string]> = [
      ['heading-07', 'heading07'], ['heading-06', 'heading06'], ['heading-05', 'heading05'], ['heading-04', 'heading04'], ['heading-03', 'heading03'],
      ['heading-02', 'heading02'], ['heading-compact-01', 'headingCompact01'], ['body-02', 'body02'], ['body-01', 'body01'], ['body-compact-01', 'bodyCompact01'],
      ['label-01', 'label01'], ['code-01', 'code01'],
    ];
    const ratio = (v: number) => Math.round(v * 100) / 100;
    for (const [level, name] of levels) {
      const t = doc.typography(level);
      const style = carbon.type[name]!;
      doc.hold(`typography.${level}.fontSize`, t.fontSize, px(style.fontSize));
      doc.hold(`typography.${level}.fontWeight`, t.fontWeight, style.fontWeight);
      doc.hold(`typography.${level}.lineHeight`, ratio(Number(t.lineHeight)), ratio(style.lineHeight));
      doc.hold(`typography.${level}.letterSpacing`, t.letterSpacing ?? '0px', style.letterSpacing === 0 ? '0px' : style.letterSpacing);
    }
    expect(String(doc.typography('code-01').fontFamily).split(',')[0]).toBe(carbon.type.code01!.fontFamily!.split(',')[0]!.replace(/'/g, ''));
    for (let n = 1; n <= 13; n++) {
      const step = String(n).padStart(2, '0');
      doc.hold(`spacing.spacing-${step}`, doc.spacing(`spacing-${step}`), px(carbon.spacing[`spacing${step}`]!));
    }
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('windows-11-mica (after Windows 11, from WinUI’s theme resources)', () => {
  // Microsoft ships WinUI's colours in no npm package: the table is WinUI's Common_themeresources_any.xaml
  // (microsoft/microsoft-ui-xaml, src/controls/dev/CommonStyles), its Light and Dark dictionaries, written
  // there as #AARRGGBB and here as #RRGGBBAA; the durations are ControlFastAnimationDuration and
  // ControlNormalAnimationDuration of the same repository's control templates.
  const doc = loadStyle('windows-11-mica');
  const winui: Record<string, { light: string; dark: string }> = {
    CardStrokeColorDefault: { light: '#0000000F', dark: '#00000019' },
    ControlStrokeColorDefault: { light: '#0000000F', dark: '#FFFFFF12' },
    SurfaceStrokeColorFlyout: { light: '#0000000F', dark: '#00000033' },
    CardBackgroundFillColorDefault: { light: '#FFFFFFB3', dark: '#FFFFFF0D' },
  };
  const modes = ['light', 'dark'] as const;

  it('cites WinUI’s theme resources, since no package holds them', () => {
    const body = doc.body.replace(/\s+/g, ' ');
    expect(body).toContain('Common_themeresources_any.xaml');
    expect(body).toContain('no npm package');
  });

  it('has WinUI’s card, control and flyout strokes and the card layer in both themes, or lists them', () => {
    const strokes: Array<[string, string]> = [['card-stroke', 'CardStrokeColorDefault'], ['control-stroke', 'ControlStrokeColorDefault'], ['acrylic-stroke', 'SurfaceStrokeColorFlyout']];
    for (const mode of modes) {
      for (const [border, resource] of strokes) doc.hold(`borders.${border}`, doc.borderColor(border, mode), normalizeColor(winui[resource]![mode]), mode);
      doc.holdColor('layer-tint', mode, normalizeColor(winui.CardBackgroundFillColorDefault![mode]));
    }
  });

  it('has the control durations of WinUI', () => {
    const motion = doc.data.motion as Record<string, string>;
    doc.hold('motion.duration-fast', motion['duration-fast'], '167ms');
    doc.hold('motion.duration-normal', motion['duration-normal'], '250ms');
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

/** A colour role a component's property references (`{colors.panel}` → its value in `mode`). */
function referencedColor(doc: StyleTokens, ref: string, mode: 'light' | 'dark'): string {
  return doc.color(/^\{colors\.([\w-]+)\}$/.exec(ref)![1]!, mode);
}

describe('sap-fiori-horizon (after SAP Fiori Horizon, from @sap-theming/theming-base-content)', () => {
  const doc = loadStyle('sap-fiori-horizon');
  const NAME = '@sap-theming/theming-base-content';
  // The Horizon base themes' parameters, light (SAP Morning Horizon) and dark (SAP Evening Horizon).
  const themes = {
    light: cssBlock(packageFile(NAME, 'content/Base/baseLib/sap_horizon/css_variables.css'), /^:root \{$/),
    dark: cssBlock(packageFile(NAME, 'content/Base/baseLib/sap_horizon_dark/css_variables.css'), /^:root \{$/),
  };
  const MODES = ['light', 'dark'] as const;
  const sap = (mode: 'light' | 'dark', name: string) => prop(themes[mode], `--sap${name}`);
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;
  const elevation = (name: string) => (doc.data.elevation as Record<string, { color: string; offsetY: string; spread: string; inset?: boolean }>)[name]!;
  /** A field's line, drawn by Horizon as a background (`0 100% / 100% .0625rem … linear-gradient(0deg, #556b81, #556b81)`): its thickness and colour. */
  const fieldLine = (style: string) => {
    const m = /\/ 100% ([\d.]+rem) no-repeat linear-gradient\(0deg, (#[0-9a-f]+), \2\)/.exec(style);
    if (!m) throw new Error(`not a field line: ${style}`);
    return { width: px(m[1]!), color: normalizeColor(m[2]!) };
  };

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion(NAME)}`);
  });

  it('takes every colour role from its Horizon parameter, in the light and dark themes', () => {
    const roles: Array<[string, string]> = [
      ['primary', 'BrandColor'],
      ['primary', 'Button_Emphasized_Background'],
      ['primary-hover', 'Button_Emphasized_Hover_Background'],
      ['on-primary', 'Button_Emphasized_TextColor'],
      ['active', 'Button_Emphasized_Active_Background'],
      ['active', 'Button_Active_Background'],
      ['highlight', 'HighlightColor'],
      ['highlight', 'Button_TextColor'],
      ['highlight', 'Button_Emphasized_Active_TextColor'],
      ['highlight', 'Button_Active_TextColor'],
      ['link', 'LinkColor'],
      ['surface', 'BackgroundColor'],
      ['panel', 'Tile_Background'],
      ['panel', 'Group_ContentBackground'],
      ['button-hover', 'Button_Hover_Background'],
      ['on-surface', 'TextColor'],
      ['on-surface-variant', 'Content_LabelColor'],
      ['outline', 'Group_ContentBorderColor'],
      ['field-outline', 'Field_BorderColor'],
      ['focus', 'Content_FocusColor'],
      ['disabled', 'NeutralBackground'],
      ['error', 'ErrorColor'],
    ];
    for (const mode of MODES) for (const [role, name] of roles) doc.holdColor(role, mode, normalizeColor(sap(mode, name)));
  });

  it('fills the default button and the field as Horizon does, and edges the default button with sapButton_BorderColor', () => {
    const borders = doc.data.borders as Record<string, { width: string; color: string }>;
    expect(worn()['button-secondary']!.border).toBe('button-edge');
    for (const mode of MODES) {
      doc.hold('components.button-secondary.backgroundColor', referencedColor(doc, components()['button-secondary']!.backgroundColor!, mode), normalizeColor(sap(mode, 'Button_Background')), mode);
      doc.hold('components.input.backgroundColor', referencedColor(doc, components().input!.backgroundColor!, mode), normalizeColor(sap(mode, 'Field_Background')), mode);
      doc.hold('borders.button-edge', referencedColor(doc, borders['button-edge']!.color, mode), normalizeColor(sap(mode, 'Button_BorderColor')), mode);
      // A pressed button is edged in sapButton_Active_BorderColor (drawn inset, over the edge).
      doc.hold('elevation.active-edge', referencedColor(doc, elevation('active-edge').color, mode), normalizeColor(sap(mode, 'Button_Active_BorderColor')), mode);
      doc.hold('elevation.active-edge', referencedColor(doc, elevation('active-edge').color, mode), normalizeColor(sap(mode, 'Button_Emphasized_Active_BorderColor')), mode);
    }
    doc.hold('borders.button-edge.width', borders['button-edge']!.width, px(sap('light', 'Button_BorderWidth')));
    for (const name of ['button-primary-pressed', 'button-secondary-pressed']) expect(worn()[name]!.elevation, name).toBe('active-edge');
  });

  it('draws fields with Horizon’s bottom line, its focus colour and width, and the 2px invalid line', () => {
    expect(sap('light', 'Field_BorderStyle')).toBe('none');
    expect(worn().input!.elevation).toBe('field-line');
    expect(worn()['input-focus']!.elevation).toBe('field-focus');
    expect(worn()['input-error']!.elevation).toBe('field-invalid');
    for (const mode of MODES) {
      const line = fieldLine(sap(mode, 'Field_BackgroundStyle'));
      expect(elevation('field-line')).toMatchObject({ offsetY: `-${line.width}`, inset: true });
      doc.hold('elevation.field-line', referencedColor(doc, elevation('field-line').color, mode), line.color, mode);
      const invalid = fieldLine(sap(mode, 'Field_InvalidBackgroundStyle'));
      expect(invalid.width).toBe(px(sap(mode, 'Field_InvalidBorderWidth')));
      expect(elevation('field-invalid')).toMatchObject({ offsetY: `-${invalid.width}`, inset: true });
      doc.hold('elevation.field-invalid', referencedColor(doc, elevation('field-invalid').color, mode), normalizeColor(sap(mode, 'Field_InvalidColor')), mode);
      doc.hold('elevation.field-focus', referencedColor(doc, elevation('field-focus').color, mode), normalizeColor(sap(mode, 'Field_Focus_BorderColor')), mode);
    }
    doc.hold('elevation.field-focus', elevation('field-focus').spread, px(sap('light', 'Content_FocusWidth')));
  });

  it('has the focus outline of sapContent_FocusWidth and sapContent_FocusStyle, 1px off the buttons', () => {
    expect(sap('light', 'Content_FocusStyle')).toBe('solid');
    for (const name of ['button-primary-focus', 'button-secondary-focus']) expect(worn()[name]!.elevation, name).toBe('focus-ring');
    for (const mode of MODES) {
      const [gap, ring] = tokenShadow(doc, 'focus-ring', mode).map((l) => l.split(' '));
      expect(gap![4], mode).toBe(doc.color('surface', mode));
      doc.hold('elevation.focus-ring', `${Number.parseFloat(ring![3]!) - Number.parseFloat(gap![3]!)}px`, px(sap(mode, 'Content_FocusWidth')), mode);
      doc.hold('elevation.focus-ring', ring![4], normalizeColor(sap(mode, 'Content_FocusColor')), mode);
    }
  });

  it('has the tile and popover shadows of both themes (sapContent_Shadow0 and sapContent_Shadow2)', () => {
    expect(worn().card!.elevation).toBe('shadow-0');
    for (const mode of MODES) {
      for (const [token, name] of [['shadow-0', 'Content_Shadow0'], ['shadow-2', 'Content_Shadow2']] as const) {
        const expected = cssShadow(sap(mode, name));
        const layers = tokenShadow(doc, token, mode);
        expect(layers.length, `${token} ${mode}`).toBe(expected.length);
        expected.forEach((layer, i) => doc.hold(`elevation.${token}`, layers[i], layer, mode));
      }
    }
  });

  it('has the link decoration and hover colour of sapLink (underline at rest listed)', () => {
    const decorations = doc.data.decorations as Record<string, { line: string }>;
    const line = (name: string) => (worn()[name]?.decoration ? decorations[worn()[name]!.decoration!]!.line : 'none');
    doc.hold('component-effects.link.decoration', line('link'), sap('light', 'Link_TextDecoration'));
    doc.hold('component-effects.link-hover.decoration', line('link-hover'), sap('light', 'Link_Hover_TextDecoration'));
    for (const mode of MODES) doc.hold('components.link-hover.textColor', referencedColor(doc, components()['link-hover']!.textColor!, mode), normalizeColor(sap(mode, 'Link_Hover_Color')), mode);
  });

  it('has the 72 stack, the font sizes, the header scale, the radii, the content spacing and the element height', () => {
    const first = (stack: string) => stack.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
    expect(first(String(doc.typography('body').fontFamily))).toBe(first(sap('light', 'FontFamily')));
    doc.hold('typography.body.fontSize', doc.typography('body').fontSize, px(sap('light', 'FontSize')));
    doc.hold('typography.body.lineHeight', doc.typography('body').lineHeight, sap('light', 'Content_LineHeight'));
    doc.hold('typography.small.fontSize', doc.typography('small').fontSize, px(sap('light', 'FontSmallSize')));
    doc.hold('typography.body-large.fontSize', doc.typography('body-large').fontSize, px(sap('light', 'FontLargeSize')));
    for (const n of [1, 2, 3, 4, 5, 6]) {
      doc.hold(`typography.header-${n}.fontSize`, doc.typography(`header-${n}`).fontSize, px(sap('light', `FontHeader${n}Size`)));
      expect(doc.typography(`header-${n}`).fontWeight, `header-${n}`).toBe(700);
    }
    expect(first(sap('light', 'FontHeaderFamily'))).toBe('72-Bold');
    expect(sap('light', 'Button_Emphasized_FontWeight')).toBe('bold');
    expect(doc.typography('button-emphasized').fontWeight).toBe(700);
    const radii: Array<[string, string]> = [['field', 'Field_BorderCornerRadius'], ['token', 'Button_TokenBorderCornerRadius'], ['button', 'Button_BorderCornerRadius'], ['element', 'Element_BorderCornerRadius'], ['element', 'Group_BorderCornerRadius'], ['tile', 'Tile_BorderCornerRadius']];
    for (const [step, name] of radii) doc.hold(`rounded.${step}`, doc.rounded(step), px(sap('light', name)));
    const spaces: Array<[string, string]> = [['tiny', 'Content_Space_Tiny'], ['small', 'Content_Space_Small'], ['medium', 'Content_Space_Medium'], ['large', 'Content_Space_Large']];
    for (const [step, name] of spaces) doc.hold(`spacing.${step}`, doc.spacing(step), px(sap('light', name)));
    for (const name of ['button-primary', 'button-secondary', 'input']) doc.hold(`components.${name}.height`, components()[name]!.height, px(sap('light', 'Element_Height')));
    expect(components()['button-primary']!.rounded).toBe('{rounded.button}');
    expect(components().input!.rounded).toBe('{rounded.field}');
    expect(components().card!.rounded).toBe('{rounded.tile}');
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe("mui-default (after Material UI's default theme, from @mui/material)", () => {
  const doc = loadStyle('mui-default');
  const NAME = '@mui/material';
  type Level = Record<string, string | number>;
  interface Theme {
    palette: Record<string, Record<string, string> | string>;
    typography: Record<string, Level | string | number>;
    shape: { borderRadius: number };
    spacing: Record<string, string>;
    shadows: string[];
    transitions: { duration: Record<string, number>; easing: Record<string, string> };
    focusVisible: unknown;
  }
  interface Outline {
    outlineStyle: string;
    outlineColor: string;
    outlineWidth: number;
    outlineOffset: string;
  }
  // createTheme() and createTheme({ palette: { mode: 'dark' } }), the outline the opt-in `focusVisible: true`
  // resolves to, and a dark Paper's overlay per elevation, as `npm run references` recorded them.
  const mui = JSON.parse(packageFile(NAME, 'theme.json')) as { light: Theme; dark: Theme; focusVisibleOptIn: Record<'light' | 'dark', Outline>; overlayAlpha: number[] };
  const MODES = ['light', 'dark'] as const;
  const palette = (mode: 'light' | 'dark', key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], mui[mode].palette) as string;
  /** A palette colour as painted on the page (its translucent text and lines over background.default). */
  const painted = (mode: 'light' | 'dark', key: string, over = palette(mode, 'background.default')) => normalizeColor(palette(mode, key), over);
  const source = (file: string) => packageFile(NAME, file);
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion(NAME)}`);
  });

  it('takes every colour role from the light and dark palettes', () => {
    for (const mode of MODES) {
      doc.holdColor('primary', mode, painted(mode, 'primary.main'));
      doc.holdColor('primary-hover', mode, painted(mode, 'primary.dark'));
      doc.holdColor('on-primary', mode, painted(mode, 'primary.contrastText', palette(mode, 'primary.main')));
      doc.holdColor('secondary', mode, painted(mode, 'secondary.main'));
      doc.holdColor('secondary-hover', mode, painted(mode, 'secondary.dark'));
      doc.holdColor('on-secondary', mode, painted(mode, 'secondary.contrastText', palette(mode, 'secondary.main')));
      doc.holdColor('surface', mode, painted(mode, 'background.default'));
      doc.holdColor('on-surface', mode, painted(mode, 'text.primary'));
      doc.holdColor('on-surface-variant', mode, painted(mode, 'text.secondary'));
      doc.holdColor('outline', mode, painted(mode, 'divider'));
      doc.holdColor('disabled', mode, painted(mode, 'action.disabledBackground'));
      doc.holdColor('error', mode, painted(mode, 'error.main'));
      doc.holdColor('focus', mode, normalizeColor(mui.focusVisibleOptIn[mode].outlineColor));
    }
    // A Paper at elevation 1 (the default card): background.paper, under a white overlay in the dark palette.
    doc.holdColor('paper', 'light', painted('light', 'background.paper'));
    doc.holdColor('paper', 'dark', normalizeColor(`rgba(255, 255, 255, ${mui.overlayAlpha[1]})`, palette('dark', 'background.paper')));
    expect(components().card!.backgroundColor).toBe('{colors.paper}');
  });

  it('has the outlined field of OutlinedInput: its border, padding, and the focused and invalid borders', () => {
    const code = source('OutlinedInput/OutlinedInput.js');
    const border = /const borderColor = theme\.palette\.mode === 'light' \? '([^']+)' : '([^']+)';/.exec(code)!;
    const borders = doc.data.borders as Record<string, { width: string; color: string }>;
    expect(worn().input!.border).toBe('field');
    for (const mode of MODES) {
      doc.holdColor('field-outline', mode, normalizeColor(mode === 'light' ? border[1]! : border[2]!, palette(mode, 'background.default')));
      doc.hold('borders.field-focus', referencedColor(doc, borders['field-focus']!.color, mode), painted(mode, 'primary.main'), mode);
      doc.hold('borders.field-invalid', referencedColor(doc, borders['field-invalid']!.color, mode), painted(mode, 'error.main'), mode);
    }
    // Focused: `borderWidth: 2` in the colour's main; the halo outside it is listed.
    expect(code).toMatch(/borderColor: \(theme\.vars \|\| theme\)\.palette\[color\]\.main/);
    doc.hold('borders.field-focus.width', borders['field-focus']!.width, `${/borderWidth: (\d+)/.exec(code)![1]}px`);
    expect(worn()['input-focus']!.border).toBe('field-focus');
    doc.hold('elevation.field-focus', worn()['input-focus']!.elevation ?? 'none', 'none');
    doc.hold('components.input.padding', components().input!.padding, /padding: '([\d.]+px [\d.]+px)'/.exec(code.slice(code.indexOf('const InputBase') > 0 ? 0 : 0))![1]);
  });

  it('has the contained button: padding, radius, and the shadows[2], [4], [8] and [6] of rest, hover, press and focus', () => {
    const code = source('Button/Button.js');
    doc.hold('components.button-primary.padding', components()['button-primary']!.padding, /padding: '(\d+px \d+px)',\n\s*border: 0,/.exec(code)![1]);
    expect(components()['button-primary']!.rounded).toBe('{rounded.shape}');
    doc.hold('rounded.shape', doc.rounded('shape'), `${mui.light.shape.borderRadius}px`);
    const contained = code.slice(code.indexOf("variant: 'contained'"), code.indexOf("variant: 'outlined'"));
    const shadowAt = (pattern: RegExp) => Number(pattern.exec(contained)![1]);
    const states: Array<[string, number]> = [
      ['', shadowAt(/^\s*boxShadow: \(theme\.vars \|\| theme\)\.shadows\[(\d+)\],\n\s*'&:hover'/m)],
      ['-hover', shadowAt(/'&:hover': \{\n\s*boxShadow: \(theme\.vars \|\| theme\)\.shadows\[(\d+)\]/)],
      ['-pressed', shadowAt(/'&:active': \{\n\s*boxShadow: \(theme\.vars \|\| theme\)\.shadows\[(\d+)\]/)],
    ];
    for (const button of ['button-primary', 'button-secondary'])
      for (const [state, n] of states) {
        const name = worn()[`${button}${state}`]!.elevation!;
        for (const mode of MODES) expect(tokenShadow(doc, name, mode), `${button}${state} ${mode}`).toEqual(cssShadow(mui[mode].shadows[n]!));
      }
    // Focused: shadows[6] (and the opt-in outline, which the default theme leaves off: listed).
    const focusShadow = Number(/: \(theme\.vars \|\| theme\)\.shadows\[(\d+)\]\n\s*\},\n\s*\[`&\.\$\{_buttonClasses\.default\.disabled\}`\]/.exec(contained)![1]);
    for (const mode of MODES) {
      const layers = tokenShadow(doc, 'focus-ring', mode);
      const shadow = cssShadow(mui[mode].shadows[focusShadow]!);
      expect(layers.slice(-shadow.length), mode).toEqual(shadow);
      const outline = layers.slice(0, -shadow.length).map((l) => l.split(' '));
      doc.hold('elevation.focus-ring', outline.length > 0 ? 'outline' : 'none', mui[mode].focusVisible ?? 'none', mode);
      // The ring is the opt-in outline: `outlineWidth` of `outlineColor`, `outlineOffset` off the control.
      const optIn = mui.focusVisibleOptIn[mode];
      expect(optIn.outlineStyle).toBe('solid');
      const offset = /\* (\d+px)\)$/.exec(optIn.outlineOffset)![1]!;
      expect(outline[0]![3], mode).toBe(offset);
      expect(outline[0]![4], mode).toBe(doc.color('surface', mode));
      expect(outline[1]![3], mode).toBe(`${Number.parseFloat(offset) + optIn.outlineWidth}px`);
      expect(outline[1]![4], mode).toBe(normalizeColor(optIn.outlineColor));
    }
    for (const button of ['button-primary', 'button-secondary']) expect(worn()[`${button}-focus`]!.elevation).toBe('focus-ring');
  });

  it('has the card at Paper elevation 1 and the link of `underline="always"` with its 40 % underline', () => {
    for (const mode of MODES) expect(tokenShadow(doc, worn().card!.elevation!, mode), mode).toEqual(cssShadow(mui[mode].shadows[1]!));
    const code = source('Link/Link.js');
    expect(code).toMatch(/underline = 'always',/);
    const alpha = Number(/'--Link-underlineColor': theme\.alpha\(\(theme\.vars \|\| theme\)\.palette\[color\]\.main, ([\d.]+)\)/.exec(code)![1]);
    const decorations = doc.data.decorations as Record<string, { line: string; color: string }>;
    const rest = decorations[worn().link!.decoration!]!;
    const hover = decorations[worn()['link-hover']!.decoration!]!;
    doc.hold('component-effects.link.decoration', rest.line, 'underline');
    for (const mode of MODES) {
      const main = painted(mode, 'primary.main');
      doc.hold('components.link.textColor', referencedColor(doc, components().link!.textColor!, mode), main, mode);
      doc.hold('decorations.link-underline.color', referencedColor(doc, rest.color, mode), `${main}${Math.round(alpha * 255).toString(16)}`, mode);
      // On hover `textDecorationColor: 'inherit'`: the link's own colour.
      doc.hold('decorations.link-underline-hover.color', referencedColor(doc, hover.color, mode), main, mode);
    }
    expect(code).toMatch(/'&:hover': \{\n\s*textDecorationColor: 'inherit'/);
  });

  it('has the typography variants, the spacing function and the transitions', () => {
    const first = (stack: string) => stack.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
    const type = mui.light.typography;
    expect(first(String(doc.typography('body1').fontFamily))).toBe(first(String(type.fontFamily)));
    for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'body1', 'body2', 'button', 'caption', 'overline']) {
      const mine = doc.typography(level);
      const theirs = type[level] as Level;
      doc.hold(`typography.${level}.fontSize`, mine.fontSize, px(String(theirs.fontSize)));
      doc.hold(`typography.${level}.fontWeight`, mine.fontWeight, theirs.fontWeight);
      doc.hold(`typography.${level}.lineHeight`, mine.lineHeight, theirs.lineHeight);
      doc.hold(`typography.${level}.letterSpacing`, mine.letterSpacing, theirs.letterSpacing);
      doc.hold(`typography.${level}.textTransform`, mine.textTransform ?? 'none', theirs.textTransform ?? 'none');
    }
    const steps: Array<[string, string]> = [['spacing-half', '0.5'], ['spacing-1', '1'], ['spacing-1-5', '1.5'], ['spacing-2', '2'], ['spacing-3', '3'], ['spacing-4', '4'], ['spacing-5', '5'], ['spacing-6', '6'], ['spacing-8', '8']];
    for (const [step, n] of steps) doc.hold(`spacing.${step}`, doc.spacing(step), mui.light.spacing[n]);
    const motion = doc.data.motion as Record<string, string | number[]>;
    doc.hold('motion.duration-short', motion['duration-short'], `${mui.light.transitions.duration.short}ms`);
    const easing = /^cubic-bezier\(([^)]+)\)$/.exec(mui.light.transitions.easing.easeInOut!)![1]!.split(',').map(Number);
    expect(motion['ease-in-out']).toEqual(easing);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('chakra-ui (after Chakra UI 3, from @chakra-ui/react)', () => {
  const doc = loadStyle('chakra-ui');
  const NAME = '@chakra-ui/react';
  type Tree = Record<string, unknown>;
  // The default system's theme as its code returns it (`npm run references`): tokens, semantic tokens with
  // their `_light` and `_dark` values, text and layer styles, recipes and the focus rings.
  const chakra = JSON.parse(packageFile(NAME, 'theme.json')) as Record<string, Tree>;
  const MODES = ['light', 'dark'] as const;
  const at = (tree: unknown, dotted: string) => dotted.split('.').reduce<unknown>((o, k) => (o as Tree | undefined)?.[k], tree);
  /** A token's value (`colors.gray.900` → `#18181b`). */
  const token = (dotted: string) => {
    const value = (at(chakra.tokens, dotted) as { value?: unknown } | undefined)?.value;
    if (value === undefined) throw new Error(`no token ${dotted}`);
    return value as string;
  };
  /** A colour reference as Chakra writes it, resolved in `mode`: `{colors.gray.900}`, `white`, `gray.solid`, `colorPalette.solid/90`, `{black/64}`. */
  const color = (ref: string, mode: 'light' | 'dark', over?: string): string => {
    const [path, alpha] = ref.replace(/^\{|\}$/g, '').replace(/^colors\./, '').split('/') as [string, string | undefined];
    const palette = path.replace(/^colorPalette\./, 'gray.');
    let value: string;
    const semanticAt = (dotted: string) => at(chakra.semanticTokens!.colors, dotted) as { value?: Record<string, string>; DEFAULT?: unknown } | undefined;
    const semantic = semanticAt(palette)?.DEFAULT ? semanticAt(`${palette}.DEFAULT`) : semanticAt(palette);
    if (semantic?.value) value = color(semantic.value[mode === 'light' ? '_light' : '_dark']!, mode);
    else if (/^[a-z]+$/.test(palette) && !at(chakra.tokens!.colors, palette)) value = normalizeColor(palette);
    else value = normalizeColor(token(`colors.${palette}`));
    if (alpha === undefined) return value;
    const rgb = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).join(', ');
    return normalizeColor(`rgba(${rgb}, ${Number(alpha) / 100})`, over);
  };
  const recipe = (name: string) => (chakra.recipes as Record<string, Tree>)[name]!;
  const slotRecipe = (name: string) => (chakra.slotRecipes as Record<string, Tree>)[name]!;
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;
  const surface = (mode: 'light' | 'dark') => color('bg', mode);

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion(NAME)}`);
  });

  it('takes every colour role from the gray palette’s semantic tokens and the recipes, in both modes', () => {
    expect(at(chakra.globalCss, 'html.colorPalette')).toBe('gray');
    const solid = at(recipe('button'), 'variants.variant.solid') as Record<string, string> & { _hover: { bg: string } };
    const subtle = at(recipe('button'), 'variants.variant.subtle') as Record<string, string> & { _hover: { bg: string } };
    expect(at(recipe('button'), 'defaultVariants.variant')).toBe('solid');
    const card = at(slotRecipe('card'), 'variants.variant.outline.root') as Record<string, string>;
    expect(at(slotRecipe('card'), 'defaultVariants.variant')).toBe('outline');
    const input = at(recipe('input'), 'variants.variant.outline') as Record<string, string>;
    for (const mode of MODES) {
      doc.holdColor('primary', mode, color(solid.bg!, mode));
      doc.holdColor('on-primary', mode, color(solid.color!, mode));
      doc.holdColor('primary-hover', mode, color(solid._hover.bg, mode, surface(mode)));
      doc.holdColor('secondary', mode, color(subtle.bg!, mode));
      doc.holdColor('secondary-hover', mode, color(subtle._hover.bg, mode));
      doc.holdColor('palette-fg', mode, color(subtle.color!, mode));
      doc.holdColor('surface', mode, color(String(at(chakra.globalCss, 'html.bg')), mode));
      doc.holdColor('on-surface', mode, color(String(at(chakra.globalCss, 'html.color')), mode));
      doc.holdColor('panel', mode, color(card.bg!, mode));
      doc.holdColor('outline', mode, color(card.borderColor!, mode));
      doc.holdColor('field-outline', mode, color(input.borderColor!, mode));
      doc.holdColor('on-surface-variant', mode, color(String(at(slotRecipe('field'), 'base.helperText.color')), mode));
      doc.holdColor('error', mode, color(String(at(slotRecipe('field'), 'base.errorText.color')), mode));
      doc.holdColor('disabled', mode, color('bg.muted', mode));
      doc.holdColor('focus', mode, color('colorPalette.focusRing', mode));
    }
    for (const [name, role] of [['button-primary', 'primary'], ['button-secondary', 'secondary'], ['card', 'panel']] as const) expect(components()[name]!.backgroundColor).toBe(`{colors.${role}}`);
  });

  it('has the outline field’s border and invalid colour, and the `inside` focus ring on fields', () => {
    const borders = doc.data.borders as Record<string, { width: string; color: string }>;
    const base = recipe('input').base as Record<string, string>;
    expect(worn().input!.border).toBe('field');
    expect(base['--error-color']).toBe('colors.border.error');
    const inside = (chakra.focusVisibleRing as Record<string, Tree>).inside!;
    const insideRule = Object.values(inside).find((v) => typeof v === 'object') as Record<string, string>;
    expect(insideRule.borderColor).toBe('var(--focus-ring-color)');
    // The invalid border is the error role, the focused border the focus role (held to the package there).
    expect(borders['field-invalid']!.color).toBe('{colors.error}');
    expect(borders['field-focus']!.color).toBe('{colors.focus}');
    for (const mode of MODES) {
      doc.hold('colors.error', doc.color('error', mode), color('border.error', mode), mode);
      doc.hold('colors.focus', doc.color('focus', mode), color(String(inside['--focus-ring-color']), mode), mode);
    }
    doc.hold('borders.field.width', borders.field!.width, String(at(recipe('input'), 'variants.variant.outline.borderWidth')));
    const [ring] = tokenShadow(doc, worn()['input-focus']!.elevation!, 'light').map((l) => l.split(' '));
    doc.hold('elevation.field-focus', ring![3], /var\(--focus-ring-width, (\d+px)\)/.exec(insideRule.outlineWidth!)![1]);
  });

  it('has the `outside` focus ring on buttons: 2px, 2px off the control, in the palette’s focusRing', () => {
    const outside = (chakra.focusVisibleRing as Record<string, Tree>).outside!;
    const rule = Object.values(outside).find((v) => typeof v === 'object') as Record<string, string>;
    const width = /var\(--focus-ring-width, (\d+)px\)/.exec(rule.outlineWidth!)![1]!;
    const offset = /var\(--focus-ring-offset, (\d+)px\)/.exec(rule.outlineOffset!)![1]!;
    expect(rule.outlineStyle).toBe('var(--focus-ring-style, solid)');
    expect(at(recipe('button'), 'base.focusVisibleRing')).toBe('outside');
    for (const name of ['button-primary-focus', 'button-secondary-focus']) expect(worn()[name]!.elevation, name).toBe('focus-ring');
    for (const mode of MODES) {
      const [gap, ring] = tokenShadow(doc, 'focus-ring', mode).map((l) => l.split(' '));
      expect(gap![3], mode).toBe(`${offset}px`);
      expect(gap![4], mode).toBe(doc.color('surface', mode));
      expect(ring![3], mode).toBe(`${Number(offset) + Number(width)}px`);
      expect(ring![4], mode).toBe(doc.color('focus', mode));
      doc.hold('colors.focus', ring![4], color(String(outside['--focus-ring-color']), mode), mode);
    }
  });

  it('has the link of the default `plain` variant (underline at rest listed) and the underline variant’s 20 % line 3px below', () => {
    expect(at(recipe('link'), 'defaultVariants.variant')).toBe('plain');
    const plain = at(recipe('link'), 'variants.variant.plain') as Record<string, string> & { _hover: Record<string, string> };
    const underline = at(recipe('link'), 'variants.variant.underline') as Record<string, string>;
    const decorations = doc.data.decorations as Record<string, { line: string; color: string; offset: string }>;
    const rest = decorations[worn().link!.decoration!]!;
    const hover = decorations[worn()['link-hover']!.decoration!]!;
    doc.hold('component-effects.link.decoration', rest.line, plain.textDecoration ?? 'none');
    expect(underline.textDecoration).toBe('underline');
    doc.hold('decorations.link-underline.offset', rest.offset, underline.textUnderlineOffset);
    doc.hold('decorations.link-underline-hover.offset', hover.offset, plain._hover.textUnderlineOffset);
    const alpha = Number(/^currentColor\/(\d+)$/.exec(underline.textDecorationColor!)![1]) / 100;
    for (const mode of MODES) {
      const fg = color(plain.color!, mode);
      doc.hold('components.link.textColor', referencedColor(doc, components().link!.textColor!, mode), fg, mode);
      doc.hold('decorations.link-underline.color', referencedColor(doc, rest.color, mode), `${fg}${Math.round(alpha * 255).toString(16)}`, mode);
      doc.hold('decorations.link-underline-hover.color', referencedColor(doc, hover.color, mode), plain._hover.textDecorationColor, mode);
    }
  });

  it('has the text styles, the heading weight, the radii, the spacing, the control sizes, the shadows and the motion', () => {
    const first = (stack: string) => stack.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
    expect(first(String(doc.typography('text-md').fontFamily))).toBe(first(token('fonts.body')));
    expect(first(String(doc.typography('heading-xl').fontFamily))).toBe(first(token('fonts.heading')));
    const style = (name: string) => (chakra.textStyles![name] as { value: Record<string, string> }).value;
    const levels: Array<[string, string]> = [['heading-5xl', '5xl'], ['heading-4xl', '4xl'], ['heading-3xl', '3xl'], ['heading-2xl', '2xl'], ['heading-xl', 'xl'], ['text-lg', 'lg'], ['text-md', 'md'], ['text-sm', 'sm'], ['text-xs', 'xs'], ['label', 'label']];
    const weight = (name: string) => Number(token(`fontWeights.${name}`));
    for (const [level, name] of levels) {
      const mine = doc.typography(level);
      const theirs = style(name);
      doc.hold(`typography.${level}.fontSize`, mine.fontSize, px(token(`fontSizes.${theirs.fontSize}`)));
      doc.hold(`typography.${level}.lineHeight`, mine.lineHeight, px(theirs.lineHeight!));
      doc.hold(`typography.${level}.letterSpacing`, mine.letterSpacing ?? '0em', theirs.letterSpacing ?? '0em');
      const expected = level.startsWith('heading-') ? weight(String(at(recipe('heading'), 'base.fontWeight'))) : weight(theirs.fontWeight ?? 'normal');
      doc.hold(`typography.${level}.fontWeight`, mine.fontWeight, expected);
    }
    const button = recipe('button').base as Record<string, string>;
    const md = at(recipe('button'), 'variants.size.md') as Record<string, string>;
    doc.hold('typography.button.fontWeight', doc.typography('button').fontWeight, weight(button.fontWeight!));
    doc.hold('typography.button.lineHeight', doc.typography('button').lineHeight, Number(button.lineHeight));
    doc.hold('typography.button.fontSize', doc.typography('button').fontSize, px(token(`fontSizes.${style(md.textStyle!).fontSize}`)));
    // Radii: the scale, and the l2 (buttons, fields) and l3 (cards) layers.
    for (const step of ['xs', 'sm', 'md', 'lg', 'xl', '2xl']) doc.hold(`rounded.${step}`, doc.rounded(step), px(token(`radii.${step}`)));
    const layer = (name: string) => /^\{radii\.(\w+)\}$/.exec((at(chakra.semanticTokens!.radii, name) as { value: string }).value)![1]!;
    expect(button.borderRadius).toBe('l2');
    expect(components()['button-primary']!.rounded).toBe(`{rounded.${layer('l2')}}`);
    expect(components().input!.rounded).toBe(`{rounded.${layer(String(at(recipe('input'), 'base.borderRadius')))}}`);
    expect(components().card!.rounded).toBe(`{rounded.${layer(String(at(slotRecipe('card'), 'base.root.borderRadius')))}}`);
    for (const n of [1, 2, 3, 4, 5, 6, 8, 10, 12, 16]) doc.hold(`spacing.space-${n}`, doc.spacing(`space-${n}`), px(token(`spacing.${n}`)));
    // Medium controls: the button's h 10 and px 4, the input's --input-height sizes.10 and px 3, the card's --card-padding.
    const size = (ref: string) => px(token(`sizes.${ref.replace(/^sizes\./, '')}`));
    const space = (ref: string) => px(token(`spacing.${ref.replace(/^spacing\./, '')}`));
    for (const name of ['button-primary', 'button-secondary']) {
      doc.hold(`components.${name}.height`, components()[name]!.height, size(md.h!));
      doc.hold(`components.${name}.padding`, components()[name]!.padding, `0 ${space(md.px!)}`);
    }
    const inputMd = at(recipe('input'), 'variants.size.md') as Record<string, string>;
    doc.hold('components.input.height', components().input!.height, size(inputMd['--input-height']!));
    doc.hold('components.input.padding', components().input!.padding, `0 ${space(inputMd.px!)}`);
    doc.hold('components.card.padding', components().card!.padding, space(String(at(slotRecipe('card'), 'variants.size.md.root.--card-padding'))));
    // Shadows, whose colours are written `{colors.gray.900/10}` and `{black/64}`.
    for (const mode of MODES)
      for (const name of ['md', 'lg']) {
        const written = (at(chakra.semanticTokens!.shadows, name) as { value: Record<string, string> }).value[mode === 'light' ? '_light' : '_dark']!;
        const css = written.replace(/\{[^}]+\}/g, (ref) => color(ref, mode));
        const layers = tokenShadow(doc, `shadow-${name}`, mode);
        cssShadow(css).forEach((layer, i) => doc.hold(`elevation.shadow-${name}`, layers[i], layer, mode));
      }
    doc.hold('effects.disabled-opacity', (doc.data.effects as Record<string, number>)['disabled-opacity'], Number(at(chakra.layerStyles, 'disabled.value.opacity')));
    doc.hold('motion.duration-moderate', (doc.data.motion as Record<string, string>)['duration-moderate'], token(`durations.${button.transitionDuration}`));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('gov-uk (after the GOV.UK Design System, from govuk-frontend)', () => {
  const doc = loadStyle('gov-uk');
  const css = packageFile('govuk-frontend', 'dist/govuk/govuk-frontend.min.css');
  const settings = (name: string) => packageFile('govuk-frontend', `dist/govuk/settings/_${name}.scss`);
  /** A palette colour, `govuk-colour("dark-grey")`. */
  const colour = (name: string) => {
    const m = new RegExp(`^\\s*"${name}": (#[0-9a-f]{6}),?$`, 'm').exec(settings('colours-palette'));
    if (!m) throw new Error(`no palette colour ${name}`);
    return normalizeColor(m[1]!);
  };
  /** An applied colour, `$govuk-link-colour: govuk-colour("blue")`. */
  const applied = (name: string) => {
    const m = new RegExp(`^\\$govuk-${name}-colour: govuk-colour\\("([\\w-]+)"\\)`, 'm').exec(settings('colours-applied'));
    if (!m) throw new Error(`no $govuk-${name}-colour`);
    return colour(m[1]!);
  };
  /** The declarations of the minified stylesheet's rules (outside media queries) whose selector is exactly `selector`, merged in order. */
  const rule = (selector: string): Map<string, string> => {
    const props = new Map<string, string>();
    let depth = 0;
    let found = false;
    for (const m of css.matchAll(/([^{}]*)([{}])/g)) {
      if (m[2] === '}') {
        depth--;
        continue;
      }
      depth++;
      // A top-level selector (a statement such as @charset may precede it, ended by `;`).
      if (depth !== 1 || m[1]!.split(';').pop()!.trim() !== selector) continue;
      found = true;
      const body = css.slice(m.index! + m[0].length, css.indexOf('}', m.index! + m[0].length));
      for (const [k, ...v] of body.split(';').map((d) => d.split(':'))) if (v.length > 0) props.set(k!.trim(), v.join(':').trim());
    }
    if (!found) throw new Error(`no rule ${selector}`);
    return props;
  };
  const get = (block: Map<string, string>, name: string) => {
    const v = block.get(name);
    if (v === undefined) throw new Error(`no ${name}`);
    return v;
  };
  const c = (v: string) => normalizeColor(v === '#fd0' ? '#ffdd00' : v);

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('govuk-frontend')).toMatch(/^5\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('govuk-frontend')}`);
  });

  it('has the applied colours and the compiled button, link and field colours', () => {
    const roles: Array<[string, string]> = [
      ['on-surface', 'text'], ['surface', 'body-background'], ['on-surface-variant', 'secondary-text'], ['outline', 'border'],
      ['field-outline', 'input-border'], ['focus-fill', 'focus'], ['on-focus-fill', 'focus-text'], ['error', 'error'], ['brand', 'brand'], ['link', 'link'],
    ];
    for (const [role, name] of roles) doc.holdColor(role, 'light', applied(name));
    doc.holdColor('focus', 'light', applied('focus-text')); // the black bar and ring of every focus state
    const button = rule('.govuk-button');
    doc.holdColor('primary', 'light', c(get(button, 'background-color')));
    doc.holdColor('on-primary', 'light', c(get(button, 'color')));
    doc.holdColor('primary-hover', 'light', c(get(rule('.govuk-button:hover'), 'background-color')));
    const secondary = rule('.govuk-button--secondary');
    doc.holdColor('secondary', 'light', c(get(secondary, 'background-color')));
    const gradients = doc.data.gradients as Record<string, { stops: { color: string }[] }>;
    doc.hold('gradients.secondary-hover', normalizeColor(gradients['secondary-hover']!.stops[0]!.color), c(get(rule('.govuk-button--secondary:hover'), 'background-color')), 'light');
    doc.hold('elevation.button-shadow', tokenShadow(doc, 'button-shadow', 'light').join(', '), cssShadow(get(button, 'box-shadow')).join(', '), 'light');
    doc.hold('elevation.secondary-shadow', tokenShadow(doc, 'secondary-shadow', 'light').join(', '), cssShadow(get(secondary, 'box-shadow')).join(', '), 'light');
    const hover = /^\{colors\.([\w-]+)\}$/.exec((doc.data.components as Record<string, Record<string, string>>)['link-hover']!.textColor!)![1]!;
    doc.hold('components.link-hover.textColor', doc.color(hover, 'light'), c(get(rule('.govuk-link:hover'), 'color')), 'light');
    expect(doc.color('error')).toBe(c(get(rule('.govuk-error-message'), 'color')));
    expect(doc.borderColor('field-error', 'light')).toBe(c(get(rule('.govuk-input--error'), 'border-color')));
  });

  it('writes its dark mode from the palette where it can (GOV.UK has no dark theme)', () => {
    const dark: Array<[string, string]> = [['surface', 'black'], ['on-surface', 'white'], ['on-surface-variant', 'mid-grey'], ['outline', 'dark-grey'], ['focus', 'yellow'], ['link', 'light-blue']];
    for (const [role, name] of dark) expect(doc.color(role, 'dark'), role).toBe(colour(name));
    expect(doc.body).toContain('GOV.UK has no dark theme');
  });

  it('underlines links, and has the focus states of links, buttons and fields', () => {
    const link = rule('.govuk-link');
    const worn = doc.data['component-effects'] as Record<string, { decoration?: string; elevation?: string; border?: string }>;
    const decorations = (doc.data.decorations ?? {}) as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', worn.link?.decoration ? decorations[worn.link.decoration]!.line : 'none', get(link, 'text-decoration'));
    const linkFocus = rule('.govuk-link:focus');
    doc.holdColor('focus-fill', 'light', c(get(linkFocus, 'background-color')));
    doc.hold('elevation.link-focus', tokenShadow(doc, 'link-focus', 'light').join(', '), cssShadow(get(linkFocus, 'box-shadow').replace(/#fd0\b/g, '#ffdd00')).join(', '), 'light');
    const buttonFocus = rule('.govuk-button:focus:not(:active):not(:hover)');
    expect(doc.borderColor(worn['button-primary-focus']!.border!, 'light')).toBe(c(get(buttonFocus, 'border-color')));
    const [bar] = cssShadow(get(buttonFocus, 'box-shadow'));
    const focusShadow = tokenShadow(doc, 'focus-shadow', 'light')[0]!.split(' ');
    doc.hold('elevation.focus-shadow', focusShadow[4], bar!.split(' ')[4], 'light');
    doc.hold('elevation.focus-shadow', focusShadow[1], bar!.split(' ')[1]);
    const input = rule('.govuk-input');
    expect(get(input, 'border')).toBe(`${(doc.data.borders as Record<string, { width: string }>).field!.width} solid #0b0c0c`);
    const fieldFocus = rule('.govuk-input:focus');
    const [inset, outline] = tokenShadow(doc, 'field-focus', 'light').map((l) => l.split(' '));
    expect(get(fieldFocus, 'outline')).toBe(`${outline![3]} solid #fd0`);
    expect(get(fieldFocus, 'box-shadow')).toBe(`inset 0 0 0 ${inset![3]}`);
    expect(inset![4]).toBe(doc.color('on-surface', 'light')); // the inset ring is currentColor, the text
  });

  it('has the type scale at tablet size and up, the spacing points and the button padding', () => {
    const scale = settings('typography-responsive');
    const legacy = scale.slice(scale.indexOf('$_govuk-typography-scale-legacy'));
    const step = (n: number) => {
      const m = new RegExp(`\\n  ${n}: \\([\\s\\S]*?tablet: \\(\\s*font-size: (\\d+)px,\\s*line-height: (\\d+)px`).exec(legacy);
      if (!m) throw new Error(`no step ${n}`);
      return { size: Number(m[1]), lineHeight: Number(m[2]) };
    };
    const levels: Array<[string, number]> = [['heading-xl', 48], ['heading-l', 36], ['heading-m', 24], ['heading-s', 19], ['caption-l', 24], ['body-l', 24], ['body-m', 19], ['body-s', 16]];
    const ratio = (v: number) => Math.round(v * 100) / 100;
    for (const [level, n] of levels) {
      const t = doc.typography(level);
      const { size, lineHeight } = step(n);
      doc.hold(`typography.${level}.fontSize`, t.fontSize, `${size}px`);
      doc.hold(`typography.${level}.lineHeight`, ratio(Number(t.lineHeight)), ratio(lineHeight / size));
    }
    const points = settings('spacing');
    for (let n = 0; n <= 9; n++) {
      const m = new RegExp(`^\\s+${n}: (\\d+)(?:px)?,?$`, 'm').exec(points);
      doc.hold(`spacing.s${n}`, doc.spacing(`s${n}`), `${m![1]}px`);
    }
    const padding = get(rule('.govuk-button'), 'padding');
    const components = doc.data.components as Record<string, { padding?: string }>;
    for (const name of ['button-primary', 'button-secondary', 'start-button']) doc.hold(`components.${name}.padding`, components[name]!.padding, padding);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('material-3 (after Material 3, from @material/web)', () => {
  const doc = loadStyle('material-3');
  const tokens = (file: string) => packageFile('@material/web', `tokens/versions/v0_192/_${file}.scss`);
  /** The hard-coded values of a token file's map: `'neutral98': if($exclude-hardcoded-values, null, #fef7ff)`. */
  const hardcoded = (text: string) => new Map([...text.matchAll(/'([\w-]+)':\s*if\(\$exclude-hardcoded-values, null, ([^()]+?)\)/g)].map((m) => [m[1]!, m[2]!.trim()]));
  /** The references of a token map: `'primary': map.get($deps, 'md-ref-palette', 'primary40')`. */
  const references = (text: string) => new Map([...text.matchAll(/'([\w-]+)':\s*map\.get\(\$deps, '([\w-]+)', '([\w-]+)'\)/g)].map((m) => [m[1]!, { from: m[2]!, name: m[3]! }]));
  const palette = hardcoded(tokens('md-ref-palette'));
  const sysColor = tokens('md-sys-color');
  const scheme = {
    dark: references(sysColor.slice(sysColor.indexOf('@function values-dark'), sysColor.indexOf('@function values-light'))),
    light: references(sysColor.slice(sysColor.indexOf('@function values-light'))),
  };
  const sys = (mode: 'light' | 'dark', role: string) => {
    const ref = scheme[mode].get(role);
    if (!ref || ref.from !== 'md-ref-palette') throw new Error(`no md.sys.color.${role} (${mode})`);
    return normalizeColor(palette.get(ref.name)!);
  };
  /** A component token that names a system colour, such as the filled text field's active-indicator-color. */
  const compColor = (file: string, name: string) => {
    const ref = references(tokens(file)).get(name);
    if (!ref || ref.from !== 'md-sys-color') throw new Error(`no ${name} in ${file}`);
    return ref.name;
  };
  const modes = ['light', 'dark'] as const;

  it('cites the pinned version in Historical Context', () => {
    expect(packageVersion('@material/web')).toMatch(/^2\./);
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@material/web')}`);
  });

  it('has the baseline system colours of both schemes, the field indicator, the focus ring and the disabled container', () => {
    const roles = ['primary', 'on-primary', 'primary-container', 'on-primary-container', 'secondary-container', 'on-secondary-container', 'surface', 'surface-container', 'surface-container-highest', 'on-surface', 'on-surface-variant', 'outline', 'error'];
    const focusRing = packageFile('@material/web', 'tokens/_md-comp-focus-ring.scss');
    const ringColor = /'color': map\.get\(\$deps, 'md-sys-color', '([\w-]+)'\)/.exec(focusRing)![1]!;
    const filledButton = hardcoded(tokens('md-comp-filled-button'));
    // The disabled container is On Surface at disabled-container-opacity, painted on the surface.
    const disabledOpacity = Number(filledButton.get('disabled-container-opacity'));
    for (const mode of modes) {
      for (const role of roles) doc.holdColor(role, mode, sys(mode, role));
      doc.holdColor('field-outline', mode, sys(mode, compColor('md-comp-filled-text-field', 'active-indicator-color')));
      doc.holdColor('focus', mode, sys(mode, ringColor));
      const onSurface = sys(mode, compColor('md-comp-filled-button', 'disabled-container-color'));
      doc.holdColor('disabled', mode, normalizeColor(`rgba(${[1, 3, 5].map((i) => parseInt(onSurface.slice(i, i + 2), 16)).join(', ')}, ${disabledOpacity})`, sys(mode, 'surface')));
    }
    expect(compColor('md-comp-filled-text-field', 'focus-active-indicator-color')).toBe('primary');
    expect((doc.data.borders as Record<string, { color: string }>)['field-focus']!.color).toBe('{colors.primary}');
    const ring = hardcoded(focusRing);
    const [gap, outer] = tokenShadow(doc, 'focus-ring', 'light').map((l) => l.split(' ')[3]);
    doc.hold('elevation.focus-ring', gap, ring.get('outward-offset'));
    doc.hold('elevation.focus-ring', `${Number.parseFloat(outer!) - Number.parseFloat(gap!)}px`, ring.get('width'));
  });

  it('has the type scale and the shape scale', () => {
    const scale = hardcoded(tokens('md-sys-typescale'));
    const weights = hardcoded(tokens('md-ref-typeface'));
    const weightOf = references(tokens('md-sys-typescale'));
    const ratio = (v: number) => Math.round(v * 100) / 100;
    for (const level of ['display-large', 'display-small', 'headline-large', 'headline-small', 'title-large', 'title-medium', 'body-large', 'body-medium', 'label-large', 'label-medium']) {
      const t = doc.typography(level);
      const size = px(scale.get(`${level}-size`)!);
      doc.hold(`typography.${level}.fontSize`, t.fontSize, size);
      doc.hold(`typography.${level}.lineHeight`, ratio(Number(t.lineHeight)), ratio(Number.parseFloat(px(scale.get(`${level}-line-height`)!)) / Number.parseFloat(size)));
      doc.hold(`typography.${level}.letterSpacing`, t.letterSpacing ?? '0px', `${Number.parseFloat(scale.get(`${level}-tracking`)!) * 16}px`);
      doc.hold(`typography.${level}.fontWeight`, t.fontWeight, Number(weights.get(weightOf.get(`${level}-weight`)!.name)));
    }
    const shape = hardcoded(tokens('md-sys-shape'));
    for (const step of ['none', 'extra-small', 'small', 'medium', 'large', 'extra-large', 'full']) doc.hold(`rounded.${step}`, doc.rounded(step), shape.get(`corner-${step}`));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('material-design (after Material Design 2014, from @material/theme’s colour palette)', () => {
  const doc = loadStyle('material-design');
  const palette = packageFile('@material/theme', '_color-palette.scss');
  /** A palette shade, `$indigo-500: #3f51b5;`. */
  const shade = (name: string) => {
    const m = new RegExp(`^\\$${name}: (#[0-9a-f]{6});`, 'm').exec(palette);
    if (!m) throw new Error(`no $${name}`);
    return normalizeColor(m[1]!);
  };

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion('@material/theme')}`);
  });

  it('has the palette shades of both modes', () => {
    const roles: Array<[string, 'light' | 'dark', string]> = [
      ['primary', 'light', 'indigo-500'], ['primary', 'dark', 'indigo-500'], ['primary-dark', 'light', 'indigo-700'], ['accent', 'light', 'pink-a200'],
      ['surface', 'light', 'grey-50'], ['on-surface', 'light', 'grey-900'], ['outline', 'light', 'grey-300'], ['disabled', 'light', 'grey-300'],
      ['error', 'light', 'red-a700'], ['link', 'light', 'indigo-500'], ['paper', 'dark', 'grey-800'], ['secondary-text', 'dark', 'grey-400'],
      ['field-outline', 'dark', 'grey-500'], ['link', 'dark', 'indigo-100'], ['error', 'dark', 'red-200'],
    ];
    for (const [role, mode, name] of roles) doc.holdColor(role, mode, shade(name));
    doc.holdColor('paper', 'light', normalizeColor('white'));
    // The spec's 54% black secondary text, painted on the Grey 50 page.
    doc.holdColor('secondary-text', 'light', normalizeColor('rgba(0, 0, 0, 0.54)', shade('grey-50')));
    const colors = doc.body.slice(doc.body.indexOf('## Colors'), doc.body.indexOf('## Typography')).toLowerCase();
    for (const name of ['indigo-100', 'grey-700']) expect(colors, name).toContain(shade(name));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('mantine (after Mantine 9, from @mantine/core)', () => {
  const doc = loadStyle('mantine');
  const NAME = '@mantine/core';
  const MODES = ['light', 'dark'] as const;
  type Scheme = 'root' | 'light' | 'dark';
  /** The custom properties a stylesheet sets, by colour scheme (rules naming `data-mantine-color-scheme='…'`) or for both (`root`). */
  const declarations = (file: string, selector = /./): Record<Scheme, Map<string, string>> => {
    const out: Record<Scheme, Map<string, string>> = { root: new Map(), light: new Map(), dark: new Map() };
    for (const [, sel, body] of packageFile(NAME, `styles/${file}`).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!selector.test(sel!)) continue;
      const scheme: Scheme = /color-scheme='dark'/.test(sel!) ? 'dark' : /color-scheme='light'/.test(sel!) ? 'light' : 'root';
      for (const [, name, value] of body!.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) out[scheme].set(name!, value!.trim());
    }
    return out;
  };
  const theme = declarations('default-css-variables.css');
  /** A value in a scheme, `var(…)` and `calc(<n>rem * var(--mantine-scale))` resolved (`#228be6`, `8px`, `1.55`). */
  const resolve = (value: string, mode: 'light' | 'dark', local?: Record<Scheme, Map<string, string>>): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (ref) {
      const name = ref[1]!;
      const found = local?.[mode].get(name) ?? local?.root.get(name) ?? theme[mode].get(name) ?? theme.root.get(name);
      if (found === undefined) throw new Error(`no ${name}`);
      return resolve(found, mode, local);
    }
    const scaled = /^calc\(([\d.]+)rem \* var\(--mantine-scale\)\)$/.exec(value);
    if (scaled) return `${Number(scaled[1]) * 16}px`;
    return value;
  };
  const v = (name: string, mode: 'light' | 'dark' = 'light') => resolve(`var(--mantine-${name})`, mode);
  const hex = (value: string) => normalizeColor(value);
  const input = declarations('Input.css', /^\s*\.m_6c018570\s*$/);
  const inputDefault = declarations('Input.css', /data-variant='default'/);
  const card = declarations('Card.css', /m_e615b15f \{|m_e615b15f\s*$/);
  const paper = declarations('Paper.css');
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;
  /** A property of the first rule whose selector matches. */
  const rule = (file: string, selector: RegExp, property: string): string => {
    for (const [, sel, body] of packageFile(NAME, `styles/${file}`).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!selector.test(sel!)) continue;
      const m = new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*([^;]+);`).exec(body!);
      if (m) return m[1]!.trim();
    }
    throw new Error(`${file}: no ${property} under ${selector}`);
  };

  it('cites the pinned version in Historical Context', () => {
    expect(doc.body.replace(/\s+/g, ' ')).toContain(`version ${packageVersion(NAME)}`);
  });

  it('takes every colour role from the colour schemes’ variables and the card, field and paper rules, in both modes', () => {
    expect(theme.root.get('--mantine-primary-color-filled')).toBe('var(--mantine-color-blue-filled)');
    for (const mode of MODES) {
      doc.holdColor('primary', mode, hex(v('primary-color-filled', mode)));
      doc.holdColor('primary-hover', mode, hex(v('primary-color-filled-hover', mode)));
      doc.holdColor('on-primary', mode, hex(v('primary-color-contrast', mode)));
      doc.holdColor('surface', mode, hex(v('color-body', mode)));
      doc.holdColor('on-surface', mode, hex(v('color-text', mode)));
      doc.holdColor('paper', mode, hex(resolve(card[mode].get('background-color')!, mode)));
      doc.holdColor('paper', mode, hex(resolve(inputDefault[mode].get('--input-bg')!, mode)));
      doc.holdColor('paper', mode, hex(v('color-default', mode)));
      doc.holdColor('default-hover', mode, hex(v('color-default-hover', mode)));
      doc.holdColor('on-default', mode, hex(v('color-default-color', mode)));
      doc.holdColor('outline', mode, hex(resolve(paper[mode].get('--paper-border-color')!, mode)));
      doc.holdColor('field-outline', mode, hex(resolve(inputDefault[mode].get('--input-bd')!, mode)));
      doc.hold('colors.field-outline', doc.wornBorder('button-secondary', mode), hex(v('color-default-border', mode)), mode);
      doc.holdColor('link', mode, hex(v('color-anchor', mode)));
      doc.holdColor('disabled', mode, hex(resolve(input.root.get('--input-disabled-bg')!, mode)));
      doc.holdColor('on-disabled', mode, hex(resolve(input.root.get('--input-disabled-color')!, mode)));
      doc.holdColor('error', mode, hex(v('color-error', mode)));
      // The focused field's border is the filled colour, which the focus outline wears too.
      doc.hold('colors.focus', doc.borderColor('field-focus', mode), hex(resolve(inputDefault[mode].get('--input-bd-focus')!, mode)), mode);
    }
    expect(worn().input!.border).toBe('field');
    expect(worn()['input-focus']!.border).toBe('field-focus');
    expect((doc.data.borders as Record<string, { color: string }>)['field-error']!.color).toBe('{colors.error}');
    for (const [name, role] of [['button-primary', 'primary'], ['button-secondary', 'paper'], ['card', 'paper'], ['input', 'paper']] as const) expect(components()[name]!.backgroundColor).toBe(`{colors.${role}}`);
  });

  it('has the focus outline of global.css: 2px of the filled colour, 2px off the control', () => {
    const outline = rule('global.css', /\.mantine-focus-auto:focus-visible/, 'outline');
    const [width, style, colour] = outline.split(/\s+/) as [string, string, string];
    const offset = resolve(rule('global.css', /\.mantine-focus-auto:focus-visible/, 'outline-offset'), 'light');
    expect(style).toBe('solid');
    for (const name of ['button-primary-focus', 'button-secondary-focus']) expect(worn()[name]!.elevation, name).toBe('focus-ring');
    for (const mode of MODES) {
      const [gap, ring] = tokenShadow(doc, 'focus-ring', mode).map((l) => l.split(' '));
      doc.hold('elevation.focus-ring', gap![3], offset, mode);
      expect(gap![4], mode).toBe(doc.color('surface', mode));
      doc.hold('elevation.focus-ring', `${Number.parseFloat(ring![3]!) - Number.parseFloat(gap![3]!)}px`, width, mode);
      expect(ring![4], mode).toBe(doc.color('focus', mode));
      doc.holdColor('focus', mode, hex(resolve(colour, mode)));
    }
    // A Mantine field shows focus by its border alone; the outline the tokens add is listed.
    doc.hold('component-effects.input-focus.elevation', worn()['input-focus']!.elevation ?? 'none', 'none');
  });

  it('has the anchor’s decoration at rest (the underline listed) and its underline on hover', () => {
    const decorations = doc.data.decorations as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', decorations[worn().link!.decoration!]!.line, rule('Anchor.css', /^\s*\.m_849cf0da\s*$/, 'text-decoration'));
    expect(rule('Anchor.css', /data-underline='hover'\]\):hover/, 'text-decoration')).toBe('underline');
    expect(worn()['link-hover']?.decoration ?? worn().link!.decoration).toBe('link-underline');
  });

  it('has the spacing, radius, type and heading scales, and the sm control sizes', () => {
    for (const step of ['xs', 'sm', 'md', 'lg', 'xl']) {
      doc.hold(`spacing.${step}`, doc.spacing(step), v(`spacing-${step}`));
      doc.hold(`rounded.${step}`, doc.rounded(step), v(`radius-${step}`));
    }
    // The default radius, md, on every control and the card.
    doc.hold('rounded.md', doc.rounded('md'), v('radius-default'));
    for (const name of ['button-primary', 'button-secondary', 'input', 'card']) expect(components()[name]!.rounded, name).toBe('{rounded.md}');
    for (const [level, size] of [['caption', 'xs'], ['body-sm', 'sm'], ['body', 'md'], ['body-lg', 'lg']] as const) {
      doc.hold(`typography.${level}.fontSize`, doc.typography(level).fontSize, v(`font-size-${size}`));
      doc.hold(`typography.${level}.lineHeight`, doc.typography(level).lineHeight, v(`line-height-${size}`));
    }
    for (const h of ['h1', 'h2', 'h3']) {
      doc.hold(`typography.${h}.fontSize`, doc.typography(h).fontSize, v(`${h}-font-size`));
      doc.hold(`typography.${h}.lineHeight`, doc.typography(h).lineHeight, v(`${h}-line-height`));
      doc.hold(`typography.${h}.fontWeight`, doc.typography(h).fontWeight, v(`${h}-font-weight`));
    }
    const button = declarations('Button.css', /^\s*\.m_77c9d27d\s*$/).root;
    doc.hold('typography.label.fontWeight', doc.typography('label').fontWeight, resolve(rule('Button.css', /^\s*\.m_77c9d27d\s*$/, 'font-weight'), 'light'));
    doc.hold('typography.label.fontSize', doc.typography('label').fontSize, v('font-size-sm'));
    for (const name of ['button-primary', 'button-secondary']) {
      doc.hold(`components.${name}.height`, components()[name]!.height, resolve(button.get('--button-height')!, 'light', { root: button, light: new Map(), dark: new Map() }));
      doc.hold(`components.${name}.padding`, components()[name]!.padding, `0 ${resolve(button.get('--button-padding-x')!, 'light', { root: button, light: new Map(), dark: new Map() })}`);
    }
    const inputHeight = resolve(input.root.get('--input-height')!, 'light', input);
    doc.hold('components.input.height', components().input!.height, inputHeight);
    expect(input.root.get('--input-padding')).toBe('calc(var(--input-height) / 3)');
    doc.hold('components.input.padding', components().input!.padding, `0 ${Number.parseFloat(inputHeight) / 3}px`);
    doc.hold('components.card.padding', components().card!.padding, resolve(card.root.get('--card-padding')!, 'light'));
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});

describe('gnome-adwaita (after GNOME Adwaita, libadwaita 1.2 from Debian’s libadwaita-1-0; issue 33, point 1)', () => {
  const doc = loadStyle('gnome-adwaita');
  const NAME = 'libadwaita-1-0';
  const dir = debianReferenceDir(NAME);
  const MODES = ['light', 'dark'] as const;
  type Mode = (typeof MODES)[number];
  const styles = (file: string) => fs.readFileSync(path.join(dir, 'org/gnome/Adwaita/styles', file), 'utf8');
  /** base.css as vendored: its @define-color values (the palette) and the declarations of the selectors read here. */
  const base = JSON.parse(styles('base.json')) as { colors: Record<string, string>; rules: Record<string, Record<string, string>> };
  const defines = (file: string) => Object.fromEntries([...styles(file).matchAll(/@define-color\s+([\w-]+)\s+([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  /** The named colours of each variant, defaults-light.css and defaults-dark.css. */
  const named: Record<Mode, Record<string, string>> = { light: defines('defaults-light.css'), dark: defines('defaults-dark.css') };
  const rule = (selector: string, property: string): string => {
    const value = base.rules[selector]?.[property];
    if (value === undefined) throw new Error(`base.css: no ${property} for ${selector}`);
    return value;
  };
  type Rgba = [number, number, number, number];
  /** A GTK colour expression in a variant, as channels: `@name` (the variant's, then the palette's), `alpha(c, a)`, `image(c)`, `currentColor` (given), literals. */
  const gtkRgba = (expr: string, mode: Mode, current?: string): Rgba => {
    const e = expr.trim();
    const ref = /^@([\w-]+)$/.exec(e);
    if (ref) {
      const value = named[mode][ref[1]!] ?? base.colors[ref[1]!];
      if (value === undefined) throw new Error(`no colour @${ref[1]}`);
      return gtkRgba(value, mode, current);
    }
    if (e === 'currentColor') {
      if (current === undefined) throw new Error('currentColor without a colour');
      return gtkRgba(current, mode);
    }
    const image = /^image\((.+)\)$/.exec(e);
    if (image) return gtkRgba(image[1]!, mode, current);
    const alpha = /^alpha\((.+),\s*([\d.]+)\)$/.exec(e);
    if (alpha) {
      const [r, g, b, a] = gtkRgba(alpha[1]!, mode, current);
      return [r, g, b, a * Number(alpha[2])];
    }
    const rgba = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(e);
    if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
    const h = normalizeColor(e);
    return [...[1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)), h.length > 7 ? parseInt(h.slice(7, 9), 16) / 255 : 1] as Rgba;
  };
  /** The same as `#rrggbb(aa)`, or laid over an opaque backdrop (the alpha kept exact until then). */
  const gtk = (expr: string, mode: Mode, current?: string, backdrop?: string): string => {
    const [r, g, b, a] = gtkRgba(expr, mode, current);
    return normalizeColor(`rgba(${r}, ${g}, ${b}, ${a})`, backdrop);
  };
  /** A box-shadow list in cssShadow's form, its GTK colour expressions resolved in the variant. */
  const shadow = (value: string, mode: Mode) => cssShadow(value.replace(/alpha\([^()]*\)|@[\w-]+/g, (m) => gtk(m, mode)));
  const pt = (value: string) => `${Number((Number.parseFloat(value) * 4) / 3).toFixed(2).replace(/\.?0+$/, '')}px`;
  const components = () => doc.data.components as Record<string, Record<string, string>>;
  const worn = () => doc.data['component-effects'] as Record<string, Record<string, string>>;
  const gradientStops = (name: string, mode: Mode): string[] => {
    const dark = mode === 'dark' ? ((((doc.data.modes ?? {}) as Record<string, Record<string, unknown>>).dark ?? {}).gradients ?? {}) : {};
    const token = ((dark as Record<string, unknown>)[name] ?? (doc.data.gradients as Record<string, unknown>)[name]) as { stops: { color: string }[] };
    return token.stops.map((s) => normalizeColor(s.color));
  };

  it('cites the pinned Debian version in Historical Context, read from the package’s control file', () => {
    const control = fs.readFileSync(path.join(dir, 'control'), 'utf8');
    const version = /^Version: (.+)$/m.exec(control)![1]!;
    expect(doc.body.split('## Historical Context')[1]).toContain(`version ${version}`);
    expect(doc.body).toContain(`libadwaita ${version.split('.').slice(0, 2).join('.')}`);
  });

  it('takes the window, header bar, card, control, accent, destructive, error and shade colours from the variants, in both modes', () => {
    for (const mode of MODES) {
      const surface = gtk('@window_bg_color', mode);
      const fg = named[mode].window_fg_color!;
      doc.holdColor('surface', mode, surface);
      doc.holdColor('surface', mode, gtk(rule('.background', 'background-color'), mode));
      doc.holdColor('on-surface', mode, gtk(rule('.background', 'color'), mode));
      doc.holdColor('headerbar', mode, gtk(rule('headerbar', 'background-color'), mode));
      doc.holdColor('on-surface', mode, gtk(rule('headerbar', 'color'), mode));
      // Cards and boxed lists are card_bg_color (translucent in the dark variant), laid over the window.
      expect(rule('list.boxed-list', 'background-color')).toBe(rule('.card', 'background-color'));
      doc.holdColor('card', mode, gtk(rule('.card', 'background-color'), mode, undefined, surface));
      doc.holdColor('on-surface', mode, gtk(rule('.card', 'color'), mode));
      // A default button or entry is a tenth of its text colour over the window; 15 % hovered, 30 % pressed.
      expect(rule('entry', 'background-color')).toBe(rule('button', 'background-color'));
      doc.holdColor('control', mode, gtk(rule('button', 'background-color'), mode, fg, surface));
      doc.holdColor('control-hover', mode, gtk(rule('button:hover', 'background-color'), mode, fg, surface));
      doc.holdColor('control-pressed', mode, gtk(rule('button:active', 'background-color'), mode, fg, surface));
      doc.holdColor('accent', mode, gtk(rule('link', 'color'), mode));
      doc.holdColor('accent', mode, gtk(rule('.accent', 'color'), mode));
      doc.holdColor('primary', mode, gtk(rule('button.suggested-action', 'background-color'), mode));
      doc.holdColor('on-primary', mode, gtk(rule('button.suggested-action', 'color'), mode));
      doc.holdColor('destructive', mode, gtk(rule('button.destructive-action', 'background-color'), mode));
      doc.holdColor('on-primary', mode, gtk(rule('button.destructive-action', 'color'), mode));
      doc.holdColor('error', mode, gtk(rule('.error', 'color'), mode));
      for (const shade of ['shade_color', 'headerbar_shade_color', 'card_shade_color']) doc.holdColor('outline', mode, gtk(`@${shade}`, mode));
      // The row separator of a boxed list is the card shade.
      expect(rule('list.boxed-list > row', 'border-bottom')).toBe('1px solid @card_shade_color');
      // The focus outline: accent_color at half opacity on every control (listed: the tokens draw it opaque).
      for (const selector of ['button:focus:focus-visible', 'button.suggested-action:focus:focus-visible', 'entry:focus-within', 'link:focus:focus-visible']) {
        doc.holdColor('focus', mode, gtk(rule(selector, 'outline-color'), mode));
      }
      // The edge the tokens add is a palette grey: dark_1 by day, light_5 by night.
      expect(doc.color('field-outline', mode)).toBe(normalizeColor(base.colors[mode === 'light' ? 'dark_1' : 'light_5']!));
    }
    for (const [name, role] of [['headerbar', 'headerbar'], ['card', 'card'], ['boxed-list', 'card'], ['button-primary', 'primary'], ['button-pill', 'primary'], ['button-secondary', 'control'], ['button-secondary-hover', 'control-hover'], ['button-secondary-pressed', 'control-pressed'], ['button-destructive', 'destructive'], ['input', 'control']] as const) {
      expect(components()[name]!.backgroundColor, name).toBe(`{colors.${role}}`);
    }
    expect(components().link!.textColor).toBe('{colors.accent}');
    expect(components()['error-text']!.textColor).toBe('{colors.error}');
    expect(doc.data.colors as Record<string, string>).toMatchObject({ focus: '{colors.accent}', disabled: '{colors.control}' });
  });

  it('names the palette shades and status colours it cites with their package values', () => {
    const body = doc.body.toUpperCase();
    for (const shade of ['blue_1', 'blue_3', 'blue_4', 'blue_5', 'red_3', 'red_4', 'green_4', 'yellow_5', 'green_1', 'yellow_2', 'dark_1', 'light_5']) expect(body, shade).toContain(base.colors[shade]!.toUpperCase());
    for (const [mode, names] of [['light', ['success_color', 'warning_color', 'success_bg_color', 'warning_bg_color']], ['dark', ['success_color', 'warning_color', 'view_bg_color', 'popover_bg_color']]] as const) {
      for (const name of names) expect(body, `${mode} ${name}`).toContain(gtk(`@${name}`, mode).toUpperCase());
    }
  });

  it('has the suggested action’s hover and press overlays, the invalid entry’s tint and the disabled opacity', () => {
    for (const mode of MODES) {
      const white = named[mode].accent_fg_color!;
      for (const stop of gradientStops('hover-shade', mode)) doc.hold('gradients.hover-shade', stop, gtk(rule('button.suggested-action:hover', 'background-image'), mode, white), mode);
      for (const stop of gradientStops('press-shade', mode)) doc.hold('gradients.press-shade', stop, gtk(rule('button.suggested-action:active', 'background-image'), mode, white), mode);
      // An entry's fill is a tenth of its text colour, which .error turns red.
      for (const stop of gradientStops('error-tint', mode)) doc.hold('gradients.error-tint', stop, gtk(rule('entry', 'background-color'), mode, rule('.error', 'color')), mode);
    }
    expect(worn()['button-primary-hover']!.gradient).toBe('hover-shade');
    expect(worn()['button-primary-pressed']!.gradient).toBe('press-shade');
    expect(worn()['input-error']!.gradient).toBe('error-tint');
    // The tint lies over the window, as libadwaita's translucent fill does.
    expect(components()['input-error']!.backgroundColor).toBe('{colors.surface}');
    for (const selector of ['button:disabled', 'entry:disabled']) {
      const opacity = /^opacity\(([\d.]+)\)$/.exec(rule(selector, 'filter'))![1]!;
      doc.hold('effects.disabled-opacity', (doc.data.effects as Record<string, number>)['disabled-opacity'], Number(opacity));
    }
    for (const name of ['button-primary-disabled', 'button-secondary-disabled', 'input-disabled']) expect(worn()[name]!.opacity, name).toBe('disabled-opacity');
  });

  it('has the radii, the button, entry, pill, header bar and row sizes, and no border on buttons or entries (listed)', () => {
    for (const selector of ['button', 'entry', 'check']) doc.hold('rounded.sm', doc.rounded('sm'), rule(selector, 'border-radius'));
    for (const selector of ['.card', 'list.boxed-list', 'popover > contents', 'window.csd']) doc.hold('rounded.md', doc.rounded('md'), rule(selector, 'border-radius'));
    doc.hold('rounded.md', doc.rounded('md'), rule('list.boxed-list > row:first-child', 'border-top-left-radius'));
    for (const selector of ['button.pill', 'button.circular']) doc.hold('rounded.full', doc.rounded('full'), rule(selector, 'border-radius'));
    for (const [name, step] of [['button-primary', 'sm'], ['button-secondary', 'sm'], ['button-destructive', 'sm'], ['input', 'sm'], ['window', 'md'], ['card', 'md'], ['boxed-list', 'md'], ['button-pill', 'full']] as const) {
      expect(components()[name]!.rounded, name).toBe(`{rounded.${step}}`);
    }
    // A text button: the button's 5px by 10px padding with 17px at the sides, 24px of content: 34px.
    const [vertical] = rule('button', 'padding').split(/\s+/) as [string];
    const height = `${Number.parseFloat(rule('button', 'min-height')) + 2 * Number.parseFloat(vertical)}px`;
    for (const name of ['button-primary', 'button-secondary', 'button-destructive']) {
      doc.hold(`components.${name}.height`, components()[name]!.height, height);
      doc.hold(`components.${name}.padding`, components()[name]!.padding, `${vertical} ${rule('button.text-button', 'padding-left')}`);
    }
    doc.hold('components.button-pill.padding', components()['button-pill']!.padding, rule('button.pill', 'padding'));
    doc.hold('components.input.height', components().input!.height, rule('entry', 'min-height'));
    doc.hold('components.input.padding', components().input!.padding, `0 ${rule('entry', 'padding-left')}`);
    doc.hold('components.headerbar.height', components().headerbar!.height, rule('headerbar', 'min-height'));
    const [, side] = rule('headerbar > windowhandle > box', 'padding').split(/\s+/) as [string, string];
    doc.hold('components.headerbar.padding', components().headerbar!.padding, `0 ${side}`);
    doc.hold('components.boxed-list.height', components()['boxed-list']!.height, rule('row > box.header', 'min-height'));
    doc.hold('components.boxed-list.padding', components()['boxed-list']!.padding, `0 ${rule('row > box.header', 'margin-left')}`);
    doc.hold('component-effects.button-secondary.border', worn()['button-secondary']!.border ?? 'none', base.rules.button!.border ?? 'none');
    doc.hold('component-effects.input.border', worn().input!.border ?? 'none', base.rules.entry!.border ?? 'none');
  });

  it('has the window’s shadow and inner rim, the card shade, the header bar’s shade line and the focus outlines, in both modes', () => {
    const rim = /^(\S+) solid (.+)$/.exec(rule('window.csd', 'outline'))!;
    expect(rule('window.csd', 'outline-offset')).toBe(`-${rim[1]}`);
    // A maximised window drops its corners and shadow (as the Components section says).
    expect(rule('window.csd.maximized', 'box-shadow')).toBe('none');
    expect(components().window!.backgroundColor).toBe('{colors.surface}');
    expect(worn().window).toEqual({ elevation: 'window-shadow', border: 'window-rim' });
    for (const mode of MODES) {
      // The window's layers, the fully transparent one (a margin for resizing) left out.
      const layers = rule('window.csd', 'box-shadow').split(/,(?![^(]*\))/).filter((l) => !/\btransparent\b/.test(l)).join(',');
      doc.hold('elevation.window-shadow', tokenShadow(doc, 'window-shadow', mode).join(', '), shadow(layers, mode).join(', '), mode);
      const border = (doc.data.borders as Record<string, { width: string }>)['window-rim']!;
      doc.hold('borders.window-rim', doc.borderColor('window-rim', mode), gtk(rim[2]!, mode), mode);
      doc.hold('borders.window-rim', border.width, rim[1], mode);
      for (const [name, selector] of [['card', '.card'], ['boxed-list', 'list.boxed-list']] as const) {
        expect(worn()[name]!.elevation, name).toBe('card-shade');
        doc.hold('elevation.card-shade', tokenShadow(doc, 'card-shade', mode).join(', '), shadow(rule(selector, 'box-shadow'), mode).join(', '), mode);
      }
      // The bottom line of the header bar (its first layer; the others edge the window's sides).
      doc.hold('elevation.headerbar-shade', tokenShadow(doc, 'headerbar-shade', mode).join(', '), shadow(rule('headerbar', 'box-shadow'), mode)[0], mode);
      // Default buttons and entries: the outline 2px wide, 2px inside the edge (an inset ring).
      for (const selector of ['button:focus:focus-visible', 'entry:focus-within']) {
        const width = rule(selector, 'outline-width');
        expect(rule(selector, 'outline-offset')).toBe(`-${width}`);
        doc.hold('elevation.focus-ring', tokenShadow(doc, 'focus-ring', mode).join(', '), `0px 0px 0px ${width} ${doc.color('focus', mode)} inset`, mode);
      }
      // The suggested action: 2px, 1px outside the fill (a gap of the window colour, then the ring).
      const [gap, ring] = tokenShadow(doc, 'focus-ring-outer', mode).map((l) => l.split(' '));
      const selector = 'button.suggested-action:focus:focus-visible';
      doc.hold('elevation.focus-ring-outer', gap![3], rule(selector, 'outline-offset'), mode);
      expect(gap![4], mode).toBe(doc.color('surface', mode));
      doc.hold('elevation.focus-ring-outer', `${Number.parseFloat(ring![3]!) - Number.parseFloat(gap![3]!)}px`, rule(selector, 'outline-width'), mode);
      expect(ring![4], mode).toBe(doc.color('focus', mode));
    }
    expect(worn().headerbar!.elevation).toBe('headerbar-shade');
    for (const name of ['button-secondary-focus', 'input-focus']) expect(worn()[name]!.elevation, name).toBe('focus-ring');
    expect(worn()['button-primary-focus']!.elevation).toBe('focus-ring-outer');
  });

  it('underlines links at rest, and lists the hover colour it keeps', () => {
    const decorations = doc.data.decorations as Record<string, { line: string }>;
    doc.hold('component-effects.link.decoration', decorations[worn().link!.decoration!]!.line, rule('link', 'text-decoration'));
    expect(decorations[worn()['link-hover']!.decoration!]!.line).toBe('underline');
    doc.hold('components.link-hover.textColor', components()['link-hover']!.textColor, rule('link:hover', 'color'));
  });

  it('has the type classes in points at 96 dpi, the bold button labels, the spacing steps and the control transition', () => {
    for (const level of ['title-1', 'title-2', 'title-3', 'title-4', 'heading', 'body', 'caption-heading', 'caption']) {
      doc.hold(`typography.${level}.fontSize`, doc.typography(level).fontSize, pt(rule(`.${level}`, 'font-size')));
      doc.hold(`typography.${level}.fontWeight`, doc.typography(level).fontWeight, rule(`.${level}`, 'font-weight'));
      expect(String(doc.typography(level).fontFamily), level).toMatch(/^Cantarell\b/);
    }
    expect(rule('button', 'font-weight')).toBe('bold');
    doc.hold('typography.label.fontWeight', doc.typography('label').fontWeight, 700);
    doc.hold('typography.label.fontSize', doc.typography('label').fontSize, pt(rule('.body', 'font-size')));
    expect(String(doc.typography('mono').fontFamily)).toMatch(new RegExp(`\\b${rule('.monospace', 'font-family')}$`));
    doc.hold('spacing.xs', doc.spacing('xs'), rule('preferencesgroup > box', 'border-spacing'));
    doc.hold('spacing.xs', doc.spacing('xs'), rule('headerbar > windowhandle > box', 'border-spacing'));
    doc.hold('spacing.sm', doc.spacing('sm'), rule('row > box.header', 'margin-left'));
    doc.hold('spacing.md', doc.spacing('md'), rule('preferencespage > scrolledwindow > viewport > clamp > box', 'border-spacing'));
    doc.hold('spacing.lg', doc.spacing('lg'), rule('statuspage > scrolledwindow > viewport > box', 'border-spacing'));
    const transition = /outline-color (\d+ms) cubic-bezier\(([^)]*)\)/.exec(rule('button', 'transition'))!;
    const motion = doc.data.motion as Record<string, unknown>;
    doc.hold('motion.duration-control', motion['duration-control'], transition[1]);
    doc.hold('motion.easing-control', (motion['easing-control'] as number[]).join(', '), transition[2]);
  });

  it('lists only deviations the comparisons meet', () => {
    expect(doc.unmetDeviations()).toEqual([]);
  });
});
