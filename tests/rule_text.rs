//! The rules a player reads are written from the engine's rule fields (issue 44, item 3):
//! each field a rule set can change, changed alone, changes the text in both languages,
//! so a new reading cannot ship with the old words.

use planisfero::present::lang::Lang;
use planisfero::present::rule_text::{rule_lines, RuleFacts};
use planisfero::rules::{CardTrades, ObjectiveSet, Options, PresetId, RuleSet, Scoring};

fn text(r: &RuleSet, o: &Options, l: Lang) -> String {
    let facts = RuleFacts {
        rules: r,
        options: o,
        seats: 4,
        army_cap: r.army_cap,
    };
    rule_lines(facts, l).join("\n")
}

type Change = (&'static str, fn(&mut RuleSet));

/// Every field a preset or a rules revision sets differently, with one change of it.
const CHANGES: [Change; 20] = [
    ("no_attack_with_fewer_dice", |r| {
        r.no_attack_with_fewer_dice ^= true
    }),
    ("min_garrison_everywhere", |r| {
        r.min_garrison_everywhere ^= true
    }),
    ("garrison_next_to_enemy", |r| {
        r.garrison_next_to_enemy = 3 - r.garrison_next_to_enemy
    }),
    ("tris.territory_bonus", |r| {
        r.tris.territory_bonus = 2 - r.tris.territory_bonus.min(2)
    }),
    ("tris.cannoni", |r| r.tris.cannoni += 1),
    ("attacker_max_dice", |r| r.attacker_max_dice ^= true),
    ("attack_superiority", |r| {
        r.attack_superiority = match r.attack_superiority {
            Some(_) => None,
            None => Some(10),
        }
    }),
    ("no_elimination_until_round", |r| {
        r.no_elimination_until_round = match r.no_elimination_until_round {
            Some(_) => None,
            None => Some(4),
        }
    }),
    ("victim_cards_to_killer", |r| {
        r.victim_cards_to_killer ^= true
    }),
    ("army_cap", |r| {
        r.army_cap = match r.army_cap {
            Some(_) => None,
            None => Some(130),
        }
    }),
    ("territory_draft", |r| r.territory_draft ^= true),
    ("egypt_middle_east_apart", |r| {
        r.egypt_middle_east_apart ^= true
    }),
    ("objectives", |r| {
        r.objectives = match r.objectives {
            ObjectiveSet::None => ObjectiveSet::Tournament,
            _ => ObjectiveSet::None,
        }
    }),
    ("scoring", |r| {
        r.scoring = match r.scoring {
            Scoring::Club => Scoring::TournamentValues,
            _ => Scoring::Club,
        }
    }),
    ("risiko_points", |r| {
        r.risiko_points = match r.risiko_points {
            Some(_) => None,
            None => Some(100),
        }
    }),
    ("card_trades", |r| {
        r.card_trades = match r.card_trades {
            CardTrades::Tris => CardTrades::HandSize,
            CardTrades::HandSize => CardTrades::Tris,
        }
    }),
    ("risiko_by_points", |r| r.risiko_by_points ^= true),
    ("freezing", |r| r.freezing ^= true),
    ("retiring", |r| r.retiring ^= true),
    ("move_undo", |r| r.move_undo ^= true),
];

#[test]
fn every_rule_field_changed_changes_the_rules_text() {
    for p in PresetId::ALL {
        let base = p.rules();
        let options = Options::default_for(p);
        for l in [Lang::It, Lang::En] {
            let before = text(&base, &options, l);
            for (name, change) in CHANGES {
                // Tris values are not played where cards trade by the hand's size.
                if name.starts_with("tris.") && base.card_trades == CardTrades::HandSize {
                    continue;
                }
                let mut r = base;
                change(&mut r);
                assert_ne!(r, base, "{p} {name}: the change changes nothing");
                assert_ne!(text(&r, &options, l), before, "{p} {name} ({l:?})");
            }
        }
    }
}

// The fields revision 2 changes, each in the rule set that has it (club's trades and
// freezing, the sdadata's laps).
#[test]
fn the_readings_of_revision_2_are_in_the_text() {
    for (p, change) in [
        (
            PresetId::Club,
            (|r| r.leftover_cards_trade ^= true) as fn(&mut RuleSet),
        ),
        (PresetId::Club, |r| r.frozen_armies_exact ^= true),
        (PresetId::Online, |r| {
            if let Some(s) = r.sdadata.as_mut() {
                s.by_lap ^= true
            }
        }),
        (PresetId::TestaATesta, |r| {
            if let Some(s) = r.sdadata.as_mut() {
                s.first_max += 1
            }
        }),
    ] {
        let base = p.rules();
        let options = Options::default_for(p);
        let mut r = base;
        change(&mut r);
        for l in [Lang::It, Lang::En] {
            assert_ne!(text(&r, &options, l), text(&base, &options, l), "{p}");
        }
    }
}

// Issue 44 item 3: club's rules name no tris values, no secret objective to complete,
// and explain the neutral territories and retiring; online names no territory bonus.
#[test]
fn each_variant_says_what_its_own_rules_are() {
    let club = text(
        &PresetId::Club.rules(),
        &Options::default_for(PresetId::Club),
        Lang::It,
    );
    assert!(!club.contains("cannoni"), "{club}");
    assert!(!club.contains("obiettivo durante"), "{club}");
    assert!(club.contains("Nessun obiettivo segreto"), "{club}");
    assert!(club.contains("neutrali con 8 armate"), "{club}");
    assert!(club.contains("Ritirati"), "{club}");
    assert!(club.contains("solo gruppi di tre"), "{club}");
    assert!(club.contains("esattamente 5 armate"), "{club}");
    assert!(club.contains("160 punti"), "{club}");
    let online = text(
        &PresetId::Online.rules(),
        &Options::default_for(PresetId::Online),
        Lang::It,
    );
    assert!(online.contains("nessun bonus"), "{online}");
    assert!(
        online.contains("tutti i dadi che le armate permettono"),
        "{online}"
    );
    assert!(!online.contains("Inferiorità numerica"), "{online}");
    let testa = PresetId::TestaATesta;
    let testa = text(&testa.rules(), &Options::default_for(testa), Lang::En);
    assert!(testa.contains("1 army left is enough"), "{testa}");
    assert!(testa.contains("exactly 4"), "{testa}");
    let old = RuleSet::at_revision(PresetId::TestaATesta, 1);
    let old = text(&old, &Options::default_for(PresetId::TestaATesta), Lang::En);
    assert!(old.contains("keeps at least 2 armies"), "{old}");
}
