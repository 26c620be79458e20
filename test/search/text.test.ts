/** Unit tests of generator/search/text.ts: folding, era forms, word variants and compounds, as tables. */
import { describe, expect, it } from 'vitest';
import { americanSpelling, compoundsOf, decadeOfYear, eraForms, foldText, isStopWord, variantsOf, wordsOf } from '../../generator/search/text';

describe('foldText', () => {
  it.each([
    ['Art Déco', 'art deco'],
    ['Matías Duarte', 'matias duarte'],
    ['naïve café', 'naive cafe'],
    ['STRAẞE straße', 'strasse strasse'],
    ['Œuvre Ørsted', 'oeuvre orsted'],
    ['ﬁne Ｆｕｌｌ', 'fine full'],
    ['Frutiger–Aero', 'frutiger aero'],
    ["Apple's iOS 7", 'apples ios 7'],
    ['glass*~2^3 +a -b title:x "q"', 'glass 2 3 a b title x q'],
    ['(glass) AND [flat] {x} \\ / |', 'glass and flat x'],
    ['  \t\n ', ''],
    ['🎨 paint 🎨', 'paint'],
    ['\u0000glass\u0000', 'glass'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('folds every ASCII character as the NFKD path does (ASCII skips it: issue 34)', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    // A leading "é " sends a text down the NFKD path and folds to "e ".
    const nfkd = (text: string) => foldText(`é ${text}`).slice(2);
    for (const text of [ascii, 'Cyber Memphis', "Apple's iOS 7 (2013)", 'neo-brutalism, 2.0!']) expect(foldText(text)).toBe(nfkd(text));
  });

  it('splits folded text into words', () => {
    expect(wordsOf('Neo-Brutalism, 2.0!')).toEqual(['neo', 'brutalism', '2', '0']);
    expect(wordsOf(' -*- ')).toEqual([]);
  });
});

describe('isStopWord', () => {
  it.each([
    ['the', true],
    ['and', true],
    ['of', true],
    ['no', true],
    ['glass', false],
    ['ui', false],
  ])('%s → %s', (word, stop) => {
    expect(isStopWord(word)).toBe(stop);
  });
});

describe('compoundsOf', () => {
  it.each([
    ['dark mode', ['darkmode']],
    ['Sci-Fi HUD', ['scifi', 'fihud']],
    ['8-bit', ['8bit']],
    ['black and white', ['blackwhite']],
    ['web 2.0', ['web2']], // never "20": two numbers are not joined
    ['glass glass', []],
    ['glass', []],
  ])('%j → %j', (text, compounds) => {
    expect(compoundsOf(text)).toEqual(compounds);
  });
});

describe('eraForms', () => {
  it.each([
    ['1980s', ['1980s', '80s', 'eighties']],
    ['1919–1933', ['1910s', '1920s', '20s', 'twenties', '1930s', '30s', 'thirties']],
    ['1998–2004', ['1990s', '90s', 'nineties', '2000s', '00s', 'noughties', 'aughts']],
    ['late 2010s', ['2010s', '10s']],
    // "20s" and "twenties" mean the 1920s: the 2020s keep only their full form
    ['2020s', ['2020s']],
    ['2017–2020s', ['2010s', '10s', '2020s']],
    ['1870s–1890s', ['1870s', '1880s', '1890s']],
    ['mid-century', []],
    ['', []],
  ])('%j → %j', (era, forms) => {
    expect(eraForms(era)).toEqual(forms);
  });

  it.each([
    ['1985', '1980s'],
    ['2013', '2010s'],
    ['1500', '1500s'],
    ['80s', undefined],
    ['12345', undefined],
    ['0985', undefined],
  ])('decadeOfYear(%s) → %s', (word, decade) => {
    expect(decadeOfYear(word)).toBe(decade);
  });
});

describe('variantsOf', () => {
  it.each([
    ['minimal', ['minimal', 'minim']],
    ['minimalism', ['minimalism', 'minim']],
    ['minimalist', ['minimalist', 'minim']],
    ['futuristic', ['futuristic', 'futurist', 'futur']],
    ['futurism', ['futurism', 'futur']],
    ['typography', ['typography', 'typographi', 'typograph']],
    ['typographic', ['typographic', 'typograph']],
    ['glossy', ['glossy', 'glossi', 'gloss']],
    ['shadows', ['shadows', 'shadow']],
    ['brutalist', ['brutalist', 'brutal']],
    ['colours', ['colours', 'colour', 'colors', 'color']],
    ['greyscale', ['greyscale', 'greyscal', 'grayscale', 'grayscal']],
    ['centre', ['centre', 'centr', 'center']],
    ['analogue', ['analogue', 'analogu', 'analog']],
    ['80s', ['80s']],
    ['1980s', ['1980s']],
    ['4k', ['4k']],
  ])('%s → %j', (word, variants) => {
    expect(variantsOf(word)).toEqual(variants);
  });

  it('shares a form between the stemming family of one word', () => {
    const shared = (words: string[]) => words.map(variantsOf).reduce((a, b) => a.filter((v) => b.includes(v)));
    expect(shared(['minimal', 'minimalism', 'minimalist'])).toEqual(['minim']);
    expect(shared(['futuristic', 'futurism'])).toEqual(['futur']);
    expect(shared(['colour', 'color', 'colours'])).toEqual(['color']);
  });

  it.each([
    ['colour', 'color'],
    ['flavours', 'flavors'],
    ['grey', 'gray'],
    ['fibre', 'fiber'],
    ['ochres', 'ochers'],
    ['core', undefined],
    ['organised', 'organized'],
    ['catalogues', 'catalogs'],
    ['four', undefined],
    ['hour', undefined],
    ['rise', undefined],
    ['glass', undefined],
  ])('americanSpelling(%s) → %s', (word, american) => {
    expect(americanSpelling(word)).toBe(american);
  });
});
