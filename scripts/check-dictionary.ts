// Checks content/dictionary/ quickly while writing it: `npx tsx scripts/check-dictionary.ts`.
// Prints the entry count per category, or the first problem found. The full checks are content/dictionary.test.ts.
import { loadBuiltInDictionary } from '../src/server/dictionary/content';

const dictionary = loadBuiltInDictionary();
let total = 0;
for (const country of dictionary.countries) {
  for (const category of country.subcategories) {
    total += category.entries.length;
    const withContext = category.entries.filter((entry) => entry.context).length;
    console.log(
      `${country.id}/${category.id}: ${category.entries.length} entries, ${withContext} with context`,
    );
  }
}
console.log(`total ${total}, content version ${dictionary.version}`);
