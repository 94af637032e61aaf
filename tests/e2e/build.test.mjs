// Checks of the built files themselves (no browser): what the shipped build leaves out.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { siteFiles } from '../../scripts/site-files.mjs';
import { glueImports } from '../../scripts/wasm-glue.mjs';
import { DIST, openApp, ROOT, closeApp, startApp } from './helpers.mjs';

// src/main.rs starts the app from wasm-bindgen's start function (no Rust `main` on wasm32),
// so std's runtime entry and its stdout clean-up stay out: their panic locations are gone.
test("the shipped wasm does not link std's runtime entry around main", () => {
  const mod = new WebAssembly.Module(readFileSync(path.join(DIST, 'planisfero_bg.wasm')));
  assert.ok(!WebAssembly.Module.exports(mod).some((e) => e.name === 'main'), 'a Rust main is exported');
  const wasm = readFileSync(path.join(DIST, 'planisfero_bg.wasm')).toString('latin1');
  assert.ok(wasm.includes('src/ui/'), 'panic locations of the app are in the wasm');
  assert.ok(!wasm.includes('std/src/rt.rs'), 'std::rt is linked');
  assert.ok(!wasm.includes('std/src/io/stdio.rs'), 'std::io::stdio is linked');
});

// Nothing in the app formats a float: core's float formatting (flt2dec, ~7 KB gzipped)
// would bring its panic locations' file names along, so their absence shows it is out.
// It came in through `f64::clamp`, whose failed bound check prints the bounds
// (crates/present/src/present/viewport.rs). The bots' worker and the desk too: the worker's SVG
// downloads (crates/present/src/present/history/picture.rs) write integers and tenths only.
test('the shipped wasm does not link core float formatting', () => {
  for (const name of ['planisfero_bg.wasm', 'bot_worker_bg.wasm', 'desk_bg.wasm']) {
    const wasm = readFileSync(path.join(DIST, name)).toString('latin1');
    assert.ok(wasm.includes('crates/present/src/present/'), `panic locations of the app are in ${name}`);
    assert.ok(!wasm.includes('flt2dec'), `core::num::flt2dec is linked in ${name}`);
  }
});

// scripts/precompress.mjs writes FILE.br (brotli) and FILE.gz (zopfli) beside each file of
// the release build, for servers that send precompressed files; the size report counts
// those bytes.

test('every text file of the shipped build has a precompressed .gz of the same bytes, smaller than gzip -9', () => {
  const files = siteFiles(DIST).filter((f) => !f.endsWith('.gz'));
  const text = files.filter((f) => /\.(wasm|js|css|html|svg|webmanifest)$/.test(f));
  assert.ok(text.some((f) => f.endsWith('planisfero_bg.wasm')), 'the wasm is in the build');
  for (const file of text) {
    const name = path.relative(DIST, file);
    const bytes = readFileSync(file);
    // A file too small to gain from compression (the worker's loader shim) has none,
    // as scripts/precompress.mjs writes a .gz only when it is smaller.
    if (!existsSync(`${file}.gz`) && gzipSync(bytes, { level: 9 }).length >= bytes.length) continue;
    assert.ok(existsSync(`${file}.gz`), `${name}.gz is missing`);
    const gz = readFileSync(`${file}.gz`);
    assert.ok(gunzipSync(gz).equals(bytes), `${name}.gz does not decompress to ${name}`);
    assert.ok(gz.length <= gzipSync(bytes, { level: 9 }).length, `${name}.gz (${gz.length} B) is larger than gzip -9`);
  }
  for (const gz of readdirSync(DIST).filter((n) => n.endsWith('.gz'))) {
    assert.ok(existsSync(path.join(DIST, gz.slice(0, -3))), `${gz} has no source file`);
  }
  // The service worker precaches the files themselves, never their .gz or .br.
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(sw)[1]);
  assert.ok(build.files.includes('planisfero_bg.wasm'));
  assert.deepEqual(build.files.filter((f) => f.endsWith('.gz') || f.endsWith('.br')), []);
});

test('every text file of the shipped build has a precompressed .br of the same bytes, smaller than its .gz', () => {
  const files = siteFiles(DIST).filter((f) => !f.endsWith('.gz') && !f.endsWith('.br'));
  const text = files.filter((f) => /\.(wasm|js|css|html|svg|webmanifest)$/.test(f));
  for (const file of text) {
    const name = path.relative(DIST, file);
    const bytes = readFileSync(file);
    // A file too small to gain from compression (the worker's loader shim) has neither.
    if (!existsSync(`${file}.br`) && !existsSync(`${file}.gz`) && brotliCompressSync(bytes).length >= bytes.length) continue;
    assert.ok(existsSync(`${file}.br`), `${name}.br is missing`);
    const br = readFileSync(`${file}.br`);
    assert.ok(brotliDecompressSync(br).equals(bytes), `${name}.br does not decompress to ${name}`);
    if (existsSync(`${file}.gz`)) assert.ok(br.length < statSync(`${file}.gz`).size, `${name}.br (${br.length} B) is not smaller than its .gz`);
  }
  for (const br of readdirSync(DIST).filter((n) => n.endsWith('.br'))) {
    assert.ok(existsSync(path.join(DIST, br.slice(0, -3))), `${br} has no source file`);
  }
});

// The test server sends FILE.br (or FILE.gz to a browser without brotli) like a production
// server with precompressed files: the browser receives those bytes and decodes them (every
// e2e test runs on them).
test('the browser loads the wasm and its JS as their precompressed bytes', async () => {
  const { server, browser } = await startApp();
  try {
    await openApp(browser.page, server.url);
    const entries = await browser.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, encoded: e.encodedBodySize, decoded: e.decodedBodySize })),
    );
    for (const file of ['planisfero_bg.wasm', 'planisfero.js']) {
      const entry = entries.find((e) => e.name === `/${file}`);
      assert.ok(entry, `${file} was loaded (${entries.map((e) => e.name).join(', ')})`);
      const encoding = await browser.page.evaluate(async (f) => (await fetch(f, { cache: 'no-store' })).headers.get('content-encoding'), `/${file}`);
      const ext = { br: 'br', gzip: 'gz' }[encoding];
      assert.ok(ext, `${file} was sent compressed (content-encoding ${encoding})`);
      assert.equal(entry.encoded, statSync(path.join(DIST, `${file}.${ext}`)).size, `${file} arrived as its .${ext}`);
      assert.equal(entry.decoded, statSync(path.join(DIST, file)).size, `${file} was decoded to its full size`);
    }
    assert.deepEqual(browser.errors, []);
  } finally {
    await closeApp({ server, browser });
  }
});

// scripts/bundle-css.mjs joins the stylesheets of style/ into the first one linked.
test('the shipped page carries one stylesheet inline; the game screens\' play.css ships apart, precached', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => /\bhref="?\/?([\w.-]+)/.exec(m[0])[1]);
  assert.equal(links.length, 0, `stylesheets linked: ${links.join(', ')}`);
  // Inline in <head> (scripts/post-build.mjs 0f); the joined file stays for torneo.html.
  const head = html.slice(0, html.indexOf('<body'));
  const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  assert.equal(styles.length, 1, 'one stylesheet in the page');
  const shipped = styles[0];
  assert.equal(shipped, readFileSync(path.join(DIST, 'app.css'), 'utf8'), "the page's stylesheet is the desk's app.css");
  const styleDir = path.join(ROOT, 'style');
  // tournament.css is the desk's own (torneo.html links it beside this one); play.css, the
  // game screens', is linked by the app once Home is up (ui::start), off Home's critical path.
  const sources = readdirSync(styleDir).filter((n) => n.endsWith('.css') && n !== 'tournament.css' && n !== 'play.css');
  assert.ok(sources.length > 1, 'the styles are kept in several files');
  for (const name of sources) {
    assert.ok(!existsSync(path.join(DIST, name)) || name === 'app.css', `${name} is shipped on its own too`);
    const classes = new Set([...readFileSync(path.join(styleDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-z][\w-]*)/gi)].map((m) => m[1]));
    assert.ok(classes.size > 0, `${name} has classes`);
    for (const c of classes) assert.ok(shipped.includes(`.${c}`), `.${c} of ${name} is missing from the page's stylesheet`);
  }
  const deferred = readFileSync(path.join(DIST, 'play.css'), 'utf8');
  const playClasses = new Set([...readFileSync(path.join(styleDir, 'play.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-z][\w-]*)/gi)].map((m) => m[1]));
  for (const c of playClasses) assert.ok(deferred.includes(`.${c}`), `.${c} of play.css is missing from the shipped play.css`);
  assert.ok(!deferred.includes('/*'), 'the shipped play.css carries no comments');
  // The desk's stylesheet ships minified too (copied files are not minified by Trunk).
  const desk = readFileSync(path.join(DIST, 'tournament.css'), 'utf8');
  assert.ok(!desk.includes('/*') && !/\n|: /.test(desk), 'the shipped tournament.css is minified');
  assert.ok(!/: /.test(deferred), 'the shipped play.css has no space after a colon');
  assert.match(readFileSync(path.join(DIST, 'sw.js'), 'utf8'), /play\.css/, 'the service worker precaches play.css');
});

// The manifest's icons (tools/icons/make-icons.mjs renders them): a PNG for "any" large
// enough for Chrome's install check (144 px), the scalable SVG for every other size, a
// full-bleed maskable PNG for launchers; each file is in the build, as declared.
test('the manifest declares icons that are in the build with their declared sizes', () => {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8'));
  const pngSize = (bytes) => {
    assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  };
  for (const icon of manifest.icons) {
    const file = path.join(DIST, icon.src);
    assert.ok(existsSync(file), `${icon.src} is in the build`);
    const bytes = readFileSync(file);
    if (icon.type === 'image/png') assert.equal(pngSize(bytes), icon.sizes, `${icon.src} is ${icon.sizes}`);
    else {
      assert.equal(icon.type, 'image/svg+xml');
      assert.equal(icon.sizes, 'any');
      assert.match(bytes.toString('utf8'), /^<svg [^>]*viewBox="0 0 512 512"/);
    }
  }
  const any = manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes('any'));
  assert.ok(any.some((i) => i.type === 'image/png' && Number(i.sizes.split('x')[0]) >= 144), 'an "any" PNG of 144 px or more');
  assert.ok(any.some((i) => i.type === 'image/svg+xml'), 'a scalable "any" icon');
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512'), 'a 512 px maskable icon');
});

// scripts/post-build.mjs minifies wasm-bindgen's JS with terser and changes nothing else:
// the names between the JS and the wasm stay wasm-bindgen's. What the JS provides is what
// its initSync hands to WebAssembly.Instance, caught by a stub that stops there (no app
// code runs).
test("the shipped JS glues provide every import of their wasm, under wasm-bindgen's names, minified", async () => {
  for (const name of ['planisfero', 'desk']) {
    const mod = new WebAssembly.Module(readFileSync(path.join(DIST, `${name}_bg.wasm`)));
    const imports = WebAssembly.Module.imports(mod);
    assert.ok(imports.length > 10, `${name}_bg.wasm imports the DOM API (${imports.length} imports)`);
    assert.ok(imports.every((i) => i.name.startsWith('__wbg_') || i.name.startsWith('__wbindgen_')), `${name}_bg.wasm keeps wasm-bindgen's import names`);
    const js = readFileSync(path.join(DIST, `${name}.js`), 'utf8');
    assert.ok(!js.includes('function __wbg_get_imports('), `${name}.js is minified`);
    const given = await glueImports(js, mod);
    for (const i of imports) {
      assert.equal(typeof given[i.module]?.[i.name], i.kind, `${name}.js provides ${i.module}.${i.name}`);
    }
    assert.deepEqual(WebAssembly.Module.customSections(mod, 'producers'), [], `${name}_bg.wasm has no producers section`);
    assert.deepEqual(WebAssembly.Module.customSections(mod, 'target_features'), [], `${name}_bg.wasm has no target features section`);
  }
});

// post-build.mjs rewrites the JS and the wasm after Trunk computed their integrity.
test('every integrity in the shipped index.html is that of the file it names', async () => {
  const { createHash } = await import('node:crypto');
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const tags = html.match(/<(?:link|script)\b[^>]*\bintegrity=[^>]*>/g) ?? [];
  const files = tags.map((tag) => /\b(?:href|src)="?\/?([^"\s>]+)/.exec(tag)[1]);
  // The wasm's is in the script that fetches it (the next tests).
  assert.ok(files.includes('planisfero.js'), `integrity for ${files.join(', ')}`);
  for (const tag of tags) {
    const [, file] = /\b(?:href|src)="?\/?([^"\s>]+)/.exec(tag);
    const [, algorithm, digest] = /\bintegrity="?(sha\d+)-([A-Za-z0-9+/=]+)/.exec(tag);
    const actual = createHash(algorithm).update(readFileSync(path.join(DIST, file))).digest('base64');
    assert.equal(digest, actual, `integrity of ${file}`);
  }
});

// Issue 14 item 4: a modified wasm is refused like a modified JS (Chromium ignores the
// integrity of a wasm preload; the loader fetches the wasm with it) and the page says so.
test('a modified wasm is refused and the page says the app could not start', async () => {
  const { cpSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const site = mkdtempSync(path.join(tmpdir(), 'planisfero-tampered-'));
  cpSync(DIST, site, { recursive: true });
  const wasmPath = path.join(site, 'planisfero_bg.wasm');
  const wasm = readFileSync(wasmPath);
  // One byte of a data segment near the end changed: still a valid module that would run.
  wasm[wasm.length - 100] ^= 0x01;
  writeFileSync(wasmPath, wasm);
  rmSync(`${wasmPath}.gz`, { force: true });
  rmSync(`${wasmPath}.br`, { force: true });
  const { server, browser } = await startApp(site);
  try {
    await browser.page.goto(server.url);
    const failed = browser.page.getByTestId('boot-failed');
    await failed.waitFor();
    assert.match(await failed.textContent(), /non è riuscito ad avviarsi.*could not start/s);
    assert.equal(await browser.page.locator('[data-testid="screen"]').count(), 0, 'the app did not start');
    // Home written into the page (crates/present/src/present/prerender.rs) would look ready: it is gone.
    assert.equal(await browser.page.locator('#prerender').count(), 0, "Home's copy is removed");
  } finally {
    await closeApp({ server, browser });
    rmSync(site, { recursive: true, force: true });
  }
});

test('the unmodified build starts with the integrity-checked loader', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const loader = /fetch\('\/?planisfero_bg\.wasm', \{ integrity: '(sha384-[A-Za-z0-9+/=]+)' \}\)/.exec(html);
  assert.ok(loader, 'the loader fetches the wasm with an integrity');
  const digest = createHash('sha384').update(readFileSync(path.join(DIST, 'planisfero_bg.wasm'))).digest('base64');
  assert.equal(loader[1], `sha384-${digest}`, "the loader names the wasm's digest");
  // Fetched once, from a script before the stylesheets, not also preloaded: WebKit and
  // Firefox downloaded a preloaded wasm twice under `Cache-Control: no-cache` (issue 32).
  assert.ok(html.indexOf(loader[0]) < html.indexOf('<style>'), 'the wasm is asked for before the stylesheet');
  assert.doesNotMatch(html, /<link[^>]*planisfero_bg\.wasm/, 'no preload of the wasm');
});

// Issue 32 item 6: the loader's `import … from '/planisfero.js'` is checked like its
// modulepreload (a refused preload let the import fetch the glue again, unchecked): an
// import map gives that URL the glue's integrity, before any module fetch, and the policy
// allows that inline map by its hash.
test("the loader's import of the glue carries the glue's integrity (import map)", () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const maps = [...html.matchAll(/<script type="?importmap"?>([^<]*)<\/script>/g)];
  assert.equal(maps.length, 1, 'one inline import map');
  const { integrity } = JSON.parse(maps[0][1]);
  const imported = /<script type="?module"?>[^<]*?\bimport init\b[^<]*?\bfrom\s*'([^']+)'/.exec(html)[1];
  const digest = createHash('sha384').update(readFileSync(path.join(DIST, imported.replace(/^\//, '')))).digest('base64');
  assert.deepEqual(integrity, { [imported]: `sha384-${digest}` }, 'the map names the imported glue with its digest');
  const preload = html.search(/<link\b[^>]*\brel="?modulepreload"?/);
  assert.ok(preload > 0 && maps[0].index < preload, 'the map comes before the modulepreload');
  assert.ok(maps[0].index < html.search(/<script type="?module"?>/), 'and before the loader');
  const policy = /\bcontent="([^"]*script-src[^"]*)"/.exec(html)[1];
  const hash = `'sha256-${createHash('sha256').update(maps[0][1], 'utf8').digest('base64')}'`;
  assert.ok(policy.includes(hash), "the policy allows the map by its hash");
  assert.doesNotMatch(policy, /unsafe-inline'[^;]*;\s*style-src /, 'no unsafe-inline script');
});

// The service worker, the saves' journal and the sounds ship minified like boot.js and the
// glue (docs/SIZE.md, 2026-12-02): no comment and no indentation left, and the lines that
// scripts/post-build.mjs writes (BUILD, WORKER, SOUND) still on their own line.
test('sw.js, journal.js and sound.js ship minified', () => {
  // The lines written at build time left out of the comparison (the file list is long).
  const code = (file) => readFileSync(file, 'utf8').replace(/^const (?:BUILD|WORKER|SOUND) = .*;$/gm, '');
  for (const name of ['sw.js', 'journal.js', 'sound.js', 'boot.js']) {
    const text = code(path.join(DIST, name));
    const source = code(path.join(ROOT, 'public', name));
    assert.doesNotMatch(text, /^\s*\/\/|\/\*/m, `${name} has no comment`);
    assert.doesNotMatch(text, /^ {2}/m, `${name} has no indented line`);
    assert.ok(text.length < source.length * 0.75, `${name} (${text.length} B) is minified (source ${source.length} B)`);
  }
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  assert.ok(JSON.parse(/^const BUILD = (.*);$/m.exec(sw)[1]).files.includes('journal.js'), "sw.js's BUILD line");
  const journal = readFileSync(path.join(DIST, 'journal.js'), 'utf8');
  const worker = JSON.parse(/^const WORKER = (.*);$/m.exec(journal)[1]);
  assert.equal(worker.file, './bot_worker_loader.js', "journal.js's WORKER line");
  const loader = readFileSync(path.join(DIST, 'bot_worker_loader.js'));
  assert.equal(worker.integrity, `sha384-${createHash('sha384').update(loader).digest('base64')}`);
});

// The tournament desk (issue 17) is its own page with its own wasm: Home's page does not
// load it, the game's wasm does not carry it, the service worker precaches it, and its
// page runs no inline script but its import map (hashed in its policy).
test('the tournament desk is a page of its own, precached, outside the game wasm', () => {
  const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  for (const f of ['desk.js', 'desk_bg.wasm', 'tournament.css', 'torneo.js']) {
    assert.ok(existsSync(path.join(DIST, f)), `${f} is in the build`);
    assert.ok(!index.includes(f), `index.html loads ${f}`);
  }
  const game = readFileSync(path.join(DIST, 'planisfero_bg.wasm')).toString('latin1');
  const desk = readFileSync(path.join(DIST, 'desk_bg.wasm')).toString('latin1');
  // The desk's damaged-copy key, its toolbar's class and one of its acts: in the desk's
  // wasm, not in the game's. (Its storage key's prefix is in both since issue 32: the
  // backup of everything names the tournament's section.)
  for (const s of ['planisfero.tournament.damaged', 'tn-toolbar', 't-withdraw-confirm']) {
    assert.ok(desk.includes(s), `${s} is in the desk's wasm`);
    assert.ok(!game.includes(s), `${s} is in the game's wasm`);
  }
  const page = readFileSync(path.join(DIST, 'torneo.html'), 'utf8');
  assert.deepEqual(
    [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]),
    ['<script type="importmap">'],
    'no inline script but the import map',
  );
  assert.match(page, /<script type="module" src="torneo.js" integrity="sha384-[^"]+"><\/script>/);
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(sw)[1]);
  for (const f of ['torneo.html', 'torneo.js', 'desk.js', 'desk_bg.wasm', 'tournament.css', 'app.css']) {
    assert.ok(build.files.includes(f), `the service worker precaches ${f}`);
  }
  // The desk's JS starts it from desk.js, whose default export loads desk_bg.wasm.
  assert.match(readFileSync(path.join(DIST, 'torneo.js'), 'utf8'), /import\(["']\.\/desk\.js["']\)/);
});

// Issue 32 item 6 on the desk's page: every file torneo.html loads carries the integrity
// of the file as shipped, desk.js (imported by torneo.js) has it in an import map before
// the first module script, the map's hash is in the policy (nothing else inline may run),
// and torneo.js fetches desk_bg.wasm with the wasm's integrity.
test("every script and stylesheet of the desk's page is checked", () => {
  const page = readFileSync(path.join(DIST, 'torneo.html'), 'utf8');
  const sri = (f) => `sha384-${createHash('sha384').update(readFileSync(path.join(DIST, f))).digest('base64')}`;
  const loaded = [...page.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+\.(?:css|js))"[^>]*>/g)];
  assert.deepEqual(loaded.map((m) => m[1]).sort(), ['app.css', 'boot.js', 'journal.js', 'torneo.js', 'tournament.css']);
  for (const [tag, f] of loaded) {
    assert.equal(/\bintegrity="([^"]+)"/.exec(tag)?.[1], sri(f), `integrity of ${f}`);
  }
  const maps = [...page.matchAll(/<script type="importmap">([^<]*)<\/script>/g)];
  assert.equal(maps.length, 1, 'one import map');
  assert.deepEqual(JSON.parse(maps[0][1]).integrity, { './desk.js': sri('desk.js') });
  assert.ok(maps[0].index < page.search(/<script type="module"/), 'the map comes before the first module script');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)[1];
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)[1].split(/\s+/);
  const mapHash = `'sha256-${createHash('sha256').update(maps[0][1], 'utf8').digest('base64')}'`;
  assert.deepEqual(scriptSrc, ["'self'", "'wasm-unsafe-eval'", mapHash], 'only the import map may run inline');
  const start = readFileSync(path.join(DIST, 'torneo.js'), 'utf8');
  const wasm = JSON.parse(/^const WASM = (.*);$/m.exec(start)[1]);
  assert.deepEqual(wasm, { file: './desk_bg.wasm', integrity: sri('desk_bg.wasm') });
  assert.match(start, /fetch\(WASM\.file,\s*\{\s*integrity:\s*WASM\.integrity\s*\}\)/);
  assert.match(start, /module_or_path:/);
  assert.ok(!/^\s*\/\//m.test(start), 'torneo.js ships minified');
});

// Issue 46 item 9, "nothing runs that the build did not make": journal.js loads sound.js
// (once the sounds are on) with the integrity post-build.mjs wrote into its SOUND line,
// and every script and stylesheet that index.html and torneo.html name as a file carries
// the integrity of the file built.
test('sound.js and every file of both pages are loaded with the integrity of the build', () => {
  const sri = (f, alg = 'sha384') => `${alg}-${createHash(alg).update(readFileSync(path.join(DIST, f))).digest('base64')}`;
  const journal = readFileSync(path.join(DIST, 'journal.js'), 'utf8');
  const sound = JSON.parse(/^const SOUND = (.*);$/m.exec(journal)[1]);
  assert.equal(sound.file, 'sound.js', "journal.js's SOUND line");
  assert.equal(sound.integrity, sri('sound.js'));
  assert.match(journal, /integrity:\s*SOUND\.integrity/, 'the script element gets it');
  for (const page of ['index.html', 'torneo.html']) {
    const html = readFileSync(path.join(DIST, page), 'utf8');
    const tags = [...html.matchAll(/<(?:script\b[^>]*\bsrc|link\b(?=[^>]*\brel="?(?:stylesheet|modulepreload)"?)[^>]*\bhref)="?([^"\s>]+)"?[^>]*>/g)];
    assert.ok(tags.length > 0, `${page} names its files`);
    for (const [tag, ref] of tags) {
      const m = /\bintegrity="?(sha\d+)-[A-Za-z0-9+/=]+/.exec(tag);
      assert.ok(m, `${page}: ${ref} has an integrity: ${tag}`);
      const file = ref.replace(/^\.?\//, '');
      assert.ok(tag.includes(sri(file, m[1])), `${page}: ${ref}'s integrity is the built file's`);
    }
  }
});
