//! GUIDE.md: "rules never reach up to storage or UI". Checked on the code's paths, not on
//! its words: comments are left out, and what a module may not use is named by its path
//! (`crate::ui`, `crate::storage`, `crate::session`, `crate::present`, the web crates).

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the directory exists") {
        let path = entry.expect("readable").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a Rust file without its comments (line, block and doc comments) and with
/// string and char literals emptied, so that only paths the code uses remain.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut depth = 0;
                while i < b.len() {
                    if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                        depth += 1;
                        i += 2;
                    } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'r' if matches!(b.get(i + 1), Some(b'"') | Some(b'#'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                // A raw string r"..." or r#"..."#.
                let mut j = i + 1;
                let mut hashes = 0;
                while b.get(j) == Some(&b'#') {
                    hashes += 1;
                    j += 1;
                }
                if b.get(j) != Some(&b'"') {
                    out.push('r');
                    i += 1;
                    continue;
                }
                j += 1;
                loop {
                    if j >= b.len() {
                        break;
                    }
                    if b[j] == b'"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&b'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                out.push_str("\"\"");
            }
            // A char literal ('"', '\'', 'é'); a lifetime ('a) is kept.
            b'\'' => {
                let len = text[i + 1..].chars().next().map_or(0, char::len_utf8);
                if b.get(i + 1) == Some(&b'\\') {
                    let end = text[i + 3..].find('\'').map_or(b.len(), |k| i + 3 + k);
                    out.push_str("' '");
                    i = end + 1;
                } else if len > 0 && b.get(i + 1 + len) == Some(&b'\'') {
                    out.push_str("' '");
                    i += len + 2;
                } else {
                    out.push('\'');
                    i += 1;
                }
            }
            _ => {
                // Whole characters (the text is UTF-8).
                let c = text[i..].chars().next().expect("a character");
                out.push(c);
                i += c.len_utf8();
            }
        }
    }
    out
}

/// The paths a file's code names that start with one of `forbidden`, as `file: path`.
fn uses(dir: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(!files.is_empty(), "{dir} has Rust files");
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("utf-8");
        let code = code_only(&text);
        // Paths as written, spaces around `::` removed.
        let code = code.replace(" ::", "::").replace(":: ", "::");
        for path in forbidden {
            let bytes = code.as_bytes();
            let mut from = 0;
            while let Some(at) = code[from..].find(path) {
                let at = from + at;
                let before = at.checked_sub(1).map(|k| bytes[k]);
                // A whole path segment: not the tail of a longer name (`my_leptos::`).
                if !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
                    found.push(format!("{}: {path}", f.display()));
                }
                from = at + path.len();
            }
        }
    }
    found
}

#[test]
fn rules_use_nothing_of_the_app_nor_of_a_web_crate() {
    let found = uses(
        "src/rules",
        &[
            "crate::ui",
            "crate::storage",
            "crate::session",
            "crate::present",
            "leptos::",
            "web_sys::",
            "wasm_bindgen::",
            "js_sys::",
            "gloo",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_presentation_core_uses_no_web_crate_nor_the_leptos_glue() {
    let found = uses(
        "src/present",
        &[
            "crate::ui",
            "leptos::",
            "web_sys::",
            "wasm_bindgen::",
            "js_sys::",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_check_sees_paths_in_code_but_not_in_comments_or_strings() {
    let code = code_only(
        "// crate::ui in a comment\n/* leptos:: /* nested */ web_sys:: */\n\
         let s = \"crate::storage\"; let r = r#\"crate::session\"#;\n\
         let q = '\"'; let e = 'é'; fn f<'a>(x: &'a str) {}\n\
         use crate::ui::html::H;",
    );
    assert!(!code.contains("leptos"));
    assert!(!code.contains("web_sys"));
    assert!(!code.contains("crate::storage"));
    assert!(!code.contains("crate::session"));
    assert_eq!(code.matches("crate::ui").count(), 1, "{code}");
    assert!(code.contains("<'a>"), "{code}");
}

#[test]
fn the_tournament_desk_uses_nothing_of_the_app_nor_of_a_web_crate() {
    let found = uses(
        "src/tournament",
        &[
            "crate::ui",
            "crate::present",
            "crate::session",
            "leptos::",
            "web_sys::",
            "wasm_bindgen::",
            "js_sys::",
            "gloo",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}
