//! The round clock (issue 46 item 7): the desk starts a round's clock, may pause and
//! resume it, and when the round's time is up the referee calls the round of turns in
//! progress the penultimate ("Penultimo giro") for the whole room.
//!
//! The clock stores when it was started and how long it ran before a pause, never a
//! ticking counter: the time passed is computed from the time now, which the caller
//! gives (milliseconds since the epoch), so a reloaded page or a file read on another
//! tablet shows the same time left. The lengths are the rulebooks' (docs/RULINGS.md,
//! the round clock):
//!
//! - `torneo` and `okgiocacon`: at least 90 minutes, 90 by default
//!   (regolamento-tornei-ufficiali-2003.txt lines 246-247: "la durata minima di ogni
//!   incontro non sia inferiore ai 90 minuti"; at the limit the round in progress is
//!   finished and one more full round is played, lines 248-253);
//! - `club`: 105, 120 or 150 minutes, 120 by default (club-qualificazioni.txt line 13,
//!   point 1: "Allo scadere del tempo previsto (105,120,150 min.), l'arbitro annuncerà
//!   che quello in corso sarà il penultimo giro");
//! - testa a testa: at least 45 minutes in the rounds (testa-a-testa.txt lines 63-64: "La
//!   partita dura tre quarti d'ora minimo: dopo tale tempo si chiama il penultimo giro"),
//!   40 in the semifinals and each game of the final (lines 130-136).

use super::{RoundKind, Tournament, TournamentError, TournamentRules};

/// Longest round the clock takes, in minutes (a whole evening).
pub const MAX_MINUTES: u32 = 300;

/// What the rules allow for a round's length.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// At least this many minutes (up to [`MAX_MINUTES`]).
    AtLeast(u32),
    /// One of these lengths.
    OneOf(&'static [u32]),
    /// Exactly this many minutes.
    Exactly(u32),
}

impl Allowed {
    /// Whether `minutes` is allowed.
    pub fn allows(self, minutes: u32) -> bool {
        match self {
            Allowed::AtLeast(m) => (m..=MAX_MINUTES).contains(&minutes),
            Allowed::OneOf(list) => list.contains(&minutes),
            Allowed::Exactly(m) => minutes == m,
        }
    }
}

/// The club's three lengths (club-qualificazioni.txt line 13, point 1).
pub const CLUB_MINUTES: [u32; 3] = [105, 120, 150];

/// The length of a round of `kind` under `rules`: the rulebook's default and what it
/// allows (see the module's documentation).
pub fn round_minutes(rules: TournamentRules, kind: RoundKind) -> (u32, Allowed) {
    match rules {
        TournamentRules::Torneo
        | TournamentRules::OkgiocaconTeam
        | TournamentRules::OkgiocaconOpen => (90, Allowed::AtLeast(90)),
        TournamentRules::Club => (120, Allowed::OneOf(&CLUB_MINUTES)),
        TournamentRules::TestaATesta => match kind {
            RoundKind::Semifinal | RoundKind::Final => (40, Allowed::Exactly(40)),
            RoundKind::Regular | RoundKind::Knockout => (45, Allowed::AtLeast(45)),
        },
    }
}

/// A round's clock. Times are milliseconds since the epoch, as the desk's tablet reads
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundClock {
    /// The round's length: when it has run this long, the penultimate round is called.
    pub minutes: u32,
    /// When it was last started or resumed, while it runs; `None` while paused.
    pub running_since: Option<u64>,
    /// How long it ran before that (the time of the runs before each pause).
    pub ran_ms: u64,
}

impl RoundClock {
    /// A clock of `minutes` started at `now`.
    pub const fn started(minutes: u32, now: u64) -> RoundClock {
        RoundClock {
            minutes,
            running_since: Some(now),
            ran_ms: 0,
        }
    }

    /// Whether it runs (not paused).
    pub const fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// How long it has run at `now`. A `now` before the start (the tablet's clock put
    /// back) counts nothing for the current run.
    pub fn elapsed_ms(&self, now: u64) -> u64 {
        self.ran_ms
            .saturating_add(self.running_since.map_or(0, |s| now.saturating_sub(s)))
    }

    /// The round's length in milliseconds.
    pub const fn length_ms(&self) -> u64 {
        self.minutes as u64 * 60_000
    }

    /// The time left at `now` (0 once the time is up).
    pub fn left_ms(&self, now: u64) -> u64 {
        self.length_ms().saturating_sub(self.elapsed_ms(now))
    }

    /// Whether the time is up at `now`: the referee calls the round of turns in progress
    /// the penultimate (club-qualificazioni.txt line 13; testa-a-testa.txt lines 63-64;
    /// the 2003 rules' sdadata, lines 248-253, plays the round in progress and one more).
    pub fn is_called(&self, now: u64) -> bool {
        self.elapsed_ms(now) >= self.length_ms()
    }

    /// Paused at `now`; a paused clock stays as it is.
    pub fn pause(&mut self, now: u64) {
        self.ran_ms = self.elapsed_ms(now);
        self.running_since = None;
    }

    /// Running again from `now`; a running clock stays as it is.
    pub fn resume(&mut self, now: u64) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }
}

/// `ms` as the clock shows it: "1:29:59" from an hour on, "44:59" below, rounding up to
/// the second (a clock showing "0:00" has run out).
pub fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    let two = |n: u64| {
        if n < 10 {
            format!("0{n}")
        } else {
            n.to_string()
        }
    };
    if h > 0 {
        format!("{h}:{}:{}", two(m), two(s))
    } else {
        format!("{m}:{}", two(s))
    }
}

/// Why the clock refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// No round in play: none seated, or the last one complete.
    NoRound,
    /// A length the rules do not allow for this round.
    Minutes(Allowed),
    /// The round's clock has not been started.
    NotStarted,
}

impl std::fmt::Display for ClockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClockError::NoRound => f.write_str("no round in play"),
            ClockError::Minutes(Allowed::AtLeast(m)) => {
                write!(f, "a round lasts {m} to {MAX_MINUTES} minutes")
            }
            ClockError::Minutes(Allowed::OneOf(list)) => {
                write!(f, "a round lasts {list:?} minutes")
            }
            ClockError::Minutes(Allowed::Exactly(m)) => write!(f, "a round lasts {m} minutes"),
            ClockError::NotStarted => f.write_str("the round's clock has not started"),
        }
    }
}

impl From<ClockError> for TournamentError {
    fn from(e: ClockError) -> Self {
        TournamentError::Clock(e)
    }
}

impl Tournament {
    /// The round in play, whose clock the desk runs: the last one, while it has tables
    /// without results.
    pub fn round_in_play(&self) -> Option<usize> {
        let r = self.rounds.len().checked_sub(1)?;
        (!self.rounds[r].is_complete()).then_some(r)
    }

    /// The clock of the round in play, if started.
    pub fn clock(&self) -> Option<&RoundClock> {
        self.rounds[self.round_in_play()?].clock.as_ref()
    }

    /// The length of the round in play under the tournament's rules: the default and
    /// what is allowed ([`round_minutes`]).
    pub fn clock_minutes(&self) -> Option<(u32, Allowed)> {
        let r = self.round_in_play()?;
        Some(round_minutes(self.settings.rules, self.rounds[r].kind))
    }

    /// Starts (or starts again from the beginning) the clock of the round in play, of
    /// `minutes`, at `now`.
    ///
    /// # Errors
    /// No round in play, or a length the rules do not allow.
    pub fn start_clock(&mut self, minutes: u32, now: u64) -> Result<(), TournamentError> {
        let (_, allowed) = self.clock_minutes().ok_or(ClockError::NoRound)?;
        if !allowed.allows(minutes) {
            return Err(ClockError::Minutes(allowed).into());
        }
        let r = self.rounds.len() - 1;
        self.rounds[r].clock = Some(RoundClock::started(minutes, now));
        Ok(())
    }

    /// The running clock of the round in play.
    fn clock_mut(&mut self) -> Result<&mut RoundClock, TournamentError> {
        let r = self.round_in_play().ok_or(ClockError::NoRound)?;
        Ok(self.rounds[r]
            .clock
            .as_mut()
            .ok_or(ClockError::NotStarted)?)
    }

    /// Pauses the clock of the round in play at `now`.
    ///
    /// # Errors
    /// No round in play, or its clock not started.
    pub fn pause_clock(&mut self, now: u64) -> Result<(), TournamentError> {
        self.clock_mut()?.pause(now);
        Ok(())
    }

    /// Resumes the clock of the round in play at `now`.
    ///
    /// # Errors
    /// No round in play, or its clock not started.
    pub fn resume_clock(&mut self, now: u64) -> Result<(), TournamentError> {
        self.clock_mut()?.resume(now);
        Ok(())
    }

    /// Takes the clock of the round in play away (started by mistake).
    ///
    /// # Errors
    /// No round in play, or its clock not started.
    pub fn stop_clock(&mut self) -> Result<(), TournamentError> {
        self.clock_mut()?;
        if let Some(r) = self.round_in_play() {
            self.rounds[r].clock = None;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u64 = 60_000;

    // club-qualificazioni.txt line 13, point 1: "Allo scadere del tempo previsto
    // (105,120,150 min.), l'arbitro annuncerà che quello in corso sarà il penultimo giro".
    #[test]
    fn club_calls_the_penultimate_round_at_its_time_and_not_before() {
        let (default, allowed) = round_minutes(TournamentRules::Club, RoundKind::Regular);
        assert_eq!(default, 120);
        for m in [105, 120, 150] {
            assert!(allowed.allows(m), "{m}");
        }
        for m in [90, 100, 119, 121, 180] {
            assert!(!allowed.allows(m), "{m}");
        }
        let start = 1_700_000_000_000;
        let c = RoundClock::started(120, start);
        assert!(!c.is_called(start + 120 * MIN - 1));
        assert_eq!(c.left_ms(start + 120 * MIN - 1), 1);
        assert!(c.is_called(start + 120 * MIN));
        assert_eq!(c.left_ms(start + 200 * MIN), 0);
    }

    // regolamento-tornei-ufficiali-2003.txt lines 246-247: "la durata minima di ogni
    // incontro non sia inferiore ai 90 minuti".
    #[test]
    fn torneo_and_okgiocacon_rounds_last_at_least_ninety_minutes() {
        for rules in [
            TournamentRules::Torneo,
            TournamentRules::OkgiocaconTeam,
            TournamentRules::OkgiocaconOpen,
        ] {
            for kind in [RoundKind::Regular, RoundKind::Knockout, RoundKind::Final] {
                let (default, allowed) = round_minutes(rules, kind);
                assert_eq!(default, 90);
                assert!(allowed.allows(90) && allowed.allows(120) && allowed.allows(MAX_MINUTES));
                assert!(!allowed.allows(89) && !allowed.allows(MAX_MINUTES + 1));
            }
        }
    }

    // testa-a-testa.txt lines 63-64: "La partita dura tre quarti d'ora minimo: dopo tale
    // tempo si chiama il penultimo giro"; lines 130-136: the semifinal "della durata di 40
    // minuti", the final "sulle due partite (da 40 minuti l'una)".
    #[test]
    fn testa_a_testa_plays_forty_five_minutes_and_forty_in_the_finals() {
        let rules = TournamentRules::TestaATesta;
        let (default, allowed) = round_minutes(rules, RoundKind::Regular);
        assert_eq!(default, 45);
        assert!(allowed.allows(45) && allowed.allows(60) && !allowed.allows(44));
        for kind in [RoundKind::Semifinal, RoundKind::Final] {
            let (default, allowed) = round_minutes(rules, kind);
            assert_eq!(default, 40);
            assert!(allowed.allows(40) && !allowed.allows(45) && !allowed.allows(39));
        }
    }

    // regolamento-tornei-ufficiali-2003.txt lines 48-49: the referee may suspend play at any
    // time; a paused round's time does not run, and the stored clock is a start time and
    // the time run before, so the time left is the same whenever it is read again.
    #[test]
    fn a_paused_clock_keeps_its_time_and_resumes_from_it() {
        let start = 1_000_000;
        let mut c = RoundClock::started(45, start);
        c.pause(start + 10 * MIN);
        assert!(!c.is_running());
        assert_eq!(
            c.left_ms(start + 60 * MIN),
            35 * MIN,
            "no time runs while paused"
        );
        c.pause(start + 70 * MIN);
        assert_eq!(c.ran_ms, 10 * MIN, "pausing twice changes nothing");
        c.resume(start + 100 * MIN);
        c.resume(start + 110 * MIN);
        assert_eq!(
            c.running_since,
            Some(start + 100 * MIN),
            "resuming twice neither"
        );
        assert_eq!(c.left_ms(start + 120 * MIN), 15 * MIN);
        assert!(c.is_called(start + 135 * MIN));
        // A tablet clock put back before the start counts nothing for that run.
        assert_eq!(c.elapsed_ms(start), 10 * MIN);
    }

    #[test]
    fn clock_text_shows_hours_minutes_and_seconds_rounding_up() {
        assert_eq!(clock_text(120 * MIN), "2:00:00");
        assert_eq!(clock_text(90 * MIN - 1), "1:30:00");
        assert_eq!(clock_text(45 * MIN - 1000), "44:59");
        assert_eq!(clock_text(61_000), "1:01");
        assert_eq!(clock_text(1), "0:01");
        assert_eq!(clock_text(0), "0:00");
    }
}
