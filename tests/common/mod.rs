//! Helpers shared by the native integration tests (`mod common;` in each test file).
// Each test crate uses only some of these.
#![allow(dead_code)]

/// A small deterministic generator (SplitMix64) for the tests' random choices,
/// independent of the game's own generator.
pub struct Pick(pub u64);

impl Pick {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform-enough in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Damages a save's bytes as the fuzz tests do, one cut after the other: `(at, how, b)`
/// with `how` 0 = cut off at `at`, 1 = byte `at` becomes `b`, 2 = `b` inserted at `at`,
/// 3 = byte `at` removed, 4 = byte `at` becomes a character of the actions' token
/// alphabet, 5 = byte `at` swapped with the last.
pub fn damage(bytes: &mut Vec<u8>, cuts: &[(proptest::sample::Index, u8, u8)]) {
    for &(ref at, how, b) in cuts {
        if bytes.is_empty() {
            break;
        }
        let i = at.index(bytes.len());
        damage_one(bytes, i, how, b);
    }
}

/// As [`damage`], with each place drawn as a plain number taken modulo the length.
pub fn damage_raw(bytes: &mut Vec<u8>, cuts: &[(usize, u8, u8)]) {
    for &(at, how, b) in cuts {
        if bytes.is_empty() {
            break;
        }
        let i = at % bytes.len();
        damage_one(bytes, i, how, b);
    }
}

fn damage_one(bytes: &mut Vec<u8>, i: usize, how: u8, b: u8) {
    match how {
        0 => bytes.truncate(i),
        1 => bytes[i] = b,
        2 => bytes.insert(i, b),
        3 => {
            bytes.remove(i);
        }
        4 => {
            const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHPUCABOEMTX* ";
            bytes[i] = ALPHABET[usize::from(b) % ALPHABET.len()];
        }
        _ => {
            let last = bytes.len() - 1;
            bytes.swap(i, last);
        }
    }
}

/// A tournament desk's form from `(field, value)` pairs.
pub fn form(fields: &[(&str, &str)]) -> planisfero::present::tournament::Form {
    planisfero::present::tournament::Form(
        fields
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    )
}

/// The 300-turn game of the e2e fixtures, read from its save.
pub fn long_parts() -> planisfero::session::SessionParts {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/e2e/fixtures/long-300-turns.json"),
    )
    .unwrap();
    planisfero::storage::save::read(&text).unwrap()
}

/// Anna, Bruno and Carla at one table, `classico`: the saves' tests' game.
pub fn three_at_a_table() -> planisfero::rules::GameConfig {
    use planisfero::rules::{Color, GameConfig, PresetId, SeatConfig};
    GameConfig::new(
        PresetId::Classico,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
        ],
    )
}

/// Game `id`, "Serata", seed 7, created at 100 ms, after `actions` first-legal actions.
pub fn serata(id: &str, actions: usize) -> planisfero::session::Session {
    let meta = planisfero::session::SessionMeta {
        id: id.into(),
        name: "Serata".into(),
        created_ms: 100,
        updated_ms: 100,
    };
    let mut s = planisfero::session::Session::start(meta, three_at_a_table(), 7).unwrap();
    play(&mut s, actions, 0);
    s
}

/// Plays `n` actions, choosing the `pick`-th legal one (modulo) each time.
pub fn play(s: &mut planisfero::session::Session, n: usize, pick: usize) {
    for _ in 0..n {
        let legal = s.game().legal_actions();
        let a = legal[pick % legal.len()];
        s.apply(a, 1_000).unwrap();
    }
}
