import { NEW_STYLE_CASES } from './relevance-cases-new-styles';

/**
 * The relevance set (issue 4): queries people type, against the real library (data/styles).
 * `top3`: every slug listed must be among the first three results.
 * `top3Within`: each of the first three results must be one of these (when several styles are equally right).
 * `absent`: these slugs must not be in the results at all.
 */
export interface RelevanceCase {
  q: string;
  top3?: string[];
  top3Within?: string[];
  absent?: string[];
}

const GLASS = ['frosted-glass-dashboard', 'aero-glass', 'dark-glass-hud', 'liquid-glass', 'fluent-acrylic', 'aurora-glass', 'visionos-spatial-glass', 'macos-vibrancy', 'windows-11-mica', 'stained-glass', 'fintech-glass'];
const NEUMORPHIC = ['soft-ui', 'dark-neumorphism'];
/** Neumorphism's family: the styles of the type, all drawn with paired light and dark shadows. */
const NEUMORPHIC_FAMILY = ['soft-ui', 'dark-neumorphism', 'claymorphism', 'tactile-soft-controls', 'neo-skeuomorphism', 'letterpress-emboss', 'bevel-and-emboss', 'inflated-ui', 'keycap-ui', 'mediterranean-whitewash', 'ceramic-glaze', 'neumorphic-hardware'];
const BRUTALIST = ['neo-brutalism', 'web-brutalism', 'swiss-brutalism', 'terminal-brutalism', 'concrete-brutalism', 'punk-zine', 'grunge', 'bold-magazine-editorial', 'new-wave-typography', 'anti-design'];
const MINIMALIST = [
  'editorial-minimal', 'monospace-minimal', 'scandinavian', 'japanese-ma', 'swiss-international', 'dieter-rams-functionalism',
  'product-minimal', 'apple-product-minimal', 'notion-document', 'bento-grid',
];
const GRADIENTS = ['mesh-gradient', 'sunset-gradient', 'grainy-gradient', 'aurora-gradient', 'duotone', 'fluid-gradient', 'vibrant-gradient', 'soft-ai-gradient', 'dark-glow-gradient', 'holographic'];
const ORGANIC = ['biophilic', 'earth-tone-craft', 'frutiger-aero', 'hand-drawn', 'wabi-sabi'];
const DARK = ['oled-true-black', 'developer-tool-dark', 'dim-reading-mode', 'cinematic-dark', 'midnight-luxury', 'dark-neumorphism'];
const EIGHTIES = ['memphis', '8-bit-pixel'];
/** Styles of the 1910s–1920s: any of them may answer an era query for the twenties. */
const TWENTIES = ['art-deco', 'bauhaus', 'dada', 'de-stijl', 'constructivism', 'sepia'];
const SIXTIES_AND_AROUND = ['space-age', 'swiss-international', 'dieter-rams-functionalism', 'scandinavian', 'newsprint', 'blueprint', 'pop-art', 'mid-century-modern', 'googie-atompunk', 'psychedelic'];

const LIBRARY_CASES: RelevanceCase[] = [
  // Names and keywords, as typed
  { q: 'glassmorphism', top3: ['frosted-glass-dashboard'], top3Within: GLASS, absent: ['flat-design', 'neo-brutalism'] },
  { q: 'glassm', top3: ['frosted-glass-dashboard'], top3Within: GLASS },
  { q: 'glass morphism', top3: ['frosted-glass-dashboard'] },
  { q: 'glasmorphism', top3: ['frosted-glass-dashboard'], top3Within: GLASS },
  { q: 'frosted glass', top3: ['frosted-glass-dashboard'] },
  { q: 'liquid glass', top3: ['liquid-glass'] },
  { q: 'dark glass', top3: ['dark-glass-hud'] },
  { q: 'neumorphism', top3: NEUMORPHIC, top3Within: NEUMORPHIC_FAMILY },
  { q: 'neumorphsim', top3: NEUMORPHIC, top3Within: NEUMORPHIC_FAMILY },
  { q: 'neomorphism', top3: ['soft-ui'] },
  { q: 'soft ui', top3: ['soft-ui'], top3Within: [...NEUMORPHIC_FAMILY, 'soft-3d'] },
  { q: 'claymorphism', top3: ['claymorphism'], absent: ['frosted-glass-dashboard'] },
  { q: 'brutalism', top3Within: BRUTALIST },
  { q: 'brutalsim', top3Within: BRUTALIST },
  { q: 'neo brutalism', top3: ['neo-brutalism'] },
  { q: 'neobrutalism', top3: ['neo-brutalism'], absent: ['web-brutalism'] },
  { q: 'brutalist web', top3: ['web-brutalism'] },
  { q: 'minimal', top3Within: MINIMALIST },
  { q: 'minimalism', top3Within: MINIMALIST },
  { q: 'minimalist', top3Within: MINIMALIST },
  { q: 'japanese minimalism', top3: ['japanese-ma'] },
  { q: 'scandanavian', top3: ['scandinavian'] },
  { q: 'swiss', top3: ['swiss-international', 'swiss-brutalism'] },
  { q: 'swiss style', top3: ['swiss-international'] },
  { q: 'helvetica', top3: ['swiss-international', 'swiss-brutalism', 'ios-7-flat'] },
  { q: 'bauhuas', top3: ['bauhaus'] },
  { q: 'ART DÉCO', top3: ['art-deco'] },
  { q: 'matias duarte', top3: ['material-design'] },
  { q: 'memphis', top3: ['memphis', 'flat-illustration'] },
  { q: 'corporate memphis', top3: ['flat-illustration'] },
  // Eras: digits, short forms and names meet the stored label
  { q: '80s', top3: EIGHTIES, absent: ['space-age', 'y2k'] },
  { q: '1980s', top3: EIGHTIES, absent: ['space-age', 'y2k'] },
  { q: 'eighties', top3: EIGHTIES, absent: ['space-age', 'y2k'] },
  { q: '60s', top3: ['space-age'], top3Within: SIXTIES_AND_AROUND, absent: ['memphis'] },
  { q: 'sixties', top3: ['space-age'], top3Within: SIXTIES_AND_AROUND, absent: ['memphis'] },
  { q: '1960s', top3: ['space-age'], top3Within: SIXTIES_AND_AROUND, absent: ['memphis', '8-bit-pixel'] },
  { q: '90s', top3: ['windows-95'], top3Within: ['windows-95', 'y2k', 'geocities-web-1', 'grunge', 'classic-mac-os', 'vaporwave'], absent: ['memphis'] },
  { q: '20s', top3: ['art-deco'], top3Within: TWENTIES, absent: ['liquid-glass', 'neo-brutalism'] },
  { q: 'twenties', top3: ['art-deco'], top3Within: TWENTIES, absent: ['liquid-glass'] },
  { q: 'roaring twenties', top3: ['art-deco'] },
  { q: '2020s', top3: ['frosted-glass-dashboard'], absent: ['art-deco', 'memphis', 'windows-95'] },
  { q: '1995', top3: ['windows-95'] },
  { q: 'mid 2000s', top3: ['glossy-web-2'] },
  // Words written together or apart
  { q: 'win95', top3: ['windows-95'] },
  { q: 'windows 95', top3: ['windows-95'] },
  { q: '8 bit', top3: ['8-bit-pixel'] },
  { q: '8bit', top3: ['8-bit-pixel'] },
  { q: 'pixel art', top3: ['8-bit-pixel'] },
  { q: 'scifi', top3: ['sci-fi-hud'] },
  { q: 'sci fi', top3: ['sci-fi-hud'] },
  { q: 'e ink', top3: ['e-ink'] },
  { q: 'eink', top3: ['e-ink'] },
  { q: 'lowpoly', top3: ['low-poly'] },
  { q: 'handdrawn', top3: ['hand-drawn'] },
  { q: 'wabisabi', top3: ['wabi-sabi'] },
  { q: 'dark mode', top3: ['oled-true-black', 'developer-tool-dark'], top3Within: DARK },
  { q: 'darkmode', top3Within: DARK },
  { q: 'web 2.0', top3: ['glossy-web-2'] },
  // Topics
  { q: 'windows', top3Within: ['windows-95', 'aero-glass', 'fluent-acrylic', 'metro', 'windows-xp-luna', 'windows-11-mica', 'windows-3-1'] },
  { q: 'microsoft', top3: ['windows-95', 'metro', 'fluent-2'] },
  // Apple's product pages first, then its interface languages.
  {
    q: 'apple',
    top3: ['apple-product-minimal', 'liquid-glass'],
    top3Within: ['apple-product-minimal', 'liquid-glass', 'apple-ios', 'ios-7-flat', 'classic-mac-os', 'mac-os-x-aqua', 'macos-vibrancy', 'visionos-spatial-glass'],
  },
  { q: 'google', top3: ['material-design'] },
  { q: 'android', top3: ['material-design'] },
  { q: 'kindle', top3: ['e-ink', 'dim-reading-mode'] },
  { q: 'cyberpunk', top3: ['cyberpunk-neon'] },
  { q: 'ciberpunk', top3: ['cyberpunk-neon'] },
  { q: 'blade runner', top3: ['cyberpunk-neon'] },
  { q: 'heads up display', top3: ['sci-fi-hud'] },
  { q: 'iridescent', top3: ['holographic'] },
  { q: 'isometirc', top3: ['isometric'] },
  { q: 'minecraft', top3: ['voxel'] },
  { q: 'sketchy', top3: ['hand-drawn'] },
  { q: 'organic', top3Within: ORGANIC },
  { q: 'nature', top3: ['biophilic', 'frutiger-aero'] },
  { q: 'gradient', top3Within: GRADIENTS, },
  { q: 'gradients', top3Within: GRADIENTS },
  { q: 'northern lights', top3: ['aurora-gradient'] },
  { q: 'film grain', top3: ['grainy-gradient'] },
  { q: 'film noir', top3: ['noir'] },
  { q: 'black and white', top3: ['noir', 'newsprint'] },
  { q: 'newspaper', top3: ['newsprint'] },
  { q: 'luxury', top3: ['midnight-luxury'] },
  { q: 'gold', top3: ['art-deco', 'midnight-luxury'] },
  { q: 'command line', top3: ['terminal-brutalism'] },
  { q: 'monospace', top3: ['monospace-minimal', 'terminal-brutalism'] },
  { q: 'skeuomorphic', top3: ['skeuomorphism'] },
  { q: 'skeu', top3: ['skeuomorphism'] },
  { q: 'retro futurism', top3: ['space-age'] },
  { q: 'synthesizer', top3: ['tactile-soft-controls'] },
  { q: 'smart home', top3: ['dark-glass-hud'] },
  { q: 'kintsugi', top3: ['wabi-sabi'] },
  { q: 'millennium', top3: ['y2k'] },
  { q: 'netflix', top3: ['cinematic-dark'] },
  { q: 'vs code', top3: ['developer-tool-dark'] },
  { q: 'dieter rams', top3: ['dieter-rams-functionalism'] },
  { q: 'spotify', top3: ['duotone'] },
  { q: 'solar punk', top3: ['solarpunk'] },
  { q: 'iphone', top3: ['ios-7-flat'] },
  { q: 'windows phone', top3: ['metro'] },
  { q: 'dashboard', top3: ['frosted-glass-dashboard'] },
];

/** The whole relevance set: the library's first cases, then those of the styles issue 10 added. */
export const RELEVANCE_CASES: RelevanceCase[] = [...LIBRARY_CASES, ...NEW_STYLE_CASES];
