/**
 * Reference copies from Debian packages (issue 33, point 1): a design system that no npm package ships, such as
 * GNOME's Adwaita, whose stylesheet lives in libadwaita's shared library as a GResource. The packages are pinned
 * in data/references/debian-packages.json (name → exact Debian version). `npm run references` (on a Debian
 * machine whose apt sources carry the pinned versions, with dpkg-deb and gresource from libglib2.0-bin) runs
 * `apt-get download <name>=<version>` into a temporary folder, unpacks it with `dpkg-deb -x`, extracts the
 * named resources with `gresource extract`, and copies into data/references/debian/<name>/ the resources the
 * tests read (byte for byte, at their resource path), the JSON derived from the larger ones, the package's
 * `copyright` file (its licence) and a `control` file with its name, source, version and homepage. The tests
 * and the build read the copies; nothing is fetched at build, test or run time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { REFERENCES_DIR } from './references';

/** The folder under data/references that holds the Debian copies (it is not an npm package's folder). */
export const DEBIAN_DIR_NAME = 'debian';
export const DEBIAN_REFERENCES_DIR = path.join(REFERENCES_DIR, DEBIAN_DIR_NAME);
/** The pinned Debian packages: name → exact Debian version (`1.2.2-1`). */
export const DEBIAN_PACKAGES_FILE = path.join(REFERENCES_DIR, 'debian-packages.json');
/** The control fields written to `control` in each copy. */
export const CONTROL_FIELDS = ['Package', 'Source', 'Version', 'Homepage'];

/** What is copied from one Debian package; `copyright` and `control` always are. */
export interface DebianReferenceFiles {
  /** Who reads the copy. */
  readBy: string;
  /** The file name (under usr/lib in the package) whose GResource bundle holds the resources. */
  library: string;
  /** Resources copied byte for byte, at their resource path without the leading slash. */
  resources: string[];
  /** JSON files written from resources read at vendoring time: path in the copy → value. */
  derive?: (resource: (name: string) => string) => Record<string, unknown>;
}

/** A stylesheet's `@define-color` values and, for each named selector, the declarations its rules give it. */
export interface StylesheetValues {
  colors: Record<string, string>;
  rules: Record<string, Record<string, string>>;
}

/**
 * Reads a GTK stylesheet with PostCSS: every `@define-color name value;` and, for each selector in
 * `selectors`, the declarations of the rules whose selector list names it exactly, later rules overriding
 * earlier ones (the cascade among rules of one selector; keyframe steps are not rules of a selector). Throws
 * for a selector no rule names, so a new package version that drops one fails at vendoring time rather than
 * in a test.
 */
export function stylesheetValues(css: string, selectors: readonly string[]): StylesheetValues {
  const root = postcss.parse(css);
  const colors: Record<string, string> = {};
  root.walkAtRules('define-color', (rule) => {
    const [, name, value] = /^([\w-]+)\s+([\s\S]+)$/.exec(rule.params.trim()) ?? [];
    if (name && value) colors[name] = value.trim();
  });
  const rules: Record<string, Record<string, string>> = Object.fromEntries(selectors.map((s) => [s, {}]));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule') return;
    const names = rule.selectors.map((s) => s.trim());
    for (const selector of selectors) {
      if (!names.includes(selector)) continue;
      rule.each((node) => {
        if (node.type === 'decl') rules[selector]![node.prop] = node.value;
      });
    }
  });
  const missing = selectors.filter((s) => Object.keys(rules[s]!).length === 0);
  if (missing.length > 0) throw new Error(`no rule names ${missing.join(', ')}`);
  return { colors, rules };
}

const ADWAITA_STYLES = '/org/gnome/Adwaita/styles';

/**
 * The selectors of libadwaita's base.css whose declarations the gnome-adwaita document takes: the window's
 * background and frame, the view, buttons (default, suggested and destructive, pill, circular, flat, their
 * states and focus), entries, cards and boxed lists with their rows, the header bar, links, switches, checks
 * and popovers, the spacing of preferences and status pages, the type classes and the status colour classes.
 */
export const ADWAITA_SELECTORS = [
  '.background',
  '.view',
  'button',
  'button:hover',
  'button:active',
  'button:disabled',
  'button:focus:focus-visible',
  'button.text-button',
  'button.pill',
  'button.circular',
  'button.flat',
  'button.suggested-action',
  'button.suggested-action:hover',
  'button.suggested-action:active',
  'button.suggested-action:focus:focus-visible',
  'button.destructive-action',
  'entry',
  'entry:focus-within',
  'entry:disabled',
  '.card',
  'list.boxed-list',
  'list.boxed-list > row',
  'list.boxed-list > row:first-child',
  'row > box.header',
  'row.activatable:hover',
  'row.activatable:active',
  'headerbar',
  'headerbar > windowhandle > box',
  'link',
  'link:visited',
  'link:hover',
  'link:focus:focus-visible',
  'switch',
  'switch:checked',
  'switch > slider',
  'check',
  'check:checked',
  'popover > contents',
  'window.csd',
  'window.csd.maximized',
  'preferencesgroup > box',
  'preferencespage > scrolledwindow > viewport > clamp > box',
  'statuspage > scrolledwindow > viewport > box',
  '.large-title',
  '.title-1',
  '.title-2',
  '.title-3',
  '.title-4',
  '.heading',
  '.body',
  '.caption-heading',
  '.caption',
  '.monospace',
  '.dim-label',
  '.accent',
  '.success',
  '.warning',
  '.error',
] as const;

/** The files each pinned Debian package contributes, by package. */
export const DEBIAN_REFERENCE_FILES: Record<string, DebianReferenceFiles> = {
  'libadwaita-1-0': {
    readBy: 'test/content/design-systems.test.ts',
    library: 'libadwaita-1.so.0',
    // The named colours of each mode (accent, window, view, header bar, card…), as libadwaita loads them.
    resources: [`${ADWAITA_STYLES}/defaults-light.css`, `${ADWAITA_STYLES}/defaults-dark.css`],
    // base.css (264 kB) holds the palette (@blue_3…) and every widget rule: its colours and the declarations
    // of the selectors above.
    derive: (resource) => ({ [`${ADWAITA_STYLES.slice(1)}/base.json`]: stylesheetValues(resource(`${ADWAITA_STYLES}/base.css`), ADWAITA_SELECTORS) }),
  },
};

/** The pinned Debian packages, by name. */
export function debianReferencePackages(): Record<string, string> {
  return JSON.parse(fs.readFileSync(DEBIAN_PACKAGES_FILE, 'utf8')) as Record<string, string>;
}

/** The folder of a Debian package's copy; throws for a package that is not pinned. */
export function debianReferenceDir(name: string): string {
  if (!(name in debianReferencePackages())) throw new Error(`${name} is not a Debian reference package (data/references/debian-packages.json)`);
  return path.join(DEBIAN_REFERENCES_DIR, name);
}

/** The first file called `name` under `dir`. */
function findFile(dir: string, name: string): string {
  const found = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => path.basename(f) === name);
  if (!found) throw new Error(`no ${name} under ${dir}`);
  return path.join(dir, found);
}

/** Downloads, unpacks and copies one package; returns the bytes written. */
function vendor(name: string, version: string, work: string): number {
  const spec = DEBIAN_REFERENCE_FILES[name];
  if (!spec) throw new Error(`${name} is pinned but debian-references.ts says nothing of its files`);
  const dir = fs.mkdtempSync(path.join(work, `${name}-`));
  // apt-get, run as root, downloads as the _apt user, who must be able to write here.
  for (const d of [work, dir]) fs.chmodSync(d, 0o777);
  execFileSync('apt-get', ['download', `${name}=${version}`], { cwd: dir, stdio: 'inherit' });
  const deb = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.deb'))!);
  const control = execFileSync('dpkg-deb', ['-f', deb, ...CONTROL_FIELDS], { encoding: 'utf8' });
  if (!new RegExp(`^Version: ${version.replace(/[.+]/g, '\\$&')}$`, 'm').test(control)) throw new Error(`${name}: downloaded ${control}, pinned ${version}`);
  const root = path.join(dir, 'root');
  execFileSync('dpkg-deb', ['-x', deb, root]);
  const library = findFile(path.join(root, 'usr', 'lib'), spec.library);
  const extract = (resourcePath: string) => execFileSync('gresource', ['extract', library, resourcePath], { maxBuffer: 64 << 20 });
  const dest = path.join(DEBIAN_REFERENCES_DIR, name);
  fs.rmSync(dest, { recursive: true, force: true });
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.writeFileSync(path.join(dest, file), content);
    return Buffer.byteLength(content);
  };
  let bytes = write('control', control);
  bytes += write('copyright', fs.readFileSync(path.join(root, 'usr', 'share', 'doc', name, 'copyright')));
  for (const file of spec.resources) bytes += write(file.slice(1), extract(file));
  for (const [file, value] of Object.entries(spec.derive?.((r) => extract(r).toString('utf8')) ?? {})) bytes += write(file, `${JSON.stringify(value, null, 2)}\n`);
  return bytes;
}

/** Vendors every pinned Debian package into data/references/debian/ and removes unpinned copies; returns the bytes written. */
export function vendorDebianReferences(): { packages: number; bytes: number } {
  const pinned = debianReferencePackages();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'design-style-debian-references-'));
  let bytes = 0;
  try {
    for (const [name, version] of Object.entries(pinned)) bytes += vendor(name, version, work);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (fs.existsSync(DEBIAN_REFERENCES_DIR)) {
    for (const entry of fs.readdirSync(DEBIAN_REFERENCES_DIR)) if (!(entry in pinned)) fs.rmSync(path.join(DEBIAN_REFERENCES_DIR, entry), { recursive: true, force: true });
  }
  return { packages: Object.keys(pinned).length, bytes };
}
