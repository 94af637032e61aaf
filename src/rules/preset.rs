//! Presets and rule sets: every difference between the rule sets of docs/RULES.md is a named
//! field of [`RuleSet`], built from a [`PresetId`]. The engine `match`es on this data; no
//! preset has code of its own beyond the few rules only it has (the morto of
//! `testa_a_testa`, see [`crate::rules::morto`]).

/// A named bundle of rules (docs/RULES.md, table at the top). Serialized as the docs/RULES.md id.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PresetId {
    /// The home game: 3-6 players, classic objectives.
    Classico,
    /// Official tournament rules (`regolamento-tornei-ufficiali-2003.txt`).
    Torneo,
    /// `torneo` plus the OK GiocaCon championship choices (`okgiocacon-campionati-2003.txt`).
    Okgiocacon,
    /// Two real players and the virtual morto (`testa-a-testa.txt`).
    TestaATesta,
    /// The digital edition (`risiko-online.txt`): 3-5 players, Countdown or Regular.
    Online,
    /// A club's qualification rules (`club-qualificazioni.txt`).
    Club,
}

impl PresetId {
    /// The presets the engine implements, in the order a menu should show them.
    pub const ALL: [PresetId; 6] = [
        PresetId::Classico,
        PresetId::Torneo,
        PresetId::Okgiocacon,
        PresetId::TestaATesta,
        PresetId::Online,
        PresetId::Club,
    ];

    /// The docs/RULES.md id (`"testa_a_testa"`).
    pub const fn key(self) -> &'static str {
        match self {
            PresetId::Classico => "classico",
            PresetId::Torneo => "torneo",
            PresetId::Okgiocacon => "okgiocacon",
            PresetId::TestaATesta => "testa_a_testa",
            PresetId::Online => "online",
            PresetId::Club => "club",
        }
    }

    /// Parses a docs/RULES.md id.
    ///
    /// # Errors
    /// [`crate::rules::ConfigError::UnknownPreset`] for an id that is not one of
    /// [`PresetId::ALL`].
    pub fn from_key(key: &str) -> Result<PresetId, crate::rules::ConfigError> {
        PresetId::ALL
            .into_iter()
            .find(|p| p.key() == key)
            .ok_or_else(|| crate::rules::ConfigError::UnknownPreset(key.to_string()))
    }

    /// The rule set of this preset.
    pub fn rules(self) -> RuleSet {
        RuleSet::for_preset(self)
    }
}

impl std::fmt::Display for PresetId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// How the 50% rule of docs/RULES.md §2 is enforced after the deal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FiftyPercentMethod {
    /// Deal again from a new shuffle until no player holds more than half of a continent.
    /// Every valid deal is equally likely and nobody chooses anything, which is what the
    /// rule asks ("purché non si preveda ... la possibilità di scegliere",
    /// regolamento-tornei-ufficiali-2003.txt lines 124-126); the organisers are free to
    /// pick the method, and this is the one the engine uses for `torneo`.
    Redeal,
    /// The OK GiocaCon method (okgiocacon-campionati-2003.txt line 34): draw one of the
    /// excess territories, draw a card of a territory held by another player, swap the two
    /// owners unless that creates a new violation (then draw again).
    Swap,
}

/// Values of the tris (docs/RULES.md §2, "Tris values").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TrisValues {
    /// Three cannoni.
    pub cannoni: u32,
    /// Three fanti.
    pub fanti: u32,
    /// Three cavalieri.
    pub cavalieri: u32,
    /// One of each symbol.
    pub mixed: u32,
    /// A jolly and two equal symbols.
    pub jolly: u32,
    /// Armies for each traded card showing a territory the trader holds.
    pub territory_bonus: u32,
}

/// Which objective cards are dealt.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ObjectiveSet {
    /// The box's 14 classic objectives.
    Classic,
    /// The 20 tournament objectives of the Prestige edition.
    Tournament,
    /// No objectives (`club`: "Non ci saranno obbiettivi segreti").
    None,
}

/// How a game's final table is scored (docs/RULES.md §3 and §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Scoring {
    /// `classico`: the sources give no table points for the classic game; the engine
    /// ranks by territories held (1 point each), then all armies, then dice.
    TerritoryCount,
    /// `torneo`/`okgiocacon`: the values of held territories in the objective, RisiKo!
    /// worth a fixed 100; ties by the four tie-breaks of docs/RULES.md §3.
    TournamentValues,
    /// `testa_a_testa`: 4 per held territory named in the objective, 2.5 if its continent
    /// is named, 1 otherwise (testa-a-testa.txt lines 84-90); then match points.
    TestaATesta,
    /// `club`: each territory its borders, the chain double, whole continents
    /// (club-qualificazioni.txt points 11-13; see [`crate::rules::club`]).
    Club,
}

/// The sdadata thresholds: a roll of two dice ends the game when
/// `min_sum <= sum <= max`, where `max` starts at `first_max` in the first rolling round
/// and rises by one each following round up to `cap_max`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SdadataRule {
    /// Lowest ending sum: 2 for `torneo` ("uguale o minore di 4"), 4 for `okgiocacon` and
    /// `testa_a_testa` ("uguale a 4", then "4 o anche 5").
    pub min_sum: u32,
    /// Highest ending sum in the first rolling round.
    pub first_max: u32,
    /// Highest ending sum never rises above this (`torneo`: 7; the others rise "e così
    /// via" up to 12, where every roll of 4 or more ends the game).
    pub cap_max: u32,
    /// A player who conquered more than this many territories in its turn does not roll
    /// ("più di 2 territori", regolamento-tornei-ufficiali-2003.txt line 262).
    pub max_conquests_to_roll: u32,
}

impl SdadataRule {
    /// The ending range `(min, max)` for the `k`-th rolling round (0-based).
    pub fn threshold(&self, k: u32) -> (u32, u32) {
        (self.min_sum, (self.first_max + k).min(self.cap_max))
    }
}

/// Every rule that differs between presets, as plain data.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RuleSet {
    /// The preset this rule set was built from.
    pub preset: PresetId,
    /// Fewest seats (virtual seats included).
    pub min_seats: usize,
    /// Most seats (virtual seats included).
    pub max_seats: usize,
    /// Virtual seats (the morto) the preset requires: 0 or 1.
    pub virtual_seats: usize,
    /// Initial armies per seat, indexed by the number of seats (0 where not allowed).
    pub initial_armies: [u32; 7],
    /// The 50% rule and its method, where the preset has it.
    pub fifty_percent_rule: Option<FiftyPercentMethod>,
    /// The defender always rolls the maximum its armies allow. The engine rolls the
    /// maximum for the defender in every preset: on one tablet the defender is not the
    /// one holding it, and in `classico` (where the box lets the defender choose) rolling
    /// fewer dice is never better for the defender.
    pub mandatory_defence: bool,
    /// No attack with fewer dice than the defender ("Inferiorità numerica").
    pub no_attack_with_fewer_dice: bool,
    /// The minimum garrison (2 armies on a territory bordering an enemy) applies to every
    /// move of armies, the optional part of the conquest move included ("Guarnigione
    /// minima"). The strategic move respects it in every preset (box rule, restated in
    /// okgiocacon-campionati-2003.txt line 160).
    pub min_garrison_everywhere: bool,
    /// Tris values and the territory bonus.
    pub tris: TrisValues,
    /// Most armies a player may have on the board; `None` for no cap.
    pub army_cap: Option<u32>,
    /// Whether [`crate::rules::Options::army_cap`] may override the cap.
    pub army_cap_configurable: bool,
    /// Nobody may be eliminated before the end of this round (4 in the box rules:
    /// "non può avvenire prima della fine del quarto turno di gioco").
    pub no_elimination_until_round: Option<u32>,
    /// Whether a killer may trade the victim's cards in the same turn (`testa_a_testa`,
    /// for the morto) instead of from its next turn.
    pub victim_cards_same_turn: bool,
    /// Objective cards dealt.
    pub objectives: ObjectiveSet,
    /// The sdadata rule, if the preset offers the sdadata ending.
    pub sdadata: Option<SdadataRule>,
    /// Whether the secret-time ending is offered.
    pub secret_time_allowed: bool,
    /// How the final table is scored.
    pub scoring: Scoring,
    /// Table points of a RisiKo! (`torneo`: "un punteggio fisso di 100 punti").
    pub risiko_points: Option<u32>,
    /// `okgiocacon` tournament points (team and open championships).
    pub tournament_points: bool,
    /// Testa a testa: the elimination of a real player ends the game at once, and real
    /// players' conquests beyond the third give extra sdadata rolls to the other.
    pub testa_a_testa: bool,
    /// The club board: Egitto and Medio Oriente do not border (`club` point 5).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub club_map: bool,
    /// Attack only with superiority of the bordering armies, or from a territory with at
    /// least this many armies (`club` point 8).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub attack_superiority: Option<u32>,
    /// The attacker rolls the maximum its armies allow (`club` point 9).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub attacker_max_dice: bool,
    /// The club's own rules: draft and neutral territories, cards without tris, the
    /// score and RisiKo! by points, the supplementary turns, freezing and retiring
    /// ([`crate::rules::club`]).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub club: bool,
}

#[cfg(feature = "serde")]
fn is_false(b: &bool) -> bool {
    !*b
}

impl RuleSet {
    /// The rule set of a preset.
    pub fn for_preset(preset: PresetId) -> RuleSet {
        let tournament_tris = TrisValues {
            cannoni: 8,
            fanti: 8,
            cavalieri: 8,
            mixed: 10,
            jolly: 12,
            territory_bonus: 2,
        };
        let torneo_sdadata = SdadataRule {
            min_sum: 2,
            first_max: 4,
            cap_max: 7,
            max_conquests_to_roll: 2,
        };
        let equals_four_sdadata = SdadataRule {
            min_sum: 4,
            first_max: 4,
            cap_max: 12,
            max_conquests_to_roll: 2,
        };
        match preset {
            PresetId::Classico => RuleSet {
                preset,
                min_seats: 3,
                max_seats: 6,
                virtual_seats: 0,
                initial_armies: [0, 0, 0, 35, 30, 25, 20],
                fifty_percent_rule: None,
                mandatory_defence: false,
                no_attack_with_fewer_dice: false,
                min_garrison_everywhere: false,
                tris: TrisValues {
                    cannoni: 4,
                    fanti: 6,
                    cavalieri: 8,
                    mixed: 10,
                    jolly: 12,
                    territory_bonus: 2,
                },
                army_cap: None,
                army_cap_configurable: true,
                no_elimination_until_round: Some(4),
                victim_cards_same_turn: false,
                objectives: ObjectiveSet::Classic,
                sdadata: Some(torneo_sdadata),
                secret_time_allowed: true,
                scoring: Scoring::TerritoryCount,
                risiko_points: None,
                tournament_points: false,
                testa_a_testa: false,
                club_map: false,
                attack_superiority: None,
                attacker_max_dice: false,
                club: false,
            },
            PresetId::Torneo => RuleSet {
                preset,
                min_seats: 4,
                max_seats: 5,
                virtual_seats: 0,
                initial_armies: [0, 0, 0, 0, 30, 25, 0],
                fifty_percent_rule: Some(FiftyPercentMethod::Redeal),
                mandatory_defence: true,
                no_attack_with_fewer_dice: true,
                min_garrison_everywhere: true,
                tris: tournament_tris,
                army_cap: None,
                // "Ogni organizzatore è libero di stabilire un limite massimo di armate"
                // (regolamento-tornei-ufficiali-2003.txt line 104).
                army_cap_configurable: true,
                no_elimination_until_round: Some(4),
                victim_cards_same_turn: false,
                objectives: ObjectiveSet::Tournament,
                sdadata: Some(torneo_sdadata),
                secret_time_allowed: true,
                scoring: Scoring::TournamentValues,
                risiko_points: Some(100),
                tournament_points: false,
                testa_a_testa: false,
                club_map: false,
                attack_superiority: None,
                attacker_max_dice: false,
                club: false,
            },
            PresetId::Okgiocacon => RuleSet {
                preset,
                min_seats: 4,
                max_seats: 5,
                virtual_seats: 0,
                initial_armies: [0, 0, 0, 0, 30, 25, 0],
                fifty_percent_rule: Some(FiftyPercentMethod::Swap),
                mandatory_defence: true,
                no_attack_with_fewer_dice: true,
                min_garrison_everywhere: true,
                tris: tournament_tris,
                // "130 armate per i campionati Open e A Squadre" (line 37).
                army_cap: Some(130),
                army_cap_configurable: false,
                no_elimination_until_round: Some(4),
                victim_cards_same_turn: false,
                objectives: ObjectiveSet::Tournament,
                sdadata: Some(equals_four_sdadata),
                secret_time_allowed: false,
                scoring: Scoring::TournamentValues,
                risiko_points: Some(100),
                tournament_points: true,
                testa_a_testa: false,
                club_map: false,
                attack_superiority: None,
                attacker_max_dice: false,
                club: false,
            },
            PresetId::TestaATesta => RuleSet {
                preset,
                min_seats: 3,
                max_seats: 3,
                virtual_seats: 1,
                // "fino ad esaurimento delle 35 armate a disposizione per giocatore" (line 32).
                initial_armies: [0, 0, 0, 35, 0, 0, 0],
                fifty_percent_rule: None,
                // docs/RULES.md §2: mandatory defence and no attack with fewer dice apply to
                // testa_a_testa; the minimum garrison comes with them from the tournament
                // rules the preset builds on.
                mandatory_defence: true,
                no_attack_with_fewer_dice: true,
                min_garrison_everywhere: true,
                // "8 armate ... tre figure uguali, 10 ... 3 figure diverse, 12 ... 2 figure
                // uguali e un jolly" (lines 52-55). The source says nothing of the +2
                // territory bonus; it keeps the box rules ("Vale il regolamento accluso
                // alla scatola", line 3) where it is silent, and the box grants it, as does
                // docs/RULES.md §2 for every preset but club: the bonus stays.
                tris: tournament_tris,
                army_cap: None,
                army_cap_configurable: true,
                // docs/RULES.md §2 lists the round-4 rule for classico, torneo and okgiocacon
                // only; testa-a-testa.txt line 3 keeps the box rules, which have it
                // (okgiocacon-campionati-2003.txt line 157, "non può avvenire prima della
                // fine del quarto turno di gioco"): the source wins.
                no_elimination_until_round: Some(4),
                // "il giocatore killer otterrà le sue carte e potrà giocarle anche nello
                // stesso turno di gioco" (lines 45-48).
                victim_cards_same_turn: true,
                objectives: ObjectiveSet::Tournament,
                sdadata: Some(equals_four_sdadata),
                secret_time_allowed: false,
                scoring: Scoring::TestaATesta,
                risiko_points: None,
                tournament_points: false,
                testa_a_testa: true,
                club_map: false,
                attack_superiority: None,
                attacker_max_dice: false,
                club: false,
            },
            PresetId::Online => super::online::rule_set(tournament_tris, torneo_sdadata),
            PresetId::Club => super::club::rule_set(tournament_tris),
        }
    }

    /// Whether the only endings offered are the sdadata ones (`online`: "Countdown" and
    /// "Regular", risiko-online.txt line 9).
    pub fn sdadata_ending_only(&self) -> bool {
        self.preset == PresetId::Online
    }

    /// Initial armies per seat for `seats` seats, if the preset allows that many.
    pub fn initial_armies_for(&self, seats: usize) -> Option<u32> {
        self.initial_armies
            .get(seats)
            .copied()
            .filter(|&a| a > 0 && seats >= self.min_seats && seats <= self.max_seats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // docs/RULES.md §2 "Tris values" table, column by column.
    #[test]
    fn tris_values_follow_the_table_of_rules_md() {
        let c = RuleSet::for_preset(PresetId::Classico).tris;
        assert_eq!(
            (c.cannoni, c.fanti, c.cavalieri, c.mixed, c.jolly),
            (4, 6, 8, 10, 12)
        );
        for p in [
            PresetId::Torneo,
            PresetId::Okgiocacon,
            PresetId::TestaATesta,
        ] {
            let t = RuleSet::for_preset(p).tris;
            assert_eq!(
                (t.cannoni, t.fanti, t.cavalieri, t.mixed, t.jolly),
                (8, 8, 8, 10, 12)
            );
            assert_eq!(t.territory_bonus, 2);
        }
    }

    // docs/RULES.md §2: "3 players 35, 4 players 30, 5 players 25, 6 players 20".
    #[test]
    fn initial_armies_by_player_count() {
        let c = RuleSet::for_preset(PresetId::Classico);
        let got: Vec<_> = (2..=7).map(|n| c.initial_armies_for(n)).collect();
        assert_eq!(
            got,
            vec![None, Some(35), Some(30), Some(25), Some(20), None]
        );
        let t = RuleSet::for_preset(PresetId::Torneo);
        assert_eq!(t.initial_armies_for(3), None);
        assert_eq!(t.initial_armies_for(4), Some(30));
        assert_eq!(t.initial_armies_for(5), Some(25));
        assert_eq!(
            RuleSet::for_preset(PresetId::TestaATesta).initial_armies_for(3),
            Some(35)
        );
    }

    #[test]
    fn preset_ids_round_trip_and_unknown_is_an_error() {
        for p in PresetId::ALL {
            assert_eq!(PresetId::from_key(p.key()).unwrap(), p);
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(json, format!("\"{}\"", p.key()));
        }
        assert!(matches!(
            PresetId::from_key("risk"),
            Err(crate::rules::ConfigError::UnknownPreset(_))
        ));
    }

    // torneo: "uguale o minore di 4 ... fino a raggiungere il valore massimo di 7";
    // okgiocacon: "uguale a 4 ... 4 o anche 5 ... e così via".
    #[test]
    fn sdadata_thresholds_rise_per_round() {
        let t = RuleSet::for_preset(PresetId::Torneo).sdadata.unwrap();
        let got: Vec<_> = (0..6).map(|k| t.threshold(k)).collect();
        assert_eq!(got, vec![(2, 4), (2, 5), (2, 6), (2, 7), (2, 7), (2, 7)]);
        let o = RuleSet::for_preset(PresetId::Okgiocacon).sdadata.unwrap();
        let got: Vec<_> = (0..3).map(|k| o.threshold(k)).collect();
        assert_eq!(got, vec![(4, 4), (4, 5), (4, 6)]);
    }
}
