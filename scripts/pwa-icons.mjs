// Draws the tab's and the installable app's PNG icons from the favicon (src/client/public/favicon.svg), so the home-screen icon
// is the same picture as the tab's. Run it after changing the favicon and commit the PNGs: the build then needs
// no renderer and nothing is fetched at run time.
// Usage: node scripts/pwa-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const publicDir = new URL('../src/client/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

// A maskable icon is cut to any shape (circle, squircle) by the launcher, which keeps only a circle of 40 % of
// its width around the middle: the favicon's gradient fills the whole square (no rounded corners for the mask to
// cut into) and its drawing, whose farthest point is 37 % out, shrinks to 80 % so it keeps a margin inside the circle.
const maskable = () => {
  const background = /<rect [^>]*rx="16"[^>]*\/>/.exec(favicon)?.[0];
  if (!background) throw new Error('favicon.svg changed: expected one <rect rx="16"> background');
  const [before, drawing] = favicon.split(background);
  return (
    before +
    background.replace(' rx="16"', '') +
    `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${drawing.replace('</svg>', '')}</g></svg>`
  );
};

const render = (svg, size) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' })
    .render()
    .asPng();

const icons = [
  // The tab's icon as a PNG: an SVG favicon made Chromium build an SVG document on the page's main thread while
  // the page loaded (≈ 15–25 ms, a long task at a phone's speed).
  { file: 'favicon-48x48.png', png: render(favicon, 48) },
  { file: 'pwa-192x192.png', png: render(favicon, 192) },
  { file: 'pwa-512x512.png', png: render(favicon, 512) },
  { file: 'pwa-maskable-512x512.png', png: render(maskable(), 512) },
];
for (const { file, png } of icons) {
  writeFileSync(new URL(file, publicDir), png);
  console.log(`Wrote src/client/public/${file} (${(png.length / 1024).toFixed(1)} KB)`);
}
