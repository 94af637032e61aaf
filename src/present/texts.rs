//! Texts that are the same in every language.

use crate::rules::PresetId;

/// The preset's name (a proper name: the same in Italian and English).
pub fn preset_name(p: PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
        PresetId::Online => "RisiKo! Online",
        PresetId::Club => "Club",
    }
}
