// Builds the browser app; the server serves dist/client in production and proxies nothing in dev.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/client/features/pwa/web-app-manifest';
import { pageBoot } from './scripts/vite-page-boot';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The development server (and a build made with CN_CHECK=1) gets the `cn` that reports conflicting Tailwind classes
// (src/client/lib/cn.checked.ts); listed before `@client` so it wins.
const checkedClassNames = (command: 'build' | 'serve') =>
  command === 'serve' || process.env.CN_CHECK === '1'
    ? [{ find: /^@client\/lib\/cn$/, replacement: fromRoot('./src/client/lib/cn.checked.ts') }]
    : [];

export default defineConfig(({ command }) => ({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    pageBoot({ themeScriptFile: fromRoot('./src/client/public/theme-init.js') }),
  ],
  resolve: {
    alias: [
      ...checkedClassNames(command),
      { find: '@shared', replacement: fromRoot('./src/shared') },
      { find: '@client', replacement: fromRoot('./src/client') },
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fromRoot('./src/client/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser with modulepreload (Chrome/Edge 66+, Safari 17+, Firefox 115+) preloads without it; older ones
    // still load every chunk, one step later. Dropping the polyfill keeps ≈0.2 KB out of /'s first load.
    modulePreload: {
      polyfill: false,
      // No <link rel="modulepreload"> added at run time for a lazily loaded chunk's imports: appending them was a
      // long task of its own while a page hydrated (≈ 40 ms a page at Lighthouse's 4× slowdown). A page's own chunk
      // is named in its boot script by the server (src/server/render/page-modules.ts, ADR 013); a chunk fetches its
      // imports once parsed, one round trip more for what was not needed at first.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs, in one chunk: left to automatic splitting they came in several small
          // chunks, each gzipped on its own, ≈ 1.1 KB more on /'s first load (bench/bundle-size.mjs).
          groups: [
            {
              name: 'vendor',
              test: /node_modules\/(react|react-dom|scheduler|@tanstack|wouter|clsx|class-variance-authority)\//,
            },
          ],
        },
      },
    },
  },
  // The app's server build (npm run build:render) carries its libraries, React included, built for production:
  // from node_modules React would pick its development build whenever NODE_ENV is not "production".
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '^/api/': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
}));
