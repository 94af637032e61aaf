//! The `club` preset (`club-qualificazioni.txt`, docs/RULES.md §4): its rule set, its log
//! events, and the end of its turns. Each of its rules is a module of its own, named for
//! the rule and reached through the rule's field of [`RuleSet`]:
//! [`club_board`](super::club_board) (no Egitto-Medio Oriente border),
//! [`superiority`](super::superiority), [`draft`](super::draft),
//! [`hand_trades`](super::hand_trades), [`chains`](super::chains),
//! [`club_score`](super::club_score), [`supplementary`](super::supplementary),
//! [`freezing`](super::freezing), [`retiring`](super::retiring),
//! [`cap_removal`](super::cap_removal), [`border_penalty`](super::border_penalty),
//! [`move_undo`](super::move_undo). Their items are re-exported here for the app.

use super::action::Action;
use super::board::{territories_in, Card, TerritoryId};
use super::config::{Ending, SeatId, Trigger};
use super::error::ActionError;
use super::event::Event;
use super::game::{Game, Phase, SeatStatus};
use super::preset::{CardTrades, ObjectiveSet, PresetId, RuleSet, Scoring, TrisValues};

pub use super::border_penalty::border_penalty_territories;
pub use super::cap_removal::CapRemoval;
pub use super::chains::{best_chain, chains, ChainChoice};
pub use super::club_board::{continent_points, neighbour_mask, value};
pub use super::club_score::{ranking_points, risiko_target, score_of, values_of};
pub use super::draft::{free_territories, DRAFT_NEUTRAL_ARMIES};
pub use super::freezing::{FREEZE_TERRITORIES, FROZEN_ARMIES};
pub use super::hand_trades::{hand_trade_value, three_card_value};
pub(crate) use super::supplementary::advance;
pub use super::supplementary::{SupplementaryTurns, SUPPLEMENTARY_TURNS};

/// What only the `club` preset does, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ClubEvent {
    /// The draft is over: these territories are left neutral with `armies` each
    /// (point 7).
    Neutral {
        territories: Vec<TerritoryId>,
        armies: u32,
    },
    /// The seat chose the chain counting double (point 12).
    ChainChosen {
        seat: SeatId,
        territories: Vec<TerritoryId>,
    },
    /// Cards traded without a tris (point 10).
    CardsTraded {
        seat: SeatId,
        cards: Vec<Card>,
        armies: u32,
    },
    /// The last round is over: the supplementary turns begin (point 1).
    SupplementaryTurnsStarted,
    /// The seat plays its supplementary turn (`played` of 3 so far).
    SupplementaryTurnPlayed { seat: SeatId, played: u32 },
    /// The seat passes its supplementary turn; `automatic` when it has played all 3.
    Passed { seat: SeatId, automatic: bool },
    /// The seat ended its turn with at least 10 territories of 1 or 2 armies: frozen for
    /// the rest of the game, its territories set to 5 armies (point 20): `added` armies
    /// raised the weaker ones, `removed` came off the stronger ones (revision 2 on).
    Frozen {
        seat: SeatId,
        added: u32,
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "crate::rules::is_default")
        )]
        removed: u32,
    },
    /// The seat retired: its territories are neutral with at least 5 armies (point 17).
    Retired { seat: SeatId, added: u32 },
    /// An eliminated or retired seat's cards went to the bottom of the deck (point 18).
    CardsToDeckBottom { seat: SeatId, count: u32 },
    /// The border penalty (option): the seat ended its turn with these territories of 1
    /// or 2 armies bordering more than one other player; it loses a card now, or its next
    /// one when it holds none (`card_lost` false).
    BorderPenalty {
        seat: SeatId,
        territories: Vec<TerritoryId>,
        card_lost: bool,
    },
    /// A card owed to the border penalty: the card drawn is discarded at once.
    PenaltyCardDiscarded { seat: SeatId },
    /// The seat ended its turn with `armies`, above its cap: it removes `remove` armies
    /// and plays on with the lowered `cap` (point 4).
    CapExceeded {
        seat: SeatId,
        armies: u32,
        remove: u32,
        cap: u32,
    },
    /// Armies taken off a territory for the cap; `left` still to remove (point 4).
    ArmiesRemoved {
        seat: SeatId,
        territory: TerritoryId,
        armies: u32,
        left: u32,
    },
    /// The seat took back its strategic move: `armies` went back from `to` to `from`
    /// (point 22).
    MoveUndone {
        seat: SeatId,
        from: TerritoryId,
        to: TerritoryId,
        armies: u32,
    },
}

/// Pass, retire, the chain and the hand trade: each under its rule, in its moment.
pub(crate) fn check_action(game: &Game, action: Action) -> Result<(), ActionError> {
    let wrong = || ActionError::WrongPhase {
        action: action.kind(),
        phase: game.phase(),
    };
    let r = game.rules();
    let allowed = match action {
        Action::Pass => r.supplementary_turns,
        Action::Retire => r.retiring,
        Action::ChooseChain { .. } => r.chain_scoring(),
        Action::TradeHand => r.trades_by_hand_size(),
        _ => false,
    };
    if !allowed {
        return Err(wrong());
    }
    let in_turn = matches!(
        game.phase(),
        Phase::Reinforce | Phase::Attack | Phase::Fortify
    );
    let before_moves = matches!(game.phase(), Phase::Reinforce | Phase::Attack);
    match action {
        Action::Pass if before_moves && game.supplementary_choice_pending() => Ok(()),
        Action::Retire if in_turn => Ok(()),
        Action::ChooseChain { territory } if in_turn => {
            super::chains::check_choice(game, territory)
        }
        Action::TradeHand if before_moves => super::hand_trades::check_hand_trade(game),
        _ => Err(wrong()),
    }
}

/// The club's own legal actions (for [`Game::legal_actions`]).
pub(crate) fn legal_extra(game: &Game, out: &mut Vec<Action>) {
    let left = game.armies_to_remove();
    for territory in territories_in(game.removable_mask()) {
        for armies in 1..=left.min(game.armies(territory) - 1) {
            out.push(Action::Remove { territory, armies });
        }
    }
    out.extend(game.club_trades().into_iter().map(|(a, _)| a));
    if game.rules().chain_scoring()
        && matches!(
            game.phase(),
            Phase::Reinforce | Phase::Attack | Phase::Fortify
        )
    {
        let me = game.current();
        let current = game.club_chain(me);
        for territory in territories_in(game.territory_mask(me) & !current) {
            out.push(Action::ChooseChain { territory });
        }
    }
    for a in [Action::Pass, Action::Retire, Action::UndoMove] {
        if game.check(&a).is_ok() {
            out.push(a);
        }
    }
}

pub(crate) fn apply_action(game: &mut Game, me: SeatId, action: Action, events: &mut Vec<Event>) {
    match action {
        Action::Pass => super::supplementary::pass(game, me, events),
        Action::Retire => super::retiring::retire(game, me, events),
        Action::TradeHand => {
            let cards: Vec<Card> = game.hand(me).to_vec();
            super::hand_trades::trade(game, me, &cards, events);
        }
        Action::ChooseChain { territory } => super::chains::choose(game, me, territory, events),
        _ => {}
    }
}

/// The end of a club turn: freezing (point 20), the removal above the cap (point 4), the
/// card(s) for a conquest (two in a supplementary turn, point 2), then the next turn.
pub(crate) fn end_turn(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    super::freezing::freeze_if_weak(game, me, events);
    if game.config().options.cap_removal && super::cap_removal::over_cap(game, me, events) {
        return;
    }
    finish_turn(game, me, events);
}

/// The rest of the end of the turn, after the removal of point 4 if any.
pub(crate) fn finish_turn(game: &mut Game, me: SeatId, events: &mut Vec<Event>) {
    if game.turn.conquests > 0 {
        let draws = if game.in_supplementary_turns() { 2 } else { 1 };
        for _ in 0..draws {
            super::border_penalty::draw(game, me, events);
        }
    }
    // A frozen seat no longer plays: not penalized (its territories had 5 armies until
    // the removal of point 4 could thin them).
    if game.config().options.border_penalty && game.seat_status(me) == SeatStatus::Playing {
        super::border_penalty::border_penalty(game, me, events);
    }
    advance(game, events);
}

/// The `club` rule set, given the tournament tris values (whose table the club replaces
/// by its own, see `cards`).
pub(crate) const fn rule_set(tris: TrisValues) -> RuleSet {
    RuleSet {
        preset: PresetId::Club,
        // "25 carri di dotazione (o 30 in 4 giocatori)" (penalty section, point 1).
        min_seats: 4,
        max_seats: 5,
        virtual_seats: 0,
        initial_armies: [0, 0, 0, 0, 30, 25, 0],
        // The territories are drafted, not dealt (point 7).
        fifty_percent_rule: None,
        mandatory_defence: true,
        // "non è permesso l'attacco in inferiorità di dadi" (point 9).
        no_attack_with_fewer_dice: true,
        min_garrison_everywhere: false,
        garrison_next_to_enemy: 2,
        // Club cards are traded without tris (point 10); "Il territorio citato sulla carta
        // non vale nulla".
        tris: TrisValues {
            territory_bonus: 0,
            ..tris
        },
        // "Il limite di carri ammessi per ogni giocatore è di 150" (point 3).
        army_cap: Some(150),
        army_cap_configurable: false,
        no_elimination_until_round: None,
        victim_cards_same_turn: false,
        // "Non ci saranno obbiettivi segreti" (point 14).
        objectives: ObjectiveSet::None,
        sdadata: None,
        secret_time_allowed: false,
        scoring: Scoring::Club,
        // "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo" (point 15).
        risiko_points: Some(200),
        tournament_points: false,
        // The supplementary turns are the only ending (point 1).
        untimed_allowed: false,
        real_elimination_ends_game: false,
        extra_rolls_beyond: None,
        match_points: false,
        egypt_middle_east_apart: true,
        attack_superiority: Some(10),
        attacker_max_dice: true,
        // Point 7.
        territory_draft: true,
        // Point 10.
        card_trades: CardTrades::HandSize,
        leftover_cards_trade: false,
        // Point 18.
        victim_cards_to_killer: false,
        // Points 14-15.
        risiko_by_points: true,
        // Points 1-2.
        supplementary_turns: true,
        // Point 20.
        freezing: true,
        frozen_armies_exact: true,
        // Point 17.
        retiring: true,
        // Point 22.
        move_undo: true,
        // Penalty section, point 1.
        border_penalty_option: true,
        // Point 4.
        cap_excess_removal: true,
        hint_by_consent: true,
    }
}

/// The default ending: 120 minutes ("Allo scadere del tempo previsto (105,120,150
/// min.)", point 1), then the supplementary turns.
pub(crate) fn default_ending() -> Ending {
    Ending::Supplementary {
        trigger: Trigger::Minutes(120),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::Continent;
    use crate::rules::scoring::{EndReason, Points, Standing};

    // Point 5: "Medio Oriente ed Egitto non confinano"; point 11: values follow borders.
    #[test]
    fn egypt_and_middle_east_do_not_border_and_lose_a_point_each() {
        use TerritoryId::*;
        assert!(Egitto.borders(MedioOriente));
        assert_eq!(neighbour_mask(Egitto) & MedioOriente.bit(), 0);
        assert_eq!(neighbour_mask(MedioOriente) & Egitto.bit(), 0);
        assert_eq!((value(Egitto), value(MedioOriente)), (3, 5));
        for t in TerritoryId::ALL {
            if t != Egitto && t != MedioOriente {
                assert_eq!(value(t), t.value(), "{t:?}");
                assert_eq!(neighbour_mask(t), t.neighbour_mask());
            }
        }
    }

    // docs/RULES.md §6: external borders NA 3, SA 2, Europe 8, Africa 4, Asia 6, Oceania 1.
    #[test]
    fn continent_points_are_territories_plus_external_borders() {
        let got: Vec<u32> = Continent::ALL.into_iter().map(continent_points).collect();
        assert_eq!(got, vec![9 + 3, 4 + 2, 7 + 8, 6 + 4, 12 + 6, 4 + 1]);
    }

    // Point 12: one chain of bordering territories counts double.
    #[test]
    fn best_chain_is_the_richest_connected_group() {
        use TerritoryId::*;
        // Brasile-Argentina-Peru (4+2+3) and Cina-Siam (7+3): Cina-Siam wins.
        let owned = [Brasile, Argentina, Peru, Cina, Siam]
            .iter()
            .fold(0, |m, t| m | t.bit());
        assert_eq!(chains(owned).len(), 2);
        assert_eq!(best_chain(owned), Cina.bit() | Siam.bit());
        assert_eq!(score_of(owned, Some(best_chain(owned))), 19 + 10);
        // Egitto and Medio Oriente are two chains on the club board.
        assert_eq!(chains(Egitto.bit() | MedioOriente.bit()).len(), 2);
    }

    // Lines 5-9: 31 + diff/10 to the first, 15/7/3/1 - diff/10 to the others.
    #[test]
    fn ranking_points_follow_the_structure_section() {
        let st = |seat: u8, p: i64| Standing {
            seat: SeatId(seat),
            place: 0,
            table_points: Points::whole(p),
            risiko: false,
            eliminated: None,
            objective: None,
            territories: 0,
            outside_values: 0,
            armies_in_objective: 0,
            armies_total: 0,
            tie_die: None,
        };
        let got = ranking_points(&[st(2, 120), st(0, 100), st(1, 95), st(3, 40), st(4, 0)]);
        let want = [(2, 3300), (0, 1300), (1, 450), (3, -500), (4, -1100)];
        for ((seat, p), (ws, wp)) in got.into_iter().zip(want) {
            assert_eq!((seat, p), (SeatId(ws), Points(wp)));
        }
    }

    // Point 15: "Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo"; the others
    // score their club points; ranking points follow the final table.
    #[test]
    fn risiko_scores_200_on_the_final_table() {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        use crate::rules::scenario::Position;
        let seats = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut config = GameConfig::new(PresetId::Club, seats);
        config.options.seat_order = crate::rules::SeatOrder::AsGiven;
        let mut pos = Position::new(1, Phase::Attack);
        pos.rest = Some((SeatId::NEUTRAL.0, 1));
        for (t, o) in [
            (TerritoryId::Alaska, 0),
            (TerritoryId::Cina, 1),
            (TerritoryId::Siam, 1),
            (TerritoryId::Peru, 2),
            (TerritoryId::Giappone, 3),
        ] {
            pos.territories.insert(t, (o, 1));
        }
        let mut g = Game::from_position(config, 0, &pos).unwrap();
        g.seats[0].status = SeatStatus::Risiko;
        let mut events = Vec::new();
        g.finish(EndReason::SupplementaryTurnsOver, None, &mut events);
        let table: Vec<(u8, i64, bool)> = g
            .outcome()
            .unwrap()
            .standings
            .iter()
            .map(|s| (s.seat.0, s.table_points.0 / 100, s.risiko))
            .collect();
        assert_eq!(
            table,
            vec![(0, 200, true), (1, 20, false), (2, 6, false), (3, 4, false)]
        );
        let ranking = ranking_points(&g.outcome().unwrap().standings);
        assert_eq!(ranking[0], (SeatId(0), Points(3100 + 1800)));
        assert_eq!(ranking[1], (SeatId(1), Points(1500 - 1800)));
    }

    // Point 1: "Allo scadere del tempo previsto (105,120,150 min.)": the app's clock.
    #[test]
    fn club_minutes_drive_the_apps_clock_and_rounds_do_not() {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        let seats: Vec<SeatConfig> = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut c = GameConfig::new(PresetId::Club, seats.clone());
        assert_eq!(c.options.ending, default_ending());
        c.options.ending = Ending::Supplementary {
            trigger: Trigger::Minutes(105),
        };
        let g = Game::new(c, 1).unwrap();
        assert!(g.has_clock());
        assert!(g.time_limit_reached(105 * 60));
        assert!(!g.time_limit_reached(105 * 60 - 1));
        // 5 players: 25 armies each, the draft first.
        assert_eq!(g.phase(), Phase::Setup);
        assert_eq!(g.armies_to_place(), 1);
        assert_eq!(g.setup_armies_left(g.current()), 25);
        assert_eq!(g.current(), *g.turn_order().last().unwrap());
        // Point 14: 150 points with 5 players (160 with 4, see the scenario).
        assert_eq!(g.club_risiko_target(), 150);
        assert_eq!(risiko_target(4), 160);
        let mut r = GameConfig::new(PresetId::Club, seats);
        r.options.ending = Ending::Supplementary {
            trigger: Trigger::Rounds(8),
        };
        let g = Game::new(r, 1).unwrap();
        assert!(!g.has_clock());
        assert_eq!(g.penultimate_round(), Some(8));
        // Only the supplementary ending fits the club; the others refuse it.
        let mut bad = GameConfig::new(PresetId::Club, g.config().seats.clone());
        bad.options.ending = Ending::RoundLimit(8);
        assert!(bad.validate().is_err());
        let mut torneo = GameConfig::new(PresetId::Torneo, g.config().seats[..4].to_vec());
        torneo.options.ending = default_ending();
        assert!(torneo.validate().is_err());
    }

    fn cap_game(current: u8, territories: &[(TerritoryId, u8, u32)], rest: (u8, u32)) -> Game {
        cap_game_at(crate::rules::Options::REVISION, current, territories, rest)
    }

    fn cap_game_at(
        revision: u32,
        current: u8,
        territories: &[(TerritoryId, u8, u32)],
        rest: (u8, u32),
    ) -> Game {
        use crate::rules::config::{Color, GameConfig, SeatConfig};
        use crate::rules::scenario::Position;
        let seats = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .zip(Color::ALL)
            .map(|(n, c)| SeatConfig::human(*n, c))
            .collect();
        let mut config = GameConfig::new(PresetId::Club, seats);
        config.options.seat_order = crate::rules::SeatOrder::AsGiven;
        config.options.revision = revision;
        let mut pos = Position::new(current, Phase::Fortify);
        pos.rest = Some(rest);
        for &(t, o, a) in territories {
            pos.territories.insert(t, (o, a));
        }
        pos.territories.insert(TerritoryId::Cina, (2, 1));
        pos.territories.insert(TerritoryId::Peru, (3, 1));
        Game::from_position(config, 0, &pos).unwrap()
    }

    /// Anna holds every territory but Cina, Perù and the first four (Bruno's): 30 with
    /// one army, six with 20; 150 in all. Under revision 1, where freezing raised each
    /// territory to at least 5 (the six of 20 keep theirs): 270 after the freeze.
    fn anna_at_150() -> Game {
        let mut ts = Vec::new();
        for (i, &t) in TerritoryId::ALL.iter().enumerate() {
            if matches!(t, TerritoryId::Cina | TerritoryId::Peru) {
                continue;
            }
            let (o, a) = match i {
                0..=3 => (1, 1),
                4..=9 => (0, 20),
                _ => (0, 1),
            };
            ts.push((t, o, a));
        }
        cap_game_at(1, 0, &ts, (1, 1))
    }

    // Point 4 (line 16): twice the excess is removed, each territory keeping one army
    // (an army is needed to hold it): here 2 x 120 would take more than the board has, so
    // the removal stops when all 36 territories are down to one army.
    #[test]
    fn the_removal_stops_when_every_territory_is_down_to_one_army() {
        let mut g = anna_at_150();
        assert_eq!(g.total_armies(SeatId(0)), 150);
        g.apply(Action::end_turn()).unwrap();
        assert_eq!(g.seat_status(SeatId(0)), SeatStatus::Frozen);
        assert_eq!(g.total_armies(SeatId(0)), 270);
        assert_eq!(g.armies_to_remove(), 270 - 36);
        assert_eq!(g.army_cap_of(SeatId(0)), Some(30));
        while let Some(t) = territories_in(g.removable_mask()).next() {
            let armies = g.armies(t) - 1;
            g.apply(Action::Remove {
                territory: t,
                armies,
            })
            .unwrap();
        }
        assert_eq!(g.total_armies(SeatId(0)), 36);
        assert_eq!(g.current_seat(), Some(SeatId(1)));
    }

    // Point 4: "istantaneamente": nothing but the removal (and the app's clock) is legal
    // until it is done, and every removal offered is accepted.
    #[test]
    fn only_removals_are_legal_while_armies_are_above_the_cap() {
        let mut g = anna_at_150();
        g.apply(Action::end_turn()).unwrap();
        let legal = g.legal_actions();
        assert!(legal.iter().any(|a| matches!(a, Action::Remove { .. })));
        for a in legal {
            assert!(matches!(a, Action::Remove { .. } | Action::TimeUp), "{a:?}");
            assert!(g.check(&a).is_ok());
        }
        // Six territories of 20 offer 1..=19 each; the 30 of 5 offer 1..=4.
        assert_eq!(g.legal_actions().len(), 6 * 19 + 30 * 4 + 1);
    }

    // Point 4: "sarà costretto a terminare la partita con una quantità inferiore pari a 150
    // meno l'eccesso": a lowered cap limits what the seat receives from then on.
    #[test]
    fn a_lowered_cap_limits_the_seats_reinforcements() {
        let mut g = cap_game(0, &[(TerritoryId::Alaska, 0, 3)], (1, 1));
        let bruno = SeatId(1);
        let total = g.total_armies(bruno);
        g.cap_removal.caps = vec![0, total + 1];
        g.apply(Action::end_turn()).unwrap();
        assert_eq!(g.current_seat(), Some(bruno));
        assert_eq!(g.armies_to_place(), 1);
        let r = g.reinforcement().unwrap();
        assert_eq!((r.cap, r.total), (Some(total + 1), 1));
        assert!(r.lost_to_cap > 0);
    }
}
