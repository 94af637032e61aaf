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

/// How cards are traded for armies (docs/RULES.md §2 "Tris", §4 "Cards without tris").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CardTrades {
    /// Tris by symbol, worth [`RuleSet::tris`], plus the territory bonus.
    Tris,
    /// `club`: any three cards, worth 8, 10 or 12 by the size of the hand; a hand of one
    /// or two cards trades whole (see [`crate::rules::club::three_card_value`]).
    HandSize,
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
    /// The threshold rises by lap, not by game round: a lap starts with the last seat of
    /// the last round, so every seat's first roll uses `first_max` (`online`: "Se nessuno
    /// chiude la partita nel primo giro completo", risiko-online.txt line 108;
    /// `testa_a_testa`: "Dalla fine dell'ultimo giro in poi ... 4 al primo giro",
    /// testa-a-testa.txt lines 65-70). False: by game round, the last seat's single roll
    /// first (`torneo`, regolamento-tornei-ufficiali-2003.txt lines 253-261).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "std::ops::Not::not")
    )]
    pub by_lap: bool,
}

impl SdadataRule {
    /// The ending range `(min, max)` for the `k`-th rolling round (0-based).
    pub fn threshold(&self, k: u32) -> (u32, u32) {
        (self.min_sum, (self.first_max + k).min(self.cap_max))
    }
}

/// Every rule that differs between presets, as plain data. Its JSON form (part of a
/// game's snapshot, whose hash the golden replay pins) is [`RuleSetJson`]'s.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "RuleSetJson", from = "RuleSetJson"))]
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
    /// Armies a move must leave on a territory bordering an enemy: 2 under the tournament
    /// rules' "Guarnigione minima", 1 where only the box rules apply (`testa_a_testa`,
    /// docs/RULINGS.md "testa a testa: the box rules where the sheet is silent").
    pub garrison_next_to_enemy: u32,
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
    /// Whether the game may have no timed ending at all (docs/RULES.md §3 "Timed
    /// endings": `classico` may have no limit; §5 "The end": `testa_a_testa` calls the
    /// penultimate round after at least three quarters of an hour).
    pub untimed_allowed: bool,
    /// Whether the elimination of a real player ends the game at once (docs/RULES.md §5:
    /// "If a real player is eliminated the game stops at once and is scored").
    pub real_elimination_ends_game: bool,
    /// Each territory a real player conquers beyond this many in its turn gives the other
    /// real player one extra sdadata roll (docs/RULES.md §5 "The end", §6).
    pub extra_rolls_beyond: Option<u32>,
    /// Whether the real players score match points, 31 a game (docs/RULES.md §5 "Match
    /// points").
    pub match_points: bool,
    /// Egitto and Medio Oriente do not border (`club` point 5; the club board).
    pub egypt_middle_east_apart: bool,
    /// Attack only with superiority of the bordering armies, or from a territory with at
    /// least this many armies (`club` point 8).
    pub attack_superiority: Option<u32>,
    /// The attacker rolls the maximum its armies allow (`club` point 9).
    pub attacker_max_dice: bool,
    /// The territories are drafted one army at a time, not dealt, and the last two stay
    /// neutral (docs/RULES.md §4 "The draft", "Neutral territories").
    pub territory_draft: bool,
    /// How cards are traded (docs/RULES.md §2 "Tris", §4 "Cards without tris").
    pub card_trades: CardTrades,
    /// `club`: whether the one or two cards left after trading threes may be traded too
    /// in the same turn. False since revision 2: "Quando si possiedono 3 carte o più,
    /// potranno essere cambiate solo in multipli di tre" (club-qualificazioni.txt point 10).
    pub leftover_cards_trade: bool,
    /// Whether an eliminated player's cards go to its killer (docs/RULES.md §2
    /// "Eliminations"); otherwise to the bottom of the deck, unused (§4 "Eliminated
    /// players' cards").
    pub victim_cards_to_killer: bool,
    /// RisiKo! is reaching a points target, not completing an objective; the player then
    /// stops playing (docs/RULES.md §4 "RisiKo! by points").
    pub risiko_by_points: bool,
    /// After the last round each player may play or pass up to three supplementary turns;
    /// a conquest in one draws two cards (docs/RULES.md §4 "The end").
    pub supplementary_turns: bool,
    /// A player ending its turn with 10 territories of 1 or 2 armies is frozen
    /// (docs/RULES.md §4 "Freezing").
    pub freezing: bool,
    /// A frozen player's territories hold exactly [`crate::rules::club::FROZEN_ARMIES`]
    /// each ("vengono coperti con 5 armate l'uno", point 20) rather than at least that
    /// many (revisions 0 and 1).
    pub frozen_armies_exact: bool,
    /// A player may retire, its territories turning neutral (docs/RULES.md §4
    /// "Retiring").
    pub retiring: bool,
    /// The strategic move can be taken back and made again until the turn ends
    /// (docs/RULES.md §4 "The turn's phases").
    pub move_undo: bool,
    /// The border penalty may be switched on for a game (docs/RULES.md §4 "The border
    /// penalty").
    pub border_penalty_option: bool,
    /// A player above its cap removes twice the excess and plays on with a lowered cap
    /// (docs/RULES.md §4 "The army cap"): new games set
    /// [`crate::rules::Options::cap_removal`].
    pub cap_excess_removal: bool,
    /// A tournament's table: the hint ("Consiglio") stays off unless the table allows it
    /// (`Options::hints`; docs/ARCHITECTURE.md, the hint).
    pub hint_by_consent: bool,
}

#[cfg(feature = "serde")]
fn is_false(b: &bool) -> bool {
    !*b
}

/// The JSON form of a [`RuleSet`], frozen as it was when the rule sets were told apart by
/// two preset flags (`testa_a_testa`, `club`): a game's snapshot hashes the same forever.
/// Read back, a rule set is its preset's.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RuleSetJson {
    preset: PresetId,
    min_seats: usize,
    max_seats: usize,
    virtual_seats: usize,
    initial_armies: [u32; 7],
    fifty_percent_rule: Option<FiftyPercentMethod>,
    mandatory_defence: bool,
    no_attack_with_fewer_dice: bool,
    min_garrison_everywhere: bool,
    tris: TrisValues,
    army_cap: Option<u32>,
    army_cap_configurable: bool,
    no_elimination_until_round: Option<u32>,
    victim_cards_same_turn: bool,
    objectives: ObjectiveSet,
    sdadata: Option<SdadataRule>,
    secret_time_allowed: bool,
    scoring: Scoring,
    risiko_points: Option<u32>,
    tournament_points: bool,
    testa_a_testa: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    club_map: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    attack_superiority: Option<u32>,
    #[serde(default, skip_serializing_if = "is_false")]
    attacker_max_dice: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    club: bool,
    // Rules revision 2 (docs/RULINGS.md): written only where they differ from the
    // readings before it, so the snapshots of older games hash as they did.
    #[serde(default = "two", skip_serializing_if = "is_two")]
    garrison_next_to_enemy: u32,
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    leftover_cards_trade: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    frozen_armies_exact: bool,
}

#[cfg(feature = "serde")]
fn is_true(b: &bool) -> bool {
    *b
}

#[cfg(feature = "serde")]
fn yes() -> bool {
    true
}

#[cfg(feature = "serde")]
fn two() -> u32 {
    2
}

#[cfg(feature = "serde")]
fn is_two(n: &u32) -> bool {
    *n == 2
}

#[cfg(feature = "serde")]
impl From<RuleSet> for RuleSetJson {
    fn from(r: RuleSet) -> RuleSetJson {
        RuleSetJson {
            preset: r.preset,
            min_seats: r.min_seats,
            max_seats: r.max_seats,
            virtual_seats: r.virtual_seats,
            initial_armies: r.initial_armies,
            fifty_percent_rule: r.fifty_percent_rule,
            mandatory_defence: r.mandatory_defence,
            no_attack_with_fewer_dice: r.no_attack_with_fewer_dice,
            min_garrison_everywhere: r.min_garrison_everywhere,
            tris: r.tris,
            army_cap: r.army_cap,
            army_cap_configurable: r.army_cap_configurable,
            no_elimination_until_round: r.no_elimination_until_round,
            victim_cards_same_turn: r.victim_cards_same_turn,
            objectives: r.objectives,
            sdadata: r.sdadata,
            secret_time_allowed: r.secret_time_allowed,
            scoring: r.scoring,
            risiko_points: r.risiko_points,
            tournament_points: r.tournament_points,
            testa_a_testa: r.preset == PresetId::TestaATesta,
            club_map: r.egypt_middle_east_apart,
            attack_superiority: r.attack_superiority,
            attacker_max_dice: r.attacker_max_dice,
            club: r.preset == PresetId::Club,
            garrison_next_to_enemy: r.garrison_next_to_enemy,
            leftover_cards_trade: r.leftover_cards_trade || r.preset != PresetId::Club,
            frozen_armies_exact: r.frozen_armies_exact,
        }
    }
}

#[cfg(feature = "serde")]
impl From<RuleSetJson> for RuleSet {
    fn from(j: RuleSetJson) -> RuleSet {
        // The preset's rules, with the fields a rules revision changes read back as
        // written (a snapshot of an older game keeps its readings).
        RuleSet {
            no_attack_with_fewer_dice: j.no_attack_with_fewer_dice,
            min_garrison_everywhere: j.min_garrison_everywhere,
            garrison_next_to_enemy: j.garrison_next_to_enemy,
            tris: j.tris,
            sdadata: j.sdadata,
            attacker_max_dice: j.attacker_max_dice,
            leftover_cards_trade: j.leftover_cards_trade && j.preset == PresetId::Club,
            frozen_armies_exact: j.frozen_armies_exact,
            ..RuleSet::for_preset(j.preset)
        }
    }
}

/// The rule set of each preset, by [`PresetId`] in declaration order (`PresetId::ALL`).
const RULE_SETS: [RuleSet; 6] = [
    RuleSet::build(PresetId::Classico),
    RuleSet::build(PresetId::Torneo),
    RuleSet::build(PresetId::Okgiocacon),
    RuleSet::build(PresetId::TestaATesta),
    RuleSet::build(PresetId::Online),
    RuleSet::build(PresetId::Club),
];

impl RuleSet {
    /// The rule set of a preset for new games (the current rules revision,
    /// [`crate::rules::Options::REVISION`]).
    pub fn for_preset(preset: PresetId) -> RuleSet {
        RULE_SETS[preset as usize]
    }

    /// The rule set of a preset as a game of rules revision `revision` reads it
    /// ([`crate::rules::Options::revision`]), so that every save replays under the rules
    /// it was played with. Revision 2 reads the three thin rulebooks as they are written
    /// (docs/RULINGS.md, "Rules revision 2"); before it:
    /// - `club`: the one or two cards left after threes were traded too, and a frozen
    ///   player's territories held at least 5 armies;
    /// - `online`: the attacker chose its dice, never fewer than the defender's, and a
    ///   card of a held territory gave 2 more armies; the sdadata rose by game round;
    /// - `testa_a_testa`: no attack with fewer dice than the defender, a garrison of 2
    ///   next to an enemy after every move; the sdadata rose by game round.
    pub fn at_revision(preset: PresetId, revision: u32) -> RuleSet {
        let mut r = RuleSet::for_preset(preset);
        if revision >= 2 {
            return r;
        }
        match preset {
            PresetId::Club => {
                r.leftover_cards_trade = true;
                r.frozen_armies_exact = false;
            }
            PresetId::Online => {
                r.no_attack_with_fewer_dice = true;
                r.attacker_max_dice = false;
                r.tris.territory_bonus = 2;
            }
            PresetId::TestaATesta => {
                r.no_attack_with_fewer_dice = true;
                r.min_garrison_everywhere = true;
                r.garrison_next_to_enemy = 2;
            }
            PresetId::Classico | PresetId::Torneo | PresetId::Okgiocacon => {}
        }
        if let Some(s) = r.sdadata.as_mut() {
            s.by_lap = false;
        }
        r
    }

    /// Builds the rule set of a preset (at compile time, into [`RULE_SETS`]).
    const fn build(preset: PresetId) -> RuleSet {
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
            by_lap: false,
        };
        let equals_four_sdadata = SdadataRule {
            min_sum: 4,
            first_max: 4,
            cap_max: 12,
            max_conquests_to_roll: 2,
            by_lap: false,
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
                garrison_next_to_enemy: 2,
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
                untimed_allowed: true,
                real_elimination_ends_game: false,
                extra_rolls_beyond: None,
                match_points: false,
                egypt_middle_east_apart: false,
                attack_superiority: None,
                attacker_max_dice: false,
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
                garrison_next_to_enemy: 2,
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
                untimed_allowed: true,
                real_elimination_ends_game: false,
                extra_rolls_beyond: None,
                match_points: false,
                egypt_middle_east_apart: false,
                attack_superiority: None,
                attacker_max_dice: false,
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
                hint_by_consent: true,
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
                garrison_next_to_enemy: 2,
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
                untimed_allowed: true,
                real_elimination_ends_game: false,
                extra_rolls_beyond: None,
                match_points: false,
                egypt_middle_east_apart: false,
                attack_superiority: None,
                attacker_max_dice: false,
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
                hint_by_consent: true,
            },
            PresetId::TestaATesta => RuleSet {
                preset,
                min_seats: 3,
                max_seats: 3,
                virtual_seats: 1,
                // "fino ad esaurimento delle 35 armate a disposizione per giocatore" (line 32).
                initial_armies: [0, 0, 0, 35, 0, 0, 0],
                fifty_percent_rule: None,
                // "Vale il regolamento accluso alla scatola ... con le seguenti modifiche"
                // (line 3): the sheet's changes name no dice ban and no garrison, so the
                // box rules hold: an attack with fewer dice than the defender is allowed,
                // and a move leaves one army (docs/RULINGS.md, "testa a testa: the box
                // rules where the sheet is silent"). Revisions 0 and 1 took the tournament
                // rules' ban and garrison of 2. The defender still rolls the most, as in
                // every preset (see `mandatory_defence`).
                mandatory_defence: true,
                no_attack_with_fewer_dice: false,
                min_garrison_everywhere: false,
                garrison_next_to_enemy: 1,
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
                // "Dalla fine dell'ultimo giro in poi ogni giocatore, reale e non ... 4 al
                // primo giro, 4 o 5 al secondo" (lines 65-71): by lap, the morto included.
                sdadata: Some(SdadataRule {
                    by_lap: true,
                    ..equals_four_sdadata
                }),
                secret_time_allowed: false,
                scoring: Scoring::TestaATesta,
                risiko_points: None,
                tournament_points: false,
                untimed_allowed: false,
                real_elimination_ends_game: true,
                extra_rolls_beyond: Some(3),
                match_points: true,
                egypt_middle_east_apart: false,
                attack_superiority: None,
                attacker_max_dice: false,
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
                hint_by_consent: true,
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

    /// Whether the score is the club's points: each territory its borders, one chain of
    /// the player's choice counting double, whole continents (docs/RULES.md §4 "No secret
    /// objectives; points instead").
    pub fn chain_scoring(&self) -> bool {
        self.scoring == Scoring::Club
    }

    /// Whether cards are traded by the size of the hand, not in tris (docs/RULES.md §4
    /// "Cards without tris").
    pub fn trades_by_hand_size(&self) -> bool {
        self.card_trades == CardTrades::HandSize
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

    // Every named rule of each rule set, one row per field, columns in `PresetId::ALL`
    // order: classico, torneo, okgiocacon, testa_a_testa, online, club. docs/RULES.md §2
    // (eliminations, tris), §3 (timed endings), §4 (`club`: the draft, attacks need
    // superiority, maximum dice, cards without tris, the army cap, points, RisiKo! by
    // points, the end, freezing, retiring, eliminated players' cards, the turn's phases,
    // the border penalty, the club board) and §5 (`testa_a_testa`: the morto's cards, a
    // real player eliminated, the end, match points).
    #[test]
    fn named_rules_of_each_rule_set_follow_rules_md() {
        type Field = fn(&RuleSet) -> String;
        let rows: [(&str, Field, [&str; 6]); 27] = [
            // Rules revision 2 (docs/RULINGS.md): the thin rulebooks as written.
            (
                "no_attack_with_fewer_dice",
                |r| r.no_attack_with_fewer_dice.to_string(),
                ["false", "true", "true", "false", "false", "true"],
            ),
            (
                "min_garrison_everywhere",
                |r| r.min_garrison_everywhere.to_string(),
                ["false", "true", "true", "false", "false", "false"],
            ),
            (
                "garrison_next_to_enemy",
                |r| r.garrison_next_to_enemy.to_string(),
                ["2", "2", "2", "1", "2", "2"],
            ),
            (
                "territory_bonus",
                |r| r.tris.territory_bonus.to_string(),
                ["2", "2", "2", "2", "0", "0"],
            ),
            (
                "sdadata_by_lap",
                |r| format!("{:?}", r.sdadata.map(|s| s.by_lap)),
                [
                    "Some(false)",
                    "Some(false)",
                    "Some(false)",
                    "Some(true)",
                    "Some(true)",
                    "None",
                ],
            ),
            (
                "frozen_armies_exact",
                |r| r.frozen_armies_exact.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "virtual_seats",
                |r| r.virtual_seats.to_string(),
                ["0", "0", "0", "1", "0", "0"],
            ),
            (
                "untimed_allowed",
                |r| r.untimed_allowed.to_string(),
                ["true", "true", "true", "false", "false", "false"],
            ),
            (
                "victim_cards_same_turn",
                |r| r.victim_cards_same_turn.to_string(),
                ["false", "false", "false", "true", "false", "false"],
            ),
            (
                "real_elimination_ends_game",
                |r| r.real_elimination_ends_game.to_string(),
                ["false", "false", "false", "true", "false", "false"],
            ),
            (
                "extra_rolls_beyond",
                |r| format!("{:?}", r.extra_rolls_beyond),
                ["None", "None", "None", "Some(3)", "None", "None"],
            ),
            (
                "match_points",
                |r| r.match_points.to_string(),
                ["false", "false", "false", "true", "false", "false"],
            ),
            (
                "club_map",
                |r| r.egypt_middle_east_apart.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "attack_superiority",
                |r| format!("{:?}", r.attack_superiority),
                ["None", "None", "None", "None", "None", "Some(10)"],
            ),
            (
                "attacker_max_dice",
                |r| r.attacker_max_dice.to_string(),
                ["false", "false", "false", "false", "true", "true"],
            ),
            (
                "territory_draft",
                |r| r.territory_draft.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "card_trades",
                |r| format!("{:?}", r.card_trades),
                ["Tris", "Tris", "Tris", "Tris", "Tris", "HandSize"],
            ),
            (
                "victim_cards_to_killer",
                |r| r.victim_cards_to_killer.to_string(),
                ["true", "true", "true", "true", "true", "false"],
            ),
            (
                "chain_scoring",
                |r| r.chain_scoring().to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "risiko_by_points",
                |r| r.risiko_by_points.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "supplementary_turns",
                |r| r.supplementary_turns.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "freezing",
                |r| r.freezing.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "retiring",
                |r| r.retiring.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "move_undo",
                |r| r.move_undo.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "border_penalty_option",
                |r| r.border_penalty_option.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "cap_excess_removal",
                |r| r.cap_excess_removal.to_string(),
                ["false", "false", "false", "false", "false", "true"],
            ),
            (
                "hint_by_consent",
                |r| r.hint_by_consent.to_string(),
                ["false", "true", "true", "true", "false", "true"],
            ),
        ];
        for (name, field, want) in rows {
            let got: Vec<String> = PresetId::ALL.iter().map(|p| field(&p.rules())).collect();
            assert_eq!(got, want, "{name}");
        }
        // The table of rule sets is indexed by the preset.
        for p in PresetId::ALL {
            assert_eq!(p.rules().preset, p);
        }
        // New games of the rule sets with the cap removal set the option (§4 "The army cap").
        for p in PresetId::ALL {
            assert_eq!(
                crate::rules::Options::default_for(p).cap_removal,
                p.rules().cap_excess_removal,
                "{p}"
            );
        }
    }

    // Older games keep their rules: a rule set at revisions 0 and 1 is the one new games
    // had before revision 2, field by field; torneo, okgiocacon and classico never change.
    #[test]
    fn older_revisions_keep_the_readings_they_were_played_with() {
        for p in PresetId::ALL {
            assert_eq!(
                RuleSet::at_revision(p, 0),
                RuleSet::at_revision(p, 1),
                "{p}"
            );
            assert_eq!(RuleSet::at_revision(p, 2), p.rules(), "{p}");
        }
        for p in [PresetId::Classico, PresetId::Torneo, PresetId::Okgiocacon] {
            assert_eq!(RuleSet::at_revision(p, 1), p.rules(), "{p}");
        }
        let club = RuleSet::at_revision(PresetId::Club, 1);
        assert!(club.leftover_cards_trade && !club.frozen_armies_exact);
        let online = RuleSet::at_revision(PresetId::Online, 1);
        assert!(online.no_attack_with_fewer_dice && !online.attacker_max_dice);
        assert_eq!(online.tris.territory_bonus, 2);
        assert!(!online.sdadata.unwrap().by_lap);
        let testa = RuleSet::at_revision(PresetId::TestaATesta, 1);
        assert!(testa.no_attack_with_fewer_dice && testa.min_garrison_everywhere);
        assert_eq!(testa.garrison_next_to_enemy, 2);
        assert!(!testa.sdadata.unwrap().by_lap);
    }

    // A game's snapshot holds its rule set: its JSON keeps the two preset flags it had
    // (the golden replay of tests/rules.rs hashes it), and reads back as written, so a
    // snapshot of an older game keeps its revision's readings.
    #[test]
    fn rule_set_json_keeps_its_frozen_form() {
        for (p, revision) in PresetId::ALL.into_iter().flat_map(|p| [(p, 1), (p, 2)]) {
            let rules = RuleSet::at_revision(p, revision);
            let json = serde_json::to_string(&rules).unwrap();
            let back: RuleSet = serde_json::from_str(&json).unwrap();
            assert_eq!(back, rules, "{p} revision {revision}");
        }
        for p in PresetId::ALL {
            let json = serde_json::to_string(&RuleSet::at_revision(p, 1)).unwrap();
            let testa = format!("\"testa_a_testa\":{}", p == PresetId::TestaATesta);
            assert!(json.contains(&testa), "{json}");
            assert_eq!(
                json.contains("\"club\":true"),
                p == PresetId::Club,
                "{json}"
            );
            assert!(!json.contains("territory_draft"), "{json}");
            assert!(!json.contains("by_lap"), "{json}");
            assert!(!json.contains("garrison_next_to_enemy"), "{json}");
        }
        let club = serde_json::to_string(&RuleSet::at_revision(PresetId::Club, 1)).unwrap();
        assert!(club.ends_with(
            "\"testa_a_testa\":false,\"club_map\":true,\"attack_superiority\":10,\"attacker_max_dice\":true,\"club\":true}"
        ));
        let club = serde_json::to_string(&PresetId::Club.rules()).unwrap();
        assert!(club.ends_with(
            "\"club\":true,\"leftover_cards_trade\":false,\"frozen_armies_exact\":true}"
        ));
    }

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
