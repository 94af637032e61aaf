//! Runs golden scenario files: `cargo run --bin scenario -- FILE...` (a directory runs
//! every `.json` in it). Prints one PASS/FAIL line per expectation and exits non-zero on
//! any FAIL. Format: tests/scenarios/README.md.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::path::PathBuf;
    let mut files: Vec<PathBuf> = Vec::new();
    for arg in std::env::args().skip(1) {
        let p = PathBuf::from(&arg);
        if p.is_dir() {
            let mut inner: Vec<PathBuf> = std::fs::read_dir(&p)
                .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
                .unwrap_or_default();
            inner.retain(|f| f.extension().is_some_and(|e| e == "json"));
            inner.sort();
            files.extend(inner);
        } else {
            files.push(p);
        }
    }
    if files.is_empty() {
        eprintln!("usage: scenario FILE.json... (or a directory)");
        std::process::exit(2);
    }
    let (mut pass, mut fail) = (0usize, 0usize);
    for f in files {
        let text = match std::fs::read_to_string(&f) {
            Ok(t) => t,
            Err(e) => {
                println!("FAIL {}: cannot read: {e}", f.display());
                fail += 1;
                continue;
            }
        };
        for check in planisfero::rules::scenario::run_scenario(&text) {
            if check.pass {
                pass += 1;
                println!("PASS {}: {}", f.display(), check.text);
            } else {
                fail += 1;
                println!("FAIL {}: {}", f.display(), check.text);
            }
        }
    }
    println!("{pass} passed, {fail} failed");
    if fail > 0 {
        std::process::exit(1);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
