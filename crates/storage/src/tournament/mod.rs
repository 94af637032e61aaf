//! The tournament desk: a whole RisiKo! tournament around the games, in pure Rust (no web
//! crate; a test checks, as for `crates/engine/src/rules`).
//!
//! A [`Tournament`] holds its [`Settings`] (name, date, [`TournamentRules`], [`Format`],
//! table size, rounds), its [`Player`]s and its [`Round`]s of [`Table`]s with their
//! [`GameResult`]s. Operations: [`Tournament::new`], [`Tournament::register`] (late players
//! too), [`Tournament::withdraw`], [`Tournament::penalize`],
//! [`Tournament::seat_next_round`] (random or balanced, knockout rounds, testa a testa
//! finals), [`Tournament::record`] (typed by the organiser, or
//! [`GameResult::from_outcome`] of a game played on the tablet). Read
//! [`Tournament::awards`] (tournament points of a table), [`Tournament::standings`],
//! [`Tournament::team_standings`], [`Tournament::champion`].
//!
//! [`export`] writes the standings and the tables as CSV and the whole tournament as one
//! versioned JSON file, which [`export::decode`] reads back, refusing a damaged file.
//!
//! The sources are the rulebooks (docs/RULES.md): regolamento-tornei-ufficiali-2003.txt
//! (table composition, all'italiana and knockout, ties in the standings),
//! okgiocacon-campionati-2003.txt (team and open conversions), club-qualificazioni.txt
//! (31/15/7/3/1, point 17), testa-a-testa.txt (match points, finals). docs/RULINGS.md lists
//! the choices where they are silent.

pub mod clock;
pub mod corrections;
pub mod export;
pub mod points;
pub mod season;
pub mod seating;
pub mod standings;

pub use clock::RoundClock;
pub use corrections::CorrectionError;
pub use points::{
    convert, open_label, open_summary, Award, Entry, GameResult, ResultError, TieRule,
};
pub use seating::{knockout_plan, table_sizes, Correction, NoKnockoutPlan, SeatingError};
pub use standings::{RoundScore, StandingRow, TeamRow, TieBreak};

use crate::rules::scoring::Points;
use seating::Meetings;

/// A player of the tournament: its index in [`Tournament::players`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub u32);

impl PlayerId {
    /// The index into [`Tournament::players`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The rule set of the games, which decides how table points become tournament points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentRules {
    /// `torneo`: table points as they are, summed.
    Torneo,
    /// `okgiocacon` team championships (200 + difference, bands, 10/20/30 for eliminations).
    OkgiocaconTeam,
    /// `okgiocacon` open championships ("1V, +xx", "Sec, -xx", ...).
    OkgiocaconOpen,
    /// `club`: 31 / 15 / 7 / 3 / 1 with tenths.
    Club,
    /// `testa_a_testa`: match points 20-0 ... 10-10, tables of 2.
    TestaATesta,
}

impl TournamentRules {
    /// Every rule set, in the order a menu should show them.
    pub const ALL: [TournamentRules; 5] = [
        TournamentRules::Torneo,
        TournamentRules::OkgiocaconTeam,
        TournamentRules::OkgiocaconOpen,
        TournamentRules::Club,
        TournamentRules::TestaATesta,
    ];

    /// The fixed table points of RisiKo!, if the rule set has them: 100 in `torneo` and
    /// `okgiocacon` ("si aggiudica un punteggio fisso di 100 punti"), 200 in `club`
    /// ("Chi riuscirà a fare RISIKO! totalizzerà 200 punti tavolo", point 15); testa a
    /// testa counts the table as it is (docs/RULES.md §3-5).
    pub const fn risiko_points(self) -> Option<Points> {
        match self {
            TournamentRules::Torneo
            | TournamentRules::OkgiocaconTeam
            | TournamentRules::OkgiocaconOpen => Some(Points::whole(100)),
            TournamentRules::Club => Some(Points::whole(200)),
            TournamentRules::TestaATesta => None,
        }
    }

    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            TournamentRules::Torneo => "torneo",
            TournamentRules::OkgiocaconTeam => "okgiocacon_team",
            TournamentRules::OkgiocaconOpen => "okgiocacon_open",
            TournamentRules::Club => "club",
            TournamentRules::TestaATesta => "testa_a_testa",
        }
    }
}

/// How the tournament ranks its players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// All'italiana: every player plays every round; the totals rank them.
    Italiana,
    /// Ad eliminazione diretta: the winner of each table goes on, up to the final.
    Knockout,
}

impl Format {
    /// Both formats.
    pub const ALL: [Format; 2] = [Format::Italiana, Format::Knockout];

    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            Format::Italiana => "italiana",
            Format::Knockout => "knockout",
        }
    }
}

/// What the organiser chooses when creating a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The tournament's name.
    pub name: String,
    /// The date, as the organiser writes it ("2026-11-30", "sabato 12").
    pub date: String,
    /// The rule set of the games.
    pub rules: TournamentRules,
    /// All'italiana or knockout.
    pub format: Format,
    /// Players per table: 4 or 5 (for a knockout, the final's size); 2 for testa a testa.
    pub table_size: u8,
    /// All'italiana: the number of rounds (testa a testa adds its semifinals and final).
    /// Knockout: ignored (the plan decides).
    pub rounds: u32,
    /// Games per table in a round (testa a testa: 1 or 2, "Per ogni serata si potranno
    /// disputare 2 partite"); 1 for the others.
    pub games_per_table: u8,
    /// All'italiana: the worst rounds left out of each player's total ("scarti"): the
    /// best `rounds - discards` rounds count (docs/RULINGS.md). 0: every round counts.
    pub discards: u32,
    /// All'italiana (not testa a testa, which has its own): the finals after the rounds.
    pub finals: Finals,
    /// Players of the same club (or team) kept apart where the numbers allow, in random
    /// and balanced seating (docs/RULINGS.md).
    pub clubs_apart: bool,
}

/// The finals after the rounds all'italiana (club practice, docs/RULINGS.md): the first
/// `direct` of the standings go straight to the final table; the next `semifinalists`
/// play semifinal tables, whose winners join the final; with `repechage`, the best
/// semifinal game among those who did not win theirs (most table points, then the
/// better placed in the standings) is "ripescato" to the final too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finals {
    /// Players who go straight to the final table.
    pub direct: u32,
    /// Players of the semifinals (0: none).
    pub semifinalists: u32,
    /// The best semifinal game not won goes to the final too.
    pub repechage: bool,
}

impl Finals {
    /// No finals: the rounds' standings decide.
    pub const NONE: Finals = Finals {
        direct: 0,
        semifinalists: 0,
        repechage: false,
    };

    /// Whether there are finals.
    pub const fn any(self) -> bool {
        self.direct > 0 || self.semifinalists > 0
    }

    /// The semifinal tables for tables of `size`: as the rounds make them.
    pub fn semifinal_tables(self, size: u8) -> usize {
        if self.semifinalists == 0 {
            0
        } else {
            table_sizes(self.semifinalists as usize, usize::from(size)).map_or(0, |s| s.0.len())
        }
    }

    /// The players of the final table.
    pub fn final_size(self, size: u8) -> usize {
        self.direct as usize
            + self.semifinal_tables(size)
            + usize::from(self.repechage && self.semifinalists > 0)
    }
}

/// Most players a tournament registers: far above a club night or a regional open (the
/// 2003 rules' example has 100), and low enough that any file the desk writes reads back
/// and draws at once (docs/RULINGS.md, files).
pub const MAX_PLAYERS: usize = 400;

/// Longest name (tournament, player, club) accepted.
pub const MAX_NAME_CHARS: usize = 80;

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The name: the first name when a surname is given (the full names distinct within
    /// the tournament as [`name_key`] compares names).
    pub name: String,
    /// The surname, if given apart (issue 46 item 7): the public screen's "dove mi siedo"
    /// lists by it.
    pub surname: Option<String>,
    /// Club or team, if any.
    pub club: Option<String>,
    /// Rounds already seated when the player registered (0: from the start).
    pub joined_after: u32,
    /// Rounds already seated when the player withdrew, if withdrawn.
    pub withdrawn_after: Option<u32>,
}

impl Player {
    /// The full name, as the standings, the cards, the slips and the files show it, the
    /// surname first as a register lists it ("Rossi Anna", what a "Cognome;Nome" file
    /// registered before the surname was kept apart); the name alone without a surname.
    pub fn full_name(&self) -> String {
        match &self.surname {
            Some(s) => format!("{s} {}", self.name),
            None => self.name.clone(),
        }
    }

    /// Whether `self` and `other` are the same person as the desk compares names
    /// ([`name_key`]), in either order of name and surname: "Anna" and "Rossi" apart are
    /// "Rossi Anna" and "Anna Rossi" typed in the name alone.
    pub fn same_name(&self, other: &Player) -> bool {
        let keys = |p: &Player| -> [String; 2] {
            match &p.surname {
                Some(s) => [
                    name_key(&format!("{s} {}", p.name)),
                    name_key(&format!("{} {s}", p.name)),
                ],
                None => [name_key(&p.name), name_key(&p.name)],
            }
        };
        let (a, b) = (keys(self), keys(other));
        a.iter().any(|k| b.contains(k))
    }

    /// The order of "dove mi siedo": by surname, then name, as [`name_key`] compares
    /// them (a player without a surname by the name).
    pub fn sort_key(&self) -> (String, String) {
        match &self.surname {
            Some(s) => (name_key(s), name_key(&self.name)),
            None => (name_key(&self.name), String::new()),
        }
    }
}

/// A penalty in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Penalty {
    /// Who.
    pub player: PlayerId,
    /// Points taken away (positive: 25 is -25).
    pub points: Points,
    /// Rounds already seated when it was given: it counts from that round on.
    pub after_round: u32,
    /// Why, in the organiser's words.
    pub note: String,
}

/// How the players of a round are spread over its tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatingMethod {
    /// At random, from the seed.
    Random,
    /// Same opponents as rarely as possible (random among equals, from the seed).
    Balanced,
    /// By the standings ("tavoli per classifica"): the first players at the first table,
    /// and so on; in testa a testa a pair that met in the last round meets the pair just
    /// above instead (testa-a-testa.txt lines 57-62).
    Standings,
}

impl SeatingMethod {
    /// Every method.
    pub const ALL: [SeatingMethod; 3] = [
        SeatingMethod::Random,
        SeatingMethod::Balanced,
        SeatingMethod::Standings,
    ];

    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            SeatingMethod::Random => "random",
            SeatingMethod::Balanced => "balanced",
            SeatingMethod::Standings => "standings",
        }
    }
}

/// What a round is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RoundKind {
    /// A round all'italiana.
    Regular,
    /// A knockout round before the final.
    Knockout,
    /// Testa a testa: the semifinals, 1st v 4th and 2nd v 3rd (testa-a-testa.txt 127-133).
    Semifinal,
    /// The final table.
    Final,
}

impl RoundKind {
    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            RoundKind::Regular => "regular",
            RoundKind::Knockout => "knockout",
            RoundKind::Semifinal => "semifinal",
            RoundKind::Final => "final",
        }
    }
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The players, in seating order.
    pub players: Vec<PlayerId>,
    /// Games to play at this table (2 at a testa a testa final).
    pub games: u8,
    /// The results recorded so far.
    pub results: Vec<GameResult>,
}

impl Table {
    /// Every game of the table has its result.
    pub fn is_complete(&self) -> bool {
        self.results.len() >= usize::from(self.games)
    }
}

/// One round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// What the round is.
    pub kind: RoundKind,
    /// How it was seated.
    pub method: SeatingMethod,
    /// The seed the seating used.
    pub seed: u64,
    /// How the table sizes were corrected.
    pub correction: Correction,
    /// Pairs seated together who had already met in an earlier round.
    pub repeated_pairs: u32,
    /// The tables.
    pub tables: Vec<Table>,
    /// Players left out of the round (testa a testa, odd count: see docs/RULINGS.md).
    pub byes: Vec<PlayerId>,
    /// The round's clock, once the desk started it ([`Tournament::start_clock`]).
    pub clock: Option<RoundClock>,
}

impl Round {
    /// Every table has its results.
    pub fn is_complete(&self) -> bool {
        self.tables.iter().all(Table::is_complete)
    }
}

/// What an operation refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Name empty, longer than [`MAX_NAME_CHARS`], or with a control character (a line break).
    Name,
    /// A table size the rule set does not allow (4 or 5; 2 for testa a testa).
    TableSize(u8),
    /// All'italiana needs at least one round; games per table 1 or 2 (testa a testa), 1 otherwise.
    Rounds,
    /// Another player has this name.
    DuplicateName(String),
    /// No such player.
    UnknownPlayer(PlayerId),
    /// The player has already withdrawn.
    AlreadyWithdrawn(PlayerId),
    /// A knockout takes no late players once its first round is seated.
    KnockoutStarted,
    /// The previous round still has tables without results.
    RoundIncomplete(usize),
    /// Every round, final included, has been played.
    Finished,
    /// The players cannot be seated.
    Seating(SeatingError),
    /// The knockout cannot be planned for this count.
    Knockout(NoKnockoutPlan),
    /// No such round or table.
    NoSuchTable { round: usize, table: usize },
    /// The table already has all its results.
    TableComplete { round: usize, table: usize },
    /// The result does not fit the table.
    Result(ResultError),
    /// Testa a testa finals need four players.
    TooFewForFinals,
    /// A correction refused.
    Correction(CorrectionError),
    /// A penalty between 0 and [`MAX_PENALTY`] points.
    Penalty,
    /// [`MAX_PLAYERS`] are registered already.
    TooManyPlayers,
    /// The round clock refused.
    Clock(clock::ClockError),
}

/// Largest penalty accepted at once.
pub const MAX_PENALTY: Points = Points::whole(1000);

impl std::fmt::Display for TournamentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TournamentError::Name => write!(
                f,
                "a name needs 1 to {MAX_NAME_CHARS} characters, without line breaks"
            ),
            TournamentError::TableSize(s) => write!(f, "tables of {s} are not allowed"),
            TournamentError::Rounds => f.write_str("rounds or games per table out of range"),
            TournamentError::DuplicateName(n) => write!(f, "a player is already called {n}"),
            TournamentError::UnknownPlayer(p) => write!(f, "no player {}", p.0),
            TournamentError::AlreadyWithdrawn(p) => write!(f, "player {} has withdrawn", p.0),
            TournamentError::KnockoutStarted => f.write_str("the knockout has started"),
            TournamentError::RoundIncomplete(r) => write!(f, "round {} is not complete", r + 1),
            TournamentError::Finished => f.write_str("the tournament is over"),
            TournamentError::Seating(e) => e.fmt(f),
            TournamentError::Knockout(e) => e.fmt(f),
            TournamentError::NoSuchTable { round, table } => {
                write!(f, "no table {} in round {}", table + 1, round + 1)
            }
            TournamentError::TableComplete { round, table } => {
                write!(f, "table {} of round {} is complete", table + 1, round + 1)
            }
            TournamentError::Result(e) => e.fmt(f),
            TournamentError::TooFewForFinals => f.write_str("the finals need 4 players"),
            TournamentError::Penalty => {
                write!(f, "a penalty is between 0 and {MAX_PENALTY} points")
            }
            TournamentError::Correction(e) => e.fmt(f),
            TournamentError::TooManyPlayers => {
                write!(f, "a tournament has at most {MAX_PLAYERS} players")
            }
            TournamentError::Clock(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TournamentError {}

/// club-qualificazioni.txt line 29, point 17: "Se un giocatore si ritira dalla partita in
/// corso perderà 25 punti in classifica generale".
pub const CLUB_WITHDRAWAL_PENALTY: Points = Points::whole(25);

/// The note of the penalty [`Tournament::withdraw`] gives in `club`.
pub const CLUB_WITHDRAWAL_NOTE: &str = "ritiro dalla partita in corso (punto 17)";

/// A whole tournament. Every operation either succeeds or leaves it as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// What the organiser chose.
    pub settings: Settings,
    /// The players, by [`PlayerId`].
    pub players: Vec<Player>,
    /// Penalties, in the order given.
    pub penalties: Vec<Penalty>,
    /// The rounds seated so far.
    pub rounds: Vec<Round>,
    /// Which tournament this is, for the season ([`season::tournament_key`]): drawn when
    /// the desk creates it, kept by every correction and by its file; 0 for one created
    /// before issue 31's season (its key is its name, date and first round's seed).
    pub id: u64,
    /// The corrections made, oldest first (issue 46 item 7): what changed, and when.
    pub log: Vec<LogEntry>,
}

/// A correction in the tournament's log ([`Tournament::log`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// When, as the desk's clock read it ("2026-11-30 21:14", local time).
    pub at: String,
    /// What changed.
    pub change: Change,
}

/// What a correction changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// The result of a game already recorded: each player's table points before and
    /// after, in the table's seat order.
    Result {
        round: u32,
        table: u32,
        game: u32,
        players: Vec<PlayerId>,
        before: Vec<Points>,
        after: Vec<Points>,
    },
    /// A player's name.
    Rename {
        player: PlayerId,
        from: String,
        to: String,
    },
    /// A withdrawn player seated again ([`Tournament::reinstate`]).
    Reinstate { player: PlayerId },
    /// The last round undone before any result ([`Tournament::undo_round`]): which
    /// round (0-based) and what it was.
    UndoRound { round: u32, kind: RoundKind },
    /// Two players of a round not started swapped ([`Tournament::swap_players`]): each
    /// one's table and seat (0-based, in the table's order) before the swap.
    Swap {
        round: u32,
        a: PlayerId,
        a_at: (u32, u32),
        b: PlayerId,
        b_at: (u32, u32),
    },
    /// A player of a round not started moved to another table
    /// ([`Tournament::move_player`]): the tables (0-based) before and after.
    Move {
        round: u32,
        player: PlayerId,
        from: u32,
        to: u32,
    },
    /// The results of a table removed to be typed again ([`Tournament::clear_results`]):
    /// each removed game's table points, in the table's seat order.
    Clear {
        round: u32,
        table: u32,
        players: Vec<PlayerId>,
        before: Vec<Vec<Points>>,
    },
}

impl Change {
    /// The players the change names, to renumber them when a registration is removed.
    pub(crate) fn players_mut(&mut self) -> Vec<&mut PlayerId> {
        match self {
            Change::Result { players, .. } | Change::Clear { players, .. } => {
                players.iter_mut().collect()
            }
            Change::Rename { player, .. }
            | Change::Reinstate { player }
            | Change::Move { player, .. } => vec![player],
            Change::Swap { a, b, .. } => vec![a, b],
            Change::UndoRound { .. } => Vec::new(),
        }
    }
}

fn check_name(name: &str) -> Result<String, TournamentError> {
    let n = name.trim();
    if n.is_empty() || n.chars().count() > MAX_NAME_CHARS || n.chars().any(char::is_control) {
        return Err(TournamentError::Name);
    }
    Ok(n.to_owned())
}

impl Settings {
    /// Checks the settings.
    ///
    /// # Errors
    /// The first problem found.
    pub fn check(&self) -> Result<(), TournamentError> {
        check_name(&self.name)?;
        if self.date.chars().count() > MAX_NAME_CHARS {
            return Err(TournamentError::Name);
        }
        let testa = self.rules == TournamentRules::TestaATesta;
        let size_ok = if testa {
            self.table_size == 2
        } else {
            matches!(self.table_size, 4 | 5)
        };
        if !size_ok {
            return Err(TournamentError::TableSize(self.table_size));
        }
        let games_ok = if testa {
            matches!(self.games_per_table, 1 | 2)
        } else {
            self.games_per_table == 1
        };
        let rounds_ok = self.format == Format::Knockout || (1..=100).contains(&self.rounds);
        // Discards need rounds to discard, totals to discard from (not a knockout) and one
        // number per round (not okgiocacon open's victories and margins).
        let discards_ok = self.discards == 0
            || (self.format == Format::Italiana
                && self.rules != TournamentRules::OkgiocaconOpen
                && self.discards < self.rounds);
        // Finals: a final table of 3 to 5; semifinals of at least 4 players.
        let f = self.finals;
        let finals_ok = !f.any()
            || (self.format == Format::Italiana
                && !testa
                && (f.semifinalists == 0 || (4..=100).contains(&f.semifinalists))
                && (f.semifinalists > 0 || !f.repechage)
                && (3..=5).contains(&f.final_size(self.table_size)));
        if !games_ok || !rounds_ok || !discards_ok || !finals_ok {
            return Err(TournamentError::Rounds);
        }
        Ok(())
    }
}

impl Tournament {
    /// A new tournament without players.
    ///
    /// # Errors
    /// [`TournamentError`] for settings out of range.
    pub fn new(mut settings: Settings) -> Result<Tournament, TournamentError> {
        settings.check()?;
        settings.name = check_name(&settings.name)?;
        Ok(Tournament {
            settings,
            players: Vec::new(),
            penalties: Vec::new(),
            rounds: Vec::new(),
            id: 0,
            log: Vec::new(),
        })
    }

    /// Registers a player; after round 1 of an all'italiana it is a late player, who
    /// starts from 0 points and plays from the next round seated.
    ///
    /// # Errors
    /// A bad or duplicate name, a knockout already started, a finished tournament.
    pub fn register(
        &mut self,
        name: &str,
        club: Option<&str>,
    ) -> Result<PlayerId, TournamentError> {
        self.register_full(name, None, club)
    }

    /// [`Tournament::register`] with a surname apart (`None` or blank: none). Nobody may
    /// have the same name ([`Player::same_name`]).
    ///
    /// # Errors
    /// As [`Tournament::register`].
    pub fn register_full(
        &mut self,
        name: &str,
        surname: Option<&str>,
        club: Option<&str>,
    ) -> Result<PlayerId, TournamentError> {
        let name = check_name(name)?;
        let surname = match surname.map(str::trim) {
            None | Some("") => None,
            Some(s) => Some(check_name(s)?),
        };
        let club = match club.map(str::trim) {
            None | Some("") => None,
            Some(c) => Some(check_name(c)?),
        };
        let new = Player {
            name,
            surname,
            club,
            joined_after: self.rounds.len() as u32,
            withdrawn_after: None,
        };
        if self.players.iter().any(|p| p.same_name(&new)) {
            return Err(TournamentError::DuplicateName(new.full_name()));
        }
        if self.settings.format == Format::Knockout && !self.rounds.is_empty() {
            return Err(TournamentError::KnockoutStarted);
        }
        if self.players.len() >= MAX_PLAYERS {
            return Err(TournamentError::TooManyPlayers);
        }
        if self.settings.format == Format::Italiana
            && self.rounds.len() >= self.settings.rounds as usize
        {
            return Err(TournamentError::Finished);
        }
        self.players.push(new);
        Ok(PlayerId(self.players.len() as u32 - 1))
    }

    /// Withdraws a player: not seated in later rounds, keeps the points earned. If
    /// `from_game` (the player leaves a game in progress), the `club` rules take 25
    /// points away (club-qualificazioni.txt line 29, point 17). Between rounds, a player
    /// seated at a table not yet played leaves it when it can play without her
    /// ([`Tournament::unplayed_seat`]): her result is not asked for, and the round counts
    /// as one she did not play.
    ///
    /// # Errors
    /// Unknown or already withdrawn player.
    pub fn withdraw(&mut self, player: PlayerId, from_game: bool) -> Result<(), TournamentError> {
        let mut rounds = self.rounds.len() as u32;
        let rules = self.settings.rules;
        // Seated at a table not yet played and leaving before it: the table plays without
        // her, and her withdrawal counts from that round (docs/RULINGS.md, withdrawals).
        let leaves = match self.unplayed_seat(player) {
            Some((tb, true)) if !from_game => Some(tb),
            _ => None,
        };
        let p = self
            .players
            .get_mut(player.index())
            .ok_or(TournamentError::UnknownPlayer(player))?;
        if p.withdrawn_after.is_some() {
            return Err(TournamentError::AlreadyWithdrawn(player));
        }
        if let Some(tb) = leaves {
            rounds -= 1;
            p.withdrawn_after = Some(rounds);
            if let Some(t) = self.rounds.last_mut().and_then(|r| r.tables.get_mut(tb)) {
                t.players.retain(|&x| x != player);
            }
            return Ok(());
        }
        p.withdrawn_after = Some(rounds);
        if from_game && rules == TournamentRules::Club {
            self.penalties.push(Penalty {
                player,
                points: CLUB_WITHDRAWAL_PENALTY,
                after_round: rounds,
                note: CLUB_WITHDRAWAL_NOTE.to_owned(),
            });
        }
        Ok(())
    }

    /// Where `player` sits in the last round at a table without any result yet, if she
    /// does: the table's index, and whether the table can play without her (a table of 4
    /// or 5 playing with 3 or 4, as the desk seats tables of 3; not a testa a testa pair,
    /// nor a table of 3, nor a knockout, semifinal or final table, seated from the winners
    /// or the standings: undone, the round is seated again without her).
    pub fn unplayed_seat(&self, player: PlayerId) -> Option<(usize, bool)> {
        let round = self.rounds.last()?;
        let tb = round
            .tables
            .iter()
            .position(|t| t.results.is_empty() && t.players.contains(&player))?;
        let can_leave = self.settings.rules != TournamentRules::TestaATesta
            && self.settings.format == Format::Italiana
            && round.kind == RoundKind::Regular
            && round.tables[tb].players.len() > 3;
        Some((tb, can_leave))
    }

    /// Takes `points` away from a player's total from the current round on (e.g. club
    /// point 4's -25 or the referee's -7).
    ///
    /// # Errors
    /// Unknown player.
    pub fn penalize(
        &mut self,
        player: PlayerId,
        points: Points,
        note: &str,
    ) -> Result<(), TournamentError> {
        if player.index() >= self.players.len() {
            return Err(TournamentError::UnknownPlayer(player));
        }
        if !(0..=MAX_PENALTY.0).contains(&points.0) {
            return Err(TournamentError::Penalty);
        }
        self.penalties.push(Penalty {
            player,
            points,
            after_round: self.rounds.len() as u32,
            note: note.to_owned(),
        });
        Ok(())
    }

    /// Players not withdrawn, in registration order.
    pub fn active_players(&self) -> Vec<PlayerId> {
        (0..self.players.len() as u32)
            .map(PlayerId)
            .filter(|p| self.players[p.index()].withdrawn_after.is_none())
            .collect()
    }

    /// How many times each pair has met in the rounds so far.
    pub fn meetings(&self) -> Meetings {
        // Sized once: growing it for each higher id made a crafted file freeze the page.
        let mut m = Meetings::with_players(self.players.len());
        for r in &self.rounds {
            let tables: Vec<Vec<PlayerId>> = r.tables.iter().map(|t| t.players.clone()).collect();
            seating::add_meetings(&mut m, &tables);
        }
        m
    }

    /// The knockout plan for the active players: tables of each round before the final.
    ///
    /// # Errors
    /// [`TournamentError::Knockout`] if the count has none.
    pub fn knockout_plan(&self) -> Result<Vec<usize>, TournamentError> {
        let (lo, hi) = self.size_range();
        knockout_plan(
            self.active_players().len(),
            usize::from(self.settings.table_size),
            lo,
            hi,
        )
        .map_err(TournamentError::Knockout)
    }

    fn size_range(&self) -> (usize, usize) {
        if self.settings.rules == TournamentRules::TestaATesta {
            (2, 2)
        } else {
            (4, 5)
        }
    }

    /// Seats the next round: a round all'italiana, the next knockout round (winners of the
    /// previous one), or the testa a testa semifinals and final. Returns the round.
    ///
    /// # Errors
    /// The previous round incomplete, the tournament over, a count that cannot be seated.
    pub fn seat_next_round(
        &mut self,
        method: SeatingMethod,
        seed: u64,
    ) -> Result<&Round, TournamentError> {
        if let Some(i) = self.rounds.iter().position(|r| !r.is_complete()) {
            return Err(TournamentError::RoundIncomplete(i));
        }
        let round = match self.settings.format {
            Format::Italiana => self.next_italiana(method, seed)?,
            Format::Knockout => self.next_knockout(method, seed)?,
        };
        self.rounds.push(round);
        Ok(self.rounds.last().expect("just pushed"))
    }

    /// What [`Tournament::seat_next_round`] would seat now, without seating it: the
    /// round's kind, its table sizes and their correction (for the organiser to see first).
    ///
    /// # Errors
    /// As [`Tournament::seat_next_round`].
    pub fn preview_next_round(
        &self,
    ) -> Result<(RoundKind, Vec<usize>, Correction), TournamentError> {
        let mut copy = self.clone();
        let r = copy.seat_next_round(SeatingMethod::Random, 0)?;
        let sizes = r.tables.iter().map(|t| t.players.len()).collect();
        Ok((r.kind, sizes, r.correction))
    }

    fn make_round(
        &self,
        kind: RoundKind,
        players: &[PlayerId],
        sizes: &[usize],
        correction: Correction,
        (method, seed): (SeatingMethod, u64),
        games: u8,
    ) -> Round {
        let meetings = self.meetings();
        // testa-a-testa.txt lines 56-57 (docs/RULINGS.md): "Due concorrenti non si possono
        // incontrare per due serate consecutive", whatever the seating method.
        let mut last_pairs = Meetings::with_players(self.players.len());
        if self.settings.rules == TournamentRules::TestaATesta {
            if let Some(last) = self.rounds.last() {
                let pairs: Vec<Vec<PlayerId>> =
                    last.tables.iter().map(|t| t.players.clone()).collect();
                seating::add_meetings(&mut last_pairs, &pairs);
            }
        }
        // Same club: weighs as one earlier meeting (last round's pairs in testa a testa
        // weigh ten).
        let mut clubs = Meetings::with_players(self.players.len());
        if self.settings.clubs_apart {
            for (i, &a) in players.iter().enumerate() {
                for &b in &players[i + 1..] {
                    let (ca, cb) = (&self.players[a.index()].club, &self.players[b.index()].club);
                    if let (Some(x), Some(y)) = (ca, cb) {
                        if name_key(x) == name_key(y) {
                            clubs.add(a, b);
                        }
                    }
                }
            }
        }
        let tables = match method {
            // At random among the seatings that keep last round's pairs apart (all of them
            // but in testa a testa): the first shuffle that does, from the seed.
            SeatingMethod::Random => {
                let mut weights = clubs.clone();
                for _ in 0..10 {
                    seating::add_all(&mut weights, &last_pairs);
                }
                seating::balanced(players, sizes, &weights, seed)
            }
            SeatingMethod::Balanced => {
                let mut weights = meetings.clone();
                seating::add_all(&mut weights, &clubs);
                // Last round's pairs weigh far more.
                if self.settings.rules == TournamentRules::TestaATesta {
                    if let Some(last) = self.rounds.last() {
                        for t in &last.tables {
                            let pairs: Vec<Vec<PlayerId>> = vec![t.players.clone(); 10];
                            seating::add_meetings(&mut weights, &pairs);
                        }
                    }
                }
                seating::balanced(players, sizes, &weights, seed)
            }
            SeatingMethod::Standings => {
                let order: Vec<PlayerId> = self
                    .standings()
                    .into_iter()
                    .map(|r| r.player)
                    .filter(|p| players.contains(p))
                    .collect();
                seating::by_standings(&order, sizes, &last_pairs)
            }
        };
        let (repeated_pairs, _) = seating::repeats(&meetings, &tables);
        Round {
            kind,
            method,
            seed,
            correction,
            repeated_pairs,
            tables: tables
                .into_iter()
                .map(|players| Table {
                    players,
                    games,
                    results: Vec::new(),
                })
                .collect(),
            byes: Vec::new(),
            clock: None,
        }
    }

    fn next_italiana(&self, method: SeatingMethod, seed: u64) -> Result<Round, TournamentError> {
        let regular = self.settings.rounds as usize;
        let testa = self.settings.rules == TournamentRules::TestaATesta;
        if self.rounds.len() < regular {
            let mut players = self.active_players();
            let mut byes = Vec::new();
            if testa && players.len() % 2 == 1 {
                // testa-a-testa.txt lines 123-125: with an odd count the player highest
                // in the standings plays elsewhere ("col regolamento Estate").
                let top = self
                    .standings()
                    .into_iter()
                    .find(|r| players.contains(&r.player))
                    .map(|r| r.player)
                    .unwrap_or(players[0]);
                players.retain(|&p| p != top);
                byes.push(top);
            }
            let (sizes, correction) =
                table_sizes(players.len(), usize::from(self.settings.table_size))
                    .map_err(TournamentError::Seating)?;
            let mut r = self.make_round(
                RoundKind::Regular,
                &players,
                &sizes,
                correction,
                (method, seed),
                self.settings.games_per_table,
            );
            r.byes = byes;
            return Ok(r);
        }
        if !testa {
            return self.next_finals(seed);
        }
        // testa-a-testa.txt lines 127-137: semifinals 1st v 4th and 2nd v 3rd, one game
        // each; the two winners play the final over two games.
        let table = |players: Vec<PlayerId>, games: u8| Table {
            players,
            games,
            results: Vec::new(),
        };
        // Seated from the standings or the winners, whatever method was asked for; the
        // pairs that had met before counted from the earlier rounds (issue 46 item 3).
        let meetings = self.meetings();
        let round = |kind, tables: Vec<Table>| {
            let pairs: Vec<Vec<PlayerId>> = tables.iter().map(|t| t.players.clone()).collect();
            Round {
                kind,
                method: SeatingMethod::Standings,
                seed,
                correction: Correction::None,
                repeated_pairs: seating::repeats(&meetings, &pairs).0,
                tables,
                byes: Vec::new(),
                clock: None,
            }
        };
        match self.rounds.len() - regular {
            0 => {
                let active = self.active_players();
                let top: Vec<PlayerId> = self
                    .standings()
                    .into_iter()
                    .map(|r| r.player)
                    .filter(|p| active.contains(p))
                    .take(4)
                    .collect();
                if top.len() < 4 {
                    return Err(TournamentError::TooFewForFinals);
                }
                // Lines 132-133: "il primo e il secondo in classifica saranno posti per
                // ultimi ed il morto giocherà per secondo": 4th, (morto), 1st.
                Ok(round(
                    RoundKind::Semifinal,
                    vec![
                        table(vec![top[3], top[0]], 1),
                        table(vec![top[2], top[1]], 1),
                    ],
                ))
            }
            1 => {
                let semis = &self.rounds[regular];
                let finalists: Vec<PlayerId> = semis
                    .tables
                    .iter()
                    .filter_map(|t| self.table_winner(t))
                    .collect();
                Ok(round(RoundKind::Final, vec![table(finalists, 2)]))
            }
            _ => Err(TournamentError::Finished),
        }
    }

    /// The finals after the rounds all'italiana ([`Finals`]): semifinals seated by the
    /// standings in a snake (1st, 2nd, ... then back), then the final table: the direct
    /// finalists, the semifinal winners and the ripescato.
    fn next_finals(&self, seed: u64) -> Result<Round, TournamentError> {
        let f = self.settings.finals;
        let regular = self.settings.rounds as usize;
        let done = self.rounds.len() - regular;
        let semis = usize::from(f.semifinalists > 0);
        if !f.any() || done > semis {
            return Err(TournamentError::Finished);
        }
        let active = self.active_players();
        let ranked: Vec<PlayerId> = self
            .standings()
            .into_iter()
            .map(|r| r.player)
            .filter(|p| active.contains(p))
            .collect();
        let direct = f.direct as usize;
        let meetings = self.meetings();
        // Seated from the standings (who plays where), whatever method was asked for; the
        // pairs that had met before counted from the earlier rounds. The seats at each
        // table are drawn from the round's seed: neither the 2003 rules nor OK GiocaCon's
        // nor the club's seat a final by the standings (docs/RULINGS.md, "The finals'
        // seats").
        let round = |kind, mut tables: Vec<Vec<PlayerId>>| {
            let mut rng = crate::rules::rng::Rng::new(seed);
            for t in &mut tables {
                rng.shuffle(t);
            }
            Round {
                kind,
                method: SeatingMethod::Standings,
                seed,
                correction: Correction::None,
                repeated_pairs: seating::repeats(&meetings, &tables).0,
                tables: tables
                    .into_iter()
                    .map(|players| Table {
                        players,
                        games: 1,
                        results: Vec::new(),
                    })
                    .collect(),
                byes: Vec::new(),
                clock: None,
            }
        };
        if done == 0 && semis == 1 {
            let want = direct + f.semifinalists as usize;
            if ranked.len() < want {
                return Err(TournamentError::TooFewForFinals);
            }
            let (sizes, correction) = table_sizes(
                f.semifinalists as usize,
                usize::from(self.settings.table_size),
            )
            .map_err(TournamentError::Seating)?;
            let mut tables: Vec<Vec<PlayerId>> = vec![Vec::new(); sizes.len()];
            let mut k = 0;
            for &p in &ranked[direct..want] {
                // Snake: 0, 1, ..., t-1, t-1, ..., 0, 0, 1, ... skipping full tables.
                loop {
                    let t = k % (2 * sizes.len());
                    let t = if t < sizes.len() {
                        t
                    } else {
                        2 * sizes.len() - 1 - t
                    };
                    k += 1;
                    if tables[t].len() < sizes[t] {
                        tables[t].push(p);
                        break;
                    }
                }
            }
            let mut r = round(RoundKind::Semifinal, tables);
            r.correction = correction;
            return Ok(r);
        }
        let mut finalists: Vec<PlayerId> = ranked.iter().take(direct).copied().collect();
        if finalists.len() < direct {
            return Err(TournamentError::TooFewForFinals);
        }
        if semis == 1 {
            let sf = &self.rounds[regular];
            let mut best: Option<(i64, usize, PlayerId)> = None;
            for t in &sf.tables {
                let winner = self.table_winner(t);
                finalists.extend(winner);
                for g in &t.results {
                    for e in g.entries.iter().filter(|e| Some(e.player) != winner) {
                        if !active.contains(&e.player) {
                            continue;
                        }
                        let pos = ranked
                            .iter()
                            .position(|&p| p == e.player)
                            .unwrap_or(usize::MAX);
                        let key = (e.table_points.0, usize::MAX - pos, e.player);
                        if best.is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                            best = Some(key);
                        }
                    }
                }
            }
            if f.repechage {
                finalists.extend(best.map(|b| b.2));
            }
        }
        Ok(round(RoundKind::Final, vec![finalists]))
    }

    fn next_knockout(&self, method: SeatingMethod, seed: u64) -> Result<Round, TournamentError> {
        let final_size = usize::from(self.settings.table_size);
        let (lo, hi) = self.size_range();
        let players: Vec<PlayerId> = match self.rounds.last() {
            None => self.active_players(),
            Some(r) if r.kind == RoundKind::Final => return Err(TournamentError::Finished),
            Some(r) => r
                .tables
                .iter()
                .filter_map(|t| self.table_winner(t))
                .collect(),
        };
        let plan =
            knockout_plan(players.len(), final_size, lo, hi).map_err(TournamentError::Knockout)?;
        let (kind, sizes) = match plan.first() {
            None => (RoundKind::Final, vec![players.len()]),
            Some(&tables) => (
                RoundKind::Knockout,
                seating::split_even(players.len(), tables),
            ),
        };
        let correction = if sizes.iter().all(|&s| s == sizes[0]) {
            Correction::None
        } else if sizes[0] == 4 {
            Correction::LastTablesOfFive(sizes.iter().filter(|&&s| s == 5).count())
        } else {
            Correction::None
        };
        // testa-a-testa.txt lines 134-137: the final is played over two games.
        let games =
            if kind == RoundKind::Final && self.settings.rules == TournamentRules::TestaATesta {
                2
            } else {
                1
            };
        Ok(self.make_round(kind, &players, &sizes, correction, (method, seed), games))
    }

    /// The seat (from 1) where the morto plays in `round`'s tables, if it plays at all:
    /// only testa a testa's semifinals, "il morto giocherà per secondo"
    /// (testa-a-testa.txt lines 131-133, docs/RULINGS.md).
    pub fn morto_seat(&self, round: usize) -> Option<usize> {
        let r = self.rounds.get(round)?;
        (self.settings.rules == TournamentRules::TestaATesta && r.kind == RoundKind::Semifinal)
            .then_some(2)
    }

    /// The seat number (from 1) of the `k`-th player of a table of `round`: its place in
    /// the table, after the morto where the morto plays second. The desk's card, the slips
    /// and the public screen all read it.
    pub fn seat_number(&self, round: usize, k: usize) -> usize {
        match self.morto_seat(round) {
            Some(m) if k + 1 >= m => k + 2,
            _ => k + 1,
        }
    }

    /// The player who goes on from a complete table: the first of its result (for two
    /// games, the most match points, then the most table points, then the better placed
    /// in the standings before the round; docs/RULINGS.md); a withdrawn winner gives way
    /// to the next active player of the table.
    pub fn table_winner(&self, table: &Table) -> Option<PlayerId> {
        self.goes_on(table, |p| self.players[p.index()].withdrawn_after.is_none())
    }

    /// [`Tournament::table_winner`] with `active` saying who can go on.
    pub(crate) fn goes_on(
        &self,
        table: &Table,
        active: impl Fn(PlayerId) -> bool,
    ) -> Option<PlayerId> {
        if !table.is_complete() {
            return None;
        }
        let active = |p: &PlayerId| active(*p);
        self.table_order(table).into_iter().find(active)
    }

    /// A complete table's players in the order they finished: one game, its result's
    /// order; two games (testa a testa's final), the most match points, then the most
    /// table points, then the better placed in the standings (docs/RULINGS.md).
    pub(crate) fn table_order(&self, table: &Table) -> Vec<PlayerId> {
        if let [only] = table.results.as_slice() {
            return only.entries.iter().map(|e| e.player).collect();
        }
        let rules = self.settings.rules;
        // Knockout standings ask for table winners: there the last fallback is registration.
        let rank: Vec<PlayerId> = match self.settings.format {
            Format::Italiana => self.standings().into_iter().map(|r| r.player).collect(),
            Format::Knockout => (0..self.players.len() as u32).map(PlayerId).collect(),
        };
        let mut order: Vec<(PlayerId, Points, Points, usize)> = table
            .players
            .iter()
            .map(|&p| {
                let mut pts = Points(0);
                let mut tp = Points(0);
                for g in &table.results {
                    for a in convert(g, rules).iter().filter(|a| a.player == p) {
                        pts.0 += a.points.0;
                    }
                    for e in g.entries.iter().filter(|e| e.player == p) {
                        tp.0 += e.table_points.0;
                    }
                }
                let pos = rank.iter().position(|&r| r == p).unwrap_or(usize::MAX);
                (p, pts, tp, pos)
            })
            .collect();
        order.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.3.cmp(&b.3)));
        order.into_iter().map(|o| o.0).collect()
    }

    /// Records the result of the next game at a table (0-based round and table).
    ///
    /// # Errors
    /// No such table, a complete table, or a result that does not fit it.
    pub fn record(
        &mut self,
        round: usize,
        table: usize,
        result: GameResult,
    ) -> Result<(), TournamentError> {
        let rules = self.settings.rules;
        let t = self
            .rounds
            .get_mut(round)
            .and_then(|r| r.tables.get_mut(table))
            .ok_or(TournamentError::NoSuchTable { round, table })?;
        if t.is_complete() {
            return Err(TournamentError::TableComplete { round, table });
        }
        result
            .check(&t.players, rules)
            .map_err(TournamentError::Result)?;
        t.results.push(result);
        Ok(())
    }

    /// Records a game played on the tablet: its [`crate::rules::Outcome`], with the player
    /// of each seat (`None` for the morto), through [`GameResult::from_outcome`].
    ///
    /// # Errors
    /// As [`Tournament::record`].
    pub fn record_outcome(
        &mut self,
        round: usize,
        table: usize,
        outcome: &crate::rules::Outcome,
        seats: &[Option<PlayerId>],
    ) -> Result<(), TournamentError> {
        let result = GameResult::from_outcome(outcome, seats).map_err(TournamentError::Result)?;
        self.record(round, table, result)
    }

    /// Removes every result of a table (to correct a typing mistake) if no later round
    /// has been seated.
    ///
    /// # Errors
    /// No such table, or a later round exists.
    pub fn clear_results(&mut self, round: usize, table: usize) -> Result<(), TournamentError> {
        if round + 1 < self.rounds.len() {
            return Err(TournamentError::NoSuchTable { round, table });
        }
        let t = self
            .rounds
            .get_mut(round)
            .and_then(|r| r.tables.get_mut(table))
            .ok_or(TournamentError::NoSuchTable { round, table })?;
        t.results.clear();
        Ok(())
    }

    /// The tournament points of every game recorded at a table, game by game.
    pub fn awards(&self, round: usize, table: usize) -> Vec<Vec<Award>> {
        self.rounds
            .get(round)
            .and_then(|r| r.tables.get(table))
            .map(|t| {
                t.results
                    .iter()
                    .map(|g| convert(g, self.settings.rules))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The winner of the tournament, once its final (knockout, testa a testa) or its last
    /// round (all'italiana) is complete.
    pub fn champion(&self) -> Option<PlayerId> {
        let last = self.rounds.last()?;
        if !last.is_complete() {
            return None;
        }
        if last.kind == RoundKind::Final {
            return last.tables.first().and_then(|t| self.table_winner(t));
        }
        let over = self.settings.format == Format::Italiana
            && self.settings.rules != TournamentRules::TestaATesta
            && !self.settings.finals.any()
            && self.rounds.len() >= self.settings.rounds as usize;
        if over {
            self.standings().first().map(|r| r.player)
        } else {
            None
        }
    }

    /// The final standings of an all'italiana decided by a final table (club finals,
    /// testa a testa's final), once the final is complete: the final's order first (its
    /// active players as they finished, then any who withdrew), then everybody else in
    /// the order of the rounds' standings (docs/RULINGS.md, finals). Ranks are renumbered;
    /// totals stay the rounds'. `None` before the final is complete, and for a knockout,
    /// whose standings already rank by the round reached.
    pub fn final_standings(&self) -> Option<Vec<StandingRow>> {
        if self.settings.format != Format::Italiana {
            return None;
        }
        let last = self.rounds.last()?;
        if last.kind != RoundKind::Final || !last.is_complete() {
            return None;
        }
        let table = last.tables.first()?;
        let active = |p: &PlayerId| self.players[p.index()].withdrawn_after.is_none();
        let order = self.table_order(table);
        let mut finalists: Vec<PlayerId> = order.iter().copied().filter(active).collect();
        finalists.extend(order.iter().copied().filter(|p| !active(p)));
        let mut rows = self.standings();
        let mut out: Vec<StandingRow> = Vec::with_capacity(rows.len());
        for p in finalists {
            if let Some(i) = rows.iter().position(|r| r.player == p) {
                out.push(rows.remove(i));
            }
        }
        out.extend(rows);
        for (i, r) in out.iter_mut().enumerate() {
            r.rank = i as u32 + 1;
        }
        Some(out)
    }

    /// Whether no further round can be seated.
    pub fn is_over(&self) -> bool {
        self.champion().is_some()
    }
}

/// A name (of a player, a club) as the desk compares it: surrounding spaces dropped,
/// inner runs of spaces made one, typographic apostrophes made plain (’ ‘ ʼ ´ and `:
/// "D’Angelo" is "D'Angelo", as a spreadsheet or a phone's keyboard writes it), letters
/// in lower case ([`fold_case`]). Accents are kept: "Nicolò" and "Nicolo" are two names.
pub fn name_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for word in name.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        for c in word.chars() {
            out.push(match c {
                '\u{2019}' | '\u{2018}' | '\u{2bc}' | '\u{b4}' | '`' => '\'',
                c => c,
            });
        }
    }
    fold_case(&out)
}

/// `s` in lower case for comparing names: ASCII and Latin-1 letters (the accented letters
/// of Italian and its neighbours); other characters are kept as they are, which spares the
/// web app the full Unicode case tables.
pub fn fold_case(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'A'..='Z' | '\u{c0}'..='\u{d6}' | '\u{d8}'..='\u{de}' => {
                char::from_u32(c as u32 + 32).unwrap_or(c)
            }
            _ => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{fold_case, name_key};

    #[test]
    fn name_key_makes_apostrophes_plain_and_spaces_single() {
        let plain = name_key("D'Angelo Ugo");
        for typed in [
            "D\u{2019}Angelo Ugo",
            "D\u{2018}Angelo Ugo",
            "d\u{2bc}angelo ugo",
            "  D'Angelo   Ugo ",
            "D'ANGELO\tUGO",
        ] {
            assert_eq!(name_key(typed), plain, "{typed}");
        }
        assert_ne!(name_key("Nicolò"), name_key("Nicolo"));
    }

    #[test]
    fn fold_case_lowers_ascii_and_latin1_letters_only() {
        assert_eq!(fold_case("NICOLÒ Dell'ÀCQUA"), "nicolò dell'àcqua");
        assert_eq!(fold_case("ÉLODIE"), fold_case("élodie"));
        // × (U+D7) is not a letter and stays as it is.
        assert_eq!(fold_case("A×B"), "a×b");
    }
}
