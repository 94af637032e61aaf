//! Native tests of the play screens' texts (`crates/present/src/present/i18n_app.rs`): every refusal
//! and every log event is worded in Italian and English (moved from the browser tests).

use planisfero::present::lang::Lang;
use planisfero::rules::board::{Card, TerritoryId as T};
use planisfero::rules::{Color, GameConfig, Phase, PresetId, SeatConfig, SeatId};

fn config() -> GameConfig {
    GameConfig::new(
        PresetId::Torneo,
        vec![
            SeatConfig::human("Anna", Color::Blu),
            SeatConfig::human("Bruno", Color::Rosso),
            SeatConfig::human("Carla", Color::Giallo),
            SeatConfig::human("Dario", Color::Verde),
        ],
    )
}

// ---------- every refusal and every log event is worded, in both languages ----------

use planisfero::present::i18n_app::{action_error_for, event_text, Names};
use planisfero::rules::{
    ActionError, ActionKind, BlitzStop, Continent, Dice, EndReason, Event, NoCardReason, Outcome,
    Reinforcement, TrisKind,
};

/// Number of `ActionError` variants; [`error_variant`] numbers them.
const ERROR_VARIANTS: usize = 30;

/// The variant's number. Exhaustive on purpose: a new variant does not compile until it is
/// numbered here, given samples in [`error_samples`] and worded.
fn error_variant(e: &ActionError) -> usize {
    match e {
        ActionError::GameOver => 0,
        ActionError::WrongPhase { .. } => 1,
        ActionError::NotOwned { .. } => 2,
        ActionError::OwnTerritory { .. } => 3,
        ActionError::NotAdjacent { .. } => 4,
        ActionError::Zero => 5,
        ActionError::TooManyToPlace { .. } => 6,
        ActionError::NothingToUndo => 7,
        ActionError::CardNotInHand { .. } => 8,
        ActionError::DuplicateCard { .. } => 9,
        ActionError::NotATris => 10,
        ActionError::TradeWindowClosed => 11,
        ActionError::TradeMustUseVictimCards => 12,
        ActionError::TooFewArmiesToAttack { .. } => 13,
        ActionError::BadDice { .. } => 14,
        ActionError::FewerDiceThanDefender { .. } => 15,
        ActionError::EliminationTooEarly { .. } => 16,
        ActionError::MortoCannotAttackDirector { .. } => 17,
        ActionError::BadBlitzLimit { .. } => 18,
        ActionError::MoveOutOfRange { .. } => 19,
        ActionError::GarrisonRequired { .. } => 20,
        ActionError::MoveAlreadyMade => 21,
        ActionError::TimeAlreadyUp => 22,
        ActionError::NoClock => 23,
        ActionError::ExtraRolls { .. } => 24,
        ActionError::NotFree { .. } => 25,
        ActionError::ChainAlreadyChosen => 26,
        ActionError::NoSuperiority { .. } => 27,
        ActionError::NoMoveToUndo => 28,
        ActionError::OnlyThreesLeft => 29,
    }
}

const ACTION_KINDS: [ActionKind; 16] = [
    ActionKind::Place,
    ActionKind::UndoPlace,
    ActionKind::Trade,
    ActionKind::Attack,
    ActionKind::Blitz,
    ActionKind::Occupy,
    ActionKind::EndAttacks,
    ActionKind::Move,
    ActionKind::EndTurn,
    ActionKind::TimeUp,
    ActionKind::Pass,
    ActionKind::Retire,
    ActionKind::TradeHand,
    ActionKind::ChooseChain,
    ActionKind::Remove,
    ActionKind::UndoMove,
];
const CARDS: [Card; 3] = [
    Card::Territory(T::Alaska),
    Card::Territory(T::Cina),
    Card::Jolly(1),
];

/// Representative values of every variant: each field's kinds (every action and phase,
/// a territory card and a jolly) and counts of one and of several.
fn error_samples() -> Vec<ActionError> {
    use ActionError as E;
    let mut v = vec![
        E::GameOver,
        E::Zero,
        E::NothingToUndo,
        E::NoMoveToUndo,
        E::NotATris,
        E::OnlyThreesLeft,
    ];
    for action in ACTION_KINDS {
        for phase in Phase::ALL {
            v.push(E::WrongPhase { action, phase });
        }
    }
    for territory in [T::Alaska, T::AustraliaOrientale] {
        v.push(E::NotOwned { territory });
        v.push(E::OwnTerritory { territory });
        v.push(E::TooFewArmiesToAttack {
            territory,
            armies: 1,
        });
        v.push(E::GarrisonRequired { territory, min: 1 });
        v.push(E::GarrisonRequired { territory, min: 2 });
    }
    v.push(E::NotAdjacent {
        from: T::Alaska,
        to: T::Cina,
    });
    for (left, got) in [(1, 2), (3, 7)] {
        v.push(E::TooManyToPlace { left, got });
    }
    for card in CARDS {
        v.push(E::CardNotInHand { card });
        v.push(E::DuplicateCard { card });
    }
    v.extend([E::TradeWindowClosed, E::TradeMustUseVictimCards]);
    v.push(E::BadDice {
        min: 1,
        max: 3,
        got: 4,
    });
    v.push(E::FewerDiceThanDefender {
        dice: 1,
        defender_dice: 2,
    });
    v.push(E::EliminationTooEarly {
        defender: SeatId(2),
        round: 1,
        allowed_after_round: 2,
    });
    v.push(E::MortoCannotAttackDirector {
        director: SeatId(1),
    });
    v.push(E::BadBlitzLimit {
        armies: 5,
        stop_at: 5,
    });
    v.push(E::MoveOutOfRange {
        min: 1,
        max: 4,
        got: 9,
    });
    v.extend([E::MoveAlreadyMade, E::TimeAlreadyUp, E::NoClock]);
    v.push(E::ExtraRolls { held: 0, asked: 1 });
    v.push(E::ExtraRolls { held: 2, asked: 3 });
    v.push(E::NotFree {
        territory: T::Egitto,
    });
    v.push(E::ChainAlreadyChosen);
    v.push(E::NoSuperiority {
        strength: 5,
        defence: 7,
        min_from: 10,
    });
    v
}

/// Number of `Event` variants; [`event_variant`] numbers them.
const EVENT_VARIANTS: usize = 30;

/// The variant's number; exhaustive like [`error_variant`].
fn event_variant(e: &Event) -> usize {
    match e {
        Event::Placed { .. } => 0,
        Event::PlacementUndone { .. } => 1,
        Event::SetupFinished => 2,
        Event::RoundStarted { .. } => 3,
        Event::TurnStarted { .. } => 4,
        Event::Reinforcements { .. } => 5,
        Event::ArmyCapReached { .. } => 6,
        Event::Traded { .. } => 7,
        Event::Battle { .. } => 8,
        Event::BlitzStopped { .. } => 9,
        Event::Conquered { .. } => 10,
        Event::Occupied { .. } => 11,
        Event::Eliminated { .. } => 12,
        Event::CardsTaken { .. } => 13,
        Event::ObjectiveChanged { .. } => 14,
        Event::AttacksEnded { .. } => 15,
        Event::Moved { .. } => 16,
        Event::DeckReshuffled { .. } => 17,
        Event::CardDrawn { .. } => 18,
        Event::NoCardDrawn { .. } => 19,
        Event::TimeUp { .. } => 20,
        Event::LastRoundAnnounced { .. } => 21,
        Event::SdadataRoll { .. } => 22,
        Event::SdadataSkipped { .. } => 23,
        Event::ExtraRollsEarned { .. } => 24,
        Event::MortoDirected { .. } => 25,
        Event::Risiko { .. } => 26,
        Event::TieBreakRoll { .. } => 27,
        Event::GameOver { .. } => 28,
        Event::Club(_) => 29,
    }
}

fn outcome(reason: EndReason) -> Box<Outcome> {
    Box::new(Outcome {
        reason,
        standings: Vec::new(),
        tournament_points: None,
        match_points: None,
    })
}

/// Representative values of every event: the private and the public form of cards, the
/// morto's turn and placements, every blitz stop, tris kind and end of game.
fn event_samples() -> Vec<Event> {
    use Event as V;
    let (a, b, c) = (SeatId(0), SeatId(1), SeatId(2));
    let mut v = vec![
        V::Placed {
            seat: a,
            by: a,
            territory: T::Alaska,
            armies: 1,
        },
        V::Placed {
            seat: c,
            by: b,
            territory: T::Cina,
            armies: 3,
        },
        V::PlacementUndone {
            seat: a,
            territory: T::Alaska,
            armies: 2,
        },
        V::SetupFinished,
        V::RoundStarted { round: 3 },
        V::TurnStarted {
            seat: b,
            round: 2,
            director: None,
        },
        V::TurnStarted {
            seat: c,
            round: 2,
            director: Some(a),
        },
        V::Reinforcements {
            seat: a,
            breakdown: Reinforcement {
                territories: 14,
                from_territories: 4,
                continents: [(Continent::Oceania, 2), (Continent::SudAmerica, 2)]
                    .into_iter()
                    .collect(),
                from_cards: 10,
                cap: None,
                lost_to_cap: 0,
                total: 18,
            },
        },
        V::ArmyCapReached {
            seat: a,
            cap: 130,
            lost: 4,
        },
    ];
    for kind in [
        TrisKind::Cannoni,
        TrisKind::Fanti,
        TrisKind::Cavalieri,
        TrisKind::Mixed,
        TrisKind::Jolly,
    ] {
        v.push(V::Traded {
            seat: a,
            cards: CARDS,
            kind,
            base: 8,
            territory_bonus: 2,
            total: 10,
        });
    }
    v.push(V::Battle {
        attacker: a,
        defender: b,
        from: T::Alaska,
        to: T::Kamchatka,
        attacker_dice: Dice::new(&[6, 4, 2]).unwrap(),
        defender_dice: Dice::new(&[5, 5]).unwrap(),
        attacker_losses: 1,
        defender_losses: 1,
    });
    for reason in [
        BlitzStop::LimitReached,
        BlitzStop::CannotAttack,
        BlitzStop::EliminationTooEarly,
    ] {
        v.push(V::BlitzStopped {
            from: T::Alaska,
            to: T::Kamchatka,
            reason,
        });
    }
    v.extend([
        V::Conquered {
            seat: a,
            from: T::Alaska,
            to: T::Kamchatka,
            previous_owner: b,
            armies_moved: 3,
        },
        V::Occupied {
            from: T::Alaska,
            to: T::Kamchatka,
            armies: 1,
        },
        V::Eliminated {
            seat: b,
            by: a,
            order: 1,
        },
        V::CardsTaken {
            from: b,
            to: a,
            count: 2,
            cards: Some(vec![CARDS[0], CARDS[2]]),
            usable_this_turn: true,
        },
        V::CardsTaken {
            from: b,
            to: a,
            count: 2,
            cards: None,
            usable_this_turn: false,
        },
        V::ObjectiveChanged { seat: a },
        V::AttacksEnded { seat: a },
        V::Moved {
            from: T::Alaska,
            to: T::Alberta,
            armies: 4,
        },
        V::DeckReshuffled { cards: 30 },
        V::CardDrawn {
            seat: a,
            card: Some(CARDS[1]),
        },
        V::CardDrawn {
            seat: a,
            card: None,
        },
        V::NoCardDrawn {
            seat: a,
            reason: NoCardReason::NoCardsLeft,
        },
        V::TimeUp { round: 7 },
        V::LastRoundAnnounced {
            penultimate: 8,
            last: 9,
        },
        V::SdadataRoll {
            seat: a,
            dice: [3, 5],
            sum: 8,
            min: 2,
            max: 4,
            ends: false,
            extra: false,
        },
        V::SdadataRoll {
            seat: a,
            dice: [1, 2],
            sum: 3,
            min: 3,
            max: 3,
            ends: true,
            extra: true,
        },
        V::SdadataSkipped {
            seat: a,
            conquests: 5,
        },
        V::ExtraRollsEarned {
            seat: a,
            count: 1,
            held: 2,
        },
        V::MortoDirected { director: b },
        V::Risiko { seat: a },
        V::TieBreakRoll {
            seats: vec![a, b],
            dice: vec![6, 3],
        },
    ]);
    for reason in [
        EndReason::Risiko { seat: a },
        EndReason::LastStanding { seat: a },
        EndReason::RealPlayerEliminated { seat: b, by: a },
        EndReason::SecretTime,
        EndReason::Sdadata { seat: a },
        EndReason::RoundLimit { round: 10 },
        EndReason::SupplementaryTurnsOver,
    ] {
        v.push(V::GameOver {
            outcome: outcome(reason),
        });
    }
    {
        use planisfero::rules::ClubEvent as C;
        for club in [
            C::Neutral {
                territories: vec![T::Egitto, T::Cina],
                armies: 8,
            },
            C::ChainChosen {
                seat: a,
                territories: vec![T::Alaska, T::Alberta],
            },
            C::CardsTraded {
                seat: b,
                cards: CARDS.to_vec(),
                armies: 8,
            },
            C::SupplementaryTurnsStarted,
            C::SupplementaryTurnPlayed { seat: a, played: 1 },
            C::Passed {
                seat: a,
                automatic: false,
            },
            C::Passed {
                seat: b,
                automatic: true,
            },
            C::Frozen {
                seat: c,
                added: 30,
                removed: 12,
            },
            C::Retired { seat: c, added: 12 },
            C::CardsToDeckBottom { seat: c, count: 2 },
            C::BorderPenalty {
                seat: a,
                territories: vec![T::Siam],
                card_lost: true,
            },
            C::BorderPenalty {
                seat: a,
                territories: vec![T::Siam, T::India],
                card_lost: false,
            },
            C::PenaltyCardDiscarded { seat: a },
            C::MoveUndone {
                seat: b,
                from: T::Peru,
                to: T::Brasile,
                armies: 1,
            },
            C::MoveUndone {
                seat: b,
                from: T::Peru,
                to: T::Brasile,
                armies: 4,
            },
        ] {
            v.push(V::Club(club));
        }
    }
    v
}

/// A sentence for players: not empty, no Debug formatting or identifiers, no unknown seat.
fn assert_worded(what: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{what}: empty");
    for bad in [
        "Some(",
        "None",
        "TerritoryId",
        "SeatId",
        "seat ",
        "{",
        "}",
        "_",
        "?",
    ] {
        assert!(!text.contains(bad), "{what}: {text:?} contains {bad:?}");
    }
}

#[test]
fn every_action_error_has_an_italian_and_an_english_sentence() {
    let config = config();
    let names = Names(&config);
    let samples = error_samples();
    let mut seen = [false; ERROR_VARIANTS];
    for e in &samples {
        seen[error_variant(e)] = true;
        for morto in [false, true] {
            let it = action_error_for(e, names, Lang::It, morto);
            let en = action_error_for(e, names, Lang::En, morto);
            assert_worded(&format!("{e:?} it"), &it);
            assert_worded(&format!("{e:?} en"), &en);
            assert_ne!(it, en, "{e:?}: the same sentence in both languages");
        }
    }
    let missing: Vec<usize> = (0..ERROR_VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants without a sample: {missing:?}");
    // The morto's turn is worded for the morto.
    let e = ActionError::NotOwned {
        territory: T::Alaska,
    };
    assert!(action_error_for(&e, names, Lang::It, true).contains("morto"));
    assert!(action_error_for(&e, names, Lang::En, true).contains("morto"));
}

#[test]
fn every_event_has_an_italian_and_an_english_log_line() {
    let config = config();
    let names = Names(&config);
    let samples = event_samples();
    let mut seen = [false; EVENT_VARIANTS];
    for e in &samples {
        seen[event_variant(e)] = true;
        let it = event_text(e, names, Lang::It).unwrap_or_else(|| panic!("{e:?}: no Italian line"));
        let en = event_text(e, names, Lang::En).unwrap_or_else(|| panic!("{e:?}: no English line"));
        assert_worded(&format!("{e:?} it"), &it);
        assert_worded(&format!("{e:?} en"), &en);
        assert_ne!(it, en, "{e:?}: the same line in both languages");
    }
    let missing: Vec<usize> = (0..EVENT_VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants without a sample: {missing:?}");
}

// The texts of both languages are templates filled by one function: each `{i}` takes the
// i-th argument, in any order and as often as the language needs; a missing argument
// leaves nothing behind (never a brace on screen).
#[test]
fn fill_puts_each_argument_at_its_numbered_placeholders() {
    use planisfero::present::texts::fill;
    assert_eq!(
        fill("{1} e {0}, ancora {1}.", &[&"Anna", &3]),
        "3 e Anna, ancora 3."
    );
    assert_eq!(fill("«{0}»", &[&"Bruno"]), "«Bruno»");
    assert_eq!(fill("nessun segnaposto", &[]), "nessun segnaposto");
    assert_eq!(fill("a{2}b", &[&1]), "ab");
}

// A referee reads the log: who lost how many armies in a throw, and where every
// reinforcement came from (each continent by name, the cards, only what applies).
#[test]
fn log_lines_name_who_lost_armies_and_every_source_of_reinforcements() {
    let config = config();
    let names = Names(&config);
    let battle = Event::Battle {
        attacker: SeatId(0),
        defender: SeatId(1),
        from: T::Alaska,
        to: T::Kamchatka,
        attacker_dice: Dice::new(&[6, 4, 2]).unwrap(),
        defender_dice: Dice::new(&[6, 1]).unwrap(),
        attacker_losses: 1,
        defender_losses: 1,
    };
    let it = event_text(&battle, names, Lang::It).unwrap();
    assert!(it.ends_with("Anna perde 1, Bruno perde 1."), "{it}");
    let en = event_text(&battle, names, Lang::En).unwrap();
    assert!(en.ends_with("Anna loses 1, Bruno loses 1."), "{en}");

    let breakdown = |continents: Vec<(Continent, u32)>, from_cards: u32| Event::Reinforcements {
        seat: SeatId(0),
        breakdown: Reinforcement {
            territories: 14,
            from_territories: 4,
            total: 4 + continents.iter().map(|c| c.1).sum::<u32>() + from_cards,
            continents: continents.into_iter().collect(),
            from_cards,
            cap: None,
            lost_to_cap: 0,
        },
    };
    let full = breakdown(
        vec![(Continent::Oceania, 2), (Continent::SudAmerica, 2)],
        10,
    );
    assert_eq!(
        event_text(&full, names, Lang::It).unwrap(),
        "Rinforzi di Anna ora in tutto: 18 armate (4 per 14 territori, 2 per Oceania, 2 per America del Sud, 10 dalle carte)."
    );
    assert_eq!(
        event_text(&full, names, Lang::En).unwrap(),
        "Anna's reinforcements now in all: 18 armies (4 for 14 territories, 2 for Oceania, 2 for South America, 10 from cards)."
    );
    let plain = event_text(&breakdown(Vec::new(), 0), names, Lang::It).unwrap();
    assert_eq!(plain, "Anna riceve 4 armate: 4 per 14 territori.");
}

// The players tab says who eliminated a player, and when.

// ---------- agreement: 0, 1 and many; gender-neutral; colours as adjectives ----------

// Every counted word agrees with its number, in both languages: "1 lancio extra", never
// "1 lanci extra"; "1 armata", "0 armate".
#[test]
fn counted_words_agree_with_zero_one_and_many() {
    use planisfero::present::i18n_app::{armies, extra_rolls};
    let config = config();
    let names = Names(&config);
    for (n, it_rolls, en_rolls, it_armies, en_armies) in [
        (0, "0 lanci extra", "0 extra rolls", "0 armate", "0 armies"),
        (1, "1 lancio extra", "1 extra roll", "1 armata", "1 army"),
        (7, "7 lanci extra", "7 extra rolls", "7 armate", "7 armies"),
    ] {
        assert_eq!(extra_rolls(n, Lang::It), it_rolls);
        assert_eq!(extra_rolls(n, Lang::En), en_rolls);
        assert_eq!(armies(n, Lang::It), it_armies);
        assert_eq!(armies(n, Lang::En), en_armies);
        // In the sentences that use them.
        let earned = Event::ExtraRollsEarned {
            seat: SeatId(0),
            count: n,
            held: n,
        };
        assert!(event_text(&earned, names, Lang::It)
            .unwrap()
            .contains(it_rolls));
        assert!(event_text(&earned, names, Lang::En)
            .unwrap()
            .contains(en_rolls));
        let refused = ActionError::ExtraRolls { held: n, asked: 9 };
        assert!(action_error_for(&refused, names, Lang::It, false).contains(it_rolls));
        assert!(action_error_for(&refused, names, Lang::En, false).contains(en_rolls));
    }
    // No sentence of any sample says "1" before a plural of the counted words.
    for e in event_samples() {
        for l in [Lang::It, Lang::En] {
            let text = event_text(&e, names, l).unwrap();
            for bad in [" 1 armate", " 1 lanci ", " 1 armies", " 1 extra rolls"] {
                assert!(!text.contains(bad), "{text}");
            }
        }
    }
}

// Nobody's gender is guessed: an elimination names who eliminated whom without "eliminato"
// or "eliminata"; the last one standing is "in gioco solo".
#[test]
fn eliminations_are_worded_without_a_gender() {
    let config = config();
    let names = Names(&config);
    let out = Event::Eliminated {
        seat: SeatId(2),
        by: SeatId(0),
        order: 1,
    };
    let it = event_text(&out, names, Lang::It).unwrap();
    assert_eq!(it, "Anna elimina Carla dalla partita.");
    for e in event_samples() {
        let text = event_text(&e, names, Lang::It).unwrap();
        assert!(
            !text.contains("eliminato") && !text.contains("eliminata"),
            "{text}"
        );
    }
    for e in error_samples() {
        let text = action_error_for(&e, names, Lang::It, false);
        assert!(
            !text.contains("eliminato") && !text.contains("eliminata"),
            "{text}"
        );
    }
}

// "le armate gialle", not "le armate Giallo".
#[test]
fn colours_agree_with_armies_as_adjectives() {
    use planisfero::present::i18n_app::color_armies;
    let it: Vec<&str> = Color::ALL
        .into_iter()
        .map(|c| color_armies(c, Lang::It))
        .collect();
    assert_eq!(it, ["blu", "rosse", "gialle", "verdi", "viola", "nere"]);
    assert_eq!(color_armies(Color::Giallo, Lang::En), "yellow");
}

// Nearly sure is not sure: odds at the extremes read ">99,9%" and "<0,1%"; only a
// certainty reads 100% or 0%.
#[test]
fn odds_at_the_extremes_are_never_rounded_to_certainty() {
    use planisfero::present::i18n_app::percent;
    assert_eq!(percent(0.9996, Lang::It), ">99,9%");
    assert_eq!(percent(0.0004, Lang::It), "<0,1%");
    assert_eq!(percent(0.9996, Lang::En), ">99.9%");
    assert_eq!(percent(1.0, Lang::It), "100,0%");
    assert_eq!(percent(0.0, Lang::It), "0,0%");
    assert_eq!(percent(0.873, Lang::It), "87,3%");
}

// RisiKo! is announced once: by its own event, the end of the game that follows it says
// only that the game is over.
#[test]
fn risiko_is_announced_once_in_the_log() {
    let config = config();
    let names = Names(&config);
    let lines: Vec<String> = [
        Event::Risiko { seat: SeatId(1) },
        Event::GameOver {
            outcome: outcome(EndReason::Risiko { seat: SeatId(1) }),
        },
    ]
    .iter()
    .map(|e| event_text(e, names, Lang::It).unwrap())
    .collect();
    assert_eq!(
        lines.iter().filter(|l| l.contains("RisiKo!")).count(),
        1,
        "{lines:?}"
    );
}

// ---------- the one table of fixed texts ----------

use planisfero::present::i18n_app::AppText;

const ALL: &[AppText] = AppText::ALL;

/// Texts that are the same in Italian and English, on purpose.
const SAME_IN_BOTH: &[AppText] = &[
    AppText::AppTitle,
    AppText::LegalLine,
    AppText::Ok,
    AppText::Blitz,
];

/// Every text of a fixed-text table (`AppText`, `DeskText`) is worded in both languages: not empty,
/// no spaces around it, no placeholder, and different in Italian and English unless
/// listed in `same_in_both`.
fn assert_table_worded<T: Copy + PartialEq + std::fmt::Debug>(
    all: &[T],
    same_in_both: &[T],
    text: impl Fn(T, Lang) -> &'static str,
) {
    for &p in all {
        let (it, en) = (text(p, Lang::It), text(p, Lang::En));
        for (lang, t) in [("it", it), ("en", en)] {
            assert!(!t.is_empty(), "{p:?} {lang}: empty");
            assert_eq!(t, t.trim(), "{p:?} {lang}: spaces around the text");
            assert!(
                !t.contains(['{', '}']),
                "{p:?} {lang}: a placeholder in a fixed text"
            );
        }
        assert_eq!(
            it == en,
            same_in_both.contains(&p),
            "{p:?}: {it:?} / {en:?} (same in both languages only when listed)"
        );
    }
}

#[test]
fn every_fixed_text_is_worded_in_both_languages() {
    assert_table_worded(ALL, SAME_IN_BOTH, AppText::text);
}

/// Pairs of variants with the same texts in both languages, on purpose: the same words
/// for different things, which a language may one day tell apart.
const SAME_TEXTS: &[(AppText, AppText)] = &[
    // The attack (dialog title) and the attacker (the side of a battle).
    (AppText::Attack, AppText::Attacker),
    // Armies owned and armies as a tie-break column.
    (AppText::Armies, AppText::TieArmies),
    // Table points of the final table and the club's score.
    (AppText::TablePoints, AppText::Score),
];

#[test]
fn no_two_fixed_texts_say_the_same_in_both_languages_unless_meant() {
    let mut twins = Vec::new();
    for (i, &a) in ALL.iter().enumerate() {
        for &b in &ALL[i + 1..] {
            if a.text(Lang::It) == b.text(Lang::It) && a.text(Lang::En) == b.text(Lang::En) {
                twins.push((a, b));
            }
        }
    }
    assert_eq!(
        twins, SAME_TEXTS,
        "merge the twins into one variant, or list them"
    );
}

// ---------- the tournament desk's table (its own page and wasm) ----------

use planisfero::present::tournament::DeskText;

/// The desk's texts that are the same in Italian and English, on purpose.
const TX_SAME_IN_BOTH: &[DeskText] = &[DeskText::Risiko];

#[test]
fn every_fixed_text_of_the_desk_is_worded_in_both_languages() {
    assert_table_worded(DeskText::ALL, TX_SAME_IN_BOTH, DeskText::text);
}

#[test]
fn every_desk_sentence_fills_its_values_in_both_languages() {
    use planisfero::present::tournament::{correction_text, error_text, file_error_text};
    use planisfero::rules::scoring::Points;
    use planisfero::tournament::export::FileError;
    use planisfero::tournament::points::ResultError;
    use planisfero::tournament::seating::{Correction, NoKnockoutPlan, SeatingError};
    use planisfero::tournament::TournamentError;
    let errors = [
        TournamentError::Name,
        TournamentError::TableSize(7),
        TournamentError::Rounds,
        TournamentError::DuplicateName("Zoë".into()),
        TournamentError::RoundIncomplete(2),
        TournamentError::Finished,
        TournamentError::Seating(SeatingError::TooFew {
            players: 3,
            minimum: 4,
        }),
        TournamentError::Knockout(NoKnockoutPlan {
            players: 13,
            final_size: 4,
            below: Some(12),
            above: Some(16),
        }),
        TournamentError::NoSuchTable { round: 0, table: 9 },
        TournamentError::TableComplete { round: 0, table: 0 },
        TournamentError::Result(ResultError::EliminationOrder),
        TournamentError::Result(ResultError::NotWhole),
        TournamentError::Result(ResultError::AboveRisikoWinner),
        TournamentError::Result(ResultError::AboveObjective(Points::whole(84))),
        TournamentError::Result(ResultError::AboveBoard(Points::whole(164))),
        TournamentError::Result(ResultError::ClubThreshold(Points::whole(160))),
        TournamentError::TooFewForFinals,
        TournamentError::Penalty,
    ];
    let files = [
        FileError::TooLarge,
        FileError::Syntax {
            line: 12,
            column: 5,
        },
        FileError::UnknownFormat(9),
        FileError::Field {
            line: 3,
            column: 14,
            what: "points",
        },
        FileError::Inconsistent("rounds"),
        FileError::Result {
            round: 0,
            table: 2,
            game: 0,
            error: ResultError::AboveObjective(Points::whole(84)),
        },
    ];
    let corrections = [
        Correction::None,
        Correction::LastTablesOfFive(2),
        Correction::FirstTablesOfFour(3),
        Correction::TablesOfThree(1),
    ];
    let mut sentences: Vec<(String, String)> = Vec::new();
    for e in &errors {
        sentences.push((error_text(e, Lang::It), error_text(e, Lang::En)));
    }
    for e in &files {
        sentences.push((file_error_text(e, Lang::It), file_error_text(e, Lang::En)));
    }
    for c in corrections {
        sentences.push((correction_text(c, Lang::It), correction_text(c, Lang::En)));
    }
    for (it, en) in &sentences {
        assert_ne!(it, en, "worded in each language");
        for s in [it, en] {
            assert!(!s.contains(['{', '}']), "a placeholder left in {s:?}");
        }
    }
    // The values are in both languages' sentences.
    let knockout = &sentences[7];
    for n in ["13", "4", "12", "16"] {
        assert!(
            knockout.0.contains(n) && knockout.1.contains(n),
            "{knockout:?}"
        );
    }
    assert!(sentences[3].0.contains("Zoë") && sentences[3].1.contains("Zoë"));
    assert!(sentences[4].1.contains("round 3"), "{:?}", sentences[4]);
    let field = &sentences[errors.len() + 3];
    assert!(field.0.contains("riga 3, colonna 14 (points)"), "{field:?}");
    let inconsistent = &sentences[errors.len() + 4];
    assert!(
        inconsistent.0.contains("incoerente (rounds)"),
        "{inconsistent:?}"
    );
    assert!(field.1.contains("line 3, column 14 (points)"), "{field:?}");
    let result = &sentences[errors.len() + 5];
    assert!(
        result
            .0
            .contains("turno 1, tavolo 3, partita 1: senza RisiKo!"),
        "{result:?}"
    );
    assert!(
        result
            .1
            .contains("round 1, table 3, game 1: without RisiKo!"),
        "{result:?}"
    );
}

// ---------- the person's default name reads right in every sentence (issue 30) ----------

/// Third-person sentences about a person named by a pronoun ("Turno di Tu.", "Tu riceve
/// 2 armate", "You has completed"): what a default name "Tu" / "You" wrote.
const PRONOUN_FORMS: &[&str] = &[
    "di Tu",
    "a Tu",
    "da Tu",
    "Vince Tu",
    "Tu ha",
    "Tu riceve",
    "Tu è",
    "Tu perde",
    "Tu cambia",
    "Tu conquista",
    "Tu pesca",
    "Tu gioca",
    "Tu attacca",
    "Tu sposta",
    "Tu piazza",
    "Tu tira",
    "Tu esce",
    "You has",
    "You receives",
    "You's",
    "by You",
    "You wins",
    "You loses",
    "You trades",
    "You conquers",
    "You draws",
    "You is",
    "You plays",
    "You attacks",
    "You moves",
    "You places",
    "You rolls",
    "You was",
];

/// Whether `text` holds `form` as whole words.
fn has_words(text: &str, form: &str) -> bool {
    text.match_indices(form).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + form.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn the_persons_default_name_reads_right_in_every_sentence() {
    use planisfero::present::bots::vs_computer_default;
    for lang in [Lang::It, Lang::En] {
        let config = vs_computer_default(lang).0;
        let names = Names(&config);
        let mut lines: Vec<String> = event_samples()
            .iter()
            .filter_map(|e| event_text(e, names, lang))
            .collect();
        for e in error_samples() {
            for morto in [false, true] {
                lines.push(action_error_for(&e, names, lang, morto));
            }
        }
        let person = names.of(SeatId(0));
        assert!(
            lines.iter().any(|l| l.contains(person)),
            "{lang:?}: no sentence names the person"
        );
        for line in &lines {
            for form in PRONOUN_FORMS {
                assert!(!has_words(line, form), "{lang:?}: {line:?} says {form:?}");
            }
        }
    }
}

#[test]
fn italian_writes_ad_and_ed_before_the_same_vowel() {
    let config = config();
    let names = Names(&config);
    let moved = Event::Moved {
        from: T::Venezuela,
        to: T::AmericaCentrale,
        armies: 3,
    };
    let it = event_text(&moved, names, Lang::It).unwrap();
    assert!(it.contains("da Venezuela ad America"), "{it}");
    assert!(!it.contains(" a America"), "{it}");
    let en = event_text(&moved, names, Lang::En).unwrap();
    assert!(en.contains(" to "), "{en}");
    let e = ActionError::NotAdjacent {
        from: T::Brasile,
        to: T::Egitto,
    };
    let it = action_error_for(&e, names, Lang::It, false);
    assert!(it.contains("Brasile ed Egitto"), "{it}");
}

#[test]
fn italian_places_take_in_and_plural_places_their_article() {
    use planisfero::present::texts::{a_ad, fill, in_it};
    let stay = |t: T| fill("2 armate restano in {0}", &[&Lang::It.territory(t)]);
    assert_eq!(stay(T::Ucraina), "2 armate restano in Ucraina");
    assert_eq!(stay(T::Urali), "2 armate restano negli Urali");
    assert_eq!(
        stay(T::StatiUnitiOrientali),
        "2 armate restano negli Stati Uniti Orientali"
    );
    assert_eq!(
        stay(T::TerritoriDelNordOvest),
        "2 armate restano nei Territori del Nord Ovest"
    );
    let to = |t: T| fill("da Cina a {0}", &[&Lang::It.territory(t)]);
    assert_eq!(to(T::Urali), "da Cina agli Urali");
    assert_eq!(
        to(T::TerritoriDelNordOvest),
        "da Cina ai Territori del Nord Ovest"
    );
    assert_eq!(to(T::Alaska), "da Cina ad Alaska");
    assert_eq!(to(T::India), "da Cina a India");
    assert_eq!((a_ad("Urali"), in_it("Brasile")), ("agli", "in"));
    // English is left as it is.
    assert_eq!(
        fill("armies stay in {0}", &[&Lang::En.territory(T::Urali)]),
        "armies stay in Ural"
    );
}

/// English says "set" and "wild card", never the Italian "tris" and "jolly" (issue 30,
/// round two), in every fixed text, log line, refusal, card name and the rules.
#[test]
fn english_says_set_and_wild_card() {
    use planisfero::present::i18n_app::{card_name, symbol_name, tris_name};
    use planisfero::rules::{Symbol, TrisKind};
    let config = config();
    let names = Names(&config);
    let l = Lang::En;
    let mut lines: Vec<String> = AppText::ALL.iter().map(|p| p.text(l).to_string()).collect();
    lines.extend(
        event_samples()
            .iter()
            .filter_map(|e| event_text(e, names, l)),
    );
    for e in error_samples() {
        lines.push(action_error_for(&e, names, l, false));
    }
    lines.push(card_name(Card::Jolly(0), l));
    for s in [
        Symbol::Fante,
        Symbol::Cavaliere,
        Symbol::Cannone,
        Symbol::Jolly,
    ] {
        lines.push(symbol_name(s, l).to_string());
    }
    for k in [
        TrisKind::Cannoni,
        TrisKind::Fanti,
        TrisKind::Cavalieri,
        TrisKind::Mixed,
        TrisKind::Jolly,
    ] {
        lines.push(tris_name(k, l).to_string());
    }
    let mut h = planisfero::present::html::Html::new();
    planisfero::present::layers::all_rules(&mut h, l);
    lines.push(h.into_string());
    let mut found = Vec::new();
    for line in &lines {
        let low = line.to_lowercase();
        for word in ["tris", "jolly"] {
            if has_words(&low, word) {
                found.push(line.clone());
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    // Italian keeps its words.
    assert_eq!(card_name(Card::Jolly(0), Lang::It), "Jolly");
    assert_eq!(AppText::Tris.text(Lang::It), "Tris");
}

// Issue 46: no English fragment in an Italian refusal of a file. Every detail the readers
// write (a wrong field, an inconsistent tournament) has its Italian words.
#[test]
fn every_file_reader_detail_is_worded_in_italian() {
    use planisfero::present::tournament::{file_detail, file_error_text, FILE_DETAILS_IT};
    use planisfero::tournament::export::FileError;
    let mut details: Vec<String> = Vec::new();
    for file in [
        "crates/storage/src/storage/json.rs",
        "crates/storage/src/tournament/export.rs",
        "crates/storage/src/tournament/season.rs",
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        // The code before the unit tests, whose details are made up.
        let code = text.split("#[cfg(test)]").next().unwrap();
        for pattern in ["Error::field(", "Err(\"", "map_err(|_| \""] {
            for part in code.split(pattern).skip(1) {
                let Some(start) = part.find('"') else {
                    continue;
                };
                let start = if pattern.ends_with('"') { 0 } else { start + 1 };
                let rest = &part[start..];
                let Some(end) = rest.find('"') else { continue };
                let what = &rest[..end];
                if what.contains(' ') && !details.iter().any(|d| d == what) {
                    details.push(what.to_owned());
                }
            }
        }
    }
    assert!(details.len() > 30, "{details:?}");
    let missing: Vec<&String> = details
        .iter()
        .filter(|d| !FILE_DETAILS_IT.iter().any(|(en, _)| en == d))
        .collect();
    assert!(missing.is_empty(), "not worded in Italian: {missing:?}");
    let said = file_error_text(
        &FileError::Field {
            line: 2,
            column: 7,
            what: "no such player",
        },
        Lang::It,
    );
    assert!(said.contains("(giocatore inesistente)"), "{said}");
    assert_eq!(file_detail("no such player", Lang::En), "no such player");
}
