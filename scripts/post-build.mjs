// Trunk post-build step (see Trunk.toml), also usable by hand: node scripts/post-build.mjs DIR
//
// In this order, so that every hash is computed on the files as shipped:
// 0. Release builds only, for wasm-bindgen's JS (every .js at the top of DIR but sw.js and
//    the bots' worker, bot_worker*.js, left as Trunk wrote them) and
//    its wasm (X_bg.wasm beside X.js):
//    a. short names: every import of the wasm (module and field, e.g.
//       `./planisfero_bg.js` / `__wbg_addEventListener_847fd86b8c33ec43`) and every export
//       (`__wbindgen_start`, the closures' `…invoke__h<hash>`; a Rust `main` excepted) gets
//       a name of one or two letters, in the wasm (import and export sections rebuilt,
//       custom sections such as `producers` and `target_features` dropped) and in the JS
//       (the import object's keys, `wasm.<export>`); the JS functions of imports that
//       wasm-opt removed are dropped: 5.6 KB less for the two files with gzip -9 (5.0 KB
//       with zopfli). The JS is then minified with terser (npm, pinned in package.json;
//       Trunk's own JS minifier cannot parse it).
//       Nothing is written unless the pair checks out: the import object that the JS's
//       initSync hands to WebAssembly.Instance (caught by a stub, no app code runs) holds
//       exactly the wasm's imports, and no wasm-bindgen name is left in either file. A JS
//       that is already minified is only checked (this script's own output).
//    b. every `integrity` in index.html (the JS, the wasm, the CSS) is recomputed from the
//       file it names (also in debug builds, where nothing changed).
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
// All steps are idempotent: running the script again on its own output changes nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFiles } from './site-files.mjs';
import { glueImports, LONG_NAME } from './wasm-glue.mjs';

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

// ---- 0a. Short names between the wasm and its JS (release builds)
//
// wasm-bindgen's names (`__wbg_<method>_<16 hex digits>`, Rust symbol hashes) are written
// in both files and their hashes hardly compress. The wasm is rewritten section by section
// (import and export sections rebuilt with their LEB128 lengths, custom sections dropped,
// every other section copied byte for byte), the JS at the places wasm-bindgen writes them.

const NAME_FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_REST = `${NAME_FIRST}0123456789`;
const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var']);

// Short names, shortest first: valid JS identifiers, never a reserved word nor one of `taken`.
function* shortNames(taken = new Set()) {
  for (let i = 0; ; i++) {
    let n = Math.floor(i / NAME_FIRST.length);
    let name = NAME_FIRST[i % NAME_FIRST.length];
    while (n > 0) {
      n -= 1;
      name += NAME_REST[n % NAME_REST.length];
      n = Math.floor(n / NAME_REST.length);
    }
    if (!RESERVED.has(name) && !taken.has(name)) yield name;
  }
}

// Reads the wasm binary format: bytes, unsigned LEB128 numbers, names.
class WasmReader {
  constructor(bytes, pos, end) {
    this.bytes = bytes;
    this.pos = pos;
    this.end = end;
  }
  byte() {
    if (this.pos >= this.end) throw new Error(`unexpected end at byte ${this.pos}`);
    return this.bytes[this.pos++];
  }
  u32() {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const b = this.byte();
      value += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) {
        if (value > 0xffffffff) break;
        return value;
      }
    }
    throw new Error(`bad u32 LEB128 before byte ${this.pos}`);
  }
  // Any LEB128 number (u64, s33), skipped.
  skipLeb() {
    for (let i = 0; i < 10; i++) if (!(this.byte() & 0x80)) return;
    throw new Error(`bad LEB128 before byte ${this.pos}`);
  }
  name() {
    const length = this.u32();
    if (this.pos + length > this.end) throw new Error(`a name runs past its section at byte ${this.pos}`);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(this.bytes.subarray(this.pos, this.pos + length));
    this.pos += length;
    return text;
  }
  // A value or reference type: one byte, or (typed function references) 0x63/0x64 and a heap type.
  valType() {
    const b = this.byte();
    if (b === 0x63 || b === 0x64) this.skipLeb();
  }
  limits() {
    const flags = this.byte();
    if (flags > 0x0f) throw new Error(`unknown limits flags 0x${flags.toString(16)} before byte ${this.pos}`);
    this.skipLeb();
    if (flags & 0x01) this.skipLeb(); // maximum
    if (flags & 0x08) this.skipLeb(); // custom page size
  }
}

function leb128(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}
const wasmName = (text) => {
  const utf8 = Buffer.from(text, 'utf8');
  return Buffer.concat([leb128(utf8.length), utf8]);
};
const wasmSection = (id, payload) => Buffer.concat([Buffer.from([id]), leb128(payload.length), payload]);

// The sections of a wasm module: id, the whole section's bytes and its payload's bounds.
function wasmSections(bytes) {
  if (bytes.length < 8 || bytes.readUInt32LE(0) !== 0x6d736100 || bytes.readUInt32LE(4) !== 1) {
    throw new Error('not a version 1 wasm module');
  }
  const sections = [];
  const r = new WasmReader(bytes, 8, bytes.length);
  while (r.pos < bytes.length) {
    const start = r.pos;
    const id = r.byte();
    const size = r.u32();
    const body = r.pos;
    if (body + size > bytes.length) throw new Error(`section ${id} at byte ${start} runs past the end`);
    r.pos = body + size;
    sections.push({ id, raw: bytes.subarray(start, r.pos), body, end: r.pos });
  }
  return sections;
}

// Import section: module, field name and the import's description (its bytes, copied as
// they are), for functions, tables, memories, globals and tags.
function parseImports(bytes, section) {
  const r = new WasmReader(bytes, section.body, section.end);
  const imports = [];
  for (let count = r.u32(); count > 0; count--) {
    const module = r.name();
    const name = r.name();
    const descStart = r.pos;
    const kind = r.byte();
    if (kind === 0x00) r.u32(); // function: type index
    else if (kind === 0x01) (r.valType(), r.limits()); // table
    else if (kind === 0x02) r.limits(); // memory
    else if (kind === 0x03) (r.valType(), r.byte()); // global: type, mutability
    else if (kind === 0x04) (r.byte(), r.u32()); // tag: attribute, type index
    else throw new Error(`import ${module}.${name} has an unknown kind 0x${kind.toString(16)}`);
    imports.push({ module, name, desc: bytes.subarray(descStart, r.pos) });
  }
  if (r.pos !== section.end) throw new Error('the import section has bytes after its last import');
  return imports;
}

// Export section: name, and the kind and index (their bytes, copied as they are).
function parseExports(bytes, section) {
  const r = new WasmReader(bytes, section.body, section.end);
  const exports = [];
  for (let count = r.u32(); count > 0; count--) {
    const name = r.name();
    const descStart = r.pos;
    r.byte();
    r.u32();
    exports.push({ name, desc: bytes.subarray(descStart, r.pos) });
  }
  if (r.pos !== section.end) throw new Error('the export section has bytes after its last export');
  return exports;
}

// The imports and exports of a wasm module as the engine sees them (it also validates).
function wasmInterface(bytes) {
  const mod = new WebAssembly.Module(bytes);
  return { imports: WebAssembly.Module.imports(mod), exports: WebAssembly.Module.exports(mod) };
}

// The module with every import's module and field name and every export's name passed
// through the given functions, and without its custom sections (names, producers, target
// features: nothing the browser reads). Every other section is copied byte for byte.
function rewriteWasm(bytes, importName, exportName) {
  const sections = wasmSections(bytes);
  const parts = [bytes.subarray(0, 8)];
  for (const section of sections) {
    if (section.id === 0) continue;
    if (section.id === 2) {
      const imports = parseImports(bytes, section);
      const entries = imports.map((i) => {
        const [module, name] = importName(i.module, i.name);
        return Buffer.concat([wasmName(module), wasmName(name), i.desc]);
      });
      parts.push(wasmSection(2, Buffer.concat([leb128(imports.length), ...entries])));
    } else if (section.id === 7) {
      const exports = parseExports(bytes, section);
      const entries = exports.map((e) => Buffer.concat([wasmName(exportName(e.name)), e.desc]));
      parts.push(wasmSection(7, Buffer.concat([leb128(exports.length), ...entries])));
    } else {
      parts.push(section.raw);
    }
  }
  return Buffer.concat(parts);
}

// What the glue gives WebAssembly.Instance as imports ({ module: [field, ...] }, only
// functions), found by running its initSync against a stub (scripts/wasm-glue.mjs).
async function importsProvided(js, wasmBytes) {
  const captured = await glueImports(js, new WebAssembly.Module(wasmBytes));
  const provided = {};
  for (const [module, fields] of Object.entries(captured)) {
    provided[module] = Object.keys(fields).filter((f) => typeof fields[f] === 'function');
  }
  return provided;
}

// "module field" lines, sorted: the imports of a wasm and those a glue provides compare equal.
const importList = (imports) => imports.map((i) => `${i.module} ${i.name}`).sort();
const providedList = (provided) => Object.entries(provided).flatMap(([m, fields]) => fields.map((f) => `${m} ${f}`)).sort();

// A Rust `main`, should a build export one, keeps its name: the build test checks there is none.
const KEPT_EXPORTS = new Set(['main']);
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Where `name` occurs as a whole identifier (or property name) in `js`.
const occurrences = (js, name) => [...js.matchAll(new RegExp(`(?<![\\w$])${escapeRe(name)}(?![\\w$])`, 'g'))];

// wasm-bindgen's JS (not yet minified) and its wasm with short names: returns both new
// texts, or throws if anything is not where wasm-bindgen puts it.
async function shortenNames(source, bytes) {
  const before = wasmInterface(bytes);
  const sections = wasmSections(bytes);
  const importSection = sections.find((s) => s.id === 2);
  const exportSection = sections.find((s) => s.id === 7);
  const parsedImports = importSection ? parseImports(bytes, importSection) : [];
  const parsedExports = exportSection ? parseExports(bytes, exportSection) : [];
  if (JSON.stringify(importList(parsedImports)) !== JSON.stringify(importList(before.imports))) {
    throw new Error('the import section as parsed differs from what WebAssembly.Module.imports lists');
  }
  if (JSON.stringify(parsedExports.map((e) => e.name)) !== JSON.stringify(before.exports.map((e) => e.name))) {
    throw new Error('the export section as parsed differs from what WebAssembly.Module.exports lists');
  }
  const nonFunction = before.imports.find((i) => i.kind !== 'function');
  if (nonFunction) throw new Error(`the wasm imports a ${nonFunction.kind} (${nonFunction.module}.${nonFunction.name}): only functions are renamed`);

  // The import object: every import of the wasm must be in it; the functions for imports
  // that wasm-opt removed (unused) are dropped. The object is `const importN = {` with one
  // `name: function(...) {...},` entry per import, keys indented by 8 spaces.
  const provided = await importsProvided(source, bytes);
  const wanted = new Set(importList(before.imports));
  for (const line of wanted) {
    if (!providedList(provided).includes(line)) throw new Error(`the wasm imports ${line.replace(' ', '.')}, which the JS does not provide`);
  }
  const unused = providedList(provided).filter((line) => !wanted.has(line));
  for (const line of unused) {
    const field = line.slice(line.indexOf(' ') + 1);
    const entryRe = new RegExp(`^ {8}${escapeRe(field)}: function\\([\\s\\S]*?(?=^ {8}[A-Za-z_$][\\w$]*: |^ {4}\\};)`, 'm');
    if (occurrences(source, field).length !== 1 || !entryRe.test(source)) {
      throw new Error(`the unused import function ${field} is not where wasm-bindgen writes it`);
    }
    source = source.replace(entryRe, '');
  }
  if (unused.length) console.log(`post-build: dropped ${unused.length} JS import function(s) the wasm no longer imports`);
  if (JSON.stringify(providedList(await importsProvided(source, bytes))) !== JSON.stringify([...wanted].sort())) {
    throw new Error('after dropping the unused import functions, the JS does not provide exactly the wasm imports');
  }

  // New names: import modules, import fields (in the wasm's order), exports but `main`.
  const moduleNames = new Map();
  const moduleGen = shortNames();
  for (const i of before.imports) if (!moduleNames.has(i.module)) moduleNames.set(i.module, moduleGen.next().value);
  const fieldNames = new Map();
  const fieldGen = shortNames();
  for (const i of before.imports) {
    const key = `${i.module} ${i.name}`;
    if (!fieldNames.has(key)) fieldNames.set(key, fieldGen.next().value);
  }
  const exportNames = new Map();
  const exportGen = shortNames(KEPT_EXPORTS);
  for (const e of before.exports) if (!KEPT_EXPORTS.has(e.name)) exportNames.set(e.name, exportGen.next().value);

  // The JS: each module name once as a quoted key of the object __wbg_get_imports
  // returns, each field name once as a key of that module's object, the exports only as
  // `wasm.<name>`.
  let js = source;
  for (const [module, short] of moduleNames) {
    const quoted = JSON.stringify(module);
    if (js.split(quoted).length !== 2 || !js.includes(`${quoted}: import`)) {
      throw new Error(`the import module ${quoted} is not once in the JS, as a key of the import object`);
    }
    js = js.replace(`${quoted}: import`, `${JSON.stringify(short)}: import`);
  }
  for (const [key, short] of fieldNames) {
    const field = key.slice(key.indexOf(' ') + 1);
    const at = occurrences(js, field);
    if (at.length !== 1 || js[at[0].index + field.length] !== ':') {
      throw new Error(`the import ${field} is ${at.length} times in the JS, not once as a key of the import object`);
    }
    js = js.slice(0, at[0].index) + short + js.slice(at[0].index + field.length);
  }
  const exported = new Set(before.exports.map((e) => e.name));
  js = js.replace(/(?<![\w$.])wasm\.([A-Za-z_$][\w$]*)/g, (read, name) => {
    if (!exported.has(name)) throw new Error(`the JS reads wasm.${name}, which the wasm does not export`);
    return `wasm.${exportNames.get(name) ?? name}`;
  });

  // The wasm, checked against the maps.
  const wasm = rewriteWasm(
    bytes,
    (module, name) => [moduleNames.get(module), fieldNames.get(`${module} ${name}`)],
    (name) => exportNames.get(name) ?? name,
  );
  const after = wasmInterface(wasm);
  const expectedImports = before.imports.map((i) => `${moduleNames.get(i.module)} ${fieldNames.get(`${i.module} ${i.name}`)} ${i.kind}`);
  const expectedExports = before.exports.map((e) => `${exportNames.get(e.name) ?? e.name} ${e.kind}`);
  if (JSON.stringify(after.imports.map((i) => `${i.module} ${i.name} ${i.kind}`)) !== JSON.stringify(expectedImports)) {
    throw new Error('the rewritten wasm does not have the renamed imports');
  }
  if (JSON.stringify(after.exports.map((e) => `${e.name} ${e.kind}`)) !== JSON.stringify(expectedExports)) {
    throw new Error('the rewritten wasm does not have the renamed exports');
  }
  const oldNames = { imports: [...moduleNames.keys(), ...before.imports.map((i) => i.name)], exports: [...exportNames.keys()] };
  console.log(
    `post-build: ${before.imports.length} imports from ${moduleNames.size} module(s) and ${exportNames.size} exports renamed; wasm ${bytes.length} -> ${wasm.length} B`,
  );
  return { js, wasm, oldNames };
}

// A shipped pair: the wasm imports exactly the functions the JS provides, and neither file
// has a name wasm-bindgen made; the JS has none of the old import and module names and
// reads no property named like an old export.
async function checkPair(jsName, js, wasm, oldNames = { imports: [], exports: [] }) {
  const { imports, exports } = wasmInterface(wasm);
  const provided = await importsProvided(js, wasm);
  if (JSON.stringify(providedList(provided)) !== JSON.stringify(importList(imports))) {
    throw new Error(`${jsName} does not provide exactly the imports of its wasm`);
  }
  const longImport = imports.find((i) => LONG_NAME.test(i.name) || LONG_NAME.test(i.module));
  const longExport = exports.find((e) => LONG_NAME.test(e.name));
  if (longImport || longExport) throw new Error(`the wasm still has the name ${(longImport ?? longExport).name}`);
  const left =
    oldNames.imports.find((name) => js.includes(name)) ??
    oldNames.exports.find((name) => new RegExp(`\\.${escapeRe(name)}(?![\\w$])`).test(js)) ??
    LONG_NAME.exec(js)?.[0];
  if (left) throw new Error(`${jsName} still has the name ${left}`);
  if (wasmSections(wasm).some((s) => s.id === 0)) throw new Error('the wasm still has custom sections');
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
    // The bots' web worker (bot_worker.js, its _bg.wasm and Trunk's loader shim) is
    // wasm-bindgen's `no-modules` glue, loaded by importScripts: shipped as Trunk wrote it.
    if (name.startsWith('bot_worker')) continue;
    const file = path.join(dir, name);
    const wasmFile = path.join(dir, name.replace(/\.js$/, '_bg.wasm'));
    const hasWasm = existsSync(wasmFile);
    let source = readFileSync(file, 'utf8');
    // wasm-bindgen's output, or this script's (then it is checked and left as it is).
    const fresh = source.includes('function __wbg_get_imports(');
    if (!fresh) {
      if (hasWasm) {
        try {
          await checkPair(name, source, readFileSync(wasmFile));
        } catch (e) {
          fail(`${name} is already minified but does not match its wasm (${e.message}): rebuild`);
        }
      }
      continue;
    }
    let wasm;
    let oldNames;
    if (hasWasm) {
      try {
        ({ js: source, wasm, oldNames } = await shortenNames(source, readFileSync(wasmFile)));
      } catch (e) {
        fail(`cannot give ${name} and its wasm short names: ${e.message}`);
      }
    }
    const out = await minify(source, { module: true, compress: true, mangle: true });
    if (typeof out.code !== 'string') fail(`terser gave no output for ${name}`);
    if (hasWasm) {
      try {
        await checkPair(name, out.code, wasm, oldNames);
      } catch (e) {
        fail(`after renaming and minifying: ${e.message}`);
      }
      writeFileSync(wasmFile, wasm);
    }
    writeFileSync(file, out.code);
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
const swPath = path.join(dir, 'sw.js');
// FILE.gz (scripts/precompress.mjs, run after this script) is the same file, compressed
// for the network: the worker precaches FILE, which the browser receives decoded.
const files = siteFiles(dir)
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
