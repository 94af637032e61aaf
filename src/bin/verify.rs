//! `cargo run --bin verify -- FILE [FINGERPRINT]`: verifies an exported game
//! (docs/FAIR-DICE.md). Replays it from its seed and actions, compares every die and card
//! with the record the export carries, and checks the seed against FINGERPRINT (the
//! digits noted at the start, at least 8) or else the fingerprint the save recorded.
//! Exit status 0 when it verifies, 1 when it does not, 2 when the file cannot be read.

use planisfero::history::verify::FingerprintSource;
use planisfero::history::{verify_save, VerifyError};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (path, noted) = match args.as_slice() {
        [path] => (path, None),
        [path, noted] => (path, Some(noted.as_str())),
        _ => {
            eprintln!("usage: verify FILE [FINGERPRINT]");
            std::process::exit(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("verify: {path}: {e}");
            std::process::exit(2);
        }
    };
    match verify_save(&text, noted) {
        Ok(r) => {
            println!("OK: {path} verifies.");
            println!(
                "fingerprint: {} (short {})",
                r.fingerprint,
                r.fingerprint.short()
            );
            println!(
                "{}",
                match r.checked_against {
                    FingerprintSource::Noted => "the seed matches the fingerprint given",
                    FingerprintSource::Saved =>
                        "the seed matches the fingerprint recorded at the start",
                    FingerprintSource::None =>
                        "no fingerprint was recorded (a save older than fingerprints): seed not checked",
                }
            );
            println!(
                "{} actions replayed, {} dice and {} cards drawn; {}",
                r.actions,
                r.dice,
                r.cards,
                if r.record_checked {
                    "every one matches the record"
                } else {
                    "no record in this save: the replay was not compared with one"
                }
            );
            if !r.finished {
                println!("the game is not over: this file reveals the dice to come");
            }
        }
        Err(e) => {
            eprintln!("FAILED: {path}: {e}");
            let code = if matches!(e, VerifyError::Unreadable(_)) {
                2
            } else {
                1
            };
            std::process::exit(code);
        }
    }
}
