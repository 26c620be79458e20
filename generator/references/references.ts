/**
 * The reference packages (issue 31, point 10): the design-system packages the content tests compare the
 * documents with, and Scalar's API reference, whose browser bundle the portal ships. They are pinned in
 * data/references/packages.json and are not installed by `npm ci` (the install budget): `npm run
 * references` (vendor-references.ts) installs them into a temporary folder and copies into
 * data/references/<package>/, in the package's own layout, the files read here (byte for byte) or, where a
 * reader ran the package's code, the values that code returns (as JSON), with the package's package.json and
 * licence. The tests and the build read the copies; nothing is fetched at build, test or run time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the copies live, each in its npm layout: data/references/@primer/primitives/dist/css/… */
export const REFERENCES_DIR = path.join(ROOT, 'data', 'references');
/** The pinned packages: npm name → exact version. */
export const REFERENCE_PACKAGES_FILE = path.join(REFERENCES_DIR, 'packages.json');

/** What is copied from one package; package.json and the licence always are. */
export interface ReferenceFiles {
  /** Who reads the copy. */
  readBy: string;
  /** Paths in the package copied byte for byte; one ending in `/` copies that folder's files, recursively. */
  files: string[];
  /** CommonJS modules of plain values that a reader requires: copied like `files`, and refused if they require anything. */
  modules?: string[];
  /** JSON files written from the package's code, run at vendoring time: path in the copy → value. */
  derive?: (packageDir: string) => Record<string, unknown>;
  /** The licence when the package root has no LICENSE*, COPYING* or NOTICE* file: files that state it. */
  licence?: string[];
}

const CONTENT_TEST = 'test/content/design-systems.test.ts';

/** The files each pinned package contributes, by package. */
export const REFERENCE_FILES: Record<string, ReferenceFiles> = {
  '@adobe/spectrum-tokens': { readBy: CONTENT_TEST, files: ['src/'] },
  '@ant-design/colors': {
    readBy: CONTENT_TEST,
    files: [],
    // Its palettes are computed by its JavaScript: the module's exported values, functions left out.
    derive: (dir) => ({ 'colors.json': JSON.parse(JSON.stringify(createRequire(path.join(dir, 'package.json'))(dir))) }),
  },
  '@carbon/themes': {
    readBy: CONTENT_TEST,
    files: [],
    // The themes are built by its JavaScript from @carbon/colors, @carbon/type and @carbon/layout: the White and
    // Gray 100 themes' token values, the button component tokens of both, the type styles of @carbon/type and the
    // spacing scale.
    derive: (dir) => {
      const load = createRequire(path.join(dir, 'package.json'));
      const carbon = load(dir) as Record<string, Record<string, unknown>>;
      const styles = (load('@carbon/type') as { styles: Record<string, unknown> }).styles;
      const plain = (theme: Record<string, unknown>) => Object.fromEntries(Object.entries(theme).filter(([, v]) => typeof v === 'string' || typeof v === 'number'));
      const pick = (from: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((n) => [n, from[n]]));
      const buttons = Object.fromEntries(Object.entries(carbon.buttonTokens as Record<string, Record<string, string>>).map(([name, v]) => [name, { white: v.whiteTheme, g100: v.g100 }]));
      const type = ['heading01', 'heading02', 'heading03', 'heading04', 'heading05', 'heading06', 'heading07', 'headingCompact01', 'body01', 'body02', 'bodyCompact01', 'label01', 'code01'];
      const spacing = Array.from({ length: 13 }, (_, i) => `spacing${String(i + 1).padStart(2, '0')}`);
      return { 'themes.json': { white: plain(carbon.white!), g100: plain(carbon.g100!), buttons, type: pick(styles, type), spacing: pick(carbon, spacing) } };
    },
  },
  '@fluentui/react-theme': {
    readBy: CONTENT_TEST,
    files: [],
    // Fluent UI React v9's web themes are built by its code from @fluentui/tokens: webLightTheme and webDarkTheme.
    derive: (dir) => {
      const themes = createRequire(path.join(dir, 'package.json'))(dir) as Record<string, Record<string, unknown>>;
      return { 'themes.json': { light: themes.webLightTheme, dark: themes.webDarkTheme } };
    },
  },
  '@atlaskit/tokens': {
    readBy: CONTENT_TEST,
    // Each theme artifact is a module whose default export is the theme's CSS.
    files: [],
    modules: ['light', 'dark', 'shape', 'spacing', 'typography', 'motion'].map((t) => `dist/cjs/artifacts/themes/atlassian-${t}.js`),
  },
  // The palettes of issue 33, point 2: Catppuccin's Latte and Mocha flavours as its Sass variables.
  '@catppuccin/palette': { readBy: CONTENT_TEST, files: ['scss/_latte.scss', 'scss/_mocha.scss'] },
  '@chakra-ui/react': {
    readBy: CONTENT_TEST,
    files: [],
    // Chakra UI v3's default theme is built by its code (defineTokens, defineRecipe): the tokens, semantic
    // tokens (light and dark), text and layer styles and global CSS of defaultThemeConfig, the button, input,
    // link and heading recipes, the card and field slot recipes, and the focus rings its `focusVisibleRing`
    // utility writes (the colour token left as its name).
    derive: (dir) => {
      const load = createRequire(path.join(dir, 'package.json'));
      type Theme = Record<string, Record<string, unknown>>;
      const config = (load('./dist/cjs/theme/index.cjs') as { defaultThemeConfig: { globalCss: unknown; theme: Theme } }).defaultThemeConfig;
      const { theme } = config;
      const pick = (group: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((n) => [n, group[n]]));
      type Utility = { transform: (value: string, helpers: { token: (path: string) => string }) => unknown };
      const utilities = (load('./dist/cjs/preset-base.cjs') as { defaultBaseConfig: { utilities: Record<string, Utility> } }).defaultBaseConfig.utilities;
      const ring = (value: string) => utilities.focusVisibleRing!.transform(value, { token: (p) => `{${p}}` });
      const value = {
        tokens: theme.tokens,
        semanticTokens: theme.semanticTokens,
        textStyles: theme.textStyles,
        layerStyles: theme.layerStyles,
        globalCss: config.globalCss,
        recipes: pick(theme.recipes!, ['button', 'input', 'link', 'heading']),
        slotRecipes: pick(theme.slotRecipes!, ['card', 'field']),
        focusVisibleRing: { outside: ring('outside'), inside: ring('inside') },
      };
      return { 'theme.json': JSON.parse(JSON.stringify(value)) };
    },
  },
  '@mui/material': {
    readBy: CONTENT_TEST,
    // The button, outlined field and link rules (their paddings, the field's border colours, the focus shadow,
    // the link's underline) are literals in the components' code.
    files: ['Button/Button.js', 'OutlinedInput/OutlinedInput.js', 'Link/Link.js'],
    // The default theme is computed by its code: createTheme() and createTheme({ palette: { mode: 'dark' } })
    // (createThemeNoVars, which createTheme returns for options without colorSchemes, and which needs no
    // styling engine), the focus outline its opt-in `focusVisible: true` option resolves to in each mode, and
    // the white overlay a dark Paper gets per elevation (getOverlayAlpha).
    derive: (dir) => {
      const load = createRequire(path.join(dir, 'package.json'));
      type Theme = Record<string, unknown> & { spacing: (n: number) => string; transitions: Record<string, unknown> };
      const createTheme = (load('./styles/createThemeNoVars.js') as { default: (options?: object) => Theme }).default;
      const overlay = (load('./styles/getOverlayAlpha.js') as { default: (elevation: number) => number }).default;
      const pick = (t: Theme) => ({
        palette: t.palette,
        typography: t.typography,
        shape: t.shape,
        spacing: Object.fromEntries([0.5, 1, 1.5, 2, 3, 4, 5, 6, 8].map((n) => [n, t.spacing(n)])),
        shadows: t.shadows,
        transitions: { duration: t.transitions.duration, easing: t.transitions.easing },
        focusVisible: t.focusVisible ?? null,
      });
      const dark = { palette: { mode: 'dark' } };
      const optIn = (options: object) => createTheme({ ...options, focusVisible: true }).focusVisible;
      const value = {
        light: pick(createTheme()),
        dark: pick(createTheme(dark)),
        focusVisibleOptIn: { light: optIn({}), dark: optIn(dark) },
        overlayAlpha: Array.from({ length: 25 }, (_, n) => overlay(n)),
      };
      return { 'theme.json': JSON.parse(JSON.stringify(value)) };
    },
  },
  '@mantine/core': {
    readBy: CONTENT_TEST,
    // Mantine's default theme as the CSS variables it writes (light and dark colour schemes, scales, radius,
    // headings), the focus outline of global.css, and the paper, card, button, field and anchor rules (fills,
    // borders, sizes, underline).
    files: ['styles/default-css-variables.css', 'styles/global.css', ...['Paper', 'Card', 'Button', 'Input', 'Anchor'].map((c) => `styles/${c}.css`)],
  },
  '@material/theme': {
    readBy: CONTENT_TEST,
    // The Material colour palette (2014), as material-components-web ships it: the material-design document's
    // Indigo, Pink and Grey shades.
    files: ['_color-palette.scss'],
  },
  '@material/web': {
    readBy: CONTENT_TEST,
    // Material 3's baseline tokens as Material Web ships them: the reference palette and the light and dark
    // system colours, the type scale and typefaces, the shape scale, and the focus ring, filled button and
    // filled text field tokens the material-3 document takes its states from.
    files: [
      'tokens/_md-comp-focus-ring.scss',
      ...['md-ref-palette', 'md-sys-color', 'md-sys-typescale', 'md-ref-typeface', 'md-sys-shape', 'md-comp-filled-button', 'md-comp-filled-text-field'].map((f) => `tokens/versions/v0_192/_${f}.scss`),
    ],
  },
  '@primer/primitives': {
    readBy: CONTENT_TEST,
    files: ['dist/css/base/', 'dist/css/functional/size/', 'dist/css/functional/typography/', 'dist/css/functional/themes/light.css', 'dist/css/functional/themes/dark.css'],
  },
  '@radix-ui/themes': {
    readBy: CONTENT_TEST,
    files: [
      'tokens/base.css',
      ...['indigo', 'slate', 'red'].map((s) => `tokens/colors/${s}.css`),
      // The card, button, field and link rules (issue 32, point 5): edges, fills, paddings, focus outlines, underlines.
      ...['_internal/base-card', 'card', '_internal/base-button', 'text-field', 'link'].map((c) => `src/components/${c}.css`),
    ],
  },
  '@salesforce-ux/design-system': {
    readBy: CONTENT_TEST,
    files: ['assets/styles/salesforce-lightning-design-system.css', 'design-tokens/dist/ui-force.json', 'design-tokens/dist/theme-one-salesforce.json'],
    licence: ['scss/License-for-Sass.txt', 'README.md'],
  },
  '@sap-theming/theming-base-content': {
    readBy: CONTENT_TEST,
    // The Horizon theme's base parameters as CSS custom properties, light (sap_horizon) and dark.
    files: ['sap_horizon', 'sap_horizon_dark'].map((t) => `content/Base/baseLib/${t}/css_variables.css`),
  },
  '@scalar/api-reference': { readBy: 'generator/portal/assets.ts', files: ['dist/browser/standalone.js'], licence: ['README.md'] },
  '@shopify/polaris-tokens': { readBy: CONTENT_TEST, files: ['dist/css/styles.css'], modules: ['dist/cjs/src/colors.js'] },
  '@uswds/uswds': {
    readBy: CONTENT_TEST,
    files: [
      'dist/css/uswds.css',
      ...['color', 'typography', 'spacing'].map((s) => `packages/uswds-core/src/styles/settings/_settings-${s}.scss`),
      'packages/uswds-core/src/styles/tokens/color/',
      'packages/uswds-core/src/styles/tokens/units/spacing.scss',
    ],
  },
  // Zeno Rocha's Dracula: the README's colour palette table; index.less states the MIT licence.
  'dracula-theme': { readBy: CONTENT_TEST, files: ['README.md'], licence: ['index.less'] },
  'govuk-frontend': {
    readBy: CONTENT_TEST,
    // Version 5, whose palette the gov-uk document renders: the compiled stylesheet (buttons, links, fields,
    // focus states) and the palette, applied colours, type scale and spacing settings it is built from.
    files: ['dist/govuk/govuk-frontend.min.css', ...['colours-palette', 'colours-applied', 'typography-responsive', 'spacing'].map((s) => `dist/govuk/settings/_${s}.scss`)],
    licence: ['README.md'],
  },
  antd: {
    readBy: CONTENT_TEST,
    files: [],
    // getDesignToken runs antd's theme algorithms: their results for the default (light) and dark algorithms,
    // and the Layout and Menu component tokens derived from the light ones.
    derive: (dir) => {
      const load = createRequire(path.join(dir, 'package.json'));
      type Tokens = Record<string, unknown>;
      const getDesignToken = (load('./lib/theme/getDesignToken') as { default: (config?: object) => Tokens }).default;
      const light = getDesignToken();
      const dark = getDesignToken({ algorithm: (load('./lib/theme/themes/dark') as { default: unknown }).default });
      const component = (name: string) => (load(`./lib/${name}/style/index.js`) as { prepareComponentToken: (t: Tokens) => Tokens }).prepareComponentToken(light);
      return { 'tokens.json': { light, dark, components: { Layout: component('layout'), Menu: component('menu') } } };
    },
  },
  bootstrap: { readBy: CONTENT_TEST, files: ['dist/css/bootstrap.css', 'scss/_variables.scss'] },
  'ios-colors': { readBy: CONTENT_TEST, files: [], modules: ['index.js'] },
  // arcticicestudio's Nord: nord0–nord15 as Sass variables.
  nord: { readBy: CONTENT_TEST, files: ['src/sass/nord.scss'] },
  // Solarized's sixteen colours as a module of plain values; its package.json states the MIT licence.
  'solarized-colors': { readBy: CONTENT_TEST, files: [], modules: ['main.js'], licence: ['package.json'] },
};

/** The pinned reference packages, by name. */
export function referencePackages(): Record<string, string> {
  return JSON.parse(fs.readFileSync(REFERENCE_PACKAGES_FILE, 'utf8')) as Record<string, string>;
}

/** The folder of a reference package's copy; throws for a package that is not pinned. */
export function referenceDir(name: string): string {
  if (!(name in referencePackages())) throw new Error(`${name} is not a reference package (data/references/packages.json)`);
  return path.join(REFERENCES_DIR, name);
}
