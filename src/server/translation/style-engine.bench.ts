// Benchmark of the built-in style engine (budget: a 5000-character input well under 10 ms after warm-up).
// Run: npx vitest bench --run --project node src/server/translation
import { bench, describe } from 'vitest';
import { getStyleEngine } from './style-engine';

const engine = getStyleEngine();
engine.warm();

/** Repeats sample text up to exactly `length` characters. */
const sized = (sample: string, length = 5000) =>
  sample.repeat(Math.ceil(length / sample.length)).slice(0, length);

const inputs: [string, string, string][] = [
  [
    'standard_english',
    'gen_z_english',
    sized(
      'That party was really great, I am not lying. To be honest the food tastes so good and I kind of want more. ',
    ),
  ],
  [
    'gen_z_english',
    'standard_english',
    sized('ngl that party was fire fr, no cap. The food was bussin tho, I lowkey want more rn. '),
  ],
  [
    'british_english',
    'gen_z_english',
    sized('Cheers mate, I am knackered, innit? Fancy a cuppa in my flat? '),
  ],
  [
    'standard_german',
    'formal_german',
    sized('Hallo! Kannst du mir helfen? Wenn du Zeit hast, ruf mich an. '),
  ],
  [
    'classical_arabic',
    'iraqi_arabic',
    sized('كيف حالك؟ ماذا تريد الآن؟ لا أعرف، لكن هذا جيد جداً. '),
  ],
  [
    'standard_persian',
    'persian_slang',
    sized('سلام، حالت چطور است؟ نمی‌دانم چه می‌گویی. خانه خیلی خوب است. '),
  ],
];

describe('translateStyle, 5000 characters', () => {
  for (const [source, target, text] of inputs) {
    bench(`${source} → ${target}`, () => {
      engine.translateStyle(text, source, target);
    });
  }
});
