//! The rules of a game as short sentences, written from its rule set ([`RuleSet`]) and
//! options: the rules dialog ("?") and Home's "Regole" show these, so what a player reads
//! cannot disagree with what the engine plays. Each sentence reads the fields it speaks
//! of; `tests/rule_text.rs` changes every field and checks that the text changes too.

use crate::rules::club::{
    hand_trade_value, risiko_target, three_card_value, DRAFT_NEUTRAL_ARMIES, FREEZE_TERRITORIES,
    FROZEN_ARMIES, SUPPLEMENTARY_TURNS,
};
use crate::rules::{CardTrades, Ending, ObjectiveSet, Options, RuleSet, Scoring, Trigger};

use super::lang::Lang;
use super::texts::{fill, pick};

/// What the sentences are written from: the rule set, the game's options and its size.
#[derive(Clone, Copy, Debug)]
pub struct RuleFacts<'a> {
    pub rules: &'a RuleSet,
    pub options: &'a Options,
    /// Seats in the game, the morto included.
    pub seats: usize,
    /// The army cap in force (the rule set's, or the options' where configurable).
    pub army_cap: Option<u32>,
}

/// The rules as short sentences, in `l`.
pub fn rule_lines(f: RuleFacts, l: Lang) -> Vec<String> {
    let r = f.rules;
    let mut out = vec![
        setup_line(f, l),
        pick(
            l,
            "Rinforzi: un'armata ogni 3 territori, più i continenti interi (Nord America 5, Sud America 2, Europa 5, Africa 3, Asia 7, Oceania 2).",
            "Reinforcements: one army per 3 territories, plus whole continents (North America 5, South America 2, Europe 5, Africa 3, Asia 7, Oceania 2).",
        )
        .into(),
        cards_line(r, l),
        attack_line(r, l),
    ];
    if r.no_attack_with_fewer_dice {
        out.push(
            pick(
                l,
                "Inferiorità numerica: non si attacca con meno dadi del difensore.",
                "No attack with fewer dice than the defender.",
            )
            .into(),
        );
    }
    if let Some(min_from) = r.attack_superiority {
        out.push(fill(
            pick(
                l,
                "Si attacca solo in superiorità: le tue armate confinanti con il bersaglio, sommate, devono superare le sue; in parità o inferiorità solo da un territorio con almeno {0} armate.",
                "Attack only with superiority: your armies bordering the target, added up, must exceed its own; at equality or less only from a territory with at least {0} armies.",
            ),
            &[&min_from],
        ));
    }
    out.push(elimination_line(r, l));
    out.push(garrison_line(r, l));
    if let Some(cap) = f.army_cap {
        out.push(fill(
            pick(
                l,
                "Limite di {0} armate sulla mappa per giocatore.",
                "Cap of {0} armies on the map per player.",
            ),
            &[&cap],
        ));
    }
    if r.cap_excess_removal && f.options.cap_removal {
        out.push(
            pick(
                l,
                "Chi supera il limite toglie subito il doppio dell'eccesso e finisce la partita con un limite più basso dello stesso eccesso.",
                "Whoever goes above the cap removes twice the excess at once and ends the game with a cap lowered by that excess.",
            )
            .into(),
        );
    }
    if r.territory_draft {
        out.push(fill(
            pick(
                l,
                "Territori: si scelgono uno alla volta, un'armata per volta, dall'ultimo giocatore al primo; gli ultimi 2 restano neutrali con {0} armate. I territori neutrali non giocano: si difendono con tutti i dadi e si possono conquistare.",
                "Territories: chosen one at a time, one army each, from the last player to the first; the last 2 stay neutral with {0} armies. Neutral territories do not play: they defend with every die and can be conquered.",
            ),
            &[&DRAFT_NEUTRAL_ARMIES],
        ));
    }
    if r.egypt_middle_east_apart {
        out.push(
            pick(
                l,
                "Medio Oriente ed Egitto non confinano.",
                "Middle East and Egypt do not border.",
            )
            .into(),
        );
    }
    out.push(scoring_line(f, l));
    out.push(ending_line(f, l));
    out.push(risiko_line(f, l));
    if r.freezing {
        let text = if r.frozen_armies_exact {
            pick(
                l,
                "Congelamento: chi finisce il turno con almeno {0} territori da 1 o 2 armate è congelato per il resto della partita: ogni suo territorio ha esattamente {1} armate e si difende soltanto.",
                "Freezing: whoever ends the turn with at least {0} territories of 1 or 2 armies is frozen for the rest of the game: each of its territories holds exactly {1} armies and only defends.",
            )
        } else {
            pick(
                l,
                "Congelamento: chi finisce il turno con almeno {0} territori da 1 o 2 armate è congelato per il resto della partita: ogni suo territorio ha almeno {1} armate e si difende soltanto.",
                "Freezing: whoever ends the turn with at least {0} territories of 1 or 2 armies is frozen for the rest of the game: each of its territories holds at least {1} armies and only defends.",
            )
        };
        out.push(fill(text, &[&FREEZE_TERRITORIES, &FROZEN_ARMIES]));
    }
    if r.retiring {
        out.push(fill(
            pick(
                l,
                "Ritirati: un giocatore può ritirarsi; i suoi territori diventano neutrali con almeno {0} armate l'uno (nel torneo perde 25 punti).",
                "Retire: a player may retire; its territories turn neutral with at least {0} armies each (in the tournament it loses 25 points).",
            ),
            &[&FROZEN_ARMIES],
        ));
    }
    if r.move_undo {
        out.push(
            pick(
                l,
                "Lo spostamento si può cambiare fino alla fine del turno.",
                "The strategic move can be changed until the turn ends.",
            )
            .into(),
        );
    }
    if r.border_penalty_option && f.options.border_penalty {
        out.push(
            pick(
                l,
                "Penalità dei confini: chi finisce il turno con territori da 1 o 2 armate che confinano con più di un altro giocatore perde una carta.",
                "Border penalty: whoever ends the turn with territories of 1 or 2 armies bordering more than one other player loses a card.",
            )
            .into(),
        );
    }
    out
}

fn setup_line(f: RuleFacts, l: Lang) -> String {
    let initial = f.rules.initial_armies_for(f.seats).unwrap_or(0);
    let text = if f.rules.territory_draft {
        pick(
            l,
            "{0} giocatori, {1} armate ciascuno.",
            "{0} players, {1} armies each.",
        )
    } else {
        pick(
            l,
            "{0} giocatori, {1} armate ciascuno, piazzate 3 alla volta.",
            "{0} players, {1} armies each, placed 3 at a time.",
        )
    };
    fill(text, &[&f.seats, &initial])
}

fn cards_line(r: &RuleSet, l: Lang) -> String {
    match r.card_trades {
        CardTrades::HandSize => {
            let v = |n| three_card_value(n).unwrap_or(0);
            let hand = |n| hand_trade_value(n).unwrap_or(0);
            let only_threes = if r.leftover_cards_trade {
                pick(
                    l,
                    " Dopo un cambio di tre, le 1 o 2 carte rimaste si possono cambiare anch'esse.",
                    " After a trade of three, the 1 or 2 cards left can be traded too.",
                )
            } else {
                pick(
                    l,
                    " Con 3 carte o più si cambiano solo gruppi di tre: le carte rimaste restano in mano.",
                    " With 3 cards or more only groups of three are traded: the cards left stay in the hand.",
                )
            };
            fill(
                pick(
                    l,
                    "Carte senza tris: una carta sola vale {0}, due sole {1}; tre carte qualsiasi valgono {2}, {3} se ne hai 4, {4} se ne hai 5 o più. Il territorio sulla carta non vale nulla. Si cambiano prima di piazzare.{5}",
                    "Cards without sets: a single card is worth {0}, two alone {1}; any three cards are worth {2}, {3} with 4 in hand, {4} with 5 or more. The territory on a card is worth nothing. Traded before placing.{5}",
                ),
                &[&hand(1), &hand(2), &v(3), &v(4), &v(5), &only_threes],
            )
        }
        CardTrades::Tris => {
            let t = r.tris;
            let bonus = if t.territory_bonus > 0 {
                fill(
                    pick(
                        l,
                        "; +{0} per ogni carta di un tuo territorio",
                        "; +{0} per card of a territory you hold",
                    ),
                    &[&t.territory_bonus],
                )
            } else {
                pick(
                    l,
                    "; nessun bonus per le carte dei tuoi territori",
                    "; no bonus for cards of your territories",
                )
                .into()
            };
            fill(
                pick(
                    l,
                    "Tris: 3 cannoni {0}, 3 fanti {1}, 3 cavalieri {2}, uno per tipo {3}, jolly e 2 uguali {4}{5}. Si giocano prima di piazzare.",
                    "Sets: 3 artillery {0}, 3 infantry {1}, 3 cavalry {2}, one of each {3}, a wild card and 2 alike {4}{5}. Traded before placing.",
                ),
                &[&t.cannoni, &t.fanti, &t.cavalieri, &t.mixed, &t.jolly, &bonus],
            )
        }
    }
}

fn attack_line(r: &RuleSet, l: Lang) -> String {
    if r.attacker_max_dice {
        pick(
            l,
            "Attacco: da un territorio con almeno 2 armate; l'attaccante lancia sempre tutti i dadi che le armate permettono (armate − 1, al massimo 3); dadi ordinati e confrontati a coppie, il pareggio va al difensore, che lancia sempre il massimo.",
            "Attack: from a territory with at least 2 armies; the attacker always rolls every die its armies allow (armies − 1, at most 3); dice sorted and compared in pairs, ties go to the defender, who always rolls the most.",
        )
        .into()
    } else {
        pick(
            l,
            "Attacco: fino a 3 dadi (armate − 1), a scelta; dadi ordinati e confrontati a coppie, il pareggio va al difensore, che lancia sempre il massimo.",
            "Attack: up to 3 dice (armies − 1), your choice; dice sorted and compared in pairs, ties go to the defender, who always rolls the most.",
        )
        .into()
    }
}

fn elimination_line(r: &RuleSet, l: Lang) -> String {
    let cards = match (r.victim_cards_to_killer, r.victim_cards_same_turn) {
        (true, true) => pick(
            l,
            "chi elimina prende le carte e può giocarle subito",
            "the killer takes the cards and may play them at once",
        ),
        (true, false) => pick(
            l,
            "chi elimina prende le carte, da giocare dal turno successivo",
            "the killer takes the cards, to play from its next turn",
        ),
        (false, _) => pick(
            l,
            "le carte dell'eliminato vanno in fondo al mazzo, inutilizzate",
            "the eliminated player's cards go to the bottom of the deck, unused",
        ),
    };
    match r.no_elimination_until_round {
        Some(round) => fill(
            pick(
                l,
                "Nessuno può essere eliminato prima della fine del giro {0}; {1}.",
                "Nobody can be eliminated before the end of round {0}; {1}.",
            ),
            &[&round, &cards],
        ),
        None => fill(
            pick(
                l,
                "Eliminazioni possibili dal primo giro; {0}.",
                "Eliminations allowed from the first round; {0}.",
            ),
            &[&cards],
        ),
    }
}

fn garrison_line(r: &RuleSet, l: Lang) -> String {
    let g = r.garrison_next_to_enemy;
    if r.min_garrison_everywhere {
        return fill(
            pick(
                l,
                "Spostamenti (anche dopo la conquista, oltre i dadi): un territorio che confina con un nemico tiene almeno {0} armate.",
                "Moves (also after a conquest, beyond the dice): a territory bordering an enemy keeps at least {0} armies.",
            ),
            &[&g],
        );
    }
    if g > 1 {
        fill(
            pick(
                l,
                "Spostamento strategico: una volta a fine turno, tra territori confinanti; ne resta almeno 1 ({0} se confina con un nemico). Dopo una conquista ne basta 1.",
                "Strategic move: once at the end of the turn, between neighbours; at least 1 stays ({0} next to an enemy). After a conquest 1 is enough.",
            ),
            &[&g],
        )
    } else {
        pick(
            l,
            "Spostamento strategico: una volta a fine turno, tra territori confinanti; dopo una conquista e nello spostamento basta lasciare 1 armata, anche accanto a un nemico.",
            "Strategic move: once at the end of the turn, between neighbours; after a conquest and in the move 1 army left is enough, even next to an enemy.",
        )
        .into()
    }
}

fn scoring_line(f: RuleFacts, l: Lang) -> String {
    let r = f.rules;
    let objectives = match r.objectives {
        ObjectiveSet::Classic => pick(l, "Obiettivi classici.", "Classic objectives."),
        ObjectiveSet::Tournament => pick(l, "Obiettivi da torneo.", "Tournament objectives."),
        ObjectiveSet::None => pick(l, "Nessun obiettivo segreto.", "No secret objectives."),
    };
    let points = match r.scoring {
        Scoring::TerritoryCount => pick(
            l,
            "A fine partita vince chi ha più territori.",
            "At the end the most territories wins.",
        )
        .to_string(),
        Scoring::TestaATesta => pick(
            l,
            "Punti tavolo: 4 per territorio nominato nell'obiettivo, 2,5 se è nominato il suo continente, 1 gli altri.",
            "Table points: 4 per territory named in the objective, 2.5 if its continent is named, 1 for the others.",
        )
        .to_string(),
        Scoring::Club => pick(
            l,
            "Punti: ogni territorio vale i suoi confini, la striscia migliore conta doppio, i continenti interi i loro territori più i confini esterni.",
            "Points: each territory is worth its borders, the best chain counts double, whole continents their territories plus external borders.",
        )
        .to_string(),
        Scoring::TournamentValues => pick(
            l,
            "A fine partita contano i valori dei territori dell'obiettivo.",
            "At the end the values of the objective's territories count.",
        )
        .to_string(),
    };
    let risiko = match r.risiko_points {
        Some(p) => fill(
            pick(
                l,
                " RisiKo! vale {0} punti tavolo.",
                " RisiKo! is worth {0} table points.",
            ),
            &[&p],
        ),
        None => String::new(),
    };
    format!("{objectives} {points}{risiko}")
}

fn ending_line(f: RuleFacts, l: Lang) -> String {
    let r = f.rules;
    let when = |trigger: Trigger| match trigger {
        Trigger::Minutes(m) => fill(pick(l, "dopo {0} minuti", "after {0} minutes"), &[&m]),
        Trigger::Rounds(n) => fill(pick(l, "al giro {0}", "at round {0}"), &[&n]),
    };
    match f.options.ending {
        Ending::Sdadata { trigger } => {
            let Some(s) = r.sdadata else {
                return String::new();
            };
            let range = if s.min_sum == s.first_max {
                fill(pick(l, "esattamente {0}", "exactly {0}"), &[&s.first_max])
            } else {
                fill(pick(l, "{0} o meno", "{0} or less"), &[&s.first_max])
            };
            let rise = if s.by_lap {
                pick(
                    l,
                    "tutti tirano così per un giro intero, poi il massimo sale di 1 a giro",
                    "everyone rolls so for a whole lap, then the top rises by 1 each lap",
                )
            } else {
                pick(
                    l,
                    "dal giro dopo tutti tirano e il massimo sale di 1 a giro",
                    "from the next round everyone rolls and the top rises by 1 each round",
                )
            };
            fill(
                pick(
                    l,
                    "Fine: {0} si chiama il penultimo giro; dopo l'ultimo giro, dall'ultimo giocatore in poi, a fine turno si tirano 2 dadi: finisce con {1}; {2}, fino a {3}. Chi ha conquistato più di {4} territori nel turno non tira.",
                    "End: {0} the penultimate round is called; after the last round, from the last player on, two dice at the end of each turn: it ends on {1}; {2}, up to {3}. Who conquered more than {4} territories that turn does not roll.",
                ),
                &[&when(trigger), &range, &rise, &s.cap_max, &s.max_conquests_to_roll],
            )
        }
        Ending::SecretTime {
            min_minutes,
            max_minutes,
        } => fill(
            pick(
                l,
                "Fine: tempo segreto tra {0} e {1} minuti; allo scadere la partita finisce subito.",
                "End: secret time between {0} and {1} minutes; when it runs out the game ends at once.",
            ),
            &[&min_minutes, &max_minutes],
        ),
        Ending::RoundLimit(n) => fill(pick(l, "Fine: dopo il giro {0}.", "End: after round {0}."), &[&n]),
        Ending::Supplementary { trigger } => fill(
            pick(
                l,
                "Fine: {0} si chiama il penultimo giro; dopo l'ultimo, ognuno ha fino a {1} turni supplementari da giocare o passare (chi conquista in un turno supplementare pesca 2 carte); finisce quando tutti passano di fila.",
                "End: {0} the penultimate round is called; after the last, each player has up to {1} supplementary turns to play or pass (a conquest in one draws 2 cards); it ends when everyone passes in a row.",
            ),
            &[&when(trigger), &SUPPLEMENTARY_TURNS],
        ),
        Ending::None => pick(
            l,
            "Fine: quando qualcuno fa RisiKo! o resta solo.",
            "End: when someone makes RisiKo! or is the last one standing.",
        )
        .into(),
    }
}

fn risiko_line(f: RuleFacts, l: Lang) -> String {
    if f.rules.risiko_by_points {
        return fill(
            pick(
                l,
                "RisiKo!: chi raggiunge {0} punti (in {1} giocatori) fa RisiKo! e da allora non gioca più.",
                "RisiKo!: whoever reaches {0} points (with {1} players) makes RisiKo! and plays no more from then on.",
            ),
            &[&risiko_target(f.seats), &f.seats],
        );
    }
    pick(
        l,
        "RisiKo!: chi completa il proprio obiettivo durante il proprio turno vince subito.",
        "RisiKo!: completing your objective during your own turn wins at once.",
    )
    .into()
}
