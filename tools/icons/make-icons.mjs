// Renders the app icons in public/icons/ from tools/icons/icon.svg with Debian's Chromium
// (through playwright-core, already a dev dependency): nothing else to install.
//
//   node tools/icons/make-icons.mjs
//
// - icon.svg: the icon as drawn (rounded square, transparent corners), minified: the
//   manifest's scalable "any" icon, sharp at every size a desktop or launcher asks for;
// - icon-192.png: the same as a PNG, for browsers that take no SVG icon (192 px is
//   above the 144 px Chrome requires of an installable app's icon);
// - icon-maskable-512.png: full-bleed background, drawing scaled into the central 80 %
//   (the safe zone of maskable icons), for launchers that cut their own shape;
// - apple-touch-icon.png (180): full-bleed too (iOS rounds the corners itself).
// The PNGs are committed; run this again only after changing icon.svg. They are then
// reduced to a 24-colour palette with pngquant (Debian: apt-get install pngquant), which
// the flat drawing does not need more than: the service worker downloads them with the
// app. Without pngquant the full-colour PNGs are kept (with a warning). Then zopflipng
// (Debian: apt-get install zopfli) recompresses them losslessly, if it is there.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const OUT = path.join(ROOT, 'public', 'icons');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const source = readFileSync(path.join(HERE, 'icon.svg'), 'utf8');

/** The drawing filling the square, shrunk to `scale` around the centre. */
function fullBleed(svg, scale) {
  return svg
    .replace(/<rect id="bg"([^>]*?) rx="\d+"/, '<rect id="bg"$1')
    .replace('<g id="art">', `<g id="art" transform="translate(256 256) scale(${scale}) translate(-256 -256)">`);
}

const variants = [
  { file: 'icon-192.png', size: 192, svg: source },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(source, 0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(source, 0.9) },
];

mkdirSync(OUT, { recursive: true });
// The SVG as shipped: comments and the whitespace between elements dropped.
const minified = source
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/>\s+</g, '><')
  .replace(/\s+/g, ' ')
  .trim();
writeFileSync(path.join(OUT, 'icon.svg'), `${minified}\n`);
console.log(`icon.svg: ${source.length} -> ${minified.length + 1} bytes`);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const v of variants) {
    await page.setViewportSize({ width: v.size, height: v.size });
    const svg = v.svg.replace(/width="512" height="512"/, `width="${v.size}" height="${v.size}"`);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: v.size, height: v.size },
    });
    const file = path.join(OUT, v.file);
    writeFileSync(file, png);
    try {
      execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--speed', '1', '--output', file, '24', file]);
    } catch (e) {
      if (e.code === 'ENOENT') console.warn('pngquant not found: keeping the full-colour PNG');
      // Status 98/99: the quantized file would not be smaller or good enough; keep it as is.
    }
    try {
      // Lossless: the same pixels, deflated harder (about 10 % smaller).
      execFileSync('zopflipng', ['-y', '-m', '--iterations=50', '--filters=0me', file, file], { stdio: 'ignore' });
    } catch (e) {
      if (e.code === 'ENOENT') console.warn('zopflipng not found: keeping the PNG as pngquant wrote it');
      else throw e;
    }
    console.log(`${v.file}: ${v.size}x${v.size}, ${png.length} -> ${statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
