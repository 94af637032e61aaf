//! The packed map (crates/present/build.rs) for the app's wasm32 build, which compiles the
//! layers' files itself (src/lib.rs); natively the app uses the planisfero-present crate.

// Runs on the build machine: files and cargo's `println!` directives are its job.
#![allow(clippy::disallowed_methods, clippy::disallowed_macros)]

#[allow(dead_code)] // its `main` is crates/present's
#[path = "crates/present/build.rs"]
mod present_build;

fn main() {
    println!("cargo:rerun-if-changed=crates/present/build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        present_build::pack_map("public/map.svg");
    }
}
