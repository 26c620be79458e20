/** planQuery: user text to a safe plan of plain words and compounds (spec 4.5: plain text), as a table. */
import { describe, expect, it } from 'vitest';
import { QUERY_PARAM } from '../../generator/contract/parameters';
import { FUZZY_MIN_LENGTH, MAX_WORDS, PREFIX_MIN_LENGTH, planQuery, type QueryPlan } from '../../generator/search/query-plan';

/** A plan written compactly: words as `text[/p][/f]` (prefix, fuzzy), compounds as `text@a,b`. */
function summary(plan: QueryPlan): { words: string[]; compounds: string[] } {
  return {
    words: plan.words.map((w) => `${w.text}${w.prefix ? '/p' : ''}${w.fuzzy ? '/f' : ''}`),
    compounds: plan.compounds.map((c) => `${c.text}@${c.covers.join(',')}`),
  };
}

describe('planQuery', () => {
  it.each<[string, string[], string[]]>([
    ['glassm', ['glassm/p/f'], []],
    ['Neumorphsim', ['neumorphsim/p/f'], []],
    ['dark mode', ['dark/p', 'mode/p'], ['darkmode@0,1']],
    ['Dark-Mode', ['dark/p', 'mode/p'], ['darkmode@0,1']],
    ['e ink', ['e', 'ink/p'], ['eink@0,1']],
    ['black and white', ['black/p/f', 'white/p/f'], ['blackwhite@0,1']],
    ['the and of', [], []],
    ['80s', ['80s/p'], []],
    ['1980s', ['1980s/p'], []], // digits: no typo tolerance, "1980s" must not meet "1960s"
    ['web 2.0', ['web/p', '2', '0'], ['web2@0,1']],
    ['glass glass', ['glass/p/f'], []],
    ['glass flat glass', ['glass/p/f', 'flat/p'], ['glassflat@0,1', 'flatglass@1,0']],
    // Lunr's operators are plain punctuation: folded away, never parsed
    ['title:glass', ['title/p/f', 'glass/p/f'], ['titleglass@0,1']],
    ['glass*', ['glass/p/f'], []],
    ['neo~2', ['neo/p', '2'], ['neo2@0,1']],
    ['flat^10', ['flat/p', '10/p'], ['flat10@0,1']],
    ['+glass -flat', ['glass/p/f', 'flat/p'], ['glassflat@0,1']],
    ['"frosted glass"', ['frosted/p/f', 'glass/p/f'], ['frostedglass@0,1']],
    ['🎨🎨', [], []],
    ['   ', [], []],
    ['*:~^', [], []],
  ])('%j → words %j, compounds %j', (q, words, compounds) => {
    expect(summary(planQuery(q))).toEqual({ words, compounds });
  });

  it('adds the decade to a typed year', () => {
    expect(planQuery('1985').words[0]!.variants).toEqual(['1985', '1980s']);
  });

  it('keeps stems among the exact forms of a word', () => {
    expect(planQuery('Minimalist').words[0]!.variants).toEqual(['minimalist', 'minim']);
  });

  it(`keeps at most ${MAX_WORDS} words, however long the text`, () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}x`);
    const plan = planQuery(words.join(' '));
    expect(plan.words.map((w) => w.text)).toEqual(words.slice(0, MAX_WORDS));
    expect(plan.compounds).toHaveLength(MAX_WORDS - 1);
  });
});

describe('the description of q in openapi.json', () => {
  it('states the limits planQuery applies', () => {
    const spelled: Record<number, string> = { 2: 'two', 5: 'five', 12: '12' };
    expect(QUERY_PARAM.description).toContain(`only the first ${spelled[MAX_WORDS]} words count`);
    expect(QUERY_PARAM.description).toContain(`as a prefix when it has ${spelled[PREFIX_MIN_LENGTH]} characters or more`);
    expect(QUERY_PARAM.description).toContain(`with one typo when it has ${spelled[FUZZY_MIN_LENGTH]} letters or more and no digit`);
  });
});
