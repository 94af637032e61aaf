// wasm-bindgen's JS glue and its wasm, for post-build.mjs and the build tests.

/**
 * The import object the glue `js` hands to WebAssembly.Instance for the module
 * `wasmModule` ({ module: { field: value } }): its initSync is run with
 * WebAssembly.Instance replaced by a stub that keeps the import object and stops there,
 * so no code of the app runs.
 */
export async function glueImports(js, wasmModule) {
  const glue = await import(`data:text/javascript;base64,${Buffer.from(js, 'utf8').toString('base64')}`);
  if (typeof glue.initSync !== 'function') throw new Error('the JS exports no initSync');
  const Instance = WebAssembly.Instance;
  const stop = new Error('imports captured');
  let captured;
  WebAssembly.Instance = function (_module, imports) {
    captured = imports;
    throw stop;
  };
  try {
    glue.initSync({ module: wasmModule });
  } catch (e) {
    if (e !== stop) throw e;
  } finally {
    WebAssembly.Instance = Instance;
  }
  if (!captured) throw new Error('initSync did not instantiate the wasm');
  return captured;
}
