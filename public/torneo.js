// Starts the tournament desk (torneo.html): desk.js is wasm-bindgen's glue of the desk's
// own wasm (src/bin/desk.rs, built by index.html's second `rel="rust"` link); its
// default export fetches desk_bg.wasm beside it, and the wasm's start function mounts
// the desk on #desk.
import init from './desk.js';

init();
