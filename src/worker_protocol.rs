//! The messages between the app and the bots' web worker (`src/bin/bot_worker.rs`), pure
//! Rust and tested natively. The app (main thread) never links the bots: it writes a
//! [`Request`] as text and reads the [`Reply`]; the worker alone calls [`answer`].
//!
//! A request is four lines and the save: the request id, the seat that must act, the
//! bot's level key, the bot's seed (16 hex digits), then the whole save text
//! (config + seed + actions, [`crate::storage::save`]), from which the worker rebuilds the
//! game and takes `view_for(seat)`: the bot sees only that seat's view. The reply is
//! three lines: the id, the thinking time in milliseconds, and the action in the saves'
//! compact action code ([`crate::storage::codec`]), empty when the bot has nothing to do.
//! The worker's first message is [`READY`]: the app posts nothing before it.

// No `{:?}` in `write!` in the app's code (docs/SIZE.md: Debug formatting costs wasm); tests may.
#![cfg_attr(not(test), deny(clippy::use_debug))]

pub mod client;

use crate::present::history::Download;
use crate::rules::{Action, SeatId};

/// The worker's first message, once it listens: requests posted before it would be lost
/// (the worker's wasm loads after its script has run).
pub const READY: &str = "ready";
use crate::storage::codec::{decode_actions, encode_actions};

/// What the app asks the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    /// Echoed in the reply, so that a late answer for an older position is dropped.
    pub id: u32,
    pub seat: SeatId,
    /// A level key (`"medio"`, [`crate::bot::Level::key`]).
    pub level: &'a str,
    /// The bot's own generator seed (never the game's dice).
    pub seed: u64,
    /// The save text of the game.
    pub save: &'a str,
}

impl Request<'_> {
    /// The message text.
    pub fn encode(&self) -> String {
        let mut out = String::with_capacity(self.save.len() + 40);
        out.push_str(&self.id.to_string());
        out.push('\n');
        out.push_str(&self.seat.0.to_string());
        out.push('\n');
        out.push_str(self.level);
        out.push('\n');
        for i in (0..16).rev() {
            out.push(char::from(
                b"0123456789abcdef"[((self.seed >> (4 * i)) & 15) as usize],
            ));
        }
        out.push('\n');
        out.push_str(self.save);
        out
    }

    /// Reads a message text; `None` if it is not a request.
    pub fn decode(text: &str) -> Option<Request<'_>> {
        let mut parts = text.splitn(5, '\n');
        let id = parts.next()?.parse().ok()?;
        let seat = SeatId(parts.next()?.parse().ok()?);
        let level = parts.next()?;
        let seed = u64::from_str_radix(parts.next()?, 16).ok()?;
        let save = parts.next()?;
        Some(Request {
            id,
            seat,
            level,
            seed,
            save,
        })
    }
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub id: u32,
    /// Thinking time (the game rebuilt from the save included).
    pub ms: u32,
    /// `None`: the seat has nothing to do, or the request could not be read.
    pub action: Option<Action>,
}

impl Reply {
    pub fn encode(&self) -> String {
        let action = self
            .action
            .map(|a| encode_actions(&[a]))
            .unwrap_or_default();
        format!("{}\n{}\n{}", self.id, self.ms, action)
    }

    pub fn decode(text: &str) -> Option<Reply> {
        let mut parts = text.splitn(3, '\n');
        let id = parts.next()?.parse().ok()?;
        let ms = parts.next()?.parse().ok()?;
        let code = parts.next()?;
        let action = if code.is_empty() {
            None
        } else {
            match decode_actions(code).ok()?.as_slice() {
                [a] => Some(*a),
                _ => return None,
            }
        };
        Some(Reply { id, ms, action })
    }
}

/// First line of a request for an SVG file ([`file_request`]) and of its answer.
pub const FILE: &str = "file";

/// Asks the worker for an SVG file of the saved game `save` (the map at a step, a chart),
/// in language `l`: `file`, what (`map:<step>`, `chart:<k>`), the language code, the save
/// text. The worker alone links the SVG writer (`svg`, float formatting): in the game's
/// wasm it would cost more than the rest of Verifica (docs/SIZE.md, issue 32).
pub fn file_request(ask: Download, l: crate::present::lang::Lang, save: &str) -> String {
    let (key, n) = match ask {
        Download::Map(n) => ("map:", n),
        Download::Chart(n) => ("chart:", n),
    };
    let mut out = String::with_capacity(save.len() + 24);
    out.push_str(FILE);
    out.push('\n');
    out.push_str(key);
    out.push_str(&n.to_string());
    out.push('\n');
    out.push_str(l.code());
    out.push('\n');
    out.push_str(save);
    out
}

/// Reads the worker's answer to a [`file_request`]: the file's name and text; `None` if
/// the text is not such an answer or the worker made no file (a save that does not
/// replay, a chart the game may not show).
pub fn file_reply(text: &str) -> Option<(&str, &str)> {
    text.strip_prefix(FILE)?
        .strip_prefix('\n')?
        .split_once('\n')
}

/// The file a [`file_request`] asks for, as the worker's answer text (`file` alone when
/// there is none).
fn file_answer(rest: &str) -> String {
    let mut parts = rest.splitn(3, '\n');
    let ask = parts.next().and_then(|s| {
        let num = |rest: &str| rest.parse().ok();
        match s.strip_prefix("map:") {
            Some(n) => num(n).map(Download::Map),
            None => s.strip_prefix("chart:").and_then(num).map(Download::Chart),
        }
    });
    let l = parts
        .next()
        .and_then(crate::present::lang::Lang::from_code)
        .unwrap_or_default();
    let session = parts.next().map(crate::storage::save::decode);
    let mut out = String::from(FILE);
    if let (Some(ask), Some(Ok(s))) = (ask, &session) {
        if let Some((name, text)) = crate::present::history::file(s, ask, l) {
            out.reserve(text.len() + name.len() + 2);
            out.push('\n');
            out.push_str(&name);
            out.push('\n');
            out.push_str(&text);
        }
    }
    out
}

/// How long Difficile may search, from the request's arrival (the game rebuilt from the
/// save included), within the one second a decision may take (issue 12); the
/// search then chooses on the worlds it has sampled.
pub const THINK_MS: f64 = 600.0;

/// First line of a request for the person's hint ("Consiglio", issue 29) and of its
/// answer: a [`Request`] for the person's own seat at Difficile, whose [`Reply`] is
/// shown, never played (the mark keeps it from being taken for a computer's action).
pub const HINT: &str = "hint";

/// Asks the worker what Difficile would play now in `seat`'s place, from that seat's own
/// view ([`crate::rules::Game::view_for`]), within the usual thinking time.
pub fn hint_request(id: u32, seat: SeatId, seed: u64, save: &str) -> String {
    let mut out = String::with_capacity(save.len() + 48);
    out.push_str(HINT);
    out.push('\n');
    out.push_str(
        &Request {
            id,
            seat,
            level: crate::bot::Level::Difficile.key(),
            seed,
            save,
        }
        .encode(),
    );
    out
}

/// Reads the worker's answer to a [`hint_request`]: the [`Reply`] and, on its last line,
/// why ([`crate::bot::hint::HintReason::code`]; empty: no reason); `None` if the text is
/// not one.
pub fn hint_reply(text: &str) -> Option<(Reply, Option<crate::bot::hint::HintReason>)> {
    let (reply, why) = text
        .strip_prefix(HINT)?
        .strip_prefix('\n')?
        .rsplit_once('\n')?;
    Some((
        Reply::decode(reply)?,
        crate::bot::hint::HintReason::from_code(why),
    ))
}

/// First line of a request for a finished game's turning points (issue 47, item 2) and
/// of its answer.
pub const TURNING: &str = "turning";

/// Asks the worker for the turning points of the finished game `save` (its id `game_id`),
/// told to `person` ([`crate::history::TurningPoints::of_replay`]): `turning`, the id,
/// the person's seat (`-`: none), the save text.
pub fn turning_request(game_id: &str, person: Option<SeatId>, save: &str) -> String {
    let mut out = String::with_capacity(save.len() + game_id.len() + 16);
    out.push_str(TURNING);
    out.push('\n');
    out.push_str(game_id);
    out.push('\n');
    match person {
        Some(s) => out.push_str(&s.0.to_string()),
        None => out.push('-'),
    }
    out.push('\n');
    out.push_str(save);
    out
}

/// Reads the worker's answer to a [`turning_request`]: the game's id and the record's
/// text ([`crate::history::TurningPoints::encode`]; empty when the save did not replay
/// to an end); `None` if the text is not one.
pub fn turning_reply(text: &str) -> Option<(&str, &str)> {
    text.strip_prefix(TURNING)?
        .strip_prefix('\n')?
        .split_once('\n')
}

/// The answer to a [`turning_request`]: the game replayed from its save, its turning
/// points, for a finished game only (every secret is open then).
fn turning_answer(rest: &str) -> String {
    let mut parts = rest.splitn(3, '\n');
    let id = parts.next().unwrap_or_default();
    let person = parts.next().and_then(|p| p.parse().ok()).map(SeatId);
    let record = parts
        .next()
        .and_then(|save| crate::storage::save::decode(save).ok())
        .filter(|s| s.game().outcome().is_some())
        .and_then(|s| crate::history::Replay::of_parts(s.parts()).ok())
        .map(|r| crate::history::TurningPoints::of_replay(&r, person).encode())
        .unwrap_or_default();
    format!("{TURNING}\n{id}\n{record}")
}

/// The worker's whole job: rebuilds the game from the request's save, and asks the bot of
/// the request's level for one action from the seat's view. `clock_ms` reads a clock in
/// milliseconds (for [`Reply::ms`]).
pub fn answer(text: &str, clock_ms: impl Fn() -> f64) -> String {
    use rand::SeedableRng;
    if let Some(rest) = text.strip_prefix(FILE).and_then(|r| r.strip_prefix('\n')) {
        return file_answer(rest);
    }
    if let Some(rest) = text.strip_prefix(HINT).and_then(|r| r.strip_prefix('\n')) {
        return hint_answer(rest, clock_ms);
    }
    if let Some(rest) = text
        .strip_prefix(TURNING)
        .and_then(|r| r.strip_prefix('\n'))
    {
        return turning_answer(rest);
    }
    let start = clock_ms();
    let Some(req) = Request::decode(text) else {
        return Reply {
            id: 0,
            ms: 0,
            action: None,
        }
        .encode();
    };
    let level = crate::bot::Level::from_key(req.level);
    let action = match (level, crate::storage::save::decode(req.save)) {
        (Some(level), Ok(session))
            if usize::from(req.seat.0) < session.game().config().seats.len() =>
        {
            let view = session.game().view_for(req.seat);
            let mut rng = rand::rngs::SmallRng::seed_from_u64(req.seed);
            let out_of_time = || clock_ms() - start > THINK_MS;
            crate::bot::decide_within(
                &view,
                &crate::bot::BotSettings::new(level),
                &mut rng,
                &out_of_time,
            )
        }
        _ => None,
    };
    Reply {
        id: req.id,
        ms: (clock_ms() - start).max(0.0) as u32,
        action,
    }
    .encode()
}

/// The answer to a [`hint_request`]: Difficile's move in the seat's place, from that
/// seat's view, within [`THINK_MS`], and why ([`crate::bot::hint_within`]) on a last line.
fn hint_answer(text: &str, clock_ms: impl Fn() -> f64) -> String {
    use rand::SeedableRng;
    let start = clock_ms();
    let mut out = String::from(HINT);
    out.push('\n');
    let Some(req) = Request::decode(text) else {
        out.push_str(
            &Reply {
                id: 0,
                ms: 0,
                action: None,
            }
            .encode(),
        );
        out.push('\n');
        return out;
    };
    let answer = match crate::storage::save::decode(req.save) {
        Ok(session) if usize::from(req.seat.0) < session.game().config().seats.len() => {
            let view = session.game().view_for(req.seat);
            let mut rng = rand::rngs::SmallRng::seed_from_u64(req.seed);
            let out_of_time = || clock_ms() - start > THINK_MS;
            crate::bot::hint_within(&view, &mut rng, &out_of_time)
        }
        _ => None,
    };
    out.push_str(
        &Reply {
            id: req.id,
            ms: (clock_ms() - start).max(0.0) as u32,
            action: answer.map(|a| a.0),
        }
        .encode(),
    );
    out.push('\n');
    if let Some(why) = answer.and_then(|a| a.1) {
        out.push_str(&why.code());
    }
    out
}
