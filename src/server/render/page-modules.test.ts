import { describe, expect, it } from 'vitest';
import { withPageModules, type ViteManifest } from './page-modules';

const manifest: ViteManifest = {
  'app/routes/flashcards.tsx': { file: 'assets/flashcards-abc.js' },
  'app/routes/about.tsx': { file: 'assets/about-def.js' },
  'index.html': { file: 'assets/index-123.js' },
};
const page = (modules: string) =>
  `<body><div id="root"></div><script id="page-boot" data-modules="${modules}">(boot)</script></body>`;

describe("a page's modules in its boot script", () => {
  it("adds the rendered pages' chunks after the entry", () => {
    expect(
      withPageModules(manifest, ['app/routes/flashcards.tsx'], page('/assets/index-123.js')),
    ).toBe(page('/assets/index-123.js /assets/flashcards-abc.js'));
  });

  it('names a chunk once, and leaves out modules the build does not know', () => {
    const html = page('/assets/index-123.js /assets/about-def.js');
    expect(withPageModules(manifest, ['app/routes/about.tsx', 'app/routes/gone.tsx'], html)).toBe(
      html,
    );
    expect(withPageModules(manifest, ['index.html'], page('/assets/index-123.js'))).toBe(
      page('/assets/index-123.js'),
    );
  });

  it('leaves a page without the boot script as it is', () => {
    const html = '<body><div id="root"></div></body>';
    expect(withPageModules(manifest, ['app/routes/flashcards.tsx'], html)).toBe(html);
  });
});
