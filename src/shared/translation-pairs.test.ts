import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from './languages';
import {
  availableTargetsNote,
  canTranslateFrom,
  isPairAvailable,
  unavailablePairMessage,
} from './translation-pairs';

const offline = { aiProvider: false };
const withAi = { aiProvider: true };

describe('isPairAvailable', () => {
  it('offers styles of one language offline, and every pair with an AI provider', () => {
    expect(isPairAvailable('standard_english', 'gen_z_english', offline)).toBe(true);
    expect(isPairAvailable('spain_genz', 'rioplatense_spanish', offline)).toBe(true);
    expect(isPairAvailable('standard_english', 'spanish', offline)).toBe(false);
    expect(isPairAvailable('iraqi_arabic', 'persian_slang', offline)).toBe(false);
    expect(isPairAvailable('standard_english', 'spanish', withAi)).toBe(true);
    expect(isPairAvailable('klingon', 'gen_z_english', offline)).toBe(false);
  });

  it('is symmetric, so swapping an available pair keeps it available', () => {
    for (const a of LANGUAGE_OPTIONS) {
      for (const b of LANGUAGE_OPTIONS) {
        expect(isPairAvailable(a.code, b.code, offline)).toBe(
          isPairAvailable(b.code, a.code, offline),
        );
      }
    }
  });
});

describe('canTranslateFrom', () => {
  it('says French, the only style of its language, has nothing to translate into offline', () => {
    expect(canTranslateFrom('french', offline)).toBe(false);
    expect(canTranslateFrom('french', withAi)).toBe(true);
    expect(canTranslateFrom('standard_german', offline)).toBe(true);
  });
});

describe('unavailablePairMessage', () => {
  it('speaks to the visitor, names the pair and suggests a style that works', () => {
    expect(unavailablePairMessage('standard_english', 'spanish')).toBe(
      "Translating from Standard English to Spanish isn't available on this server yet. Try translating to another style of English, such as Formal English.",
    );
    expect(unavailablePairMessage('french', 'gen_z_english')).toBe(
      "Translating from French to Gen Z English isn't available on this server yet.",
    );
    expect(unavailablePairMessage('spanish', 'aave')).not.toMatch(/LLM|provider|server URL/i);
  });
});

describe('availableTargetsNote', () => {
  it('names the styles the visitor can choose instead', () => {
    expect(availableTargetsNote('rioplatense_spanish')).toBe(
      'Only Spanish styles can be translated from Rioplatense Spanish on this server for now.',
    );
  });
});
