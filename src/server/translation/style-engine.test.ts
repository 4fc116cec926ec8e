// The built-in style engine: matching rules (word boundaries, case, longest first, single pass), directions,
// right-to-left languages, and the honest refusal of cross-language pairs.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Lexicon } from './lexicon';
import { CrossLanguageError, createStyleEngine, translateStyle } from './style-engine';

/** A tiny English lexicon with exactly the entries a rule needs. */
function testEngine(
  entries: Lexicon['entries'],
  sentences?: Lexicon['sentences'],
  more: Partial<Lexicon> = {},
) {
  const lexicon: Lexicon = {
    style: 'gen_z_english',
    language: 'en',
    kind: 'slang',
    description: 'test lexicon',
    entries,
    ...(sentences ? { sentences } : {}),
    ...more,
  };
  return createStyleEngine(new Map([[lexicon.style, lexicon]]));
}

const toGenZ = (text: string) => translateStyle(text, 'standard_english', 'gen_z_english');

describe('translateStyle: a formal rewrite', () => {
  const toFormal = (text: string, source = 'standard_english') =>
    translateStyle(text, source, 'formal_english');

  it('keeps the subject and names its plain words in the explanation without offering them as cards', () => {
    const cases: [string, string][] = [
      ["I can't make it", 'I cannot attend'],
      ["I can't make it.", 'I cannot attend.'],
      ["hey, I can't make it", 'Hello, I cannot attend'],
      ["Hi I can't make it tonight", 'Hello I cannot attend tonight'],
      ["we can't make it", 'We cannot attend'],
      // The informal source dropped its subject (or wrote it in lower case): the register writes "I".
      ["hey, can't make it", 'Hello, I cannot attend'],
      ["can't make it, sorry", 'I cannot attend, sorry'],
      ["hey i can't make it", 'Hello I cannot attend'],
    ];
    for (const [text, expected] of cases) {
      const result = toFormal(text);
      expect(result.translation, text).toBe(expected);
      expect(
        result.terms.map(({ term }) => term),
        text,
      ).toContain('cannot');
      expect(result.explanation, text).toContain('Formal English phrasing used: ');
      expect(result.explanation, text).not.toMatch(/slang/i);
      // "cannot" and "hello" are ordinary English: nothing to learn as a card.
      expect(result.cardTerms, text).toEqual([]);
    }
  });

  it('still offers the slang it read on the way as cards', () => {
    const result = toFormal("hey bestie, I can't make it", 'gen_z_english');
    expect(result.translation).toBe('Hello best friend, I cannot attend');
    expect(result.cardTerms.map(({ term }) => term)).toEqual(['bestie']);
    expect(result.terms.map(({ term }) => term)).toEqual(['bestie', 'hello', 'cannot', 'attend']);
    // Towards a slang, the slang is the card.
    expect(toGenZ('that party was really great').cardTerms.map(({ term }) => term)).toEqual([
      'fire fr',
    ]);
  });
});

describe('translateStyle: the showcase', () => {
  it('renders the showcase sentence in real Gen Z slang and explains every term it used', () => {
    const result = toGenZ('that party was really great, I am not lying');
    expect(result.translation).toBe('that party was fire fr, no cap');
    expect(result.terms).toEqual([
      { term: 'fire fr', meaning: expect.stringContaining('excellent') as string },
      { term: 'no cap', meaning: expect.stringContaining('not lying') as string },
    ]);
    expect(result.explanation).toMatch(/^Rewritten in Gen Z English\. Slang used: /);
    expect(result.explanation).toContain(
      '“fire fr” – really great (“fire” = excellent, “fr” = for real)',
    );
    expect(result.explanation).toContain("“no cap” – honestly, I'm not lying (“cap” means a lie)");
    expect(result.direction).toBe('ltr');
  });

  it('reads the Gen Z rendering back into standard English', () => {
    const result = translateStyle(
      'that party was fire fr, no cap',
      'gen_z_english',
      'standard_english',
    );
    expect(result.translation).toBe('that party was really great, I am not lying');
    expect(result.explanation).toMatch(
      /^Rewritten in Standard English\. Slang recognised: “fire fr” – /,
    );
  });
});

describe('translateStyle: matching', () => {
  it('matches whole words only: "great" inside "greatest" or a hyphenated compound stays', () => {
    const engine = testEngine([{ standard: 'great', style: 'fire', meaning: 'excellent' }]);
    expect(
      engine.translateStyle(
        'the greatest, great-grandma, great!',
        'standard_english',
        'gen_z_english',
      ).translation,
    ).toBe('the greatest, great-grandma, fire!');
  });

  it('keeps the letter case: lowercase, Capitalised and ALL CAPS', () => {
    expect(toGenZ('not going to lie').translation).toBe('ngl');
    expect(toGenZ('Not going to lie, it was mediocre.').translation).toBe('Ngl, it was mid.');
    expect(toGenZ('NOT GOING TO LIE').translation).toBe('NGL');
    expect(toGenZ('IT WAS MEDIOCRE').translation).toBe('IT WAS MID');
  });

  it('reads a lone capitalised abbreviation as an abbreviation, not as shouting', () => {
    const result = translateStyle('NGL the food was bussin', 'gen_z_english', 'standard_english');
    expect(result.translation).toBe('Not going to lie the food was delicious');
  });

  it('does not capitalise a phrase because the lexicon writes it with a capital ("I am …")', () => {
    expect(toGenZ('the party was great, I am not lying').translation).toBe(
      'the party was fire, no cap',
    );
    expect(toGenZ('I am not lying.').translation).toBe('No cap.');
  });

  it('prefers the longest phrase at a position', () => {
    const engine = testEngine([
      { standard: 'great', style: 'fire', meaning: 'excellent' },
      { standard: 'really great', style: 'fire fr', meaning: 'really excellent' },
    ]);
    const result = engine.translateStyle(
      'really great and great',
      'standard_english',
      'gen_z_english',
    );
    expect(result.translation).toBe('fire fr and fire');
    expect(result.terms.map((term) => term.term)).toEqual(['fire fr', 'fire']);
  });

  it('rewrites in a single pass: a replacement is never matched again', () => {
    const engine = testEngine([
      { standard: 'good', style: 'fire', meaning: 'excellent' },
      { standard: 'fire', style: 'lit', meaning: 'exciting' },
    ]);
    expect(
      engine.translateStyle('good fire', 'standard_english', 'gen_z_english').translation,
    ).toBe('fire lit');
  });

  it('keeps punctuation, spacing and line breaks around the phrases, and matches either apostrophe', () => {
    expect(toGenZ('  Honestly,  that’s suspicious!\n\nI’m not lying…  ').translation).toBe(
      '  Ngl,  that’s sus!\n\nNo cap…  ',
    );
  });

  it('matches text typed with combining accents like precomposed text', () => {
    expect(
      translateStyle('¿Tu\u0301 que\u0301 piensas?', 'spanish', 'rioplatense_spanish').translation,
    ).toBe('¿Vos qué pensás?');
  });

  it('does not match a phrase across a line break', () => {
    expect(toGenZ('I am not\nlying').translation).toBe('I am not\nlying');
  });

  it('applies whole-sentence rewrites only to a whole sentence', () => {
    expect(toGenZ('Okay.').translation).toBe('Bet.');
    expect(toGenZ('Sounds good! See you later.').translation).toBe('Bet! Cya.');
    expect(toGenZ('It is okay to rest.').translation).toBe('It is okay to rest.');
  });

  it('honours direction-only entries', () => {
    const engine = testEngine([
      { standard: 'excellent', style: 'fire', meaning: 'excellent' },
      { standard: 'amazing', style: 'fire', meaning: 'excellent', only: 'to-style' },
      { standard: 'excellent', style: 'goated', meaning: 'the best', only: 'to-standard' },
    ]);
    expect(engine.translateStyle('amazing', 'standard_english', 'gen_z_english').translation).toBe(
      'fire',
    );
    expect(
      engine.translateStyle('fire, goated', 'gen_z_english', 'standard_english').translation,
    ).toBe('excellent, excellent');
  });

  it('is deterministic: the same input always gives the same output', () => {
    const text =
      'Honestly, that party was really great and the food tastes so good. I am not lying.';
    const first = toGenZ(text);
    for (let i = 0; i < 3; i++) expect(toGenZ(text)).toEqual(first);
  });
});

describe('translateStyle: context guards', () => {
  it('skips a phrase whose following word says it means something else, and falls back to a shorter one', () => {
    const engine = testEngine([
      { standard: 'I am not', style: 'I ain’t', meaning: 'am not' },
      {
        standard: 'I am not lying',
        style: 'no cap',
        meaning: 'honestly',
        when: { notNext: ['down', 'on'] },
      },
    ]);
    const toStyle = (text: string) =>
      engine.translateStyle(text, 'standard_english', 'gen_z_english').translation;
    expect(toStyle('I am not lying, I am not lying down')).toBe('No cap, I ain’t lying down');
    expect(toStyle('so I am not lying down')).toBe('so I ain’t lying down');
  });

  it('chooses a sense by the sentence around the word, sentence by sentence', () => {
    const engine = testEngine(
      [
        { standard: 'delicious', style: 'bussin', meaning: 'of food: delicious' },
        {
          standard: 'great',
          style: 'bussin',
          meaning: 'really good',
          only: 'to-standard',
          when: { notSentenceHas: ['@food'] },
        },
      ],
      undefined,
      { wordLists: { food: ['pizza', 'tacos'] } },
    );
    expect(
      engine.translateStyle(
        'the tacos were bussin. that fit is bussin',
        'gen_z_english',
        'standard_english',
      ).translation,
    ).toBe('the tacos were delicious. that fit is great');
  });

  it('matches previous and next words, sentence edges, marks, wildcards and earlier words', () => {
    const engine = testEngine([
      {
        standard: 'ngl',
        style: 'honestly',
        meaning: 'x',
        only: 'to-standard',
        when: { previous: ['^'] },
      },
      {
        standard: 'tbh',
        style: 'honestly',
        meaning: 'x',
        only: 'to-standard',
        when: { previous: [','], next: ['$'] },
      },
      {
        standard: 'nothing',
        style: 'anything',
        meaning: 'x',
        only: 'to-standard',
        when: { earlier: ["don't"] },
      },
      {
        standard: 'always',
        style: 'stay',
        meaning: 'x',
        only: 'to-standard',
        when: { next: ['*ing'] },
      },
    ]);
    const toStandard = (text: string) =>
      engine.translateStyle(text, 'gen_z_english', 'standard_english').translation;
    expect(toStandard('Honestly. I said honestly')).toBe('Ngl. I said honestly');
    expect(toStandard('it was good, honestly. honestly, it was')).toBe(
      'it was good, tbh. ngl, it was',
    );
    expect(toStandard("anything goes, I don't want anything")).toBe(
      "anything goes, I don't want nothing",
    );
    expect(toStandard('they stay winning, stay home')).toBe('they always winning, stay home');
  });
});

describe('translateStyle: grammar after a rewrite', () => {
  const spanish = (entries: Lexicon['entries']) =>
    testEngine(entries, undefined, {
      style: 'rioplatense_spanish',
      language: 'es',
      description: 'test lexicon',
    });

  it('makes Spanish articles and quantifiers agree with a noun of the other gender', () => {
    const engine = spanish([
      {
        standard: 'dinero',
        style: 'plata',
        meaning: 'money',
        gender: { standard: 'm', style: 'f' },
      },
    ]);
    expect(
      engine.translateStyle(
        'Tenemos mucho dinero. Vivimos del dinero, todo el dinero del banco.',
        'spanish',
        'rioplatense_spanish',
      ).translation,
    ).toBe('Tenemos mucha plata. Vivimos de la plata, toda la plata del banco.');
    expect(
      engine.translateStyle('MUCHA plata, la mitad de la plata', 'rioplatense_spanish', 'spanish')
        .translation,
    ).toBe('MUCHO dinero, la mitad del dinero');
  });

  it('deletes a word, moves one around its neighbour, and joins one to the next word', () => {
    const engine = testEngine(
      [
        { standard: 'أن', style: '', meaning: 'dropped', only: 'to-style', when: { next: ['أ*'] } },
        { standard: 'جداً', style: 'كلش', meaning: 'very', wordOrder: 'style-before' },
        { standard: 'إلى ال', style: 'لل', meaning: 'to the', only: 'to-style', joinsNext: true },
        { standard: 'إلى أين', style: 'لوين', meaning: 'where to' },
      ],
      undefined,
      { style: 'iraqi_arabic', language: 'ar', kind: 'dialect' },
    );
    const toIraqi = (text: string) =>
      engine.translateStyle(text, 'classical_arabic', 'iraqi_arabic').translation;
    expect(toIraqi('أريد أن أنام')).toBe('أريد أنام');
    expect(toIraqi('الجو حار جداً اليوم.')).toBe('الجو كلش حار اليوم.');
    expect(toIraqi('ذهبت إلى السوق، إلى أين؟')).toBe('ذهبت للسوق، لوين؟');
    expect(
      engine.translateStyle('الأكل كلش طيب.', 'iraqi_arabic', 'classical_arabic').translation,
    ).toBe('الأكل طيب جداً.');
  });
});

describe('translateStyle: sentence case and punctuation', () => {
  it('writes a formal or business rewrite in full sentences, with the source’s final mark', () => {
    expect(
      translateStyle(
        'hey, can you send me that file asap, thanks',
        'standard_english',
        'formal_english',
      ).translation,
    ).toBe('Hello, could you send me that file at your earliest convenience, thank you');
    expect(
      translateStyle(
        'could you send me that file as soon as possible, thanks? it is for the client.',
        'standard_english',
        'business_en',
      ).translation,
    ).toBe('Could you send me that file ASAP, thanks? It is for the client.');
  });

  it('keeps the capital of a sentence whose first word the rewrite replaced', () => {
    expect(
      translateStyle('Hi. Hangry again. See you later.', 'millennial_english', 'standard_english')
        .translation,
    ).toBe('Hi. Hungry and grumpy again. See you later.');
  });

  it('keeps lower-case slang lower-case', () => {
    expect(toGenZ('that party was really great. i am not lying').translation).toBe(
      'that party was fire fr. no cap',
    );
  });

  it('ends an explanation whose last meaning is a question without adding a full stop', () => {
    const persian = translateStyle('سلام، حالت چطور است؟', 'standard_persian', 'persian_slang');
    expect(persian.explanation).toMatch(/“chetori”: how are you\?$/);
    const british = translateStyle('How are you?', 'standard_english', 'british_english');
    expect(british.translation).toBe('You all right?');
    expect(british.explanation).toMatch(/“Alright\?”$/);
    const aave = translateStyle('Are you okay?', 'standard_english', 'aave');
    expect(aave.explanation).toMatch(/are you okay\?$/);
    for (const { explanation } of [persian, british, aave]) {
      expect(explanation).not.toMatch(/[?!]["”’]?\.|\.\.(?!\.)/);
    }
  });
});

describe('translateStyle: directions and languages', () => {
  it('rewrites standard → style with the target lexicon', () => {
    expect(
      translateStyle('Thanks, my friend.', 'standard_english', 'british_english').translation,
    ).toBe('Cheers, mate.');
  });

  it('rewrites style → standard with the source lexicon', () => {
    expect(translateStyle('Cheers, mate.', 'british_english', 'standard_english').translation).toBe(
      'Thanks, my friend.',
    );
  });

  it('rewrites style → style of one language through the standard variety', () => {
    const result = translateStyle('I am knackered, innit?', 'british_english', 'gen_z_english');
    expect(result.translation).toBe("I am exhausted, isn't it?");
    const genZ = translateStyle('Tbh I am shook.', 'gen_z_english', 'formal_english');
    expect(genZ.translation).toBe('To be honest I am shocked.');
    expect(genZ.explanation).toMatch(
      /^Rewritten from Gen Z English to Formal English via Standard English\. Slang recognised: “tbh” – .*“shook” – .*\. No phrase had a common Formal English equivalent in the offline lexicon\.$/,
    );
  });

  it('switches German between du and Sie, leaving "sie" (she, they) alone', () => {
    expect(
      translateStyle(
        'Kannst du mir helfen? Wenn du Zeit hast, ruf mich an.',
        'standard_german',
        'formal_german',
      ).translation,
    ).toBe('Könnten Sie mir bitte helfen? Wenn Sie Zeit haben, rufen Sie mich an.');
    expect(
      translateStyle(
        'Haben Sie Zeit? Ich glaube, sie haben keine Zeit.',
        'formal_german',
        'standard_german',
      ).translation,
    ).toBe('Hast du Zeit? Ich glaube, sie haben keine Zeit.');
  });

  it('rewrites Arabic and Persian, right to left, whatever the diacritics and letter variants', () => {
    const iraqi = translateStyle('كيف حالك؟ لا يوجد ماءٌ الآن.', 'classical_arabic', 'iraqi_arabic');
    expect(iraqi.translation).toBe('شلونك؟ ماكو ماي هسه.');
    expect(iraqi.direction).toBe('rtl');
    expect(iraqi.explanation).toContain('“شلونك” – “shlonak”: how are you? (to a man)');

    const persian = translateStyle('نمی‌دانم، خانه كجاست؟', 'standard_persian', 'persian_slang');
    expect(persian.translation).toBe('نمی‌دونم، خونه کجاس؟');
    expect(persian.direction).toBe('rtl');
    expect(translateStyle('نمیدانم', 'standard_persian', 'persian_slang').translation).toBe(
      'نمی‌دونم',
    );
  });

  it('rewrites Russian with or without ё', () => {
    expect(translateStyle('Это странно.', 'russian', 'russian_genz').translation).toBe(
      'Это стрёмно.',
    );
    expect(translateStyle('Это стремно.', 'russian_genz', 'russian').translation).toBe(
      'Это странно.',
    );
  });
});

describe('translateStyle: refusals and edge cases', () => {
  it('refuses a cross-language pair with a 422 the visitor can act on, without operator details', () => {
    let caught: unknown;
    try {
      translateStyle('Hello', 'standard_english', 'spanish');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CrossLanguageError);
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as CrossLanguageError;
    expect(error.message).toBe(
      "Translating from Standard English to Spanish isn't available on this server yet. Try translating to another style of English, such as Formal English.",
    );
    expect(error.message).not.toMatch(/LLM_|provider/);
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'targetLanguage', message: error.message }]);
    expect(() => translateStyle('Hola', 'spain_genz', 'russian_genz')).toThrow(CrossLanguageError);
    expect(() => translateStyle('Bonjour', 'french', 'gen_z_english')).toThrow(
      /^Translating from French to Gen Z English isn't available on this server yet\.$/,
    );
  });

  it('rejects unknown language codes', () => {
    expect(() => translateStyle('hi', 'klingon', 'gen_z_english')).toThrow(/Unknown language code/);
  });

  it('answers empty or blank text without inventing anything', () => {
    expect(toGenZ('')).toEqual({
      translation: '',
      explanation: 'There is no text to rewrite.',
      terms: [],
      cardTerms: [],
      direction: 'ltr',
      alternatives: [],
    });
    expect(toGenZ('   \n ').translation).toBe('   \n ');
  });

  it('says plainly when nothing matched and shows the text unchanged', () => {
    expect(toGenZ('The train leaves at noon.')).toEqual({
      translation: 'The train leaves at noon.',
      explanation:
        'No phrase in this text has a common Gen Z English equivalent in the offline lexicon; it is shown unchanged.',
      terms: [],
      cardTerms: [],
      direction: 'ltr',
      alternatives: [],
    });
    expect(
      translateStyle('The train leaves at noon.', 'gen_z_english', 'standard_english').explanation,
    ).toBe(
      'No Gen Z English phrase in this text is in the offline lexicon; it is shown unchanged.',
    );
  });

  it('leaves text unchanged when source and target are the same style', () => {
    expect(translateStyle('no cap', 'gen_z_english', 'gen_z_english')).toMatchObject({
      translation: 'no cap',
      terms: [],
      cardTerms: [],
    });
  });
});
