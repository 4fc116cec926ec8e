// The content blocklist: slurs and hateful terms that must never appear in built-in content, shared by the
// content tests (lexicons.test.ts runs it over every content file; decks.test.ts over the flashcard decks).
import { createHash } from 'node:crypto';

/**
 * Slurs and hateful terms (English, Spanish, German, Russian) as SHA-256 of the lower-cased word, so that this
 * file does not spell them out. A word of built-in content whose hash is listed fails the test.
 */
export const BLOCKED_WORD_HASHES = new Set([
  'f9d0d9b18ae9033a5ea36df19bf279b059e887a9ae785db81117bceaecc95933',
  '9915ba2d822280f22c283df4e76584a40e0119fc58f73c5f84d4fdb04d04fa6f',
  '8f5083e3e5c7dc8932f2bf58212f963f3a44752618c96297f82623f736c52738',
  '1e02eec4f1095143be282056557034d4e8ab915342c1af508223141d472d2347',
  'cc02032349c833ac5e97bac094560ed40e09acf34cb1978ab7a9840b9bf15b4d',
  'd5ebe71514c411d4780bc4a254376a78deef408f047d9d39aa5c0948181df41d',
  'c3de533e9b7fe63b79f648687a30d2861edd92fe7c3cd1f2c485e0a605367624',
  'd489989cc0ef68a01540f15dd69533ee9f1b78c8ba48c5a5280ea3f2561b0329',
  '08a841e996781e9e77d30a4e4420a8f501a280b00624e6d1224bf54aaff73eba',
  '341d56384afc0f47b34ca18273e793be555507a49444c30d3d0588688de46cb3',
  '120f6e5b4ea32f65bda68452fcfaaef06b0136e1d0e4a6f60bc3771fa0936dd6',
  '5b3ae48be122f7ed19b4cc587649f41f9d2565df51cfa332f8e7806f4ebb9032',
  '22fc75e65a0e9d34324092a7c6a8dba961853294abca4e5914e60c550f48e0c2',
  '158869a97379229b7681efae9d7f9c9214134e836d649ba53477c0c111414d59',
  'bd331fb1d24298f52943034a243a341877957b895f4372b11babb87262904ed6',
  'ce8af90a24cc9298a0f8ccf38ff2462b38b4081c8b04cd4e759640aef7065bcb',
  'a511c0753b1214eb1b5523b2d3ed476d3d5ad490307acc9605ff0b60b232a0a2',
  '98b52c4b6b7d1f48e7477a5ccc10955dd195d0ac5a38c8281bfeb08762634909',
  'e10c5b19ca9fd258deff8568d6351446851b23e6ce7c6bbb7f6be594332ae183',
  '333f7618092958c75b8c5af6f1ec77b42803922a0fc6ff1570a8af3a3aab3b4a',
  '16ea09fc78ca83ca502cbcf2377acdf280bf18f61e259153f0868405eedab5ef',
  'eef3bd091670c3447022d619c06ad15de96da72b5a66f28bb8b75d1b1c12a05f',
  '43aa53816900e29f194f1f8c16fe5744b150eb1ef5184b32d41b52ef26178819',
  'a8797bcd386ec8e65b835499b2e3cc097ccfb455c7575b8b3e208b7ee55372aa',
  '1797cf7567224e992360e84fe180cc5f4d681366841e094a5ec5a59083681180',
  'dbcd78099015a84ef992b2f62e78ac5f34efecfe7b3f5fbb04bbecdf37884655',
]);

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The blocked words in a text: each word, and the word without a plural or past ending, is checked. */
export function blockedWords(
  text: string,
  blocked: ReadonlySet<string> = BLOCKED_WORD_HASHES,
): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  return words.filter((word) =>
    [word, word.replace(/(?:s|es|ed)$/u, '')].some((form) => blocked.has(sha256(form))),
  );
}

/** Every string of a JSON value, with the path that leads to it. */
export function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
