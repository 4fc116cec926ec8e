// A multinomial naive Bayes classifier over the character n-grams and words of a text (issue 27 item 3; ADR 014
// says why it is written here). Character n-grams tell the script, the language and spellings apart (voseo's
// "tenés", Persian's "میخوام"); words and word pairs carry a style's vocabulary ("no cap", "circle back"). Every
// class has the same prior: how much text the content happens to hold for a variety says nothing about a
// sentence someone types.

export interface ClassifierOptions {
  /** Laplace smoothing added to every feature's count. */
  smoothing: number;
  /** How much a word or a word pair counts against one character n-gram. */
  wordWeight: number;
  /** Character n-gram lengths. */
  minGram: number;
  maxGram: number;
}

export const DEFAULT_CLASSIFIER_OPTIONS: ClassifierOptions = {
  smoothing: 0.1,
  wordWeight: 3,
  minGram: 1,
  maxGram: 4,
};

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;

/**
 * Letter case, Arabic vowel marks and the tatweel, digits and spacing do not tell a style. The Persian zero-width
 * non-joiner does, and is kept: written Persian puts it in "می‌خواهم", people texting mostly leave it out.
 */
export function normalizeForDetection(text: string): string {
  return text
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[’ʼ]/gu, "'")
    .replace(/\p{N}/gu, '0')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The weighted features of a text: character n-grams of the text padded with spaces, words, word pairs. */
export function featuresOf(text: string, options: ClassifierOptions): Map<string, number> {
  const normalized = normalizeForDetection(text);
  const features = new Map<string, number>();
  const add = (feature: string, weight: number) =>
    features.set(feature, (features.get(feature) ?? 0) + weight);
  const padded = ` ${normalized} `;
  const chars = [...padded];
  for (let n = options.minGram; n <= options.maxGram; n++)
    for (let i = 0; i + n <= chars.length; i++) {
      const gram = chars.slice(i, i + n).join('');
      if (gram.trim()) add(`c${gram}`, 1);
    }
  const words = normalized.match(WORD) ?? [];
  words.forEach((word, index) => {
    add(`w${word}`, options.wordWeight);
    if (index > 0) add(`b${words[index - 1]} ${word}`, options.wordWeight);
  });
  // A capital inside a sentence can be the style itself: German's polite "Sie" and "Ihnen" against "sie".
  for (const match of text.matchAll(/(?<![.!?¿¡]\s*|^\s*)\b(\p{Lu}[\p{L}\p{M}]*)/gu))
    add(`k${match[1]}`, options.wordWeight);
  return features;
}

export interface ClassScore {
  label: string;
  /** Log-likelihood of the text under the class, per unit of feature weight. */
  logLikelihood: number;
}

export class NaiveBayesClassifier {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();
  private readonly vocabulary = new Set<string>();

  constructor(readonly options: ClassifierOptions = DEFAULT_CLASSIFIER_OPTIONS) {}

  get labels(): string[] {
    return [...this.counts.keys()];
  }

  learn(text: string, label: string): void {
    let counts = this.counts.get(label);
    if (!counts) this.counts.set(label, (counts = new Map<string, number>()));
    let total = this.totals.get(label) ?? 0;
    for (const [feature, weight] of featuresOf(text, this.options)) {
      counts.set(feature, (counts.get(feature) ?? 0) + weight);
      total += weight;
      this.vocabulary.add(feature);
    }
    this.totals.set(label, total);
  }

  /** Every class, best first. Features no class has seen say nothing and are left out. */
  classify(text: string): ClassScore[] {
    const features = [...featuresOf(text, this.options)].filter(([feature]) =>
      this.vocabulary.has(feature),
    );
    const weight = features.reduce((sum, [, w]) => sum + w, 0) || 1;
    const { smoothing } = this.options;
    const vocabularySize = this.vocabulary.size;
    return this.labels
      .map((label) => {
        const counts = this.counts.get(label)!;
        const denominator = Math.log((this.totals.get(label) ?? 0) + smoothing * vocabularySize);
        let sum = 0;
        for (const [feature, w] of features)
          sum += w * (Math.log((counts.get(feature) ?? 0) + smoothing) - denominator);
        return { label, logLikelihood: sum / weight };
      })
      .sort((a, b) => b.logLikelihood - a.logLikelihood);
  }
}
