//! The tournament desk's wasm (`torneo.html`): built by Trunk from the second `rel="rust"`
//! link of index.html (`data-type="worker"`: built, not loaded by index.html), loaded only
//! when the organiser opens the desk, so the game's wasm does not carry it.
//! Natively it only explains itself.

#![cfg_attr(target_arch = "wasm32", no_main)]

// The same allocator as the game's wasm (src/main.rs).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Called once by the JS glue when the wasm module is instantiated.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
fn start() {
    planisfero::ui::desk::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("The tournament desk is a web page: build the site with trunk (see README.md).");
}
