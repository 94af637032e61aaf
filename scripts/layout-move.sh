#!/usr/bin/env bash
# Issue 27, items 6 and 8: the layout's moves and renames, reproducible on a merged tree.
# Run from the repository root on a clean tree: scripts/layout-move.sh (it ends with `cargo fmt --all`).
# Running it again changes nothing. On a merged tree (other branches merged first):
#   1. run it;
#   2. take the hand-written files from branch `ws` (they are not scripted):
#      `git checkout ws -- tests/architecture.rs docs/ARCHITECTURE.md README.md docs/SIZE.md`,
#      then re-apply any change the other branches made to those four (the script's path
#      and name rewrites already ran on them: run it once more after the checkout);
#   3. `cargo clippy --workspace --all-targets -- -D warnings` and the wasm clippy
#      (scripts/test.sh): what a merged branch added may need the fix-ups below again:
#      - an item of a lower crate used by an upper one: `pub(crate)` -> `pub` (add it to
#        the list in step 2);
#      - a new module in src/lib.rs: src/lib.rs is written whole by this script (a new
#        layer module needs both its native re-export and its wasm32 `#[path]` module);
#      - a lower layer naming an upper one (`crate::present` in crates/storage...): move
#        the item down, as done for `preset_name`.
# Script messages "fix by hand in FILE" name a fix-up whose text was not found.
#
# Step 1 (item 8, names): files moved with git mv, then identifiers and module paths
#   renamed token by token by scripts/layout-rename.py (never inside string literals;
#   in comments and Markdown only inside backticks):
#     present::html::H           -> Html          (the HTML writer)
#     present::i18n_play::P      -> AppText       (the whole app's fixed texts), i18n_play -> i18n_app
#     present::tournament::tx::Tx -> desk_text::DeskText (the desk's fixed texts)
#     present::trust             -> verify_pages  (Verifica, fingerprint, dice statistics)
#     thinking (src/thinking.rs) -> worker_protocol (the bots' worker's messages)
#     bot::snap::Snap            -> bot::view_arrays::ViewArrays (a seat's view in arrays)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

mv_if() { if [ -e "$1" ]; then mkdir -p "$(dirname "$2")"; git mv "$1" "$2"; fi; }

# --- Step 1: names ---
mv_if src/thinking.rs src/worker_protocol.rs
mv_if src/present/trust.rs src/present/verify_pages.rs
mv_if src/present/i18n_play.rs src/present/i18n_app.rs
mv_if src/bot/snap.rs src/bot/view_arrays.rs
mv_if src/present/tournament/tx.rs src/present/tournament/desk_text.rs
python3 scripts/layout-rename.py .

# --- Step 2 (item 6): the layers as crates of one Cargo workspace ---
#   crates/engine   planisfero-engine   rules, bot            (no app, no web crate)
#   crates/storage  planisfero-storage  storage, session, history, tournament
#   crates/present  planisfero-present  present, map_data (and build.rs, the packed map)
#   .               planisfero          ui (wasm32), worker_protocol, the bins
# Each crate's lib.rs re-exports the lower layers under their module names, so the moved
# files' `crate::rules::...` paths resolve unchanged; the root's src/lib.rs re-exports
# everything for the tests, benches and bins (`planisfero::rules::...`). On wasm32 the root
# compiles the layers' files as its own modules instead (`#[path]`, same names), one crate
# as before: as four crates the game's wasm grew by 6.7 KB brotli (docs/SIZE.md). So src/ui,
# wasm32 only, still sees the layers' types as its crate's own (inherent impls allowed).
# Fix-ups (all here, below the moves):
#   - session.rs named `crate::present::texts::preset_name`: the function moves to
#     session.rs and present::texts re-exports it (a lower layer may not name an upper one);
#   - build.rs moves to crates/present (reading ../../public/map.svg); the root's build.rs
#     calls its `pack_map` for the wasm32 build;
#   - intra-doc links to an upper layer become plain code spans.
if [ ! -d crates/engine/src/rules ]; then
  mv_if src/rules crates/engine/src/rules
  mv_if src/bot crates/engine/src/bot
  mv_if src/storage crates/storage/src/storage
  mv_if src/session.rs crates/storage/src/session.rs
  mv_if src/history crates/storage/src/history
  mv_if src/tournament crates/storage/src/tournament
  mv_if src/present crates/present/src/present
  mv_if src/map_data.rs crates/present/src/map_data.rs
  mv_if build.rs crates/present/build.rs
fi

python3 - <<'PY'
from pathlib import Path

p = Path("crates/present/build.rs")
s = p.read_text()
old = """fn main() {
    println!("cargo:rerun-if-changed=public/map.svg");
    println!("cargo:rerun-if-changed=build.rs");
    let svg = fs::read_to_string("public/map.svg").expect("build.rs: cannot read public/map.svg");
"""
new = """pub fn main() {
    pack_map("../../public/map.svg");
}

/// Packs the map at `svg_path` (from the running script's package) into `OUT_DIR`. The app
/// crate's build.rs calls it too, for its wasm32 build (src/lib.rs).
pub fn pack_map(svg_path: &str) {
    println!("cargo:rerun-if-changed={svg_path}");
    println!("cargo:rerun-if-changed=build.rs");
    let svg = fs::read_to_string(svg_path).expect("build.rs: cannot read public/map.svg");
"""
if "fn pack_map" not in s:
    if old not in s:
        raise SystemExit("layout-move.sh: fix by hand in crates/present/build.rs: main -> pack_map")
    p.write_text(s.replace(old, new, 1))
PY
# The build script runs on the build machine: crates/clippy.toml's bans are not for it.
grep -q "disallowed_methods" crates/present/build.rs || sed -i '0,/^use /s//\/\/ Runs on the build machine: files and cargo'"'"'s `println!` directives are its job.\n#![allow(clippy::disallowed_methods, clippy::disallowed_macros)]\n\nuse /' crates/present/build.rs

python3 - <<'PY'
import re
from pathlib import Path

# preset_name: from present::texts down to session.
texts = Path("crates/present/src/present/texts.rs")
session = Path("crates/storage/src/session.rs")
t = texts.read_text()
m = re.search(r"\n/// The preset's name[^\n]*\npub fn preset_name\(p: PresetId\) -> &'static str \{\n.*?\n\}\n", t, re.S)
if m:
    t = t.replace(m.group(0), "\npub use crate::session::preset_name;\n")
    if t.count("PresetId") == 1:
        t = t.replace("use crate::rules::PresetId;\n", "")
    texts.write_text(t)
    s = session.read_text()
    s = s.replace("crate::present::texts::preset_name(", "preset_name(")
    s = s.replace("\n/// The name of a saved game:", m.group(0).replace("p: PresetId", "p: crate::rules::PresetId") + "\n/// The name of a saved game:", 1)
    session.write_text(s)

# Items of a lower layer that an upper one uses: from pub(crate) to pub.
for path, item in [
    ("crates/storage/src/tournament/mod.rs", "fn fold_case"),
]:
    p = Path(path)
    p.write_text(p.read_text().replace("pub(crate) " + item, "pub " + item))

# Intra-doc links that would name an upper layer (or the app) from a lower crate.
def unlink(path, names):
    p = Path(path)
    s = p.read_text()
    for n in names:
        s = s.replace("[`" + n + "`]", "`" + n + "`")
    p.write_text(s)

for f in Path("crates/engine/src").rglob("*.rs"):
    s = f.read_text()
    names = set(re.findall(r"\[`(crate::(?:present|ui|storage|session|history|tournament)[\w:]*)`\]", s))
    unlink(f, names)
for f in Path("crates/storage/src").rglob("*.rs"):
    s = f.read_text()
    unlink(f, set(re.findall(r"\[`(crate::(?:present|ui|worker_protocol)[\w:]*)`\]", s)))
for f in Path("crates/present/src").rglob("*.rs"):
    s = f.read_text()
    unlink(f, set(re.findall(r"\[`(crate::(?:ui|worker_protocol)[\w:]*)`\]", s)))
PY

mkdir -p crates/engine/src crates/storage/src crates/present/src
cat > crates/engine/Cargo.toml <<'TOML'
[package]
name = "planisfero-engine"
description = "Planisfero's rules and computer players: pure Rust, deterministic"
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[features]
# The serde derives on the rules' types, for the native tools and tests (on by default, as
# the root's feature: on wasm32 the app compiles these files itself, src/lib.rs).
default = ["serde"]
serde = ["dep:serde", "dep:serde_json"]

[dependencies]
rand.workspace = true
serde = { workspace = true, optional = true }
serde_json = { workspace = true, optional = true }
small_sort.workspace = true

[dev-dependencies]
serde_json.workspace = true

[lints]
workspace = true
TOML
cat > crates/engine/src/lib.rs <<'RS'
//! The engine layer: the game and the computer players, pure Rust and deterministic.
//! No web crate nor app module can be named here: this crate depends on none.
//!
//! - [`rules`]: the whole game (legal actions, check, apply -> events, view_for).
//! - [`bot`]: computer players: one action at a time from a seat's view.

pub mod bot;
pub mod rules;
RS

cat > crates/storage/Cargo.toml <<'TOML'
[package]
name = "planisfero-storage"
description = "Planisfero's saves, games in progress, history and tournament desk: pure Rust"
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[features]
default = ["serde"]
serde = ["dep:serde", "planisfero-engine/serde"]

[dependencies]
planisfero-engine = { path = "../engine" }
rand.workspace = true
serde = { workspace = true, optional = true }
sha2.workspace = true
small_sort.workspace = true

[dev-dependencies]
serde_json.workspace = true

[lints]
workspace = true
TOML
cat > crates/storage/src/lib.rs <<'RS'
//! The storage layer, on the engine: what a game leaves behind, pure Rust. No web crate
//! nor presentation module can be named here: this crate depends on none.
//!
//! - [`storage`]: the save format, saved games and the store they live in.
//! - [`session`]: a game in progress as the app holds and saves it.
//! - [`history`]: provable dice, statistics, charts, replay of a game.
//! - [`tournament`]: the tournament desk: seating, tournament points, standings.
//!
//! The engine's modules are re-exported under their names (`crate::rules::...`).

pub use planisfero_engine::{bot, rules};

pub mod history;
pub mod session;
pub mod storage;
pub mod tournament;
RS

cat > crates/present/Cargo.toml <<'TOML'
[package]
name = "planisfero-present"
description = "Planisfero's presentation core: screens' state, reducers, markup, texts"
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true
build = "build.rs"

[dependencies]
planisfero-storage = { path = "../storage" }
small_sort.workspace = true

[lints]
workspace = true
TOML
cat > crates/present/src/lib.rs <<'RS'
//! The presentation layer: what the UI shows and how a tap becomes an act, pure Rust and
//! tested natively. No web crate nor the Leptos glue can be named here: this crate
//! depends on none.
//!
//! - [`present`]: state, typed acts, reducers, markup and texts of every screen.
//! - [`map_data`]: the planisphere's SVG, compiled in compactly and rebuilt on first use.
//!
//! The lower layers are re-exported under their module names (`crate::rules::...`).

pub use planisfero_storage::{bot, history, rules, session, storage, tournament};

pub mod map_data;
pub mod present;
RS

cat > src/lib.rs <<'RS'
//! Planisfero: RisiKo! in the browser. The app crate, on the layers' crates
//! (docs/ARCHITECTURE.md), whose modules it re-exports under their names:
//!
//! - `planisfero-engine`: [`rules`] (the whole game, deterministic) and [`bot`] (computer
//!   players, one action at a time from a seat's view).
//! - `planisfero-storage`: [`storage`] (the save format, saved games, their store),
//!   [`session`] (a game in progress), [`history`] (provable dice, statistics, replay) and
//!   [`tournament`] (the tournament desk's domain).
//! - `planisfero-present`: [`present`] (what the UI shows and how a tap becomes an act)
//!   and [`map_data`] (the planisphere's SVG, compiled in compactly).
//! - here: [`worker_protocol`] (the messages between the app and the bots' web worker)
//!   and `ui` (wasm32 only): the Leptos glue (signals, effects, DOM) around `present`.
//!
//! On wasm32 the app compiles the layers' files as its own modules, under the same names:
//! one crate's code shares its inlined and generic copies, which four crates' would not
//! (the game's wasm: +6.7 KB brotli, docs/SIZE.md). The layers' crates, built by every
//! native build and linted for wasm32 too (scripts/test.sh), keep the layers apart.

#[cfg(not(target_arch = "wasm32"))]
pub use planisfero_present::{
    bot, history, map_data, present, rules, session, storage, tournament,
};

#[cfg(target_arch = "wasm32")]
#[path = "../crates/engine/src/bot/mod.rs"]
pub mod bot;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/history/mod.rs"]
pub mod history;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/present/src/map_data.rs"]
pub mod map_data;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/present/src/present/mod.rs"]
pub mod present;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/engine/src/rules/mod.rs"]
pub mod rules;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/session.rs"]
pub mod session;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/storage/mod.rs"]
pub mod storage;
#[cfg(target_arch = "wasm32")]
#[path = "../crates/storage/src/tournament/mod.rs"]
pub mod tournament;

pub mod worker_protocol;

#[cfg(target_arch = "wasm32")]
pub mod ui;
RS
cat > build.rs <<'RS'
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
RS

python3 - <<'PY'
from pathlib import Path

p = Path("Cargo.toml")
s = p.read_text()
if "[workspace]" not in s:
    s = s.replace(
        "[package]\n",
        """# The layers as crates (docs/ARCHITECTURE.md): a lower one cannot name an upper one.
[workspace]
members = [".", "crates/engine", "crates/storage", "crates/present"]
resolver = "2"

[workspace.package]
version = "0.1.0"
edition = "2021"
rust-version = "1.95"
license = "MIT"
publish = false

[workspace.dependencies]
rand = { version = "0.9", default-features = false, features = ["small_rng"] }
serde = { version = "1", features = ["derive"] }
serde_json = "1"
sha2 = "0.10"
small_sort = { path = "crates/small_sort" }

# Every crate's lints (`[lints] workspace = true`); clippy.toml lists the disallowed
# methods, macros and types (the size rules, and no clock, thread or file in the layers).
[workspace.lints.rust]
unsafe_code = "deny"

[workspace.lints.clippy]
disallowed_macros = "deny"
disallowed_methods = "deny"
disallowed_types = "deny"

[package]
""",
        1,
    )
    s = s.replace(
        'serde = ["dep:serde", "dep:serde_json"]',
        'serde = ["dep:serde", "dep:serde_json", "planisfero-storage/serde"]',
    )
    s = s.replace(
        "# The web app only exists on wasm32",
        """# The layers (crates/): the root crate is the app, the worker and the desk. On wasm32 it
# compiles the layers' files itself, as one crate (src/lib.rs); rand, serde, small_sort and
# sha2 above are theirs.
[target.'cfg(not(target_arch = "wasm32"))'.dependencies]
planisfero-engine = { path = "crates/engine" }
planisfero-storage = { path = "crates/storage" }
planisfero-present = { path = "crates/present" }

# The web app only exists on wasm32""",
        1,
    )
    s = s.replace("[dev-dependencies]\n", "[lints]\nworkspace = true\n\n[dev-dependencies]\n", 1)
    p.write_text(s)
PY

# Doc tests and doc paths in the layers' crates name their own crate.
for c in engine storage present; do
  { grep -rl "planisfero::" crates/$c/src || true; } | xargs -r sed -i "s/\bplanisfero::/planisfero_$c::/g"
done

# Lints: what the text-scanning architecture test checked the crates now hold (clippy.toml
# files: the nearest one to a crate's manifest is the one clippy reads).
cat > clippy.toml <<'TOML'
# The app crate (src/: ui, worker_protocol, bins) and its tests. The layers' crates read
# crates/clippy.toml instead (clippy takes the file nearest to a crate's Cargo.toml).
# `[workspace.lints]` in Cargo.toml makes the disallowed lists errors.
disallowed-macros = [
    { path = "std::dbg", reason = "no Debug formatting in the app (docs/SIZE.md)" },
]
TOML
cat > crates/clippy.toml <<'TOML'
# The layers' crates (crates/engine, crates/storage, crates/present): pure Rust that runs
# natively and in the browser (the game's wasm, the bots' worker, the desk). What they may
# not call, as errors (`[workspace.lints]` in Cargo.toml). `{:?}` in `write!`/`print!`
# outside tests is `clippy::use_debug`, denied in crates/present's lib.rs (the engine's and
# storage's `Display` impls, for the native tools, use it; `format!` escapes that lint).
disallowed-macros = [
    { path = "std::dbg", reason = "no Debug formatting in the app (docs/SIZE.md)" },
    { path = "std::print", reason = "a library of the app writes to no console" },
    { path = "std::println", reason = "a library of the app writes to no console" },
    { path = "std::eprint", reason = "a library of the app writes to no console" },
    { path = "std::eprintln", reason = "a library of the app writes to no console" },
]
disallowed-methods = [
    { path = "std::time::Instant::now", reason = "no clock in the layers: the caller passes the time (docs/ARCHITECTURE.md)" },
    { path = "std::time::SystemTime::now", reason = "no clock in the layers: the caller passes the time" },
    { path = "std::thread::spawn", reason = "no thread: the same code runs in a browser" },
    { path = "std::thread::sleep", reason = "no thread: the same code runs in a browser" },
    { path = "std::thread::scope", reason = "no thread: the same code runs in a browser" },
    { path = "std::fs::read", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::read_to_string", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::write", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::read_dir", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::create_dir_all", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::remove_file", reason = "no file system: the same code runs in a browser" },
    { path = "std::str::from_utf8", reason = "UTF-8 checks cost wasm: write numbers and ids digit by digit (docs/SIZE.md)" },
    { path = "std::string::String::from_utf8", reason = "UTF-8 checks cost wasm (docs/SIZE.md)" },
]
disallowed-types = [
    { path = "std::time::Instant", reason = "no clock in the layers: the caller passes the time" },
    { path = "std::time::SystemTime", reason = "no clock in the layers: the caller passes the time" },
    { path = "std::fs::File", reason = "no file system: the same code runs in a browser" },
    { path = "std::fs::OpenOptions", reason = "no file system: the same code runs in a browser" },
    { path = "std::thread::Builder", reason = "no thread: the same code runs in a browser" },
]
TOML
for c in present; do
  f=crates/$c/src/lib.rs
  grep -q "use_debug" "$f" || sed -i '0,/^$/s//\n\/\/ No `{:?}` in `write!` in the app'"'"'s code (docs\/SIZE.md: Debug formatting costs wasm); tests may.\n#![cfg_attr(not(test), deny(clippy::use_debug))]\n/' "$f"
done

# scripts/test.sh: clippy and the native tests over the whole workspace.
sed -i -e 's/^cargo fmt --check$/cargo fmt --all --check/' \
  -e 's/^cargo clippy --all-targets -- -D warnings$/cargo clippy --workspace --all-targets -- -D warnings/' \
  -e 's/^cargo clippy --target wasm32-unknown-unknown --lib --bins \\$/cargo clippy --target wasm32-unknown-unknown --workspace --lib --bins -- -D warnings\ncargo clippy --target wasm32-unknown-unknown \\/' \
  -e 's/^cargo test --benches --no-run$/cargo test --workspace --benches --no-run/' \
  -e 's/^INSTA_UPDATE=no cargo test$/INSTA_UPDATE=no cargo test --workspace/' scripts/test.sh

# Paths in comments, docs and scripts: src/rules -> crates/engine/src/rules, ...
python3 - <<'PY'
import re
import subprocess
from pathlib import Path

LAYER = {"rules": "engine", "bot": "engine", "storage": "storage", "history": "storage",
         "tournament": "storage", "present": "present"}
FILES = {"session.rs": "storage", "map_data.rs": "present"}
pat = re.compile(r"(?<![\w/.\-])src/(rules|bot|storage|history|tournament|present)\b(?!\.)"
                 r"|(?<![\w/.\-])src/(session\.rs|map_data\.rs)\b")

def repl(m):
    if m.group(1):
        return f"crates/{LAYER[m.group(1)]}/src/{m.group(1)}"
    return f"crates/{FILES[m.group(2)]}/src/{m.group(2)}"

files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
for name in files:
    if name.startswith("scripts/layout-") or not name.endswith((".rs", ".md", ".mjs", ".js", ".sh", ".toml", ".html", ".py", ".css")):
        continue
    p = Path(name)
    if not p.exists():
        continue
    s = p.read_text()
    t = pat.sub(repl, s)
    if not name.startswith("crates/present/"):
        t = re.sub(r"(?<![\w/.\-])build\.rs\b", "crates/present/build.rs", t)
    if t != s:
        p.write_text(t)
PY
cargo fmt --all
