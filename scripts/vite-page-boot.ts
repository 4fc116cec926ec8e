// The build's last step on index.html (ADR 013): the stylesheet and the theme script go inline, so the first paint
// waits on no other request, and the module script with its modulepreload links becomes the boot script of
// src/shared/page-boot.ts, which imports them once the page has painted. The development server keeps index.html
// as it is.
import { readFileSync } from 'node:fs';
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import {
  PAGE_BOOT_ID,
  PAGE_BOOT_MODULES_ATTRIBUTE,
  PAGE_BOOT_SCRIPT,
} from '../src/shared/page-boot';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
const THEME_SCRIPT = '<script src="/theme-init.js"></script>';

function cssOf(bundle: OutputBundle, fileName: string): string {
  const asset = bundle[fileName] as OutputAsset | undefined;
  if (!asset || asset.type !== 'asset') throw new Error(`page boot: no CSS asset ${fileName}`);
  const css =
    typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  if (css.includes('</style'))
    throw new Error('page boot: the CSS cannot be inlined (it contains </style)');
  return css;
}

export function pageBoot({ themeScriptFile }: { themeScriptFile: string }): Plugin {
  return {
    name: 'slangbridge-page-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('page boot: no module script in index.html');
        const stylesheet = STYLESHEET.exec(html)?.[1];
        if (!stylesheet) throw new Error('page boot: no stylesheet in index.html');
        if (!html.includes(THEME_SCRIPT))
          throw new Error('page boot: no theme script in index.html');
        const themeScript = readFileSync(themeScriptFile, 'utf8').trim();
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, () => `<style>${cssOf(bundle, stylesheet)}</style>`)
          .replace(THEME_SCRIPT, () => `<script>${themeScript}</script>`)
          .replace(
            '</body>',
            () =>
              `  <script id="${PAGE_BOOT_ID}" ${PAGE_BOOT_MODULES_ATTRIBUTE}="${entry}">${PAGE_BOOT_SCRIPT}</script>\n  </body>`,
          );
      },
    },
  };
}
