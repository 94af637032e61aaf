//! The club's season: its ranking across the tournaments played on this tablet.
//!
//! club-qualificazioni.txt gives each game's "punteggio in classifica generale" (docs/RULES.md
//! §4, "Ranking points": 31 / 15 / 7 / 3 / 1 with tenths) and speaks of "il torneo annuale
//! per il miglior giocatore del club" (line 38): a season adds up those ranking points
//! per player over its tournaments. A tournament enters as a [`SeasonTournament`], each
//! player's ranking points in it ([`ranking_points`]); a [`Season`] ranks the players by
//! the sum, counting only each player's best `best` tournaments when set
//! ([`Season::standings`]). Players are the same person across tournaments when their
//! names are the same once normalised ([`normalise_name`]). docs/RULINGS.md lists the
//! choices the rulebook leaves open.
//!
//! The season as a file (and in the browser's storage), format 2 (format 1 had no
//! `family`: all its tournaments are games of 4 or 5):
//!
//! ```json
//! {
//!   "kind": "planisfero-season",   // anything else is not a season file
//!   "format": 2,
//!   "app": "0.1.0",
//!   "name": "Stagione 2026",
//!   "best": 8,                     // 0: every tournament counts
//!   "tournaments": [ { "key": "...", "name": "Serata 1", "date": "2026-01-10",
//!                      "family": "table",          // or "testa_a_testa"
//!                      "results": [ { "name": "Anna", "club": "Roma", "points": 3120 } ] } ]
//! }
//! ```
//!
//! Points are hundredths (3120 is 31.2). [`decode`] checks every field and refuses a
//! damaged file with a [`FileError`], never reading it half.

use crate::rules::scoring::Points;
use crate::storage::json::{self, Node, ObjectWriter};

use super::export::{field_error, num, open_file, Cell, Column, CsvStyle, CsvWord, FileError};
use super::{Tournament, TournamentRules, MAX_NAME_CHARS, MAX_PLAYERS};

/// The `kind` of a season file.
pub const KIND: &str = "planisfero-season";

/// The season format this app writes. Format 2 added each tournament's `family`; a
/// format 1 file reads, its tournaments all of [`Family::Table`].
pub const FORMAT: u32 = 2;

/// The oldest season format this app reads.
pub const OLDEST_FORMAT: u32 = 1;

/// Most tournaments a season holds: a club night a week for years.
pub const MAX_TOURNAMENTS: usize = 400;

/// Most JSON values a season file may hold: more than the largest season the desk makes.
pub const MAX_VALUES: usize = 2_000_000;

/// Largest points a result may carry in a file (in hundredths), far above any season.
const MAX_POINTS: i64 = 1_000_000_000;

/// One player's ranking points in one tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonResult {
    /// The name as registered in that tournament.
    pub name: String,
    /// Club or team, if any.
    pub club: Option<String>,
    /// The club ranking points earned there, penalties taken away.
    pub points: Points,
}

/// The family of a tournament's rules, which the season ranks apart (docs/RULINGS.md,
/// the season): points of one family are not points of the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Games of 4 or 5 with table points (`torneo`, `okgiocacon`, `club`): the club
    /// ranking points of the games.
    Table,
    /// `testa_a_testa`: 11 + the match points of each game.
    Testa,
}

impl Family {
    /// Both families, in the order the season shows them.
    pub const ALL: [Family; 2] = [Family::Table, Family::Testa];

    /// The family of a rule set.
    pub const fn of(rules: TournamentRules) -> Family {
        match rules {
            TournamentRules::TestaATesta => Family::Testa,
            _ => Family::Table,
        }
    }

    /// The stored key.
    pub const fn key(self) -> &'static str {
        match self {
            Family::Table => "table",
            Family::Testa => "testa_a_testa",
        }
    }
}

/// A tournament as the season keeps it: its name, date and each player's points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonTournament {
    /// Which tournament this is ([`tournament_key`]): the same tournament added again
    /// (after a correction) replaces its earlier entry.
    pub key: String,
    /// The tournament's name.
    pub name: String,
    /// Its date, as the organiser wrote it.
    pub date: String,
    /// The players who played (or were penalised), best first.
    pub results: Vec<SeasonResult>,
    /// The family of its rules: the season ranks each family apart.
    pub family: Family,
}

/// A season: its name, how many results count, its tournaments in the order added.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Season {
    /// The season's name ("Stagione 2026"); may be empty.
    pub name: String,
    /// Each player's best `best` tournaments count (0: all of them).
    pub best: u32,
    /// The tournaments, in the order they were added.
    pub tournaments: Vec<SeasonTournament>,
}

/// One line of the season's ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonRow {
    /// The ranking it belongs to: the season ranks each [`Family`] apart.
    pub family: Family,
    /// 1 for the first; players with the same total share a rank (1, 2, 2, 4).
    pub rank: u32,
    /// The name as last written (the latest tournament's spelling).
    pub name: String,
    /// The club as last given.
    pub club: Option<String>,
    /// The ranking points of the results that count.
    pub total: Points,
    /// Tournaments played.
    pub played: u32,
    /// Per tournament of the season, in order: the player's points there, and whether
    /// they count (false: left out by the best-N rule); `None` for a tournament not
    /// played, or of the other family.
    pub results: Vec<Option<(Points, bool)>>,
    /// The points of the results left out.
    pub discarded: Points,
}

/// Why a season operation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeasonError {
    /// The season holds [`MAX_TOURNAMENTS`] already.
    Full,
    /// The tournament has no game recorded: it gives nobody ranking points.
    NoGames,
}

impl std::fmt::Display for SeasonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SeasonError::Full => "the season is full",
            SeasonError::NoGames => "the tournament has no game recorded",
        })
    }
}

impl std::error::Error for SeasonError {}

/// A name as the season compares it: as the desk does ([`super::name_key`]: runs of
/// spaces made one, typographic apostrophes plain, lower case; "D’Angelo" is "d'angelo").
/// Accents are kept: "Nicolò" and "Nicolo" are two names.
pub fn normalise_name(name: &str) -> String {
    super::name_key(name)
}

/// Which tournament `t` is, for the season: its [`Tournament::id`], which no correction
/// changes (round 1 undone and seated again included). A tournament without one (created
/// before the id) keeps its earlier key: name, date and first round's seed.
pub fn tournament_key(t: &Tournament) -> String {
    if t.id != 0 {
        let mut key = String::from("id:");
        super::export::push_hex(&mut key, t.id);
        return key;
    }
    let mut key = normalise_name(&t.settings.name);
    key.push('|');
    key.push_str(t.settings.date.trim());
    key.push('|');
    if let Some(r) = t.rounds.first() {
        key.push_str(&r.seed.to_string());
    }
    key
}

/// Each player's season points in `t`, by the family of its rules ([`Family`]):
///
/// - games of 4 or 5 ([`Family::Table`]): the club ranking points (club-qualificazioni.txt
///   lines 5-9, docs/RULES.md §4: 31 / 15 / 7 / 3 / 1 with tenths) of the rounds the
///   tournament's own standings counted ([`Tournament::round_scores`]: its discards, made
///   on its own points; a round a player missed is not one of his results), whatever rule
///   set it played (its table points are what the formula reads), penalties taken away.
///   For a `club` tournament this is its standings' total.
/// - testa a testa ([`Family::Testa`]): its own standings' total, 11 + the match points
///   of each game (docs/RULES.md §5).
///
/// Players who never played nor were penalised are left out.
pub fn ranking_points(t: &Tournament) -> Vec<SeasonResult> {
    let table = Family::of(t.settings.rules) == Family::Table;
    // The club formula on every game, round by round, and the rounds the night counted.
    let (club_rounds, counted) = if table {
        let mut club = t.clone();
        club.settings.rules = TournamentRules::Club;
        club.settings.discards = 0;
        (club.round_scores(), t.round_scores())
    } else {
        (Vec::new(), Vec::new())
    };
    t.standings()
        .into_iter()
        .filter(|r| r.games > 0 || r.penalties.0 != 0)
        .map(|r| {
            let i = r.player.index();
            let points = if table {
                let sum: i64 = counted[i]
                    .iter()
                    .zip(&club_rounds[i])
                    .filter(|(own, _)| own.counts)
                    .filter_map(|(_, club)| club.points)
                    .map(|x| x.0)
                    .sum();
                Points(sum - r.penalties.0)
            } else {
                r.total
            };
            let p = &t.players[i];
            SeasonResult {
                name: p.full_name(),
                club: p.club.clone(),
                points,
            }
        })
        .collect()
}

impl SeasonTournament {
    /// `t` as the season keeps it.
    ///
    /// # Errors
    /// [`SeasonError::NoGames`] when no game is recorded.
    pub fn of(t: &Tournament) -> Result<SeasonTournament, SeasonError> {
        let results = ranking_points(t);
        if results.is_empty() {
            return Err(SeasonError::NoGames);
        }
        Ok(SeasonTournament {
            key: tournament_key(t),
            name: t.settings.name.clone(),
            date: t.settings.date.clone(),
            results,
            family: Family::of(t.settings.rules),
        })
    }
}

impl Season {
    /// The index of the tournament `t` in the season, if it is there.
    pub fn position(&self, t: &Tournament) -> Option<usize> {
        let key = tournament_key(t);
        self.tournaments.iter().position(|x| x.key == key)
    }

    /// Adds `t` to the season, or replaces its earlier entry (a result corrected after it
    /// was added). Returns whether it replaced one.
    ///
    /// # Errors
    /// A full season or a tournament without games; the season is unchanged.
    pub fn add(&mut self, t: &Tournament) -> Result<bool, SeasonError> {
        let entry = SeasonTournament::of(t)?;
        match self.position(t) {
            Some(i) => {
                self.tournaments[i] = entry;
                Ok(true)
            }
            None if self.tournaments.len() >= MAX_TOURNAMENTS => Err(SeasonError::Full),
            None => {
                self.tournaments.push(entry);
                Ok(false)
            }
        }
    }

    /// Removes the `i`-th tournament (nothing if there is none).
    pub fn remove(&mut self, i: usize) {
        if i < self.tournaments.len() {
            self.tournaments.remove(i);
        }
    }

    /// The families the season holds tournaments of, in [`Family::ALL`]'s order.
    pub fn families(&self) -> Vec<Family> {
        Family::ALL
            .into_iter()
            .filter(|f| self.tournaments.iter().any(|t| t.family == *f))
            .collect()
    }

    /// The season's rankings, one per [`Family`] (games of 4 or 5 first, then testa a
    /// testa), each ranked on its own ([`Season::standings_of`]).
    pub fn standings(&self) -> Vec<SeasonRow> {
        self.families()
            .into_iter()
            .flat_map(|f| self.standings_of(f))
            .collect()
    }

    /// The season's ranking of one family, best first: each player's points summed over
    /// the family's tournaments, only the best [`Season::best`] when set. Equal totals
    /// share a rank and are listed by name: the rulebook gives no tie rule for the season.
    pub fn standings_of(&self, family: Family) -> Vec<SeasonRow> {
        let n = self.tournaments.len();
        // (normalised name, row)
        let mut rows: Vec<(String, SeasonRow)> = Vec::new();
        for (ti, t) in self.tournaments.iter().enumerate() {
            if t.family != family {
                continue;
            }
            for r in &t.results {
                let key = normalise_name(&r.name);
                let i = match rows.iter().position(|x| x.0 == key) {
                    Some(i) => i,
                    None => {
                        rows.push((
                            key,
                            SeasonRow {
                                family,
                                rank: 0,
                                name: String::new(),
                                club: None,
                                total: Points(0),
                                played: 0,
                                results: vec![None; n],
                                discarded: Points(0),
                            },
                        ));
                        rows.len() - 1
                    }
                };
                let row = &mut rows[i].1;
                row.name.clone_from(&r.name);
                if r.club.is_some() {
                    row.club.clone_from(&r.club);
                }
                // Two registrations of one tournament with the same normalised name
                // ("Anna  Rossi", "anna rossi") add up.
                let prev = row.results[ti].map_or(0, |x| x.0 .0);
                if row.results[ti].is_none() {
                    row.played += 1;
                }
                row.results[ti] = Some((Points(prev + r.points.0), true));
            }
        }
        let best = self.best as usize;
        for (_, row) in &mut rows {
            // The best `best` results count; among equal results the earlier tournament.
            let mut order: Vec<usize> = (0..n).filter(|&i| row.results[i].is_some()).collect();
            let pts: Vec<i64> = row
                .results
                .iter()
                .map(|x| x.map_or(0, |x| x.0 .0))
                .collect();
            order.sort_by(|&a, &b| pts[b].cmp(&pts[a]).then(a.cmp(&b)));
            let (mut total, mut discarded) = (0, 0);
            for (k, &i) in order.iter().enumerate() {
                let counts = best == 0 || k < best;
                if counts {
                    total += pts[i];
                } else {
                    discarded += pts[i];
                }
                if let Some(x) = row.results[i].as_mut() {
                    x.1 = counts;
                }
            }
            row.total = Points(total);
            row.discarded = Points(discarded);
        }
        rows.sort_by(|a, b| b.1.total.cmp(&a.1.total).then(a.0.cmp(&b.0)));
        let mut out: Vec<SeasonRow> = Vec::with_capacity(rows.len());
        for (i, (_, mut row)) in rows.into_iter().enumerate() {
            row.rank = match out.last() {
                Some(prev) if prev.total == row.total => prev.rank,
                _ => i as u32 + 1,
            };
            out.push(row);
        }
        out
    }

    /// The rankings as CSV (RFC 4180, CRLF, decimal point): the ranking ([`Family::key`]),
    /// rank, name, club, total, tournaments played, points left out, then one column per
    /// tournament (its points there; empty if not played or of the other family).
    pub fn csv(&self) -> String {
        self.csv_in(&CsvStyle::PLAIN)
    }

    /// [`Season::csv`] written in `style` (the desk's language, for a spreadsheet).
    pub fn csv_in(&self, style: &CsvStyle) -> String {
        let mut out = style.start();
        let heads: Vec<String> = [
            Column::Ranking,
            Column::Rank,
            Column::Name,
            Column::Club,
            Column::Total,
            Column::Played,
            Column::Discarded,
        ]
        .map(|c| (style.head)(c))
        .into();
        let mut head: Vec<Cell<'_>> = heads.iter().map(|h| Cell::Text(h)).collect();
        let titles: Vec<String> = self
            .tournaments
            .iter()
            .map(|t| {
                if t.date.is_empty() {
                    t.name.clone()
                } else {
                    format!("{} {}", t.name, t.date)
                }
            })
            .collect();
        head.extend(titles.iter().map(|t| Cell::Text(t)));
        style.row(&mut out, &head);
        let families: Vec<(Family, String)> = Family::ALL
            .into_iter()
            .map(|f| (f, (style.word)(CsvWord::Family(f))))
            .collect();
        for r in self.standings() {
            let family = families
                .iter()
                .find(|f| f.0 == r.family)
                .map_or("", |f| &f.1);
            let mut row = vec![
                Cell::Text(family),
                num(r.rank),
                Cell::Text(&r.name),
                Cell::Text(r.club.as_deref().unwrap_or("")),
                num(r.total),
                num(r.played),
                num(r.discarded),
            ];
            row.extend(
                r.results
                    .iter()
                    .map(|x| x.map_or(Cell::Num(String::new()), |(p, _)| num(p))),
            );
            style.row(&mut out, &row);
        }
        out
    }
}

/// The season as one JSON file (format [`FORMAT`]); also what the desk stores.
pub fn encode(s: &Season) -> String {
    let mut out = String::new();
    let mut o = ObjectWriter::new(&mut out);
    json::push_str(o.key("kind"), KIND);
    json::push_u64(o.key("format"), u64::from(FORMAT));
    json::push_str(o.key("app"), env!("CARGO_PKG_VERSION"));
    json::push_str(o.key("name"), &s.name);
    json::push_u64(o.key("best"), u64::from(s.best));
    json::push_array(o.key("tournaments"), &s.tournaments, |out, t| {
        let mut o = ObjectWriter::new(out);
        json::push_str(o.key("key"), &t.key);
        json::push_str(o.key("name"), &t.name);
        json::push_str(o.key("date"), &t.date);
        json::push_str(o.key("family"), t.family.key());
        json::push_array(o.key("results"), &t.results, |out, r| {
            let mut o = ObjectWriter::new(out);
            json::push_str(o.key("name"), &r.name);
            match &r.club {
                Some(c) => json::push_str(o.key("club"), c),
                None => o.key("club").push_str("null"),
            }
            json::push_i64(o.key("points"), r.points.0);
            o.end();
        });
        o.end();
    });
    o.end();
    out
}

/// A name read from a file: 1 to [`MAX_NAME_CHARS`] characters, no control character.
fn name_of(n: &Node, empty_ok: bool) -> Result<String, json::Error> {
    let s = n.str()?;
    let len = s.chars().count();
    if (!empty_ok && s.trim().is_empty()) || len > MAX_NAME_CHARS || s.chars().any(char::is_control)
    {
        return Err(json::Error::field(n.at, "not a name"));
    }
    Ok(s.to_owned())
}

fn read(root: &Node) -> Result<Season, json::Error> {
    let f = root.fields()?;
    let list = f.req("tournaments")?;
    let items = list.items()?;
    if items.len() > MAX_TOURNAMENTS {
        return Err(json::Error::field(list.at, "too many tournaments"));
    }
    let mut tournaments: Vec<SeasonTournament> = Vec::with_capacity(items.len());
    for t in items {
        let f = t.fields()?;
        let key = f.req("key")?;
        let list = f.req("results")?;
        let rs = list.items()?;
        if rs.len() > MAX_PLAYERS {
            return Err(json::Error::field(list.at, "too many players"));
        }
        let mut results = Vec::with_capacity(rs.len());
        for r in rs {
            let f = r.fields()?;
            let pts = f.req("points")?;
            let points = pts.i64()?;
            if points.abs() > MAX_POINTS {
                return Err(json::Error::field(pts.at, "points out of range"));
            }
            results.push(SeasonResult {
                name: name_of(f.req("name")?, false)?,
                club: f.opt("club")?.map(|c| name_of(c, true)).transpose()?,
                points: Points(points),
            });
        }
        let entry = SeasonTournament {
            key: key.str()?.to_owned(),
            name: name_of(f.req("name")?, true)?,
            date: name_of(f.req("date")?, true)?,
            results,
            // Format 1 knew one family: the club formula on every tournament.
            family: f
                .opt("family")?
                .map(|n| n.keyed_by(&Family::ALL, Family::key))
                .transpose()?
                .unwrap_or(Family::Table),
        };
        if tournaments.iter().any(|x| x.key == entry.key) {
            return Err(json::Error::field(key.at, "the same tournament twice"));
        }
        tournaments.push(entry);
    }
    let best = f.req("best")?;
    Ok(Season {
        name: name_of(f.req("name")?, true)?,
        best: best.u32()?,
        tournaments,
    })
}

/// Reads a season file written by [`encode`].
///
/// # Errors
/// A [`FileError`] saying what is wrong and where (`NotATournament`: not a season file).
pub fn decode(text: &str) -> Result<Season, FileError> {
    let (root, format) = open_file(text, KIND, MAX_VALUES)?;
    if !(u64::from(OLDEST_FORMAT)..=u64::from(FORMAT)).contains(&format) {
        return Err(FileError::UnknownFormat(format));
    }
    read(&root).map_err(|e| field_error(text, e))
}
