//! GUIDE.md: "rules never reach up to storage or UI": no file under src/rules may name a
//! web crate. The tournament desk (src/tournament) is pure Rust too.

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the folder exists") {
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
    pure_rust("src/rules", 10);
}

#[test]
fn tournament_never_names_a_web_crate() {
    pure_rust("src/tournament", 4);
}

fn pure_rust(dir: &str, at_least: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() >= at_least, "{dir} has its files");
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
