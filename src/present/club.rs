//! What the play screen asks about a `club` game, in plain Rust: whether the territory
//! draft is on, and the chains a player may count double (club-qualificazioni.txt
//! points 7 and 12). The answers come from `crate::rules::club`.

use crate::rules::board::{territories_in, TerritoryId};
use crate::rules::club::{chains, free_territories, values_of};
use crate::rules::{Game, Phase, SeatId, SeatStatus};

use super::i18n_play::{armies, fill, pick};
use super::lang::Lang;

/// Whether the club draft is on: a setup placing single armies on free territories
/// (point 7).
pub fn drafting(g: &Game) -> bool {
    g.rules().club && g.phase() == Phase::Setup && free_territories(g) != 0
}

/// One chain a player may count double.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainOption {
    /// A territory of the chain: the one `Action::ChooseChain` names.
    pub key: TerritoryId,
    /// The chain's territories (bit = [`TerritoryId::index`]).
    pub territories: u64,
    /// The points it adds by counting double (its territories' values).
    pub value: u32,
    /// It is the chain counting double now.
    pub current: bool,
}

/// The chains of `seat` (groups of bordering territories held), best first, the one
/// counting double marked; empty outside `club`.
pub fn chain_options(g: &Game, seat: SeatId) -> Vec<ChainOption> {
    if !g.rules().club {
        return Vec::new();
    }
    let current = g.club_chain(seat);
    let mut out: Vec<ChainOption> = chains(g.territory_mask(seat))
        .into_iter()
        .filter_map(|c| {
            Some(ChainOption {
                key: territories_in(c).next()?,
                value: values_of(c),
                current: c == current,
                territories: c,
            })
        })
        .collect();
    // The standard sort would add kilobytes to the wasm (docs/SIZE.md).
    small_sort::sort_by_key(&mut out, |o| (std::cmp::Reverse(o.value), o.key));
    out
}

/// A seat's status as a stable name (`data-status`).
pub const fn status_key(s: SeatStatus) -> &'static str {
    match s {
        SeatStatus::Playing => "playing",
        SeatStatus::Risiko => "risiko",
        SeatStatus::Frozen => "frozen",
        SeatStatus::Retired => "retired",
    }
}

/// `club` point 4, in [`Phase::Removal`]: "Togli ancora 3 armate" / "Still to remove: 3
/// armies", the armies the seat in turn must still take off its territories (a tap on
/// one of them takes one).
pub fn removal_counter(g: &Game, lang: Lang) -> Option<String> {
    let left = g.armies_to_remove();
    (left > 0).then(|| {
        fill(
            pick(lang, "Togli ancora {0}", "Still to remove: {0}"),
            &[&armies(left, lang)],
        )
    })
}
