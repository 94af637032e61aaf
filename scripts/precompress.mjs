// Trunk post-build step after post-build.mjs (see Trunk.toml; release builds only), also
// usable by hand: node scripts/precompress.mjs DIR
//
// Writes, beside every file of the built site, FILE.gz: the same bytes gzip-compressed with
// zopfli (npm @gfx/zopfli, pinned in package.json), which finds a smaller deflate stream
// than `gzip -9` (about 5 % on the wasm) and stays readable by every gzip decoder. A server
// that serves precompressed files (nginx `gzip_static on;`, Caddy `file_server { precompressed
// gzip }`, tests/e2e/static_server.py) sends FILE.gz with `Content-Encoding: gzip` to a
// browser that accepts gzip; scripts/size-report.sh counts those bytes. A .gz is written only
// when it is smaller than the file (PNGs are deflate-compressed already), and is checked by
// decompressing it again before it is kept. Stale .gz files (source gone or changed) are
// rewritten or removed, so running the script again is safe.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
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
for (const gz of all.filter((p) => p.endsWith('.gz'))) {
  if (!existsSync(gz.slice(0, -3))) rmSync(gz);
}

let raw = 0;
let shipped = 0;
let written = 0;
for (const file of all.filter((p) => !p.endsWith('.gz')).sort()) {
  const bytes = readFileSync(file);
  const gzPath = `${file}.gz`;
  const gz = Buffer.from(await gzipAsync(bytes, { numiterations: ITERATIONS }));
  if (!gunzipSync(gz).equals(bytes)) fail(`zopfli's output for ${path.relative(dir, file)} does not decompress to the file`);
  raw += bytes.length;
  if (gz.length < bytes.length) {
    writeFileSync(gzPath, gz);
    shipped += gz.length;
    written += 1;
  } else {
    rmSync(gzPath, { force: true });
    shipped += bytes.length;
  }
}
console.log(`precompress: ${written} .gz files (zopfli); the site is ${raw} B, ${shipped} B sent to a browser that accepts gzip`);
