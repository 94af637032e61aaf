//! Entry point. On wasm32 it mounts the Leptos app; natively it only explains itself,
//! since the game is played in the browser.

// On wasm32 the app starts from wasm-bindgen's start function rather than a Rust `main`:
// std's entry around `main` (runtime set-up, naming the main thread, flushing stdout on
// exit, with their panic messages) has nothing to do in a browser page.
#![cfg_attr(target_arch = "wasm32", no_main)]

// Talc instead of Rust's default dlmalloc: 861 B less gzipped wasm (measured); a
// dlmalloc-style allocator with boundary tags and binning, so freed memory is reused and
// merged (the 300-turn autosave e2e test plays a long game on it).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Called once by the JS glue when the wasm module is instantiated.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn start() {
    planisfero::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Planisfero is a web app: see README.md (serve it with the first command there).");
}
