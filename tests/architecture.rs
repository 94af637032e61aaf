//! GUIDE.md: "rules never reach up to storage or UI": no file under src/rules may name a
//! web crate; nor may src/history (issue 18: provable dice, statistics, replay, pictures),
//! which the app and the native tools share.

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
    assert_no_web_crate(files);
}

#[test]
fn history_never_names_a_web_crate_nor_the_ui() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/history");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() >= 8, "src/history has its files");
    for f in &files {
        let text = std::fs::read_to_string(f).expect("utf-8");
        assert!(!text.contains("crate::ui"), "{} uses the UI", f.display());
        // Library code runs in the browser too: no clock, thread or file system.
        for word in ["std::time", "std::thread", "std::fs"] {
            assert!(!text.contains(word), "{} names {word}", f.display());
        }
    }
    assert_no_web_crate(files);
}

fn assert_no_web_crate(files: Vec<std::path::PathBuf>) {
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
