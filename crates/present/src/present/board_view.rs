//! What the board shows: one look per territory (owner's colour, armies, highlight).
//! The board component (`crate::ui::board`) applies it to the map.

use crate::present::i18n_app::{armies, AppText};
use crate::present::lang::Lang;
use crate::present::texts::{fill, pick};
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

/// A badge's diameter in map units (public/map.svg: `r="37"`) and the least size it is
/// readable at, in CSS pixels: the play screen's first view keeps it (issue 30).
pub const BADGE_READABLE: (f64, f64) = (74.0, 20.0);

/// The least on-screen sizes of the map's writing when the whole world is small (issue
/// 43, item 2): a badge's diameter and a label's font size, in CSS pixels. Below them the
/// board scales badges and labels up (`--kb`, `--kl` in style/play.css).
pub const BADGE_MIN_PX: f64 = 22.0;
pub const LABEL_MIN_PX: f64 = 10.5;
/// A badge's radius and a label's font size in map units (public/map.svg).
pub const BADGE_R: f64 = 37.0;
pub const LABEL_FONT: f64 = 32.0;

/// The scales of the badges and of the labels at `px_per_unit` CSS pixels per map unit:
/// 1 where they are readable as drawn, else enough for [`BADGE_MIN_PX`] and
/// [`LABEL_MIN_PX`], in twentieths (rounded up: a pinch changes them by steps).
pub fn writing_scale(px_per_unit: f64) -> (u32, u32) {
    if px_per_unit <= 0.0 || !px_per_unit.is_finite() {
        return (20, 20);
    }
    let step = |k: f64| ((k.max(1.0) * 20.0).ceil() as u32).min(80);
    (
        step(BADGE_MIN_PX / (2.0 * BADGE_R * px_per_unit)),
        step(LABEL_MIN_PX / (LABEL_FONT * px_per_unit)),
    )
}

/// A box in map units: x, y (top left), width, height.
pub type LabelBox = (f64, f64, f64, f64);

/// A place's faults: beyond the map's edges (cut in the whole world's view), on badges,
/// on labels (less is better, in that order).
type Score = (f64, f64, f64);

const CLEAR: Score = (0.0, 0.0, 0.0);

fn overlap(a: LabelBox, b: LabelBox) -> f64 {
    let w = (a.0 + a.2).min(b.0 + b.2) - a.0.max(b.0);
    let h = (a.1 + a.3).min(b.1 + b.3) - a.1.max(b.1);
    if w > 0.0 && h > 0.0 {
        w * h
    } else {
        0.0
    }
}

/// The offsets a label drawn in box `b` may take round its badge at `(ax, ay)` of radius
/// `r`, in order of preference: under its badge, above it, right, left, under or above
/// shifted by half its width, at the four corners, shifted by a quarter, then further
/// under and above (and shifted by half), and last along the rows under and above, by
/// eighths of its width. A place
/// that leaves the map (`width`) is followed by the same place pushed back inside it.
fn label_places(b: LabelBox, (ax, ay): (f64, f64), r: f64, width: f64) -> Vec<(f64, f64)> {
    let gap = r * 0.12;
    let below = ay + r + gap - b.1;
    let above = ay - r - gap - (b.1 + b.3);
    let middle = ay - b.3 / 2.0 - b.1;
    let right = ax + r + gap - b.0;
    let left = ax - r - gap - (b.0 + b.2);
    let (half, quarter) = (b.2 / 2.0, b.2 / 4.0);
    let mut out = Vec::with_capacity(128);
    let mut add = |dx: f64, dy: f64| {
        out.push((dx, dy));
        let x = b.0 + dx;
        let push = (gap - x).max(0.0) - (x + b.2 - width + gap).max(0.0);
        if push != 0.0 && b.2 + 2.0 * gap <= width {
            out.push((dx + push, dy));
        }
    };
    for (dx, dy) in [
        (0.0, below),
        (0.0, above),
        (right, middle),
        (left, middle),
        (half, below),
        (-half, below),
        (half, above),
        (-half, above),
        (right - r, below),
        (left + r, below),
        (right - r, above),
        (left + r, above),
        (quarter, below),
        (-quarter, below),
        (quarter, above),
        (-quarter, above),
        (0.0, below + b.3),
        (0.0, above - b.3),
        (half, below + b.3),
        (-half, below + b.3),
        (half, above - b.3),
        (-half, above - b.3),
    ] {
        add(dx, dy);
    }
    // Then along the four rows, by eighths of its width either way.
    for dy in [below, above, below + b.3, above - b.3] {
        for k in 1..=8 {
            let dx = b.2 * f64::from(k) / 8.0;
            add(dx, dy);
            add(-dx, dy);
        }
    }
    out
}

/// Where each territory's label goes (issue 43, items 2 and 6: no name cut at the map's
/// edge, under another territory's badge or on another name): offsets (dx, dy) in map
/// units from where the map draws it. `anchors[i]`: the badge's centre; `boxes[i]`: the
/// label's box as drawn (no offset); `r`: the badges' radius now; `width`: the map's.
/// Each label takes the first of its [`label_places`] inside the map and clear of every
/// other badge and of the labels placed before; failing that, the one least beyond the
/// edges, then least on badges, then least on labels. Then, while some label still lies
/// on another, each such label moves to its best place among all the others (a few
/// rounds: the earlier labels make room for the later ones).
pub fn place_labels(
    anchors: &[Option<(f64, f64)>],
    boxes: &[Option<LabelBox>],
    r: f64,
    width: f64,
) -> Vec<(f64, f64)> {
    let badges: Vec<Option<LabelBox>> = anchors
        .iter()
        .map(|a| a.map(|(x, y)| (x - r, y - r, 2.0 * r, 2.0 * r)))
        .collect();
    let mut placed: Vec<Option<LabelBox>> = vec![None; boxes.len()];
    let mut out = vec![(0.0, 0.0); boxes.len()];
    let gap = r * 0.12;
    let score = |i: usize, at: LabelBox, placed: &[Option<LabelBox>]| -> Score {
        // Beyond the map's west or east edge: cut in the first view.
        let beyond = ((-at.0).max(0.0) + (at.0 + at.2 - width).max(0.0)) * at.3;
        // Its own badge too: a place pushed back inside the map may cross it.
        let on_badges = badges.iter().flatten().map(|q| overlap(at, *q)).sum();
        // Names a little apart, not touching ("Medio OrienteIndia").
        let wide = (at.0 - gap, at.1, at.2 + 2.0 * gap, at.3);
        let on_labels = placed
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .filter_map(|(_, q)| *q)
            .map(|q| overlap(wide, q))
            .sum();
        (beyond, on_badges, on_labels)
    };
    for round in 0..6 {
        let mut moved = false;
        for i in 0..boxes.len() {
            let (Some(b), Some(a)) = (boxes[i], anchors.get(i).copied().flatten()) else {
                continue;
            };
            if round > 0 && placed[i].is_some_and(|at| score(i, at, &placed) == CLEAR) {
                continue;
            }
            let mut best: Option<(Score, (f64, f64))> = None;
            for (dx, dy) in label_places(b, a, r, width) {
                let s = score(i, (b.0 + dx, b.1 + dy, b.2, b.3), &placed);
                if best.is_none_or(|(t, _)| s < t) {
                    best = Some((s, (dx, dy)));
                }
                if s == CLEAR {
                    break;
                }
            }
            if let Some((_, off)) = best {
                moved |= round > 0 && off != out[i];
                out[i] = off;
                placed[i] = Some((b.0 + off.0, b.1 + off.1, b.2, b.3));
            }
        }
        if round > 0 && !moved {
            break;
        }
    }
    out
}

/// The label of the button at the map's `left` (or right) edge that moves the map that
/// way, with how many of the person's territories lie beyond it.
pub fn edge_label(left: bool, beyond: u32, l: Lang) -> String {
    let way = match (left, l) {
        (true, Lang::It) => "Sposta la mappa a ovest",
        (false, Lang::It) => "Sposta la mappa a est",
        (true, Lang::En) => "Move the map west",
        (false, Lang::En) => "Move the map east",
    };
    match beyond {
        0 => way.to_string(),
        n => fill(
            pick(l, "{0}: {1} tuoi territori", "{0}: {1} of your territories"),
            &[&way, &n],
        ),
    }
}

/// The neighbour of a territory at `from` that an arrow key pointing `dir` (a unit vector,
/// y down) reaches: among `neighbours` (id, anchor), the one most nearly that way, near
/// ones first; the map wraps around every `width` units (Alaska to Kamchatka).
pub fn toward(
    from: (f64, f64),
    dir: (f64, f64),
    width: f64,
    neighbours: impl Iterator<Item = (TerritoryId, (f64, f64))>,
) -> Option<TerritoryId> {
    let mut best: Option<(f64, TerritoryId)> = None;
    for (t, (x, y)) in neighbours {
        let mut vx = x - from.0;
        if vx.abs() > width / 2.0 {
            vx -= width.copysign(vx);
        }
        let vy = y - from.1;
        let along = vx * dir.0 + vy * dir.1;
        if along <= 0.0 {
            continue;
        }
        let cost = along + 2.0 * (vx * dir.1 - vy * dir.0).abs();
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, t));
        }
    }
    best.map(|b| b.1)
}

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

/// Who holds a territory, for its accessible name.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Holder {
    /// No game on the map (the explorer): the name alone.
    #[default]
    Nobody,
    /// Nobody drafted it yet (`club`).
    Free,
    Neutral,
    /// A player, by name.
    Seat(String),
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
    pub holder: Holder,
}

/// The accessible name of `t` showing `look`: "Ucraina, Anna, 5 armate".
pub fn territory_label(t: TerritoryId, look: &TerritoryLook, lang: Lang) -> String {
    let name = lang.territory(t);
    let who = match &look.holder {
        Holder::Nobody => return name.to_owned(),
        Holder::Free => AppText::FreeTerritory.text(lang),
        Holder::Neutral => AppText::NeutralTerritory.text(lang),
        Holder::Seat(n) => n,
    };
    match look.armies {
        Some(n) => fill("{0}, {1}, {2}", &[&name, &who, &armies(n, lang)]),
        None => fill("{0}, {1}", &[&name, &who]),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use TerritoryId as T;

    fn look(holder: Holder, armies: Option<u32>) -> TerritoryLook {
        TerritoryLook {
            armies,
            holder,
            ..TerritoryLook::default()
        }
    }

    #[test]
    fn territory_names_say_owner_and_armies_in_both_languages() {
        let anna = look(Holder::Seat("Anna".into()), Some(5));
        assert_eq!(
            territory_label(T::Ucraina, &anna, Lang::It),
            "Ucraina, Anna, 5 armate"
        );
        assert_eq!(
            territory_label(T::Ucraina, &anna, Lang::En),
            "Ukraine, Anna, 5 armies"
        );
        let one = look(Holder::Seat("Bruno".into()), Some(1));
        assert_eq!(
            territory_label(T::Islanda, &one, Lang::It),
            "Islanda, Bruno, 1 armata"
        );
        assert_eq!(
            territory_label(T::Islanda, &one, Lang::En),
            "Iceland, Bruno, 1 army"
        );
        let neutral = look(Holder::Neutral, Some(8));
        assert_eq!(
            territory_label(T::Cina, &neutral, Lang::It),
            "Cina, neutrale, 8 armate"
        );
        assert_eq!(
            territory_label(T::Cina, &neutral, Lang::En),
            "China, neutral, 8 armies"
        );
        let free = look(Holder::Free, None);
        assert_eq!(territory_label(T::Siam, &free, Lang::It), "Siam, libero");
        assert_eq!(territory_label(T::Siam, &free, Lang::En), "Siam, free");
        // The explorer: no game, the name alone.
        assert_eq!(
            territory_label(T::Ucraina, &TerritoryLook::default(), Lang::En),
            "Ukraine"
        );
    }

    #[test]
    fn arrows_reach_the_neighbour_that_way_and_wrap_around_the_map() {
        let n = [
            (T::Urali, (30.0, 0.0)),
            (T::Scandinavia, (-20.0, -25.0)),
            (T::Kamchatka, (3950.0, -5.0)),
        ];
        let at = |dir| toward((0.0, 0.0), dir, 4000.0, n.into_iter());
        assert_eq!(at((1.0, 0.0)), Some(T::Urali));
        assert_eq!(at((0.0, -1.0)), Some(T::Scandinavia));
        // Kamchatka lies 50 units to the left across the edge of the map.
        assert_eq!(at((-1.0, 0.0)), Some(T::Kamchatka));
        assert_eq!(at((0.0, 1.0)), None);
    }
}
