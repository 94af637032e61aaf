//! The languages the UI speaks.

use crate::rules::board::{Continent, TerritoryId};

/// A language the UI speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    It,
    En,
}

impl Lang {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::It, Lang::En];

    /// BCP 47 code, used for `<html lang>` and in storage.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::It => "it",
            Lang::En => "en",
        }
    }

    /// Parses a stored code; anything unknown is `None` (the caller falls back to Italian).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code.trim())
    }

    /// Display name of a territory in this language.
    pub fn territory(self, t: TerritoryId) -> &'static str {
        match self {
            Lang::It => t.name_it(),
            Lang::En => t.name_en(),
        }
    }

    /// Display name of a continent in this language.
    pub fn continent(self, c: Continent) -> &'static str {
        match self {
            Lang::It => c.name_it(),
            Lang::En => c.name_en(),
        }
    }
}
