// How long a text is, as people and JSON Schema count it: in Unicode code points, not in UTF-16 code units
// (JavaScript's `length`, zod's `.max`, HTML's `maxlength`). An emoji such as 😀 is one character here, two units
// there. Every limit on what someone writes (the translator's 5,000, /v1's `maxLength`, the daily quota) counts
// with these, so the counter, the server's check, the OpenAPI document and the quota agree.

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The number of code points in `text`; a lone surrogate counts as one (as Ajv's `maxLength` counts it). */
export function codePointLength(text: string): number {
  let length = text.length;
  // One pass without allocating (this runs on every /v1 call): each surrogate pair is one code point.
  for (let index = 0; index < text.length - 1; index++) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      length--;
      index++;
    }
  }
  return length;
}

/** The first `max` code points of `text` (never half of a surrogate pair). */
export function truncateToCodePoints(text: string, max: number): string {
  // Fewer units than `max` means fewer code points too: nothing to cut.
  if (text.length <= max) return text;
  let units = 0;
  for (let points = 0; points < max && units < text.length; points++) {
    const pair =
      isHighSurrogate(text.charCodeAt(units)) && isLowSurrogate(text.charCodeAt(units + 1));
    units += pair ? 2 : 1;
  }
  return text.slice(0, units);
}
