import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sourceOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the policy's hashes of the page's inline scripts", () => {
  it('hashes each inline script by its text, attributes aside, once per distinct text', () => {
    const theme = "document.documentElement.classList.toggle('dark', false);";
    const boot = '(function () { /* boot */ })();';
    const html = `<head><script>${theme}</script></head><body><script id="page-boot" data-modules="/a.js /b.js">${boot}</script><script>${theme}</script></body>`;
    expect(inlineScriptSources(html)).toEqual([sourceOf(theme), sourceOf(boot)]);
  });

  it('leaves out scripts loaded from a file and JSON data, which never run inline', () => {
    const html =
      '<script type="module" src="/assets/index.js"></script>' +
      '<script type="application/json" id="prefetched-queries">{"queries":[]}</script>' +
      '<script type="application/ld+json">{"@type":"DefinedTerm"}</script>';
    expect(inlineScriptSources(html)).toEqual([]);
  });

  it('matches the hash browsers compute (the example of the CSP specification’s algorithm)', () => {
    // sha256 of "alert('Hello, world.');", as given for script-src hashes in the CSP Level 3 draft.
    expect(inlineScriptSources("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });
});
