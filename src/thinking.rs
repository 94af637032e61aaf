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

/// The worker's whole job: rebuilds the game from the request's save, and asks the bot of
/// the request's level for one action from the seat's view. `clock_ms` reads a clock in
/// milliseconds (for [`Reply::ms`]).
pub fn answer(text: &str, clock_ms: impl Fn() -> f64) -> String {
    use rand::SeedableRng;
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
            crate::bot::decide(&view, &crate::bot::BotSettings::new(level), &mut rng)
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
