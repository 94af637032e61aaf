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

/// First line of a request for a page the worker renders ([`trust_request`]) and of its
/// answer.
pub const TRUST: &str = "trust";

/// What a [`trust_request`] asks the worker for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TrustAsk {
    /// The Verifica page.
    Verify,
    /// The dice statistics and charts page.
    Stats,
    /// The map after this many actions as an SVG file (clamped to the game's length).
    Map(u32),
    /// A chart as an SVG file ([`crate::present::history::Series::ALL`] index).
    Chart(u32),
}

impl TrustAsk {
    fn encode(self, out: &mut String) {
        let (key, n) = match self {
            TrustAsk::Verify => ("verify", None),
            TrustAsk::Stats => ("stats", None),
            TrustAsk::Map(n) => ("map:", Some(n)),
            TrustAsk::Chart(n) => ("chart:", Some(n)),
        };
        out.push_str(key);
        if let Some(n) = n {
            out.push_str(&n.to_string());
        }
    }

    fn decode(s: &str) -> Option<TrustAsk> {
        let num = |rest: &str| rest.parse().ok();
        match s {
            "verify" => Some(TrustAsk::Verify),
            "stats" => Some(TrustAsk::Stats),
            _ => {
                if let Some(n) = s.strip_prefix("map:") {
                    num(n).map(TrustAsk::Map)
                } else {
                    s.strip_prefix("chart:").and_then(num).map(TrustAsk::Chart)
                }
            }
        }
    }
}

/// Asks the worker for Verifica, the dice statistics or an SVG file of the saved game
/// `save`, in language `l`: `trust`, the request id, what ([`TrustAsk`]: `verify`,
/// `stats`, `map:<step>`, `chart:<k>`), the language code, the save text. They replay
/// the whole game, which takes long enough to belong off the main thread.
pub fn trust_request(id: u32, ask: TrustAsk, l: crate::present::lang::Lang, save: &str) -> String {
    let mut out = String::with_capacity(save.len() + 24);
    out.push_str(TRUST);
    out.push('\n');
    out.push_str(&id.to_string());
    out.push('\n');
    ask.encode(&mut out);
    out.push('\n');
    out.push_str(l.code());
    out.push('\n');
    out.push_str(save);
    out
}

/// First line of the worker's answer that is a file to download: then the file name and
/// the file's text ([`trust_file`]).
pub const TRUST_FILE: &str = "trust-file";

/// Reads the worker's answer that is a file: its name and text.
pub fn trust_file(text: &str) -> Option<(&str, &str)> {
    text.strip_prefix(TRUST_FILE)?
        .strip_prefix('\n')?
        .split_once('\n')
}

/// Reads the worker's answer to a [`trust_request`]: the request id and the page's
/// markup; `None` if the text is not such an answer.
pub fn trust_reply(text: &str) -> Option<(u32, crate::present::html::Markup)> {
    let rest = text.strip_prefix(TRUST)?.strip_prefix('\n')?;
    let (id, html) = rest.split_once('\n')?;
    Some((
        id.parse().ok()?,
        crate::present::html::Markup::from_worker(html.to_owned()),
    ))
}

/// The page or the file a [`trust_request`] asks for, as the worker's answer text.
fn trust_answer(rest: &str) -> String {
    use crate::present::html::{Markup, H};
    let mut parts = rest.splitn(4, '\n');
    let id: u32 = parts.next().and_then(|i| i.parse().ok()).unwrap_or(0);
    let ask = parts
        .next()
        .and_then(TrustAsk::decode)
        .unwrap_or(TrustAsk::Stats);
    let l = parts
        .next()
        .and_then(crate::present::lang::Lang::from_code)
        .unwrap_or_default();
    let session = parts.next().map(crate::storage::save::decode);
    if let (TrustAsk::Map(_) | TrustAsk::Chart(_), Some(Ok(s))) = (ask, &session) {
        if let Some((name, text)) = crate::present::history::file(s, ask, l) {
            let mut out = String::with_capacity(text.len() + name.len() + 12);
            out.push_str(TRUST_FILE);
            out.push('\n');
            out.push_str(&name);
            out.push('\n');
            out.push_str(&text);
            return out;
        }
    }
    let mut h = H::new();
    match session {
        Some(Ok(session)) => {
            crate::present::trust::page(&mut h, &session, ask == TrustAsk::Verify, l)
        }
        _ => {
            h.el(
                "p",
                "error",
                crate::present::texts::pick(
                    l,
                    "Questa partita non si può rileggere.",
                    "This game cannot be read back.",
                ),
            );
        }
    }
    let mut out = String::from(TRUST);
    out.push('\n');
    out.push_str(&id.to_string());
    out.push('\n');
    out.push_str(Markup::of(h).as_str());
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

/// Reads the worker's answer to a [`hint_request`]; `None` if the text is not one.
pub fn hint_reply(text: &str) -> Option<Reply> {
    Reply::decode(text.strip_prefix(HINT)?.strip_prefix('\n')?)
}

/// The worker's whole job: rebuilds the game from the request's save, and asks the bot of
/// the request's level for one action from the seat's view. `clock_ms` reads a clock in
/// milliseconds (for [`Reply::ms`]).
pub fn answer(text: &str, clock_ms: impl Fn() -> f64) -> String {
    use rand::SeedableRng;
    if let Some(rest) = text.strip_prefix(TRUST).and_then(|r| r.strip_prefix('\n')) {
        return trust_answer(rest);
    }
    if let Some(rest) = text.strip_prefix(HINT).and_then(|r| r.strip_prefix('\n')) {
        let mut out = String::from(HINT);
        out.push('\n');
        out.push_str(&answer(rest, clock_ms));
        return out;
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
