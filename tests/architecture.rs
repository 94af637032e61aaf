//! GUIDE.md: "rules never reach up to storage or UI": no file under src/rules may name a
//! web crate.

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/rules exists") {
        let path = entry.expect("readable").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn rules_never_name_a_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 10, "src/rules has its files");
    let forbidden = [
        "leptos",
        "web_sys",
        "wasm_bindgen",
        "gloo",
        "js_sys",
        "web-sys",
        "wasm-bindgen",
        "js-sys",
    ];
    for f in files {
        let text = std::fs::read_to_string(&f).expect("utf-8");
        for word in forbidden {
            assert!(!text.contains(word), "{} names {word}", f.display());
        }
    }
}

/// The computer players are pure Rust like the rules (issue 12 item 1): they must run
/// natively and in a Web Worker alike.
#[test]
fn bot_never_names_a_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() >= 4, "src/bot has its files");
    let forbidden = [
        "leptos",
        "web_sys",
        "wasm_bindgen",
        "gloo",
        "js_sys",
        "web-sys",
        "wasm-bindgen",
        "js-sys",
        // Nor clocks, threads, files or the OS generator: decisions are deterministic
        // work that runs the same in wasm.
        "std::time",
        "Instant",
        "std::thread",
        "std::fs",
        "getrandom",
    ];
    for f in files {
        let text = std::fs::read_to_string(&f).expect("utf-8");
        for word in forbidden {
            assert!(!text.contains(word), "{} names {word}", f.display());
        }
    }
}
