// Starts the tournament desk (torneo.html): desk.js is wasm-bindgen's glue of the desk's
// own wasm (src/bin/desk.rs, built by index.html's second `rel="rust"` link); its
// default export instantiates desk_bg.wasm, and the wasm's start function mounts the
// desk on #desk. Every file is checked (issue 32): desk.js by torneo.html's import map,
// desk_bg.wasm by this fetch's integrity, which scripts/post-build.mjs writes into the
// next line. A refused file is named by boot.js's message instead of a blank page.
const WASM = { file: './desk_bg.wasm', integrity: '' };
const failed = (file) => () => self.planisferoFileFailed?.(file);
const wasm = fetch(WASM.file, { integrity: WASM.integrity });
// Handled by the glue's init, which awaits it once desk.js has arrived.
wasm.catch(() => {});
import('./desk.js').then((glue) => glue.default({ module_or_path: wasm }).catch(failed('desk_bg.wasm')), failed('desk.js'));
