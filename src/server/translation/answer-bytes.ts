// The JSON bytes of a known translate answer, serialised once per answer object (issue 27 item 7). The pipeline
// hands on the same frozen object for every hit of one cache entry or editor translation, so a hit is written as
// ready bytes: no JSON.stringify, no UTF-8 encoding of its explanation's curly quotes, per request.
import type { TranslateResponse } from '@shared/schemas/translate';

const serialised = new WeakMap<TranslateResponse, Buffer>();

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function answerBytes(answer: TranslateResponse): Buffer {
  let bytes = serialised.get(answer);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(answer));
    serialised.set(answer, bytes);
  }
  return bytes;
}
