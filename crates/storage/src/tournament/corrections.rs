//! Corrections: what an organiser puts right during the evening. Undo a round seated by
//! mistake, correct a result after later rounds are seated (the standings recompute; the
//! tables seated from them are named), rename, reinstate a withdrawn player, remove a
//! registration made by mistake, move or swap players before a round starts. Each, done
//! through its `_logged` form as the desk does (the removal aside), is noted in the tournament's log
//! ([`Tournament::log`], issue 46 item 7: what changed, and when). Every
//! operation either succeeds, leaving a tournament that passes [`Tournament::check`], or
//! changes nothing (docs/RULINGS.md, the tournament desk).

use super::{
    check_name, Change, GameResult, LogEntry, Player, PlayerId, RoundKind, SeatingMethod,
    Tournament, TournamentError, TournamentRules, CLUB_WITHDRAWAL_PENALTY,
};
use crate::rules::scoring::Points;

/// Why a correction was refused (beyond the [`TournamentError`]s of the operations).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrectionError {
    /// The round has results: undo or move nothing in it (correct its results instead).
    RoundStarted(usize),
    /// Only the last round can be undone or rearranged.
    NotLastRound(usize),
    /// The player has played, sat out or been penalised: withdraw instead of removing.
    PlayerUsed(PlayerId),
    /// The player is not withdrawn.
    NotWithdrawn(PlayerId),
    /// The correction changes who went on from a table, and round `.0` (0-based) seats
    /// the old winner: undo the later rounds first.
    ChangesWhoWentOn(usize),
    /// A table would get a size its rules do not allow.
    TableSize,
    /// No such player at that table.
    NoSuchSeat,
}

impl std::fmt::Display for CorrectionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CorrectionError::RoundStarted(r) => write!(f, "round {} has results", r + 1),
            CorrectionError::NotLastRound(r) => write!(f, "round {} is not the last", r + 1),
            CorrectionError::PlayerUsed(p) => write!(f, "player {} has played", p.0),
            CorrectionError::NotWithdrawn(p) => write!(f, "player {} is not withdrawn", p.0),
            CorrectionError::ChangesWhoWentOn(r) => {
                write!(f, "round {} seats the old winner: undo it first", r + 1)
            }
            CorrectionError::TableSize => f.write_str("a table of that size is not allowed"),
            CorrectionError::NoSuchSeat => f.write_str("no such player at that table"),
        }
    }
}

impl std::error::Error for CorrectionError {}

impl From<CorrectionError> for TournamentError {
    fn from(e: CorrectionError) -> Self {
        TournamentError::Correction(e)
    }
}

impl Tournament {
    /// Removes the last round if none of its tables has a result (seated by mistake, or
    /// to be seated again after a correction). Players registered, withdrawn or penalised
    /// after it was seated count as before it.
    ///
    /// # Errors
    /// No round, or the last round has results.
    pub fn undo_round(&mut self) -> Result<(), TournamentError> {
        let Some(last) = self.rounds.last() else {
            return Err(TournamentError::NoSuchTable { round: 0, table: 0 });
        };
        let r = self.rounds.len() - 1;
        if last.tables.iter().any(|t| !t.results.is_empty()) {
            return Err(CorrectionError::RoundStarted(r).into());
        }
        self.rounds.pop();
        let n = r as u32;
        for p in &mut self.players {
            p.joined_after = p.joined_after.min(n);
            p.withdrawn_after = p.withdrawn_after.map(|w| w.min(n));
        }
        for p in &mut self.penalties {
            p.after_round = p.after_round.min(n);
        }
        Ok(())
    }

    /// Replaces game `game` of a complete or partly recorded table, in any round: the
    /// standings recompute. Returns the tables of later rounds that were seated from the
    /// standings or from the table winners (testa a testa's byes, semifinals and final,
    /// knockout rounds), which the organiser should look at again.
    ///
    /// # Errors
    /// No such game, a result that does not fit, or (knockout) a correction that changes
    /// who went on to a round already seated.
    pub fn correct(
        &mut self,
        round: usize,
        table: usize,
        game: usize,
        result: GameResult,
    ) -> Result<Vec<(usize, usize)>, TournamentError> {
        let t = self
            .rounds
            .get(round)
            .and_then(|r| r.tables.get(table))
            .ok_or(TournamentError::NoSuchTable { round, table })?;
        if game >= t.results.len() {
            return Err(TournamentError::NoSuchTable { round, table });
        }
        result
            .check(&t.players, self.settings.rules)
            .map_err(TournamentError::Result)?;
        let mut copy = self.clone();
        copy.rounds[round].tables[table].results[game] = result;
        // The other results as they were: one typed before the limits of the table
        // points (a format 2 file) does not block correcting another.
        if copy.check_unlimited().is_err() {
            return Err(CorrectionError::ChangesWhoWentOn(round + 1).into());
        }
        *self = copy;
        let mut affected = Vec::new();
        for (ri, r) in self.rounds.iter().enumerate().skip(round + 1) {
            if r.kind != RoundKind::Regular
                || r.method == SeatingMethod::Standings
                || !r.byes.is_empty()
            {
                affected.extend((0..r.tables.len()).map(|ti| (ri, ti)));
            }
        }
        Ok(affected)
    }

    /// [`Tournament::correct`], noted in the log at `at` (the table points before and
    /// after) when it is made.
    ///
    /// # Errors
    /// As [`Tournament::correct`].
    pub fn correct_logged(
        &mut self,
        round: usize,
        table: usize,
        game: usize,
        result: GameResult,
        at: &str,
    ) -> Result<Vec<(usize, usize)>, TournamentError> {
        let before = self.game_points(round, table, game);
        let affected = self.correct(round, table, game, result)?;
        let after = self.game_points(round, table, game);
        if before != after {
            self.log.push(LogEntry {
                at: at.to_owned(),
                change: Change::Result {
                    round: round as u32,
                    table: table as u32,
                    game: game as u32,
                    players: self.rounds[round].tables[table].players.clone(),
                    before,
                    after,
                },
            });
        }
        Ok(affected)
    }

    /// Each player's table points in a recorded game, in the table's seat order (0 for
    /// one missing; none for a game not recorded).
    fn game_points(&self, round: usize, table: usize, game: usize) -> Vec<Points> {
        let Some(t) = self.rounds.get(round).and_then(|r| r.tables.get(table)) else {
            return Vec::new();
        };
        let Some(g) = t.results.get(game) else {
            return Vec::new();
        };
        t.players
            .iter()
            .map(|p| {
                g.entries
                    .iter()
                    .find(|e| e.player == *p)
                    .map_or(Points(0), |e| e.table_points)
            })
            .collect()
    }

    /// [`Tournament::rename`], noted in the log at `at` when the full name changes.
    ///
    /// # Errors
    /// As [`Tournament::rename`].
    pub fn rename_logged(
        &mut self,
        player: PlayerId,
        name: &str,
        surname: Option<&str>,
        at: &str,
    ) -> Result<(), TournamentError> {
        let from = self
            .players
            .get(player.index())
            .map(Player::full_name)
            .unwrap_or_default();
        self.rename(player, name, surname)?;
        let to = self.players[player.index()].full_name();
        if from != to {
            self.log.push(LogEntry {
                at: at.to_owned(),
                change: Change::Rename { player, from, to },
            });
        }
        Ok(())
    }

    /// Notes `change` in the log at `at`.
    fn note(&mut self, at: &str, change: Change) {
        self.log.push(LogEntry {
            at: at.to_owned(),
            change,
        });
    }

    /// [`Tournament::reinstate`], noted in the log at `at`.
    ///
    /// # Errors
    /// As [`Tournament::reinstate`].
    pub fn reinstate_logged(&mut self, player: PlayerId, at: &str) -> Result<(), TournamentError> {
        self.reinstate(player)?;
        self.note(at, Change::Reinstate { player });
        Ok(())
    }

    /// [`Tournament::undo_round`], noted in the log at `at` (which round, and what it was).
    ///
    /// # Errors
    /// As [`Tournament::undo_round`].
    pub fn undo_round_logged(&mut self, at: &str) -> Result<(), TournamentError> {
        let kind = self.rounds.last().map(|r| r.kind);
        self.undo_round()?;
        if let Some(kind) = kind {
            let round = self.rounds.len() as u32;
            self.note(at, Change::UndoRound { round, kind });
        }
        Ok(())
    }

    /// Where `p` sits in the last round: its table and seat (0-based).
    fn seat_of(&self, p: PlayerId) -> Option<(u32, u32)> {
        self.rounds
            .last()?
            .tables
            .iter()
            .enumerate()
            .find_map(|(ti, t)| {
                t.players
                    .iter()
                    .position(|&x| x == p)
                    .map(|si| (ti as u32, si as u32))
            })
    }

    /// [`Tournament::swap_players`], noted in the log at `at` (each one's seat before).
    ///
    /// # Errors
    /// As [`Tournament::swap_players`].
    pub fn swap_logged(
        &mut self,
        a: PlayerId,
        b: PlayerId,
        at: &str,
    ) -> Result<(), TournamentError> {
        let (a_at, b_at) = (self.seat_of(a), self.seat_of(b));
        self.swap_players(a, b)?;
        if let (Some(a_at), Some(b_at)) = (a_at, b_at) {
            let round = self.rounds.len() as u32 - 1;
            self.note(
                at,
                Change::Swap {
                    round,
                    a,
                    a_at,
                    b,
                    b_at,
                },
            );
        }
        Ok(())
    }

    /// [`Tournament::move_player`], noted in the log at `at` (the tables before and after).
    ///
    /// # Errors
    /// As [`Tournament::move_player`].
    pub fn move_logged(
        &mut self,
        player: PlayerId,
        to: usize,
        at: &str,
    ) -> Result<(), TournamentError> {
        let from = self.seat_of(player);
        self.move_player(player, to)?;
        if let Some((from, _)) = from {
            let round = self.rounds.len() as u32 - 1;
            self.note(
                at,
                Change::Move {
                    round,
                    player,
                    from,
                    to: to as u32,
                },
            );
        }
        Ok(())
    }

    /// [`Tournament::clear_results`], noted in the log at `at` (each removed game's table
    /// points) when the table had results.
    ///
    /// # Errors
    /// As [`Tournament::clear_results`].
    pub fn clear_logged(
        &mut self,
        round: usize,
        table: usize,
        at: &str,
    ) -> Result<(), TournamentError> {
        let games = self
            .rounds
            .get(round)
            .and_then(|r| r.tables.get(table))
            .map_or(0, |t| t.results.len());
        let before: Vec<Vec<Points>> = (0..games)
            .map(|g| self.game_points(round, table, g))
            .collect();
        self.clear_results(round, table)?;
        if !before.is_empty() {
            let players = self.rounds[round].tables[table].players.clone();
            self.note(
                at,
                Change::Clear {
                    round: round as u32,
                    table: table as u32,
                    players,
                    before,
                },
            );
        }
        Ok(())
    }

    /// Renames a player: the name and the surname apart (`None` or blank: none); the full
    /// names stay distinct ([`Player::same_name`]).
    ///
    /// # Errors
    /// Unknown player, a bad or duplicate name.
    pub fn rename(
        &mut self,
        player: PlayerId,
        name: &str,
        surname: Option<&str>,
    ) -> Result<(), TournamentError> {
        let name = check_name(name)?;
        let surname = match surname.map(str::trim) {
            None | Some("") => None,
            Some(s) => Some(check_name(s)?),
        };
        if player.index() >= self.players.len() {
            return Err(TournamentError::UnknownPlayer(player));
        }
        let renamed = Player {
            name,
            surname,
            ..self.players[player.index()].clone()
        };
        let taken = self
            .players
            .iter()
            .enumerate()
            .any(|(i, p)| i != player.index() && p.same_name(&renamed));
        if taken {
            return Err(TournamentError::DuplicateName(renamed.full_name()));
        }
        self.players[player.index()] = renamed;
        Ok(())
    }

    /// Takes back a withdrawal made by mistake: the player is seated again from the next
    /// round, and the `club` -25 given with the withdrawal is taken back too.
    ///
    /// # Errors
    /// Unknown or not withdrawn player; a knockout already started.
    pub fn reinstate(&mut self, player: PlayerId) -> Result<(), TournamentError> {
        let p = self
            .players
            .get(player.index())
            .ok_or(TournamentError::UnknownPlayer(player))?;
        let Some(when) = p.withdrawn_after else {
            return Err(CorrectionError::NotWithdrawn(player).into());
        };
        if self.settings.format == super::Format::Knockout && !self.rounds.is_empty() {
            return Err(TournamentError::KnockoutStarted);
        }
        if self.settings.rules == TournamentRules::Club {
            if let Some(i) = self.penalties.iter().position(|x| {
                x.player == player
                    && x.after_round == when
                    && x.points == CLUB_WITHDRAWAL_PENALTY
                    && x.note == super::CLUB_WITHDRAWAL_NOTE
            }) {
                self.penalties.remove(i);
            }
        }
        self.players[player.index()].withdrawn_after = None;
        Ok(())
    }

    /// Removes a registration made by mistake: only a player never seated, never sitting
    /// out and never penalised. The players after it move up one id.
    ///
    /// # Errors
    /// Unknown player, or a player who has played.
    pub fn remove_player(&mut self, player: PlayerId) -> Result<(), TournamentError> {
        if player.index() >= self.players.len() {
            return Err(TournamentError::UnknownPlayer(player));
        }
        let used = self.penalties.iter().any(|p| p.player == player)
            || self.rounds.iter().any(|r| {
                r.byes.contains(&player) || r.tables.iter().any(|t| t.players.contains(&player))
            });
        if used {
            return Err(CorrectionError::PlayerUsed(player).into());
        }
        self.players.remove(player.index());
        let shift = |p: &mut PlayerId| {
            if p.0 > player.0 {
                p.0 -= 1;
            }
        };
        for p in &mut self.penalties {
            shift(&mut p.player);
        }
        for r in &mut self.rounds {
            r.byes.iter_mut().for_each(shift);
            for t in &mut r.tables {
                t.players.iter_mut().for_each(shift);
                for g in &mut t.results {
                    for e in &mut g.entries {
                        shift(&mut e.player);
                    }
                }
            }
        }
        // A player never seated is named in the log only by a rename or a reinstatement,
        // which go with the registration.
        self.log.retain(|e| {
            !matches!(&e.change,
                Change::Rename { player: p, .. } | Change::Reinstate { player: p }
                    if *p == player)
        });
        for e in &mut self.log {
            e.change.players_mut().into_iter().for_each(shift);
        }
        Ok(())
    }

    /// Swaps two players of the last round, at different tables or seats, before any of
    /// its results is recorded.
    ///
    /// # Errors
    /// No such seat, a round with results.
    pub fn swap_players(&mut self, a: PlayerId, b: PlayerId) -> Result<(), TournamentError> {
        let r = self.open_last_round()?;
        let find = |p: PlayerId| {
            self.rounds[r]
                .tables
                .iter()
                .enumerate()
                .find_map(|(ti, t)| t.players.iter().position(|&x| x == p).map(|si| (ti, si)))
        };
        let (Some((ta, sa)), Some((tb, sb))) = (find(a), find(b)) else {
            return Err(CorrectionError::NoSuchSeat.into());
        };
        let round = &mut self.rounds[r];
        round.tables[ta].players[sa] = b;
        round.tables[tb].players[sb] = a;
        self.recount_repeats(r);
        Ok(())
    }

    /// Moves a player of the last round to another table (last seat), before any of its
    /// results is recorded; both tables keep a size the tournament allows (3 to 5; 2 in
    /// testa a testa, where only swaps fit).
    ///
    /// # Errors
    /// No such seat or table, a size not allowed, a round with results.
    pub fn move_player(&mut self, player: PlayerId, to: usize) -> Result<(), TournamentError> {
        let r = self.open_last_round()?;
        let round = &self.rounds[r];
        let from = round
            .tables
            .iter()
            .position(|t| t.players.contains(&player))
            .ok_or(CorrectionError::NoSuchSeat)?;
        let dest = round.tables.get(to).ok_or(TournamentError::NoSuchTable {
            round: r,
            table: to,
        })?;
        let (lo, hi) = if self.settings.rules == TournamentRules::TestaATesta {
            (2, 2)
        } else {
            (3, 5)
        };
        if from == to || round.tables[from].players.len() <= lo || dest.players.len() >= hi {
            return Err(CorrectionError::TableSize.into());
        }
        let round = &mut self.rounds[r];
        round.tables[from].players.retain(|&p| p != player);
        round.tables[to].players.push(player);
        self.recount_repeats(r);
        Ok(())
    }

    /// The index of the last round if none of its results is recorded.
    fn open_last_round(&self) -> Result<usize, TournamentError> {
        let r = self
            .rounds
            .len()
            .checked_sub(1)
            .ok_or(TournamentError::NoSuchTable { round: 0, table: 0 })?;
        if self.rounds[r].tables.iter().any(|t| !t.results.is_empty()) {
            return Err(CorrectionError::RoundStarted(r).into());
        }
        Ok(r)
    }

    /// Recounts the repeated pairs of round `r` after a change of its tables.
    fn recount_repeats(&mut self, r: usize) {
        let mut m = super::seating::Meetings::with_players(self.players.len());
        for earlier in &self.rounds[..r] {
            let tables: Vec<Vec<PlayerId>> =
                earlier.tables.iter().map(|t| t.players.clone()).collect();
            super::seating::add_meetings(&mut m, &tables);
        }
        let tables: Vec<Vec<PlayerId>> = self.rounds[r]
            .tables
            .iter()
            .map(|t| t.players.clone())
            .collect();
        self.rounds[r].repeated_pairs = super::seating::repeats(&m, &tables).0;
    }
}
