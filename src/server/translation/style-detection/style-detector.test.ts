// The style detector on texts whose style is not in doubt, its scores, and the classifier underneath.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLASSIFIER_OPTIONS,
  NaiveBayesClassifier,
  featuresOf,
  normalizeForDetection,
} from './classifier';
import { getStyleDetector } from './style-detector';

describe('style detector', () => {
  const top = (text: string) => getStyleDetector().detect(text, 1)[0]?.code;

  it.each([
    ['no cap, that party was bussin fr', 'gen_z_english'],
    ['I am going to the store to buy some milk.', 'standard_english'],
    ['Let’s circle back on the action items and loop in the team.', 'business_en'],
    ['Cheers mate, I’m absolutely knackered after work.', 'british_english'],
    ['Che, ¿vos sabés dónde queda el bondi?', 'rioplatense_spanish'],
    ['Tío, esa peli mola mazo.', 'spain_genz'],
    ['Könnten Sie mir bitte helfen?', 'formal_german'],
    ['شلونك؟ شكو ماكو؟', 'iraqi_arabic'],
    ['Это был такой кринж, я ору.', 'russian_genz'],
    ['Je suis fatigué, on se voit demain ?', 'french'],
  ])('reads %j as %s', (text, style) => {
    expect(top(text)).toBe(style);
  });

  it('answers at most the candidates asked for, best first, their scores adding up to at most 1', () => {
    const candidates = getStyleDetector().detect('lowkey that fit is fire', 3);
    expect(candidates).toHaveLength(3);
    expect(candidates[0]).toMatchObject({ code: 'gen_z_english', name: 'Gen Z English' });
    const scores = candidates.map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.reduce((sum, score) => sum + score, 0)).toBeLessThanOrEqual(1.001);
    expect(getStyleDetector().detect('hello', 1)).toHaveLength(1);
  });
});

describe('naive Bayes classifier', () => {
  it('reads case, Arabic vowel marks, digits and spacing alike', () => {
    expect(normalizeForDetection('  Hello   WORLD 42 ')).toBe('hello world 00');
    expect(normalizeForDetection('كَلِّش')).toBe('كلش');
  });

  it('counts character n-grams, words and word pairs', () => {
    const features = featuresOf('no cap', DEFAULT_CLASSIFIER_OPTIONS);
    expect(features.get('wno')).toBe(DEFAULT_CLASSIFIER_OPTIONS.wordWeight);
    expect(features.get('bno cap')).toBe(DEFAULT_CLASSIFIER_OPTIONS.wordWeight);
    expect(features.get('c ca')).toBe(1);
  });

  it('learns which class a text belongs to', () => {
    const classifier = new NaiveBayesClassifier();
    classifier.learn('the cat sat on the mat', 'english');
    classifier.learn('der Hund sitzt auf der Matte', 'german');
    expect(classifier.classify('the dog sat')[0]?.label).toBe('english');
    expect(classifier.classify('der Kater')[0]?.label).toBe('german');
  });
});
