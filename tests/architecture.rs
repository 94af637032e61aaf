//! The rules never reach up to storage or the UI. The layers are crates (Cargo.toml's
//! workspace, docs/ARCHITECTURE.md), so the compiler holds most of it: a lower layer's crate
//! does not depend on an upper one nor on a web crate, and cannot name them; crates/clippy.toml
//! bans clocks, threads and files. Checked here: each crate's dependencies, and what shares
//! a crate but must not be used (on the code's paths, not on its words: comments and
//! strings are left out).

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

/// The names in a Cargo.toml's `[dependencies]` table (a `[target.*]` table counts too).
fn dependencies(manifest: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(manifest);
    let text = std::fs::read_to_string(&path).expect("the manifest exists");
    let mut names = Vec::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]" || line.starts_with("[target.");
        } else if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.']).next().expect("a key").trim();
            names.push(name.to_string());
        }
    }
    names
}

/// The layers are crates (issue 27 item 6): a module of a lower layer cannot name an upper
/// one, nor a web crate, because its crate does not depend on it. What stays to check is
/// each crate's list of dependencies.
#[test]
fn each_layer_depends_only_on_the_layer_below_and_on_no_web_crate() {
    for (manifest, allowed) in [
        (
            "crates/engine/Cargo.toml",
            &["rand", "serde", "serde_json"][..],
        ),
        (
            "crates/storage/Cargo.toml",
            &["planisfero-engine", "rand", "serde", "sha2"][..],
        ),
        ("crates/present/Cargo.toml", &["planisfero-storage"][..]),
    ] {
        let deps = dependencies(manifest);
        assert!(!deps.is_empty(), "{manifest} has dependencies");
        let extra: Vec<&String> = deps
            .iter()
            .filter(|d| !allowed.contains(&d.as_str()))
            .collect();
        assert!(extra.is_empty(), "{manifest}: {extra:?}");
    }
}

#[test]
fn the_dependency_check_reads_every_dependency_table() {
    let dir = std::env::temp_dir().join("planisfero-architecture-test");
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let manifest = dir.join("Cargo.toml");
    std::fs::write(
        &manifest,
        "[package]\nname = \"x\"\n\n[dependencies]\nrand.workspace = true\n\
         # a comment\nlocal = { path = \"..\" }\n\n[dev-dependencies]\nproptest = \"1\"\n\n\
         [target.'cfg(target_arch = \"wasm32\")'.dependencies]\nleptos = \"0.8\"\n",
    )
    .expect("written");
    let deps = dependencies(manifest.to_str().expect("a UTF-8 path"));
    assert_eq!(deps, ["rand", "local", "leptos"]);
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

/// The tournament desk shares its crate (crates/storage) with the games in progress, but
/// not their module.
#[test]
fn the_tournament_desk_uses_no_game_in_progress() {
    let found = uses("crates/storage/src/tournament", &["crate::session"]);
    assert!(found.is_empty(), "{found:#?}");
}

/// Library code runs in the browser too: no clock, thread or file system. crates/clippy.toml
/// bans their usual calls in every layer; this catches any path into those modules.
#[test]
fn history_uses_no_clock_thread_or_file_system() {
    let found = uses(
        "crates/storage/src/history",
        &["std::time", "std::thread", "std::fs"],
    );
    assert!(found.is_empty(), "{found:#?}");
}

/// The computer players are pure Rust like the rules (issue 12 item 1): they must run
/// natively and in a Web Worker alike. That they see only the rules (never the app's
/// state) and no OS generator, their crate (crates/engine) holds.
#[test]
fn bots_use_no_clock_thread_or_file() {
    // Decisions are deterministic work that runs the same in wasm.
    let found = uses(
        "crates/engine/src/bot",
        &["std::time", "Instant", "std::thread", "std::fs"],
    );
    assert!(found.is_empty(), "{found:#?}");
}

/// The modules a layer crate's lib.rs declares (`pub mod x;`).
fn crate_modules(lib: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(lib);
    let text = std::fs::read_to_string(&path).expect("the crate's lib.rs exists");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_string())
        .collect()
}

/// One build of real crates (issue 45 item 1): the app links the layers as plain
/// dependencies on every target. src/lib.rs compiles none of their files itself (no
/// `#[path]`), there is no root build.rs, and it re-exports every layer module under its
/// name.
#[test]
fn the_app_links_the_layers_as_crates_on_every_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).expect("src/lib.rs");
    assert!(!lib.contains("#[path"), "src/lib.rs compiles a file itself");
    assert!(!root.join("build.rs").exists(), "a root build.rs");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let plain = manifest
        .split_once("\n[dependencies]\n")
        .and_then(|(_, rest)| rest.split("\n[").next())
        .expect("Cargo.toml has [dependencies]");
    for c in ["engine", "storage", "present"] {
        assert!(
            plain.contains(&format!("planisfero-{c} = ")),
            "planisfero-{c} is not a plain dependency"
        );
    }
    let mut layers = Vec::new();
    for c in ["engine", "storage", "present"] {
        layers.extend(crate_modules(&format!("crates/{c}/src/lib.rs")));
    }
    layers.sort();
    let native = lib
        .split_once("pub use planisfero_present::{")
        .and_then(|(_, rest)| rest.split_once('}'))
        .expect("src/lib.rs re-exports the layers")
        .0;
    let mut native: Vec<String> = native
        .split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(String::from)
        .collect();
    native.sort();
    assert_eq!(native, layers, "src/lib.rs's re-export");
}
