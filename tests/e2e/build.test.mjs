// Checks of the built files themselves (no browser): what the shipped build leaves out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DIST } from './helpers.mjs';

// leptos always enables server_fn's browser feature, whose wasm-streams dependency
// exports three JS classes; the app never streams, so index.html has wasm-opt remove
// those exports and scripts/post-build.mjs the classes (1.9 KB gzipped in all).
test('the shipped build carries no wasm-streams classes, in the wasm or the JS', () => {
  const mod = new WebAssembly.Module(readFileSync(path.join(DIST, 'planisfero_bg.wasm')));
  const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
  assert.ok(exports.includes('main'), `the wasm exports main (${exports.length} exports)`);
  assert.deepEqual(exports.filter((e) => /intounderlying/i.test(e)), []);
  const js = readFileSync(path.join(DIST, 'planisfero.js'), 'utf8');
  assert.ok(js.length > 1000, 'the JS glue is there');
  assert.doesNotMatch(js, /IntoUnderlying/);
});

// Nothing in the app formats a float: core's float formatting (flt2dec, ~7 KB gzipped)
// would bring its panic locations' file names along, so their absence shows it is out.
// It came in through `f64::clamp`, whose failed bound check prints the bounds
// (src/ui/viewport.rs clamp_axis).
test('the shipped wasm does not link core float formatting', () => {
  const wasm = readFileSync(path.join(DIST, 'planisfero_bg.wasm')).toString('latin1');
  assert.ok(wasm.includes('src/ui/'), 'panic locations of the app are in the wasm');
  assert.ok(!wasm.includes('flt2dec'), 'core::num::flt2dec is linked');
});

// Leptos' send_wrapper is replaced by crates/send_wrapper (no thread checks on
// single-threaded wasm32), which keeps std::thread::current (~5 KB of code) out.
test('the shipped wasm does not link std::thread::current', () => {
  const wasm = readFileSync(path.join(DIST, 'planisfero_bg.wasm')).toString('latin1');
  assert.ok(wasm.includes('src/ui/'), 'panic locations of the app are in the wasm');
  assert.ok(!wasm.includes('std/src/thread/current.rs'), 'std::thread::current is linked');
});
