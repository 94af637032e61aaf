// Trunk post-build step (see Trunk.toml), also usable by hand: node scripts/post-build.mjs DIR
//
// 1. Content-Security-Policy: index.html carries the policy in a <meta> tag; Trunk writes
//    an inline module script that loads the wasm, so every `'sha256-…'` source in the
//    policy's script-src is replaced by the hashes of the inline scripts actually in the
//    page (nothing else inline may run). Likewise style-src gets the hashes of the inline
//    <style> elements: those of index.html and of the SVGs in public/ (the map is compiled
//    into the wasm and inserted into the page with its <style>).
// 2. Service worker: in DIR/sw.js the line `const BUILD = …;` gets the list of every file
//    to precache (all of DIR but sw.js) and a version: a hash of those files' names and
//    contents, so each build with a change has its own cache name and the browser sees a
//    new worker.
// 0. Release builds only: wasm-bindgen's JS (every .js at the top of DIR but sw.js) is
//    minified with terser (npm, pinned in package.json; Trunk's own JS minifier cannot parse
//    it), and the `integrity` that Trunk wrote for it in index.html is recomputed. Before
//    that, the exported JS classes whose wasm exports wasm-opt removed (index.html:
//    `--remove-exports`, wasm-streams' IntoUnderlying* classes) are dropped with their
//    finalization registries; if the wasm still exports them, they stay.
// All steps are idempotent: running the script again on its own output recomputes them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('usage: node scripts/post-build.mjs DIR (or set TRUNK_STAGING_DIR)');
  process.exit(2);
}

function fail(message) {
  console.error(`post-build: ${message}`);
  process.exit(1);
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const indexPath = path.join(dir, 'index.html');
let html = readFileSync(indexPath, 'utf8');
// `trunk serve` (a debug build) adds a live-reload script whose address it fills in when
// serving, after this hash: debug builds allow inline scripts instead (release builds,
// which the tests and the players get, never do).
const debug = process.env.TRUNK_PROFILE === 'debug';

// ---- 0. Minified JS (release builds)

// The names of the wasm module's exports (its export section).
function wasmExports(file) {
  const names = new Set();
  try {
    const mod = new WebAssembly.Module(readFileSync(file));
    for (const e of WebAssembly.Module.exports(mod)) names.add(e.name);
  } catch {
    // Not there or not valid: keep every class.
  }
  return names;
}

// wasm-bindgen's `export class X { ... }` blocks (up to the `Symbol.dispose` line that
// follows each) and their `XFinalization` registries, for each class X none of whose
// methods the wasm exports any more. Terser then drops what only they used.
function withoutRemovedClasses(source, jsName) {
  const exports = wasmExports(path.join(dir, jsName.replace(/\.js$/, '_bg.wasm')));
  if (exports.size === 0) return source;
  const exported = (cls) => {
    const lower = cls.toLowerCase();
    return [...exports].some((e) => e.startsWith(`${lower}_`) || e === `__wbg_${lower}_free`);
  };
  const removed = [];
  const classRe = /^export class (\w+) \{\n[\s\S]*?^if \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm;
  let out = source.replace(classRe, (block, cls) => {
    if (exported(cls)) return block;
    removed.push(cls);
    return '';
  });
  for (const cls of removed) out = out.replace(new RegExp(`^const ${cls}Finalization = [^;]*;\n`, 'm'), '');
  if (removed.length) console.log(`post-build: dropped the JS classes ${removed.join(', ')} (not exported by the wasm)`);
  return out;
}

if (!debug) {
  let minify;
  try {
    ({ minify } = await import('terser'));
  } catch {
    fail('terser is missing: run npm ci (scripts/setup.sh does)');
  }
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js') || name === 'sw.js') continue;
    const file = path.join(dir, name);
    const source = withoutRemovedClasses(readFileSync(file, 'utf8'), name);
    const out = await minify(source, { module: true, compress: true, mangle: true });
    if (typeof out.code !== 'string') fail(`terser gave no output for ${name}`);
    writeFileSync(file, out.code);
    const integrity = `sha384-${createHash('sha384').update(out.code, 'utf8').digest('base64')}`;
    const escaped = name.replace(/[.]/g, '\\.');
    const tagRe = new RegExp(`<[^>]*\\bhref="?/?${escaped}"?[\\s>][^>]*>?`, 'g');
    html = html.replace(tagRe, (tag) => tag.replace(/\bintegrity=("?)sha384-[A-Za-z0-9+/=]+\1/, `integrity=$1${integrity}$1`));
  }
}

// ---- 1. CSP hashes of the inline scripts and styles
const scriptHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
const styleSources = [html];
for (const name of readdirSync(path.join(ROOT, 'public'))) {
  if (name.endsWith('.svg')) styleSources.push(readFileSync(path.join(ROOT, 'public', name), 'utf8'));
}
const styleHashes = [
  ...new Set(styleSources.flatMap((text) => [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1])))),
];
// The <meta> tag as written in index.html or as Trunk's HTML minifier leaves it (release
// builds: attributes reordered, quotes dropped where not needed).
const metaRe = /<meta\b[^>]*\bhttp-equiv="?Content-Security-Policy"?[\s>/][^>]*>?/;
const contentRe = /(\bcontent=")([^"]*)(")/;
const meta = metaRe.exec(html);
const csp = meta && contentRe.exec(meta[0]);
if (!csp) fail('index.html has no Content-Security-Policy meta tag');
function withHashes(policy, directive, hashes) {
  const re = new RegExp(`(^|;\\s*)${directive} ([^;]*)`);
  if (!re.test(policy)) fail(`the Content-Security-Policy has no ${directive}`);
  return policy.replace(re, (_, lead, sources) => {
    const kept = sources.split(/\s+/).filter((s) => s && !s.startsWith("'sha256-") && s !== "'unsafe-inline'");
    return `${lead}${directive} ${[...kept, ...hashes].join(' ')}`;
  });
}
const scriptSources = debug ? ["'unsafe-inline'"] : scriptHashes;
const policy = withHashes(withHashes(csp[2], 'script-src', scriptSources), 'style-src', styleHashes);
html = html.replace(meta[0], meta[0].replace(contentRe, `$1${policy}$3`));
writeFileSync(indexPath, html);

// ---- 2. The service worker's precache list and version
function walk(d, out = []) {
  for (const name of readdirSync(d)) {
    const p = path.join(d, name);
    if (name.startsWith('.')) continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}
const swPath = path.join(dir, 'sw.js');
// FILE.gz (scripts/precompress.mjs, run after this script) is the same file, compressed
// for the network: the worker precaches FILE, which the browser receives decoded.
const files = walk(dir)
  .filter((p) => p !== swPath && !p.endsWith('.gz'))
  .map((p) => path.relative(dir, p).split(path.sep).join('/'))
  .sort();
const digest = createHash('sha256');
for (const f of files) {
  digest.update(f).update('\0').update(readFileSync(path.join(dir, f))).update('\0');
}
const version = digest.digest('hex').slice(0, 16);
const sw = readFileSync(swPath, 'utf8');
const buildRe = /^const BUILD = .*;$/m;
if (!buildRe.test(sw)) fail('sw.js has no `const BUILD = …;` line');
writeFileSync(swPath, sw.replace(buildRe, `const BUILD = ${JSON.stringify({ version, files })};`));
const scripts = debug ? 'inline scripts allowed (debug build)' : `${scriptHashes.length} inline script hash(es)`;
console.log(`post-build: CSP with ${scripts} and ${styleHashes.length} inline style hash(es); service worker ${version} precaches ${files.length} files`);
