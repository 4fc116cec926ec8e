import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT } from '../src/shared/page-boot';
import { pageBoot } from './vite-page-boot';

const dir = mkdtempSync(join(tmpdir(), 'slangbridge-page-boot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const themeScriptFile = join(dir, 'theme-init.js');
writeFileSync(themeScriptFile, "document.documentElement.classList.toggle('dark', false);\n");

/** index.html as Vite's own build steps leave it. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function transform(html: string, bundle: Record<string, unknown> | undefined) {
  const hook = pageBoot({ themeScriptFile }).transformIndexHtml as {
    handler: IndexHtmlTransformHook;
  };
  return hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  } as IndexHtmlTransformContext);
}

describe('the built page boots after its first paint', () => {
  it('inlines the styles and the theme script, and leaves the modules to the boot script', async () => {
    const html = (await transform(BUILT, {
      'assets/index-3.css': {
        type: 'asset',
        fileName: 'assets/index-3.css',
        source: '.a{color:red}',
      },
    })) as string;
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain(
      "<script>document.documentElement.classList.toggle('dark', false);</script>",
    );
    expect(html).not.toMatch(
      /<link rel="(stylesheet|modulepreload)"|<script type="module"|theme-init\.js/,
    );
    expect(html).toContain(
      `<script id="page-boot" data-modules="/assets/index-1.js">${PAGE_BOOT_SCRIPT}</script>\n  </body>`,
    );
  });

  it('refuses a stylesheet it cannot inline, and leaves the development server alone', async () => {
    await expect(async () =>
      transform(BUILT, {
        'assets/index-3.css': {
          type: 'asset',
          fileName: 'assets/index-3.css',
          source: 'a{}</style>',
        },
      }),
    ).rejects.toThrow(/cannot be inlined/);
    expect(await transform(BUILT, undefined)).toBe(BUILT);
  });
});
