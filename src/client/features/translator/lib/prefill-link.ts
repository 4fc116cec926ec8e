// The translator's query-parameter prefill (spec 1 §2): input, output, source and target; language codes are
// accepted only when known. Shared links and "open in translator" links are built here too.
import { isKnownLanguage } from '@shared/languages';

export interface TranslatorPrefill {
  input?: string;
  output?: string;
  source?: string;
  target?: string;
}

const KEYS = ['input', 'output', 'source', 'target'] as const;

/** Reads the prefill from a query string ("?input=…"); unknown language codes are dropped. */
export function readPrefill(search: string): TranslatorPrefill {
  const params = new URLSearchParams(search);
  const prefill: TranslatorPrefill = {};
  const input = params.get('input');
  const output = params.get('output');
  const source = params.get('source');
  const target = params.get('target');
  if (input) prefill.input = input;
  if (output) prefill.output = output;
  if (source && isKnownLanguage(source)) prefill.source = source;
  if (target && isKnownLanguage(target)) prefill.target = target;
  return prefill;
}

/** True when the query string carries any prefill parameter (then the page clears it after reading). */
export function hasPrefill(search: string): boolean {
  const params = new URLSearchParams(search);
  return KEYS.some((key) => params.has(key));
}

/** An absolute link to the translator that opens with this prefill. */
export function buildTranslatorLink(prefill: TranslatorPrefill, origin = window.location.origin) {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = prefill[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `${origin}/${query ? `?${query}` : ''}`;
}
