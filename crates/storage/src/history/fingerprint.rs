//! The fingerprint of a game's seed: a commitment shown when the game starts, checked
//! when the seed is revealed at the end (docs/FAIR-DICE.md).
//!
//! Definition (version 1): SHA-256 of the ASCII text `planisfero-seed:` followed by the
//! seed as 16 lowercase hexadecimal digits, exactly as the save's `seed` field writes
//! it. Anyone can check it:
//!
//! ```sh
//! printf 'planisfero-seed:%s' deadbeef0badf00d | sha256sum
//! ```

use sha2::{Digest, Sha256};

/// What is hashed before the seed's digits.
pub const DOMAIN: &str = "planisfero-seed:";

/// How many hexadecimal digits [`Fingerprint::short`] shows.
pub const SHORT_DIGITS: usize = 8;

/// Fewest digits of a fingerprint a player may note and check ([`Fingerprint::matches`]).
pub const MIN_NOTED_DIGITS: usize = 8;

/// SHA-256 of a seed (see the module's definition).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fingerprint(pub [u8; 32]);

/// The seed as the save writes it: 16 lowercase hexadecimal digits.
pub fn seed_hex(seed: u64) -> String {
    let mut s = String::with_capacity(16);
    push_hex(&mut s, &seed.to_be_bytes());
    s
}

fn push_hex(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    for b in bytes {
        out.push(char::from(HEX[usize::from(b >> 4)]));
        out.push(char::from(HEX[usize::from(b & 15)]));
    }
}

impl Fingerprint {
    /// The fingerprint of `seed`.
    pub fn of_seed(seed: u64) -> Fingerprint {
        let mut h = Sha256::new();
        h.update(DOMAIN.as_bytes());
        h.update(seed_hex(seed).as_bytes());
        Fingerprint(h.finalize().into())
    }

    /// All 64 lowercase hexadecimal digits.
    pub fn hex(&self) -> String {
        let mut s = String::with_capacity(64);
        push_hex(&mut s, &self.0);
        s
    }

    /// The first [`SHORT_DIGITS`] digits, the part shown big.
    pub fn short(&self) -> String {
        let mut s = self.hex();
        s.truncate(SHORT_DIGITS);
        s
    }

    /// Reads 64 hexadecimal digits (either case). `None` for anything else.
    pub fn parse(text: &str) -> Option<Fingerprint> {
        let b = text.as_bytes();
        if b.len() != 64 {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, pair) in b.chunks(2).enumerate() {
            out[i] = (hex_value(pair[0])? << 4) | hex_value(pair[1])?;
        }
        Some(Fingerprint(out))
    }

    /// Whether `noted` (what a player wrote down: at least [`MIN_NOTED_DIGITS`]
    /// hexadecimal digits, spaces ignored, either case) is the start of this fingerprint.
    pub fn matches(&self, noted: &str) -> bool {
        let noted: Vec<u8> = noted
            .bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .map(|b| b.to_ascii_lowercase())
            .collect();
        noted.len() >= MIN_NOTED_DIGITS
            && noted.len() <= 64
            && noted.iter().all(u8::is_ascii_hexdigit)
            && self.hex().as_bytes().starts_with(&noted)
    }
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

impl std::fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.hex())
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Fingerprint {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hex())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Fingerprint {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Fingerprint, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Fingerprint::parse(&s).ok_or_else(|| serde::de::Error::custom("not 64 hex digits"))
    }
}

/// What the fingerprint proves and what it cannot, for the verification screen and
/// About (Italian).
pub const PROVES_IT: &str = "L'impronta è calcolata dal seme dei dadi prima del primo \
lancio e mostrata a inizio partita; il seme resta nascosto fino alla fine. Alla fine \
Verifica rigioca l'intera partita da seme e mosse e controlla ogni dado e ogni carta: se \
il seme ha la stessa impronta, i dadi erano fissati quando la partita è cominciata e \
nessuno li ha cambiati dopo. Cosa non può provare: su un solo dispositivo condiviso il \
salvataggio conserva seme e mosse, quindi chi usa gli strumenti per sviluppatori del \
browser potrebbe leggerli e conoscere i dadi futuri. Un'esportazione di una partita non \
finita rivela il seme.";

/// What the fingerprint proves and what it cannot (English).
pub const PROVES_EN: &str = "The fingerprint is computed from the dice seed before the \
first throw and shown when the game starts; the seed stays hidden until the end. At the \
end, Verify replays the whole game from the seed and the moves and checks every die and \
every card: if the seed has the same fingerprint, the dice were fixed when the game began \
and nobody changed them afterwards. What it cannot prove: on one shared device the save \
holds the seed and the moves, so someone with the browser's developer tools could read \
them and know the dice to come. An export of an unfinished game reveals the seed.";

#[cfg(test)]
mod tests {
    use super::*;

    // The value `printf 'planisfero-seed:%s' deadbeef0badf00d | sha256sum` prints.
    #[test]
    fn the_fingerprint_is_the_sha256_of_the_tag_and_the_seed_digits() {
        let f = Fingerprint::of_seed(0xdead_beef_0bad_f00d);
        assert_eq!(f.hex(), GOLDEN);
        assert_eq!(f.short(), &GOLDEN[..8]);
        assert_eq!(Fingerprint::parse(GOLDEN), Some(f));
        assert_eq!(Fingerprint::parse(&GOLDEN.to_uppercase()), Some(f));
        assert_eq!(Fingerprint::parse(&GOLDEN[1..]), None);
        assert_ne!(Fingerprint::of_seed(0xdead_beef_0bad_f00c), f);
    }
    const GOLDEN: &str = "a2973dc52d60f5dbdaf4f060910dc81c4c72d318f88154c60bcb5356e056b281";

    #[test]
    fn a_noted_prefix_matches_only_its_fingerprint() {
        let f = Fingerprint::of_seed(42);
        let hex = f.hex();
        assert!(f.matches(&hex[..8]));
        assert!(f.matches(&format!("{} {}", &hex[..4], &hex[4..12]).to_uppercase()));
        assert!(f.matches(&hex));
        assert!(!f.matches(&hex[..7]), "too short to mean anything");
        assert!(!f.matches(&Fingerprint::of_seed(43).hex()[..8]));
        assert!(!f.matches("zzzzzzzz"));
    }

    #[test]
    fn seeds_are_written_as_the_save_writes_them() {
        assert_eq!(seed_hex(0x75bcd15), "00000000075bcd15");
        assert_eq!(seed_hex(u64::MAX), "ffffffffffffffff");
    }
}
