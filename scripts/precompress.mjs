// Trunk post-build step after post-build.mjs (see Trunk.toml; release builds only), also
// usable by hand: node scripts/precompress.mjs DIR
//
// Writes, beside every file of the built site, two precompressed copies of the same bytes:
// FILE.br, brotli at its best settings (Node's zlib, quality 11, 16 MB window), which every
// browser able to run the app accepts over HTTPS (a service worker and so the offline app
// need HTTPS anyway); and FILE.gz, gzip compressed with zopfli (npm @gfx/zopfli, pinned in
// package.json), which finds a smaller deflate stream than `gzip -9` (about 5 % on the wasm)
// and stays readable by every gzip decoder, for clients without brotli. A server that
// serves precompressed files (nginx `gzip_static on;` with `brotli_static on;`, Caddy
// `file_server { precompressed br gzip }`, tests/e2e/static_server.py) sends FILE.br with
// `Content-Encoding: br` to a browser that accepts brotli, else FILE.gz;
// scripts/size-report.sh counts those bytes. A copy is written only when it is smaller than
// the file (PNGs are deflate-compressed already), and is checked by decompressing it again
// before it is kept. Stale copies (source gone or changed) are rewritten or removed, so
// running the script again is safe.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { siteFiles } from './site-files.mjs';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('usage: node scripts/precompress.mjs DIR (or set TRUNK_STAGING_DIR)');
  process.exit(2);
}

function fail(message) {
  console.error(`precompress: ${message}`);
  process.exit(1);
}

let gzipAsync;
try {
  ({ gzipAsync } = await import('@gfx/zopfli'));
} catch {
  fail('@gfx/zopfli is missing: run npm ci (scripts/setup.sh does)');
}

// Zopfli's iterations: 15 is its default; more gains a few bytes for seconds of build.
const ITERATIONS = 15;


const all = siteFiles(dir);
const copy = (p) => p.endsWith('.gz') || p.endsWith('.br');
for (const c of all.filter(copy)) {
  if (!existsSync(c.slice(0, -3))) rmSync(c);
}

/** Brotli at its best: quality 11, the largest window, the size known in advance. */
function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Keeps `packed` at `to` when it is smaller than `bytes`, else removes any old copy. */
function keepIfSmaller(bytes, packed, to) {
  if (packed.length < bytes.length) {
    writeFileSync(to, packed);
    return packed.length;
  }
  rmSync(to, { force: true });
  return bytes.length;
}

let raw = 0;
let shipped = 0;
let shippedBr = 0;
let written = 0;
for (const file of all.filter((p) => !copy(p)).sort()) {
  const bytes = readFileSync(file);
  const gzPath = `${file}.gz`;
  // zopfli's, or gzip -9's where zopfli does worse (a few small files).
  const zopfli = Buffer.from(await gzipAsync(bytes, { numiterations: ITERATIONS }));
  const gzip9 = gzipSync(bytes, { level: 9 });
  const gz = gzip9.length < zopfli.length ? gzip9 : zopfli;
  if (!gunzipSync(gz).equals(bytes)) fail(`zopfli's output for ${path.relative(dir, file)} does not decompress to the file`);
  const br = brotli(bytes);
  if (!brotliDecompressSync(br).equals(bytes)) fail(`brotli's output for ${path.relative(dir, file)} does not decompress to the file`);
  raw += bytes.length;
  if (gz.length < bytes.length) written += 1;
  shipped += keepIfSmaller(bytes, gz, gzPath);
  shippedBr += keepIfSmaller(bytes, br, `${file}.br`);
}
console.log(
  `precompress: ${written} .gz (zopfli) and .br files; the site is ${raw} B, ${shippedBr} B sent to a browser that accepts brotli, ${shipped} B to one that accepts only gzip`,
);
