/**
 * A synthetic library for the search bench: N DESIGN.md-like style documents assembled, with a
 * seeded generator, from the vocabulary the real library uses (materials, colours, movements,
 * eras, platforms) plus invented proper names, written to a temporary directory, never committed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clampChroma, formatHex } from 'culori';
import type { StyleSummary } from '../generator/contract/schemas';
import { STYLE_TYPES } from '../generator/contract/style-types';
import { parseStyleDocument } from '../generator/documents/parse-document';
import { readSources } from '../generator/documents/read-sources';

const MODIFIERS = [
  'soft', 'dark', 'neo', 'pastel', 'liquid', 'frosted', 'retro', 'swiss', 'nordic', 'cyber', 'solar', 'glossy', 'grainy',
  'midnight', 'paper', 'chrome', 'velvet', 'neon', 'tonal', 'raw', 'quiet', 'loud', 'analog', 'digital', 'tropical',
  'desert', 'arctic', 'coastal', 'urban', 'kinetic', 'modular', 'editorial', 'monospace', 'holographic', 'isometric',
  'pixel', 'vapor', 'organic', 'brutal', 'minimal', 'flat', 'material', 'smoked', 'iridescent', 'muted', 'electric',
];
const CORES = [
  'glass', 'brutalism', 'minimalism', 'gradient', 'pixel', 'neumorphism', 'deco', 'memphis', 'bauhaus', 'flat', 'aero',
  'hud', 'noir', 'punk', 'wave', 'grid', 'print', 'poster', 'tiles', 'craft', 'sketch', 'voxel', 'poly', 'clay', 'foil',
  'mesh', 'aurora', 'terminal', 'dashboard', 'morphism', 'modernism', 'futurism', 'skeuomorphism', 'collage', 'zine',
  'luxury', 'blueprint', 'newsprint', 'arcade', 'console', 'reader', 'studio', 'interface', 'system', 'ui',
];
const ADJECTIVES = [
  'soft', 'hard', 'blurred', 'translucent', 'saturated', 'muted', 'warm', 'cool', 'glossy', 'matte', 'chunky', 'thin',
  'hairline', 'bold', 'quiet', 'dense', 'airy', 'geometric', 'organic', 'rounded', 'angular', 'layered', 'flat', 'tinted',
  'grainy', 'iridescent', 'weathered', 'crisp', 'playful', 'austere', 'friendly', 'calm', 'loud', 'clashing', 'luminous',
];
const MATERIALS = [
  'glass', 'paper', 'chrome', 'clay', 'felt', 'linen', 'leather', 'foil', 'plastic', 'stone', 'timber', 'washi', 'neon',
  'ink', 'concrete', 'acrylic', 'fibreglass', 'terrazzo', 'lacquer', 'kraft paper', 'brushed metal', 'stoneware',
];
const COMPONENTS = [
  'cards', 'panels', 'buttons', 'tiles', 'frames', 'sheets', 'controls', 'windows', 'badges', 'toolbars', 'headlines',
  'columns', 'grids', 'blocks', 'orbs', 'blobs', 'knobs', 'faders', 'tabs', 'dialogs', 'menus', 'charts',
];
const COLOURS = [
  'violet', 'magenta', 'cyan', 'teal', 'navy', 'coral', 'mint', 'lavender', 'ochre', 'terracotta', 'gold', 'silver',
  'charcoal', 'graphite', 'cream', 'ivory', 'black', 'white', 'signal red', 'electric blue', 'lime', 'tangerine', 'plum',
  'sepia', 'olive', 'rose', 'amber', 'indigo', 'emerald', 'turquoise',
];
const SURFACES = ['field', 'background', 'canvas', 'surface', 'page', 'desktop', 'night sky', 'grid', 'void', 'backdrop'];
const VERBS = ['floating over', 'pressed into', 'stacked on', 'scattered across', 'boxed against', 'glowing over', 'set on'];
const FONTS = ['grotesk', 'serif', 'slab', 'monospace', 'display', 'humanist', 'geometric sans', 'blackletter', 'handwriting'];
const DETAILS = [
  'hard offset shadows', 'inner shadows', 'backdrop blur', 'specular highlights', 'film-grain noise', 'hairline rules',
  'dual shadows', 'glitch artefacts', 'halftone dots', 'ascii frames', 'corner brackets', 'wobbly outlines',
  'long shadows', 'colour orbs', 'dotted grids', 'ink ripples', 'stitched seams', 'scanlines', 'sunbursts', 'chevrons',
];
const KEYWORD_PHRASES = [
  'dark mode', 'light mode', 'soft ui', 'pixel art', 'frosted glass', 'backdrop blur', 'hard shadow', 'offset shadow',
  'inner shadow', 'thick border', 'flat color', 'bold outline', 'grid system', 'negative space', 'whitespace', 'long read',
  'dashboard', 'landing page', 'design system', 'component library', 'mobile app', 'smart home', 'fintech', 'wellness app',
  'music branding', 'poster design', 'retro game', 'bitmap font', 'chiptune', 'sprite', 'noise texture', 'glassmorphism',
  'neumorphism', 'brutalism', 'minimalism', 'skeuomorphic', 'retro futurism', 'vaporwave', 'synthwave', 'y2k', 'web 2.0',
  'material', 'fluent', 'aqua', 'metro', 'high contrast', 'low contrast', 'monochromatic', 'duotone', 'gradient mesh',
  'isometric projection', 'low poly', 'voxel art', 'hand-drawn', 'sketchy', 'handmade', 'letterpress', 'risograph',
  'editorial', 'magazine layout', 'serif headline', 'typewriter', 'terminal ui', 'command line', 'crt', 'scanlines',
];
const USE_CASES = [
  'dashboards', 'marketing sites', 'portfolios', 'e-commerce', 'reading apps', 'games', 'music players', 'fintech apps',
  'developer tools', 'smart-home panels', 'onboarding flows', 'pricing pages', 'documentation', 'editorial sites',
];
const STYLE_KINDS = ['UI trend', 'design movement', 'internet aesthetic', 'platform language', 'art movement'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dri', 'no', 'qua', 'zen', 'bel', 'ori', 'tas', 'mun', 'fe', 'lix', 'po', 'gra', 'und'];

/** mulberry32: a tiny seeded generator, so every run writes the same library. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
/** Skewed pick: early entries are common, late ones rare, as words are in real text. */
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(items.length * random() ** 1.5)]!;
const some = <T>(random: Random, items: readonly T[], min: number, max: number): T[] => {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...new Set(Array.from({ length: count }, () => pick(random, items)))];
};
const capitalise = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** An invented proper name ("Velora", "Kasel"), like the designers, products and places real styles cite. */
function properName(random: Random): string {
  const count = 2 + Math.floor(random() * 2);
  return capitalise(Array.from({ length: count }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]!).join(''));
}

function era(random: Random): string {
  const decade = 1900 + 10 * Math.floor(random() * 13);
  const roll = random();
  if (roll < 0.45) return `${decade}s`;
  if (roll < 0.75) return `${decade}s–${Math.min(decade + 10 * (1 + Math.floor(random() * 3)), 2020)}s`;
  if (roll < 0.9) return `${decade + Math.floor(random() * 10)}–${decade + 2 + Math.floor(random() * 12)}`;
  return `${random() < 0.5 ? 'late' : 'mid'} ${decade}s`;
}

function description(random: Random): string {
  return (
    `${capitalise(pick(random, ADJECTIVES))}, ${pick(random, ADJECTIVES)} ${pick(random, MATERIALS)} ${pick(random, COMPONENTS)} ` +
    `${pick(random, VERBS)} a ${pick(random, COLOURS)} ${pick(random, SURFACES)}, with ${pick(random, ADJECTIVES)} ` +
    `${pick(random, FONTS)} type, ${pick(random, DETAILS)} and a single ${pick(random, COLOURS)} accent.`
  );
}

/** The summaries of `count` synthetic styles, ids 1..count, identical for a given seed. */
export function syntheticStyles(count: number, seed = 1): StyleSummary[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i): StyleSummary => {
    const id = i + 1;
    const brand = properName(random);
    const name = capitalise(`${pick(random, MODIFIERS)} ${pick(random, CORES)}`);
    const title = random() < 0.4 ? `${brand} ${name}` : name;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
    return {
      id,
      slug,
      title,
      description: description(random),
      type: pick(random, STYLE_TYPES),
      cover: `http://localhost:3000/covers/${slug}.svg`,
      use_case: some(random, USE_CASES, 2, 5).join(', '),
      era: era(random),
      style_type: pick(random, STYLE_KINDS),
      keywords: [title.toLowerCase(), ...some(random, KEYWORD_PHRASES, 5, 10), properName(random).toLowerCase()],
      synced_at: '2025-01-01T00:00:00.000Z',
      version: '1.0.0',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
  });
}

/** A colour of the style's hue at an OKLCH lightness and chroma, as hex (inside sRGB). */
const tone = (hue: number, l: number, c: number) => formatHex(clampChroma({ mode: 'oklch', l, c, h: hue }, 'oklch'))!.toUpperCase();

/** A paragraph of the style's own vocabulary, seeded by its id and the section, so no two are alike. */
function paragraph(style: StyleSummary, section: string, sentences: number): string {
  const random = seeded(style.id * 31 + section.length);
  return Array.from(
    { length: sentences },
    (_, i) =>
      `${capitalise(pick(random, ADJECTIVES))} ${pick(random, MATERIALS)} ${pick(random, COMPONENTS)} ${pick(random, VERBS)} a ` +
      `${pick(random, COLOURS)} ${pick(random, SURFACES)} give ${style.title} its ${section.toLowerCase()} (${i + 1}), with ` +
      `${pick(random, DETAILS)} and ${pick(random, FONTS)} type.`,
  ).join(' ');
}

const SECTIONS = ['Overview', 'Colors', 'Typography', 'Layout', 'Elevation & Depth', 'Shapes', 'Components', "Do's and Don'ts", 'When to Use', 'Historical Context'];

/**
 * One style as a complete document in the token model: both modes, the core vocabulary, glass, paired
 * shadows, a thick border and a page gradient (so it carries the look of any type), and the ten sections.
 * Colours are OKLCH tones of one hue at lightness steps that keep every pair above AA in both modes.
 */
export function renderSyntheticDocument(style: StyleSummary): string {
  const quote = (value: string | null | undefined) => JSON.stringify(value ?? '');
  const hue = (style.id * 47) % 360;
  const mode = style.id % 3 === 0 ? 'dark' : 'light';
  const light = {
    primary: tone(hue, 0.45, 0.12), 'on-primary': '#FFFFFF', surface: tone(hue, 0.97, 0.01), 'on-surface': tone(hue, 0.25, 0.03),
    'surface-bright': '#FFFFFF', 'surface-dim': tone(hue, 0.85, 0.02), outline: tone(hue, 0.55, 0.03), disabled: tone(hue, 0.9, 0.01),
    'on-disabled': tone(hue, 0.4, 0.02), error: '#8C1D18', 'field-outline': tone(hue, 0.45, 0.03), link: tone(hue, 0.36, 0.12), accent: tone(hue + 150, 0.45, 0.12), 'surface-tint': '#FFFFFF8C', 'surface-container': tone(hue, 0.96, 0.01),
  };
  const dark = {
    primary: tone(hue, 0.8, 0.1), 'on-primary': tone(hue, 0.25, 0.05), surface: tone(hue, 0.18, 0.02), 'on-surface': tone(hue, 0.93, 0.02),
    'surface-bright': tone(hue, 0.26, 0.02), 'surface-dim': tone(hue, 0.12, 0.02), outline: tone(hue, 0.6, 0.03), disabled: tone(hue, 0.3, 0.01),
    'on-disabled': tone(hue, 0.8, 0.02), error: '#F2B8B5', 'field-outline': tone(hue, 0.7, 0.03), link: tone(hue, 0.86, 0.08), accent: tone(hue + 150, 0.8, 0.1), 'surface-tint': '#FFFFFF1F', 'surface-container': tone(hue, 0.22, 0.02),
  };
  const [own, other] = mode === 'light' ? [light, dark] : [dark, light];
  const map = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `  ${k}: "${v}"`).join('\n');
  const inline = (o: Record<string, string>) => `{ ${Object.entries(o).map(([k, v]) => `${k}: "${v}"`).join(', ')} }`;
  const pair = (bg: string, fg: string, extra = '') => `    backgroundColor: "{colors.${bg}}"\n    textColor: "{colors.${fg}}"${extra}`;
  const button = '\n    typography: "{typography.label}"\n    rounded: "{rounded.md}"\n    padding: 0 20px\n    height: 44px';
  const body = SECTIONS.map((section, i) => {
    const text = section === 'Colors' ? `${paragraph(style, section, 3)}\n\n**${mode === 'light' ? 'Dark' : 'Light'} mode.** ${paragraph(style, 'other mode', 2)}` : paragraph(style, section, i === 0 ? 5 : 3);
    return `## ${section}\n\n${i === 0 ? `${style.description}\n\n` : ''}${text}\n`;
  }).join('\n');
  return `---
version: alpha
id: ${style.id}
name: ${quote(style.title)}
description: ${quote(style.description)}
type: ${style.type}
style_type: ${quote(style.style_type)}
era: ${quote(style.era)}
use_case: ${quote(style.use_case)}
keywords: [${(style.keywords ?? []).map(quote).join(', ')}]
mode: { default: ${mode} }
colors:
${map({ ...own, focus: '{colors.primary}' })}
modes:
  ${mode === 'light' ? 'dark' : 'light'}:
    colors: ${inline(other)}
typography:
  display: { fontFamily: Inter, fontSize: 48px, fontWeight: 700, lineHeight: 1.1 }
  headline: { fontFamily: Inter, fontSize: 28px, fontWeight: 600, lineHeight: 1.2 }
  title: { fontFamily: Inter, fontSize: 20px, fontWeight: 600, lineHeight: 1.3 }
  body: { fontFamily: Inter, fontSize: 16px, fontWeight: 400, lineHeight: 1.5 }
  label: { fontFamily: Inter, fontSize: 14px, fontWeight: 600, lineHeight: 1.2 }
  caption: { fontFamily: Inter, fontSize: 12px, fontWeight: 400, lineHeight: 1.4 }
spacing: { xs: 4px, sm: 8px, md: 16px, lg: 24px, xl: 40px }
rounded: { sm: 4px, md: ${4 + (style.id % 5) * 4}px, lg: 20px, full: 9999px }
elevation:
  soft:
    - { color: "{colors.surface-bright}", offsetX: -4px, offsetY: -4px, blur: 10px, spread: 0px }
    - { color: "{colors.surface-dim}", offsetX: 4px, offsetY: 4px, blur: 10px, spread: 0px }
  focus-ring: { color: "{colors.focus}", offsetX: 0px, offsetY: 0px, blur: 0px, spread: 3px }
borders:
  thick: { width: 3px, style: solid, color: "{colors.on-surface}" }
  field: { width: 1px, style: solid, color: "{colors.field-outline}" }
  error: { width: 2px, style: solid, color: "{colors.error}" }
gradients:
  page: { type: linear, angle: 160deg, stops: [{ color: "{colors.surface}", position: 0 }, { color: "{colors.surface-dim}", position: 1 }] }
effects:
  glass-blur: 16px
motion:
  duration-fast: 150ms
  easing-standard: [0.2, 0, 0, 1]
components:
  button-primary:
${pair('primary', 'on-primary', button)}
  button-primary-hover:
${pair('primary', 'on-primary')}
  button-primary-pressed:
${pair('accent', 'on-primary')}
  button-primary-focus:
${pair('surface', 'primary')}
  button-primary-disabled:
${pair('disabled', 'on-disabled')}
  button-secondary:
${pair('surface', 'on-surface', button)}
  button-secondary-hover:
${pair('surface', 'on-surface')}
  button-secondary-pressed:
${pair('surface-dim', 'on-surface')}
  button-secondary-focus:
${pair('surface', 'on-surface')}
  button-secondary-disabled:
${pair('disabled', 'on-disabled')}
  card:
${pair('surface-container', 'on-surface')}
    rounded: "{rounded.lg}"
    padding: 24px
  input:
${pair('surface', 'on-surface')}
    typography: "{typography.body}"
    rounded: "{rounded.md}"
    height: 44px
    padding: 0 12px
  input-focus:
${pair('surface', 'on-surface')}
  input-error:
${pair('surface', 'on-surface')}
  input-disabled:
${pair('disabled', 'on-disabled')}
  link:
    textColor: "{colors.link}"
  link-hover:
    textColor: "{colors.on-surface}"
  error-text:
    textColor: "{colors.error}"
  chip:
${pair('accent', 'on-primary')}
component-effects:
  page: { gradient: page }
  card: { fill: surface-tint, backdrop-blur: glass-blur, elevation: soft, border: thick }
  button-primary: { elevation: soft, duration: duration-fast, easing: easing-standard }
  button-primary-focus: { elevation: focus-ring }
  button-secondary-focus: { elevation: focus-ring }
  input: { border: field }
  input-error: { border: error }
  input-focus: { border: thick, elevation: focus-ring }
---

${body}`;
}

/** Writes `count` synthetic documents to `<new temp dir>/styles/` and returns that temp dir. */
export function writeSyntheticLibrary(count: number, seed = 1): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-synthetic-'));
  const stylesDir = path.join(root, 'styles');
  fs.mkdirSync(stylesDir);
  for (const style of syntheticStyles(count, seed)) {
    fs.writeFileSync(path.join(stylesDir, `${style.slug}.md`), renderSyntheticDocument(style));
  }
  return root;
}

/** Reads a written synthetic library back into summaries, with the project's own front-matter parser. */
export function readSyntheticLibrary(root: string): StyleSummary[] {
  const styles: StyleSummary[] = [];
  for (const source of readSources(path.join(root, 'styles'))) {
    const parsed = parseStyleDocument(source);
    if (!parsed.ok) throw new Error(`${source.file}: ${parsed.problems.map((p) => p.message).join('; ')}`);
    const data = parsed.doc.data as Record<string, unknown>;
    styles.push({
      id: data.id as number,
      slug: source.slug,
      title: data.name as string,
      description: data.description as string,
      type: data.type as string,
      cover: `http://localhost:3000/covers/${source.slug}.svg`,
      use_case: data.use_case as string,
      era: data.era as string,
      style_type: data.style_type as string,
      keywords: data.keywords as string[],
      synced_at: source.syncedAt,
      version: '1.0.0',
      updated_at: source.syncedAt,
    });
  }
  return styles.sort((a, b) => a.id - b.id);
}
