//! The play screen's plain types.

/// The panel's tabs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tab {
    Turn,
    Players,
    Log,
}

impl Tab {
    /// Every tab, in the order the panel shows them.
    pub const ALL: [Tab; 3] = [Tab::Turn, Tab::Players, Tab::Log];

    /// Stable name (the tab's `data-testid` is `tab-` and this).
    pub const fn key(self) -> &'static str {
        match self {
            Tab::Turn => "turn",
            Tab::Players => "players",
            Tab::Log => "log",
        }
    }

    /// The tab named `key`.
    pub fn from_key(key: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.key() == key)
    }
}
