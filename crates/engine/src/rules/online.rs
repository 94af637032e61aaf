//! The `online` preset (`risiko-online.txt`, docs/RULES.md §3): the digital edition's rules.
//! Everything it needs is data in [`RuleSet`]; its two endings are the sdadata with a
//! real-time trigger ("Countdown") or a round trigger ("Regular").

use super::config::{Ending, Trigger};
use super::preset::{CardTrades, FiftyPercentMethod, ObjectiveSet, PresetId, RuleSet, Scoring};
use super::preset::{SdadataRule, TrisValues};

/// The `online` rule set, given the tournament tris values and the torneo sdadata.
pub(crate) const fn rule_set(tris: TrisValues, sdadata: SdadataRule) -> RuleSet {
    RuleSet {
        preset: PresetId::Online,
        // "Il numero di giocatori per ogni game può essere 3, 4 o 5" (line 10).
        min_seats: 3,
        max_seats: 5,
        virtual_seats: 0,
        // "35 per 3 giocatori, 30 per 4 giocatori, 25 per 5 giocatori" (line 13).
        initial_armies: [0, 0, 0, 35, 30, 25, 0],
        // "ogni giocatore non può ottenere più del 50% di un continente" (line 14); the
        // sheet names no method: the engine deals again, as for `torneo`.
        fifty_percent_rule: Some(FiftyPercentMethod::Redeal),
        // "vengono lanciati fino a 3 dadi in base alla disponibilità di armate ... per
        // entrambi i giocatori vengono lanciati 3 dadi ... se in difesa ci sono meno di 3
        // armate allora viene lanciato un dado per ogni armata" (line 39), "da territori
        // con almeno 2 armate" (line 21): both sides roll what their armies allow, no
        // choice and no ban on fewer dice than the defender (docs/RULINGS.md, "online:
        // the dice follow the armies"; revisions 0 and 1 read the tournament rules in).
        mandatory_defence: true,
        no_attack_with_fewer_dice: false,
        // The garrison of 2 is stated for the strategic move only ("Spostamento", line
        // 22); the conquest move is "almeno le armate usate per attaccare" (line 42).
        min_garrison_everywhere: false,
        garrison_next_to_enemy: 2,
        // Lines 48-53, a closed list: 12 / 10 / 8 / 8 / 8 and nothing else, so no +2 for
        // a card showing a held territory (docs/RULINGS.md, "online: the trade values";
        // revisions 0 and 1 granted it).
        tris: TrisValues {
            territory_bonus: 0,
            ..tris
        },
        army_cap: None,
        army_cap_configurable: false,
        // The sheet has no "not before the end of round 4" rule and, unlike testa a
        // testa, does not keep the box rules where it is silent: eliminations are allowed
        // from round 1 (docs/RULINGS.md).
        no_elimination_until_round: None,
        victim_cards_same_turn: false,
        // "Ad ogni giocatore viene assegnato un obiettivo" (line 12) and the table points
        // of section 7 are those of the 20 tournament objectives (docs/RULES.md §3).
        objectives: ObjectiveSet::Tournament,
        // Section 8: "uguale o inferiore a 4 ... chiusura al 5, poi al 6, e infine al 7";
        // "più di due territori": no roll. "Al termine dell'ultimo giro, ogni giocatore
        // lancia" and "Se nessuno chiude la partita nel primo giro completo" (lines
        // 107-108): every seat's first roll closes at 4, the threshold rising by lap.
        sdadata: Some(SdadataRule {
            by_lap: true,
            ..sdadata
        }),
        secret_time_allowed: false,
        // Line 111: "vengono sommati i valori dei territori posseduti da ogni giocatore
        // che fanno parte del suo obiettivo".
        scoring: Scoring::TournamentValues,
        // "il giocatore vince immediatamente" (line 104): first place, scored with its
        // objective's values (no fixed points in the sheet).
        risiko_points: None,
        tournament_points: false,
        // Countdown or Regular only (line 9).
        untimed_allowed: false,
        real_elimination_ends_game: false,
        extra_rolls_beyond: None,
        match_points: false,
        egypt_middle_east_apart: false,
        attack_superiority: None,
        // Line 39: the dice follow the armies, up to 3.
        attacker_max_dice: true,
        territory_draft: false,
        card_trades: CardTrades::Tris,
        leftover_cards_trade: false,
        victim_cards_to_killer: true,
        risiko_by_points: false,
        supplementary_turns: false,
        freezing: false,
        frozen_armies_exact: false,
        retiring: false,
        move_undo: false,
        border_penalty_option: false,
        cap_excess_removal: false,
        hint_by_consent: false,
    }
}

/// The default ending: Countdown of 60 minutes ("la cui durata o turni dipendono dalla
/// configurazione iniziale", line 9: the app lets the players choose).
pub(crate) fn default_ending() -> Ending {
    Ending::Sdadata {
        trigger: Trigger::Minutes(60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::TerritoryId;
    use crate::rules::config::{Color, GameConfig, SeatConfig};
    use crate::rules::error::ConfigError;

    fn seats(n: usize) -> Vec<SeatConfig> {
        let names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"];
        (0..n)
            .map(|i| SeatConfig::human(names[i], Color::ALL[i]))
            .collect()
    }

    // risiko-online.txt line 10: "3, 4 o 5" players.
    #[test]
    fn online_takes_three_to_five_players() {
        for n in 2..=6 {
            let ok = GameConfig::new(PresetId::Online, seats(n))
                .validate()
                .is_ok();
            assert_eq!(ok, (3..=5).contains(&n), "{n} players");
        }
    }

    // risiko-online.txt line 9: the two endings are Countdown and Regular, both sdadata.
    #[test]
    fn online_endings_are_countdown_or_regular_only() {
        let mut c = GameConfig::new(PresetId::Online, seats(4));
        for (ending, ok) in [
            (
                Ending::Sdadata {
                    trigger: Trigger::Minutes(30),
                },
                true,
            ),
            (
                Ending::Sdadata {
                    trigger: Trigger::Rounds(8),
                },
                true,
            ),
            (Ending::None, false),
            (Ending::RoundLimit(8), false),
            (
                Ending::SecretTime {
                    min_minutes: 90,
                    max_minutes: 100,
                },
                false,
            ),
        ] {
            c.options.ending = ending;
            match c.validate() {
                Ok(_) => assert!(ok, "{ending:?}"),
                Err(e) => {
                    assert!(!ok, "{ending:?}");
                    assert_eq!(e, ConfigError::EndingNotAllowed(PresetId::Online));
                }
            }
        }
        c.options.army_cap = Some(100);
        c.options.ending = default_ending();
        assert_eq!(
            c.validate(),
            Err(ConfigError::ArmyCapNotConfigurable(PresetId::Online))
        );
    }

    // risiko-online.txt lines 57-100: the sheet's territory values are the board's.
    #[test]
    fn online_territory_values_are_the_board_values() {
        let sheet: [(TerritoryId, u32); 6] = [
            (TerritoryId::Cina, 7),
            (TerritoryId::Ontario, 6),
            (TerritoryId::MedioOriente, 6),
            (TerritoryId::AfricaDelSud, 3),
            (TerritoryId::Giappone, 2),
            (TerritoryId::Kamchatka, 5),
        ];
        for (t, v) in sheet {
            assert_eq!(t.value(), v, "{t:?}");
        }
        let total: u32 = TerritoryId::ALL.iter().map(|t| t.value()).sum();
        // The sheet's 42 values add up to 164 (twice the 82 borders).
        assert_eq!(total, 164);
    }

    // Countdown is real minutes: the app's clock asks the engine, then sends TimeUp
    // (risiko-online.txt lines 9 and 106).
    #[test]
    fn countdown_minutes_drive_the_apps_clock() {
        use crate::rules::{Action, Game};
        let mut c = GameConfig::new(PresetId::Online, seats(3));
        c.options.ending = Ending::Sdadata {
            trigger: Trigger::Minutes(30),
        };
        let mut g = Game::new(c, 5).unwrap();
        assert!(g.has_clock());
        assert!(!g.time_limit_reached(30 * 60 - 1));
        assert!(g.time_limit_reached(30 * 60));
        g.apply(Action::TimeUp).unwrap();
        assert!(!g.time_limit_reached(99 * 60), "time is up only once");
        let mut r = GameConfig::new(PresetId::Online, seats(3));
        r.options.ending = Ending::Sdadata {
            trigger: Trigger::Rounds(6),
        };
        let g = Game::new(r, 5).unwrap();
        assert!(!g.has_clock());
        assert_eq!(g.penultimate_round(), Some(6));
    }
}
