/**
 * A synthetic library for the search bench: N DESIGN.md-like style documents assembled, with a
 * seeded generator, from the vocabulary the real library uses (materials, colours, movements,
 * eras, platforms) plus invented proper names, written to a temporary directory, never committed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    };
  });
}

/** One style as a DESIGN.md-like document: the summary fields as front matter, a short body. */
export function renderSyntheticDocument(style: StyleSummary): string {
  const quote = (value: string | null | undefined) => JSON.stringify(value ?? '');
  return [
    '---',
    'version: alpha',
    `id: ${style.id}`,
    `name: ${quote(style.title)}`,
    `description: ${quote(style.description)}`,
    `type: ${style.type}`,
    `style_type: ${quote(style.style_type)}`,
    `era: ${quote(style.era)}`,
    `use_case: ${quote(style.use_case)}`,
    `keywords: [${(style.keywords ?? []).map(quote).join(', ')}]`,
    'colors:',
    '  primary: "#1A1A1A"',
    '  surface: "#FFFFFF"',
    '---',
    '',
    '## Overview',
    '',
    style.description,
    '',
  ].join('\n');
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
    });
  }
  return styles.sort((a, b) => a.id - b.id);
}
