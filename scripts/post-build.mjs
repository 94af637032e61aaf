// Trunk post-build step (see Trunk.toml), also usable by hand: node scripts/post-build.mjs DIR
//
// In this order, so that every hash is computed on the files as shipped:
// 0. Release builds only, for wasm-bindgen's JS (every .js at the top of DIR but the app's
//    own scripts from public/, minified apart in 0a (boot.js, sw.js, journal.js, sound.js),
//    and the bots' worker, bot_worker*.js, whose glue terser minifies again) and
//    its wasm (X_bg.wasm beside X.js):
//    a. wasm-bindgen's JS minified with terser (npm, pinned in package.json; Trunk's own JS
//       minifier cannot parse it), then checked: the import object that its initSync hands
//       to WebAssembly.Instance (caught by a stub, no app code runs) provides every import
//       of its wasm. A JS that is already minified is only checked (this script's output).
//       Names between the two files are wasm-bindgen's, as it writes them.
//    b. every `integrity` in index.html (the JS, the wasm, the CSS) is recomputed from the
//       file it names (also in debug builds, where nothing changed).
//    c. Trunk's inline loader fetches the wasm with that integrity (Chromium ignores the
//       `integrity` of a wasm preload, so a modified wasm would run) and, when the fetch or
//       the start fails, shows why in both languages instead of a blank page (or of Home
//       written into the page, which would not work: it is removed). The fetch starts in
//       a one-line script right after the policy, in place of Trunk's preload.
//    d. the first screen (crates/present/src/present/prerender.rs, printed by the native bin
//       src/bin/prerender.rs through `cargo run`) goes into the page: Home in index.html,
//       right after <body>; the desk's loading state inside torneo.html's #desk. A page
//       that has it already is left as it is.
//    c2. the glue's modulepreload moves up, next to that fetch.
//    c3. an import map gives the loader's import of the glue the glue's integrity.
//    f. app.css and boot.js (minified by terser in 0a) go into index.html inline.
//    (before b) The bots' worker's loader fetches its glue and wasm with their integrity
//       first, and journal.js gets the loader's own integrity (the app checks it).
// 1. Content-Security-Policy: index.html carries the policy in a <meta> tag; Trunk writes
//    an inline module script that loads the wasm, so every `'sha256-…'` source in the
//    policy's script-src is replaced by the hashes of the inline scripts actually in the
//    page (nothing else inline may run). Likewise style-src gets the hashes of the inline
//    <style> elements: those of index.html and of the SVGs in public/ (the map is compiled
//    into the wasm and inserted into the page with its <style>).
// 1b. torneo.html (the desk's page): `integrity` on the files it loads, an import map
//    for desk.js, whose hash goes into its policy, and desk_bg.wasm's integrity in torneo.js.
// 2. Service worker: in DIR/sw.js the line `const BUILD = …;` gets the list of every file
//    to precache (all of DIR but sw.js), each file's integrity (sha256, checked by the
//    worker before a new version replaces the working one) and a version: a hash of those
//    files' names and contents, so each build with a change has its own cache name and the
//    browser sees a new worker.
// All steps are idempotent: running the script again on its own output changes nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFiles } from './site-files.mjs';
import { glueImports } from './wasm-glue.mjs';

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

// ---- 0a. wasm-bindgen's JS minified, and checked against its wasm (release builds)

// The imports of the wasm `bytes` that the glue `js` does not provide ("module.field"),
// found by running its initSync against a stub (scripts/wasm-glue.mjs).
async function missingImports(js, bytes) {
  const mod = new WebAssembly.Module(bytes);
  const provided = await glueImports(js, mod);
  return WebAssembly.Module.imports(mod)
    .filter((i) => !(i.name in (provided[i.module] ?? {})) || (i.kind === 'function' && typeof provided[i.module][i.name] !== 'function'))
    .map((i) => `${i.module}.${i.name}`);
}

// The worker's glue, minified by terser from wasm-bindgen's output
// (target/wasm-bindgen/<profile>/NAME, which Trunk copied and minified into DIR): the same
// glue gives the same file. Only as Trunk's hook (run by hand on a finished build, the
// file is left as it is); the glue's import names must be those of wasm-bindgen's file.
async function reminifyWorkerGlue(name, minify) {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging || path.resolve(staging) !== path.resolve(dir) || !process.env.TRUNK_PROFILE) return;
  const targetDir = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
  const original = path.join(targetDir, 'wasm-bindgen', process.env.TRUNK_PROFILE, name);
  if (!existsSync(original)) fail(`${original} (wasm-bindgen's output of ${name}) is missing`);
  const source = readFileSync(original, 'utf8');
  const shipped = readFileSync(path.join(dir, name), 'utf8');
  const names = (js) => [...new Set(js.match(/__wbg_[\w$]*_[0-9a-f]{16}(?![\w$])/g) ?? [])].sort().join(' ');
  if (names(source) !== names(shipped)) fail(`${original} is not the glue of ${name} in ${dir} (other import names)`);
  const out = await minify(source, { compress: true, mangle: true });
  if (typeof out.code !== 'string') fail(`terser gave no output for ${name}`);
  writeFileSync(path.join(dir, name), out.code);
}

// The app's own classic scripts from public/ (beside boot.js), minified by terser like it
// (docs/SIZE.md, 2026-12-02: the precached site's budget). The line that this script
// writes later (sw.js's BUILD in step 2, journal.js's WORKER and SOUND in 0e, torneo.js's WASM in 1b) is kept
// as it is, on its own lines between the two minified halves, so that those steps and a second run find
// it; every integrity and the worker's version are computed after (0b, 2). A file that
// does not start with its header comment is this script's output, left as it is.
const KEPT_LINE = { 'sw.js': /^const BUILD = .*;$/m, 'journal.js': /^const WORKER = .*;\nconst SOUND = .*;$/m, 'torneo.js': /^const WASM = .*;$/m, 'sound.js': null };
async function minifyScript(name, minify) {
  const file = path.join(dir, name);
  const text = readFileSync(file, 'utf8');
  if (!text.startsWith('//')) return;
  const re = KEPT_LINE[name];
  const kept = re && re.exec(text);
  if (re && !kept) fail(`${name} has no line matching ${re}`);
  const halves = kept ? [text.slice(0, kept.index), text.slice(kept.index + kept[0].length)] : [text];
  const out = [];
  for (const [at, half] of halves.entries()) {
    if (at === 1) out.push(kept[0]);
    const min = await minify(half, { compress: true, mangle: true });
    if (typeof min.code !== 'string') fail(`terser gave no output for ${name}`);
    // Each half a whole statement list: the next line starts a statement of its own.
    if (min.code) out.push(min.code.endsWith(';') ? min.code : `${min.code};`);
  }
  writeFileSync(file, out.join('\n'));
}

if (!debug) {
  let minify;
  try {
    ({ minify } = await import('terser'));
  } catch {
    fail('terser is missing: run npm ci (scripts/setup.sh does)');
  }
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    if (name in KEPT_LINE) {
      await minifyScript(name, minify);
      continue;
    }
    // The bots' web worker (bot_worker.js, its _bg.wasm and Trunk's loader shim) is
    // wasm-bindgen's `no-modules` glue, loaded by importScripts. Trunk's
    // JS minifier orders its declarations differently at each build (so each build had a
    // new sw.js version, an "update" that was none: issue 32), so the glue is minified
    // again here, by terser, from wasm-bindgen's own output.
    if (name.startsWith('bot_worker')) {
      if (!name.endsWith('_loader.js')) await reminifyWorkerGlue(name, minify);
      continue;
    }
    const file = path.join(dir, name);
    // boot.js (inlined into index.html by 0f, a file for torneo.html): minified once, its
    // comments dropped; this script's output starts with no comment and is left as it is.
    if (name === 'boot.js') {
      const boot = readFileSync(file, 'utf8');
      if (boot.startsWith('//')) {
        const out = await minify(boot, { compress: true, mangle: true });
        if (typeof out.code !== 'string') fail('terser gave no output for boot.js');
        writeFileSync(file, out.code);
      }
      continue;
    }
    const wasmFile = path.join(dir, name.replace(/\.js$/, '_bg.wasm'));
    const source = readFileSync(file, 'utf8');
    // wasm-bindgen's output, or this script's (then it is only checked).
    const fresh = source.includes('function __wbg_get_imports(');
    let js = source;
    if (fresh) {
      const out = await minify(source, { module: true, compress: true, mangle: true });
      if (typeof out.code !== 'string') fail(`terser gave no output for ${name}`);
      js = out.code;
    }
    if (existsSync(wasmFile)) {
      let missing;
      try {
        missing = await missingImports(js, readFileSync(wasmFile));
      } catch (e) {
        fail(`${name} cannot be checked against its wasm (${e.message})${fresh ? '' : ': rebuild'}`);
      }
      if (missing.length) fail(`${name} does not provide the wasm's imports ${missing.join(', ')}`);
    }
    if (fresh) writeFileSync(file, js);
  }
}

// ---- 0e. The bots' worker checks its scripts (issue 32)
//
// Trunk's loader shim (`X_loader.js`: `importScripts('./X.js'); wasm_bindgen('./X_bg.wasm');`)
// runs whatever it is served. Rewritten: the glue is fetched with its integrity before
// importScripts runs it (served again by the same cache), and the wasm is fetched with
// its own; a file that does not match stops the worker with an error, which the app
// shows (src/ui/bots.rs), instead of running it.
for (const name of readdirSync(dir)) {
  const m = /^(.+)_loader\.js$/.exec(name);
  if (!m) continue;
  const loaderPath = path.join(dir, name);
  const glue = `${m[1]}.js`;
  const wasm = `${m[1]}_bg.wasm`;
  if (!existsSync(path.join(dir, glue)) || !existsSync(path.join(dir, wasm))) continue;
  const before = readFileSync(loaderPath, 'utf8');
  const trunks = /^\s*importScripts\((['"])\.\/(.+?)\1\);?\s*wasm_bindgen\((['"])\.\/(.+?)\3\);?\s*$/.exec(before);
  const ours = before.startsWith('// Checked loader');
  if (!ours && !(trunks && trunks[2] === glue && trunks[4] === wasm)) fail(`${name} is not the loader Trunk writes: ${before.slice(0, 200)}`);
  const sri = (f) => `sha384-${createHash('sha384').update(readFileSync(path.join(dir, f))).digest('base64')}`;
  writeFileSync(
    loaderPath,
    '// Checked loader (scripts/post-build.mjs): a modified script or wasm is refused.\n' +
      `fetch('./${glue}', { integrity: '${sri(glue)}' })\n` +
      "  .then(() => {\n" +
      `    importScripts('./${glue}');\n` +
      `    return wasm_bindgen(fetch('./${wasm}', { integrity: '${sri(wasm)}' }));\n` +
      '  })\n' +
      '  .catch((e) => setTimeout(() => { throw e; }));\n',
  );
  // The loader itself: the app fetches it with this integrity before it starts the worker
  // (public/journal.js, whose own integrity index.html then gets in 0b).
  const journalPath = path.join(dir, 'journal.js');
  const workerRe = /^const WORKER = .*;$/m;
  const journal = existsSync(journalPath) ? readFileSync(journalPath, 'utf8') : '';
  if (!workerRe.test(journal)) fail('journal.js has no `const WORKER = …;` line');
  writeFileSync(journalPath, journal.replace(workerRe, `const WORKER = ${JSON.stringify({ file: `./${name}`, integrity: sri(name) })};`));
}
// The optional sounds (issue 46 item 9): journal.js appends <script src="sound.js"> when
// the sounds are turned on, with this integrity; a modified sound.js is refused and said
// (public/boot.js), never run. Written after sound.js is minified (above), before
// journal.js's own integrity (0b, step 2). No sound.js: the integrity stays empty and
// journal.js loads nothing.
{
  const journalPath = path.join(dir, 'journal.js');
  const soundRe = /^const SOUND = .*;$/m;
  const journal = existsSync(journalPath) ? readFileSync(journalPath, 'utf8') : '';
  if (journal && !soundRe.test(journal)) fail('journal.js has no `const SOUND = …;` line');
  const soundPath = path.join(dir, 'sound.js');
  if (journal && existsSync(soundPath)) {
    const integrity = `sha384-${createHash('sha384').update(readFileSync(soundPath)).digest('base64')}`;
    writeFileSync(journalPath, journal.replace(soundRe, `const SOUND = ${JSON.stringify({ file: 'sound.js', integrity })};`));
  }
}

// ---- 0b. Subresource integrity: every `integrity` in index.html, from the final files
html = html.replace(/<(?:link|script)\b[^>]*>/g, (tag) => {
  const integrity = /\bintegrity=("?)(sha256|sha384|sha512)-[A-Za-z0-9+/=]+\1/.exec(tag);
  if (!integrity) return tag;
  const ref = /\b(?:href|src)=("?)([^"\s>]+)\1/.exec(tag);
  if (!ref) fail(`index.html: a tag with an integrity but no file: ${tag}`);
  const file = path.join(dir, decodeURIComponent(ref[2].replace(/^\//, '')));
  if (!existsSync(file)) fail(`index.html: ${ref[2]} has an integrity but is not in ${dir}`);
  const [, quote, algorithm] = integrity;
  const digest = createHash(algorithm).update(readFileSync(file)).digest('base64');
  return tag.replace(integrity[0], `integrity=${quote}${algorithm}-${digest}${quote}`);
});

// ---- 0c. The loader checks the wasm's integrity and says when the app cannot start
//
// The wasm is fetched (with its integrity) by a one-line classic script right after the
// policy, before any stylesheet, instead of Trunk's `<link rel="preload" as="fetch">`:
// WebKit does not hand a preload to a fetch() when the host sends `Cache-Control:
// no-cache` and downloaded the wasm twice (issue 32). The loader awaits that fetch.
{
  const loaderRe =
    /init\(\{ module_or_path: (?:'([^']+\.wasm)'|fetch\('([^']+\.wasm)', \{ integrity: '[^']*' \}\)|__planisferoWasm) \}\)(\.catch\(__planisferoBootFailed\))?/;
  const earlyRe = /<script>var __planisferoWasm = fetch\('([^']+\.wasm)', \{ integrity: '[^']*' \}\); __planisferoWasm\.catch\(\(\) => \{\}\);<\/script>/;
  const found = loaderRe.exec(html);
  if (!found) fail("index.html: Trunk's loader (`init({ module_or_path: '….wasm' })`) not found");
  const early = earlyRe.exec(html);
  const wasmRef = found[1] || found[2] || early?.[1];
  if (!wasmRef) fail('index.html: the loader awaits __planisferoWasm but the script that fetches it is gone');
  const wasmPath = path.join(dir, wasmRef.replace(/^\//, ''));
  if (!existsSync(wasmPath)) fail(`index.html: the loader's ${wasmRef} is not in ${dir}`);
  const sri = `sha384-${createHash('sha384').update(readFileSync(wasmPath)).digest('base64')}`;
  html = html.replace(found[0], 'init({ module_or_path: __planisferoWasm }).catch(__planisferoBootFailed)');
  // The rejection is handled by the loader (once it runs): not reported before that.
  const fetchScript = `<script>var __planisferoWasm = fetch('${wasmRef}', { integrity: '${sri}' }); __planisferoWasm.catch(() => {});</script>`;
  if (early) html = html.replace(early[0], fetchScript);
  else {
    const policyMeta = /<meta\b[^>]*\bhttp-equiv="?Content-Security-Policy"?[^>]*>/.exec(html);
    if (!policyMeta) fail('index.html has no Content-Security-Policy meta tag');
    html = html.replace(policyMeta[0], `${policyMeta[0]}${fetchScript}`);
  }
  // Trunk's preload of the same wasm would be a second download in WebKit.
  const escaped = wasmRef.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  html = html.replace(new RegExp(`<link\\b(?=[^>]*\\brel="?preload"?)(?=[^>]*\\bhref="?${escaped}"?[\\s>])[^>]*>`, 'g'), '');
  // Declared before the loader's first line (a function declaration, so it is hoisted
  // anyway); written once: a second run finds it and leaves it.
  if (!html.includes('function __planisferoBootFailed(')) {
    const failed =
      'function __planisferoBootFailed(e) {' +
      " const p = document.createElement('p');" +
      " p.className = 'boot-failed'; p.setAttribute('role', 'alert'); p.dataset.testid = 'boot-failed';" +
      " p.textContent = \"Planisfero non è riuscito ad avviarsi: un file dell'app è danneggiato o è stato modificato. Ricarica la pagina con la rete attiva. / Planisfero could not start: one of the app's files is damaged or was modified. Reload the page while online.\";" +
      // Home written into the page (0d) would look ready: it goes, the message shows alone.
      " const pre = document.getElementById('prerender'); if (pre) pre.remove();" +
      ' document.body.append(p); throw e; }\n';
    html = html.replace(/(<script type="?module"?>)(import init)/, `$1${failed}$2`);
    if (!html.includes('function __planisferoBootFailed(')) fail("index.html: Trunk's loader script not found");
  }
}

// ---- 0c2. The app's JS is asked for before the parser waits on boot.js
//
// Trunk writes the glue's `<link rel="modulepreload">` at the end of <head>, after the
// blocking boot.js: its fetch started only once boot.js had arrived and run (measured at
// 4x CPU, docs/PERFORMANCE.md). It goes right after the wasm's early fetch (0c), so
// that the two downloads the app needs start together, before the stylesheet's.
{
  const preloads = html.match(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g) || [];
  const early = /<script>var __planisferoWasm = [^<]*<\/script>/.exec(html);
  if (preloads.length && early) {
    for (const link of preloads) html = html.replace(link, '');
    html = html.replace(early[0], `${early[0]}${preloads.join('')}`);
  }
}

// ---- 0c3. The loader's import is checked too (issue 32)
//
// The modulepreload carries the glue's integrity, but the inline loader's
// `import … from '/planisfero.js'` does not: when the preload was refused, the browser
// could fetch the file again for the import and run it unchecked (a modified glue started
// the app about 3 loads in 4). An import map's `integrity` entry (HTML's import maps:
// Chromium 127, Safari 18, Firefox 138) gives every import of that URL the same check. It
// goes before the modulepreload (an import map after the first module fetch is ignored by
// older engines); step 1 puts its hash into the policy like the other inline scripts.
{
  const loader = /<script type="?module"?>[^<]*?\bimport init\b[^<]*?\bfrom\s*(['"])([^'"]+\.js)\1/.exec(html);
  if (!loader) fail("index.html: Trunk's loader (`import init … from '….js'`) not found");
  const glue = loader[2];
  const gluePath = path.join(dir, decodeURIComponent(glue.replace(/^\//, '')));
  if (!existsSync(gluePath)) fail(`index.html: the loader imports ${glue}, which is not in ${dir}`);
  const sri = `sha384-${createHash('sha384').update(readFileSync(gluePath)).digest('base64')}`;
  const map = `<script type="importmap">${JSON.stringify({ integrity: { [glue]: sri } })}</script>`;
  html = html.replace(/<script type="?importmap"?>[^<]*<\/script>/g, '');
  const anchor =
    /<link\b[^>]*\brel="?modulepreload"?[^>]*>/.exec(html) ?? /<script>var __planisferoWasm = [^<]*<\/script>/.exec(html);
  if (!anchor) fail('index.html: no modulepreload nor early wasm fetch to put the import map before');
  html = html.replace(anchor[0], anchor[0].startsWith('<link') ? `${map}${anchor[0]}` : `${anchor[0]}${map}`);
}

// ---- 0d. The first screen, written by the presentation core before any wasm runs
function prerendered(page) {
  try {
    return execFileSync('cargo', ['run', '--quiet', '--offline', '--bin', 'prerender', '--', page], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (e) {
    fail(`cannot prerender ${page}: ${e.message}`);
  }
}
if (!html.includes('id="prerender"')) {
  const body = /<body[^>]*>/.exec(html);
  if (!body) fail('index.html has no <body>');
  html = html.replace(body[0], `${body[0]}${prerendered('index')}`);
}
{
  const deskPath = path.join(dir, 'torneo.html');
  if (existsSync(deskPath)) {
    const page = readFileSync(deskPath, 'utf8');
    if (!page.includes('data-pre-lang')) {
      const desk = /<div\b[^>]*\bid="desk"[^>]*>/.exec(page);
      if (!desk) fail('torneo.html has no #desk');
      writeFileSync(deskPath, page.replace(desk[0], `${desk[0]}${prerendered('torneo')}`));
    }
  }
}

// ---- 0f. The first paint's stylesheet and boot.js, inlined into index.html
//
// The first paint waited for one more round trip after the page: the stylesheet and the
// blocking boot.js (docs/PERFORMANCE.md). Both go into the page, as a <style> and a
// <script> whose hashes step 1 puts into the policy (no 'unsafe-inline'). The files stay
// for torneo.html, which links them (a page with no inline script).
{
  const inline = (re, name, wrap) => {
    const tag = re.exec(html);
    if (!tag) return;
    const file = path.join(dir, name);
    if (!existsSync(file)) fail(`index.html links ${name}, which is not in ${dir}`);
    const text = readFileSync(file, 'utf8');
    if (/<\/(?:style|script)/i.test(text)) fail(`${name} cannot be inlined: it holds a closing tag`);
    html = html.replace(tag[0], () => wrap(text));
  };
  inline(/<link\b(?=[^>]*\brel="?stylesheet"?)(?=[^>]*\bhref="?\/?app\.css"?[\s>])[^>]*>/, 'app.css', (t) => `<style>${t}</style>`);
  inline(/<script\b(?=[^>]*\bsrc="?\/?boot\.js"?[\s>])[^>]*><\/script>/, 'boot.js', (t) => `<script>${t}</script>`);
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

// ---- 1b. The desk's page checks every script too (issue 32)
//
// torneo.html loads app.css, tournament.css, boot.js and torneo.js as files: each gets
// its `integrity`. torneo.js imports desk.js (the desk's glue): an import map before the
// first module script gives that URL the glue's integrity, and its hash goes into the
// page's script-src (its only inline script). torneo.js fetches desk_bg.wasm with the
// integrity written into its `const WASM = …;` line, before torneo.js's own is computed.
{
  const deskPath = path.join(dir, 'torneo.html');
  const startPath = path.join(dir, 'torneo.js');
  if (existsSync(deskPath) && existsSync(startPath)) {
    const sri = (f) => {
      const file = path.join(dir, f);
      if (!existsSync(file)) fail(`torneo.html: ${f} is not in ${dir}`);
      return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
    };
    const wasmRe = /^const WASM = .*;$/m;
    const start = readFileSync(startPath, 'utf8');
    if (!wasmRe.test(start)) fail(`torneo.js has no line \"const WASM = …;\": ${start.slice(0, 300)}`);
    if (!/\bimport\((['"])\.\/desk\.js\1\)/.test(start)) fail("torneo.js does not import('./desk.js')");
    writeFileSync(startPath, start.replace(wasmRe, `const WASM = ${JSON.stringify({ file: './desk_bg.wasm', integrity: sri('desk_bg.wasm') })};`));
    let page = readFileSync(deskPath, 'utf8');
    page = page.replace(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+\.(?:css|js))"[^>]*>/g, (tag, f) => {
      const value = `integrity="${sri(f)}"`;
      return /\bintegrity="[^"]*"/.test(tag) ? tag.replace(/\bintegrity="[^"]*"/, value) : tag.replace(/\s*\/?>$/, (end) => ` ${value}${end}`);
    });
    const map = `<script type="importmap">${JSON.stringify({ integrity: { './desk.js': sri('desk.js') } })}</script>`;
    page = page.replace(/<script type="importmap">[^<]*<\/script>\s*/g, '');
    const firstModule = /<script type="module"[^>]*>/.exec(page);
    if (!firstModule) fail('torneo.html has no module script');
    page = page.replace(firstModule[0], `${map}\n    ${firstModule[0]}`);
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
    const deskMeta = metaRe.exec(page);
    const deskCsp = deskMeta && contentRe.exec(deskMeta[0]);
    if (!deskCsp) fail('torneo.html has no Content-Security-Policy meta tag');
    page = page.replace(deskMeta[0], deskMeta[0].replace(contentRe, `$1${withHashes(deskCsp[2], 'script-src', inline)}$3`));
    writeFileSync(deskPath, page);
  }
}

// ---- 2. The service worker's precache list and version
const swPath = path.join(dir, 'sw.js');
// FILE.br and FILE.gz (scripts/precompress.mjs, run after this script) are the same file,
// compressed for the network: the worker precaches FILE, which the browser receives decoded.
const files = siteFiles(dir)
  .filter((p) => p !== swPath && !p.endsWith('.gz') && !p.endsWith('.br'))
  .map((p) => path.relative(dir, p).split(path.sep).join('/'))
  .sort();
const digest = createHash('sha256');
// Each file's integrity (subresource-integrity form): the worker installs a new version
// only when every file matches (public/sw.js).
const integrity = {};
for (const f of files) {
  const bytes = readFileSync(path.join(dir, f));
  digest.update(f).update('\0').update(bytes).update('\0');
  // sha256, not the sha384 of the page's integrity attributes: 22 digests that do not
  // compress, 0.45 KB less in sw.js for the same check (docs/SIZE.md).
  integrity[f] = `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}
const version = digest.digest('hex').slice(0, 16);
const sw = readFileSync(swPath, 'utf8');
const buildRe = /^const BUILD = .*;$/m;
if (!buildRe.test(sw)) fail('sw.js has no `const BUILD = …;` line');
writeFileSync(swPath, sw.replace(buildRe, `const BUILD = ${JSON.stringify({ version, files, integrity })};`));
const scripts = debug ? 'inline scripts allowed (debug build)' : `${scriptHashes.length} inline script hash(es)`;
console.log(`post-build: CSP with ${scripts} and ${styleHashes.length} inline style hash(es); service worker ${version} precaches ${files.length} files`);
