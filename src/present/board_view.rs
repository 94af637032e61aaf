//! What the board shows: one look per territory (owner's colour, armies, highlight).
//! The board component (`crate::ui::board`) applies it to the map.

use crate::rules::board::TerritoryId;

/// A pointer that moved less than this many CSS pixels between down and up is a tap.
pub const TAP_SLOP_PX: f64 = 10.0;

/// Invisible tap areas of the territories too small for a finger at the default zoom:
/// a square of this half-side (SVG units) around the territory's anchor, drawn above the
/// land (it takes a thin edge of a neighbour's land, never a neighbour's badge). At the
/// landscape tablet's scale (about 0.25 px per unit) 90 units give 45 CSS px.
pub const HIT_AREAS: [(TerritoryId, u16); 10] = [
    (TerritoryId::Madagascar, 90),
    (TerritoryId::NuovaGuinea, 90),
    (TerritoryId::Islanda, 90),
    (TerritoryId::Giappone, 90),
    (TerritoryId::Siam, 90),
    (TerritoryId::Venezuela, 90),
    (TerritoryId::Indonesia, 80),
    // Brasile's badge is 110 units away.
    (TerritoryId::Peru, 65),
    (TerritoryId::AmericaCentrale, 90),
    (TerritoryId::GranBretagna, 90),
];

/// How a territory stands out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Highlight {
    /// Drawn normally.
    #[default]
    None,
    /// The territory the player picked (thick bright outline).
    Selected,
    /// A legal target or a neighbour of the selection (dashed bright outline).
    Target,
    /// Not relevant right now (faded).
    Dimmed,
}

impl Highlight {
    /// Value of the `data-highlight` attribute, `None` when the attribute is absent.
    pub const fn attr(self) -> Option<&'static str> {
        match self {
            Highlight::None => None,
            Highlight::Selected => Some("selected"),
            Highlight::Target => Some("target"),
            Highlight::Dimmed => Some("dimmed"),
        }
    }
}

/// What one territory shows.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TerritoryLook {
    /// Owner's CSS colour (`"#c62828"`, `"var(--player-red)"`); `None` shows the
    /// continent's tint.
    pub fill: Option<String>,
    /// Army count in the badge; `None` hides the badge.
    pub armies: Option<u32>,
    pub highlight: Highlight,
}

/// What the whole board shows: one look per territory, indexed by [`TerritoryId::index`].
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    looks: Vec<TerritoryLook>,
    /// Territories outlined as a chain (`club`: the one counting double; bit = index).
    chain: u64,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            looks: vec![TerritoryLook::default(); TerritoryId::COUNT],
            chain: 0,
        }
    }
}

impl BoardView {
    /// A board showing the continents' tints, no armies, no highlight.
    pub fn new() -> BoardView {
        BoardView::default()
    }

    /// Every territory's look, indexed by [`TerritoryId::index`].
    pub fn looks(&self) -> &[TerritoryLook] {
        &self.looks
    }

    /// The look of `t`.
    pub fn look(&self, t: TerritoryId) -> &TerritoryLook {
        &self.looks[t.index()]
    }

    /// The look of `t`, to change it.
    pub fn look_mut(&mut self, t: TerritoryId) -> &mut TerritoryLook {
        &mut self.looks[t.index()]
    }

    /// The territories outlined as a chain (bit = [`TerritoryId::index`]).
    pub fn chain(&self) -> u64 {
        self.chain
    }

    /// Outlines the territories of `mask` as a chain.
    pub fn set_chain(&mut self, mask: u64) {
        self.chain = mask;
    }

    /// Sets the highlight of `t`.
    pub fn set_highlight(&mut self, t: TerritoryId, h: Highlight) -> &mut Self {
        self.looks[t.index()].highlight = h;
        self
    }

    /// Highlights `selected` and its neighbours (from the rules' border table), and
    /// dims every other territory: the explore view, and a start for "pick a target".
    pub fn with_neighbourhood(mut self, selected: TerritoryId) -> BoardView {
        for t in TerritoryId::ALL {
            let h = if t == selected {
                Highlight::Selected
            } else if selected.borders(t) {
                Highlight::Target
            } else {
                Highlight::Dimmed
            };
            self.looks[t.index()].highlight = h;
        }
        self
    }
}
