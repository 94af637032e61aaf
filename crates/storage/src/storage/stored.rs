//! The JSON form of the game types a save holds (its `meta`, `config` and `match`), and
//! the names of the enums the list of saved games holds, written and read field by field
//! with [`super::json`].
//!
//! The form is the one the saves have always had (it started as the serde derive's
//! output, and the native tests still compare it with that): members in the order of the
//! type's fields, enums by their snake_case name, a variant with data as an object of one
//! member (`{"round_limit":5}`), `army_cap` written as `null` when unset, unknown members
//! ignored when reading.

use crate::bot::Level;
use crate::rules::morto::MatchGame;
use crate::rules::{
    Color, Controller, Ending, GameConfig, Match, MatchReason, Options, Points, PresetId,
    SeatConfig, SeatOrder, Trigger,
};
use crate::session::{MatchLink, SessionMeta};

use super::json::{self, push_array, push_str, push_u64, Error, Node, ObjectWriter, Value};

const CONTROLLERS: [(&str, Controller); 2] = [
    ("human", Controller::Human),
    ("virtual", Controller::Virtual),
];

const SEAT_ORDERS: [(&str, SeatOrder); 2] = [
    ("random", SeatOrder::Random),
    ("as_given", SeatOrder::AsGiven),
];

const REASONS: [(&str, MatchReason); 4] = [
    ("mondo", MatchReason::Mondo),
    (
        "risiko_eliminating_opponent",
        MatchReason::RisikoEliminatingOpponent,
    ),
    (
        "risiko_eliminating_morto",
        MatchReason::RisikoEliminatingMorto,
    ),
    ("risiko", MatchReason::Risiko),
];

/// Appends the name of `value` in `table`.
pub fn push_key<T: PartialEq>(out: &mut String, table: &[(&str, T)], value: &T) {
    // Every table lists every variant (pinned by the tests).
    let name = table
        .iter()
        .find(|(_, v)| v == value)
        .map_or("", |(k, _)| k);
    push_str(out, name);
}

/// Writes a [`SessionMeta`].
pub fn push_meta(out: &mut String, meta: &SessionMeta) {
    let mut o = ObjectWriter::new(out);
    push_str(o.key("id"), &meta.id);
    push_str(o.key("name"), &meta.name);
    push_u64(o.key("created_ms"), meta.created_ms);
    push_u64(o.key("updated_ms"), meta.updated_ms);
    o.end();
}

/// Reads a [`SessionMeta`].
///
/// # Errors
/// The first missing or wrong field.
pub fn read_meta(node: &Node) -> Result<SessionMeta, Error> {
    let f = node.fields()?;
    Ok(SessionMeta {
        id: f.req("id")?.str()?.to_owned(),
        name: f.req("name")?.str()?.to_owned(),
        created_ms: f.req("created_ms")?.u64()?,
        updated_ms: f.req("updated_ms")?.u64()?,
    })
}

fn push_trigger(out: &mut String, trigger: Trigger) {
    let (name, n) = match trigger {
        Trigger::Minutes(n) => ("minutes", n),
        Trigger::Rounds(n) => ("rounds", n),
    };
    json::push_variant(out, name, |out| push_u64(out, u64::from(n)));
}

fn read_trigger(node: &Node) -> Result<Trigger, Error> {
    match node.variant()? {
        ("minutes", Some(n)) => Ok(Trigger::Minutes(n.u32()?)),
        ("rounds", Some(n)) => Ok(Trigger::Rounds(n.u32()?)),
        _ => Err(Error::field(node.at, "unknown trigger")),
    }
}

fn push_ending(out: &mut String, ending: Ending) {
    match ending {
        Ending::Sdadata { trigger } => json::push_variant(out, "sdadata", |out| {
            let mut o = ObjectWriter::new(out);
            push_trigger(o.key("trigger"), trigger);
            o.end();
        }),
        Ending::SecretTime {
            min_minutes,
            max_minutes,
        } => json::push_variant(out, "secret_time", |out| {
            let mut o = ObjectWriter::new(out);
            push_u64(o.key("min_minutes"), u64::from(min_minutes));
            push_u64(o.key("max_minutes"), u64::from(max_minutes));
            o.end();
        }),
        Ending::Supplementary { trigger } => json::push_variant(out, "supplementary", |out| {
            let mut o = ObjectWriter::new(out);
            push_trigger(o.key("trigger"), trigger);
            o.end();
        }),
        Ending::RoundLimit(n) => {
            json::push_variant(out, "round_limit", |out| push_u64(out, u64::from(n)));
        }
        Ending::None => push_str(out, "none"),
    }
}

fn read_ending(node: &Node) -> Result<Ending, Error> {
    match node.variant()? {
        ("sdadata", Some(data)) => Ok(Ending::Sdadata {
            trigger: read_trigger(data.fields()?.req("trigger")?)?,
        }),
        ("secret_time", Some(data)) => {
            let f = data.fields()?;
            Ok(Ending::SecretTime {
                min_minutes: f.req("min_minutes")?.u32()?,
                max_minutes: f.req("max_minutes")?.u32()?,
            })
        }
        ("supplementary", Some(data)) => Ok(Ending::Supplementary {
            trigger: read_trigger(data.fields()?.req("trigger")?)?,
        }),
        ("round_limit", Some(n)) => Ok(Ending::RoundLimit(n.u32()?)),
        ("none", None) => Ok(Ending::None),
        _ => Err(Error::field(node.at, "unknown ending")),
    }
}

/// Writes who plays each seat: `null` for a person, the level's key for a computer.
pub fn push_computers(out: &mut String, computers: &[Option<Level>]) {
    push_array(out, computers, |out, c| match c {
        Some(level) => push_str(out, level.key()),
        None => out.push_str("null"),
    });
}

/// Reads who plays each seat ([`push_computers`]).
///
/// # Errors
/// Not an array, or an entry neither `null` nor a level key.
pub fn read_computers(node: &Node) -> Result<Vec<Option<Level>>, Error> {
    node.items()?
        .iter()
        .map(|n| match n.value {
            Value::Null => Ok(None),
            _ => n.keyed_by(&Level::ALL, Level::key).map(Some),
        })
        .collect()
}

/// Writes a [`GameConfig`].
pub fn push_config(out: &mut String, config: &GameConfig) {
    let mut o = ObjectWriter::new(out);
    push_str(o.key("preset"), config.preset.key());
    push_array(o.key("seats"), &config.seats, |out, seat| {
        let mut s = ObjectWriter::new(out);
        push_str(s.key("name"), &seat.name);
        push_str(s.key("color"), seat.color.key());
        push_key(s.key("controller"), &CONTROLLERS, &seat.controller);
        s.end();
    });
    let options = &config.options;
    let mut op = ObjectWriter::new(o.key("options"));
    push_ending(op.key("ending"), options.ending);
    json::push_opt_u32(op.key("army_cap"), options.army_cap);
    push_key(op.key("seat_order"), &SEAT_ORDERS, &options.seat_order);
    if options.border_penalty {
        op.key("border_penalty").push_str("true");
    }
    if options.cap_removal {
        op.key("cap_removal").push_str("true");
    }
    if options.revision != 0 {
        push_u64(op.key("revision"), u64::from(options.revision));
    }
    if options.hints {
        op.key("hints").push_str("true");
    }
    op.end();
    o.end();
}

/// Reads a [`GameConfig`] (not validated: the rules do that when the game starts).
///
/// # Errors
/// The first missing or wrong field.
pub fn read_config(node: &Node) -> Result<GameConfig, Error> {
    let f = node.fields()?;
    let preset = f.req("preset")?.keyed_by(&PresetId::ALL, PresetId::key)?;
    let mut seats = Vec::new();
    for seat in f.req("seats")?.items()? {
        let s = seat.fields()?;
        seats.push(SeatConfig {
            name: s.req("name")?.str()?.to_owned(),
            color: s.req("color")?.keyed_by(&Color::ALL, Color::key)?,
            controller: s.req("controller")?.keyed(&CONTROLLERS)?,
        });
    }
    let op = f.req("options")?.fields()?;
    let options = Options {
        ending: read_ending(op.req("ending")?)?,
        army_cap: op.opt("army_cap")?.map(Node::u32).transpose()?,
        seat_order: op.req("seat_order")?.keyed(&SEAT_ORDERS)?,
        border_penalty: match op.opt("border_penalty")? {
            None => false,
            Some(n) => n.bool()?,
        },
        cap_removal: match op.opt("cap_removal")? {
            None => false,
            Some(n) => n.bool()?,
        },
        // Saves written before revisions replay under the first rules.
        revision: op.opt("revision")?.map(Node::u32).transpose()?.unwrap_or(0),
        // Older saves have no hints key: off.
        hints: match op.opt("hints")? {
            None => false,
            Some(n) => n.bool()?,
        },
    };
    Ok(GameConfig {
        preset,
        seats,
        options,
    })
}

fn push_reason(out: &mut String, reason: &MatchReason) {
    match reason {
        MatchReason::Difference(p) => {
            json::push_variant(out, "difference", |out| json::push_i64(out, p.0));
        }
        unit => push_key(out, &REASONS, unit),
    }
}

fn read_reason(node: &Node) -> Result<MatchReason, Error> {
    match node.variant()? {
        ("difference", Some(p)) => Ok(MatchReason::Difference(Points(p.i64()?))),
        (_, None) => node.keyed(&REASONS),
        _ => Err(Error::field(node.at, "unknown match reason")),
    }
}

/// Writes a [`MatchLink`].
pub fn push_match_link(out: &mut String, link: &MatchLink) {
    let mut o = ObjectWriter::new(out);
    push_str(o.key("first_id"), &link.first_id);
    let mut r = ObjectWriter::new(o.key("record"));
    push_array(r.key("players"), &link.record.players, |out, p| {
        push_str(out, p);
    });
    push_array(r.key("games"), &link.record.games, |out, g| {
        let mut m = ObjectWriter::new(out);
        push_array(m.key("points"), &g.points, |out, n| {
            push_u64(out, u64::from(*n));
        });
        push_array(m.key("table_points"), &g.table_points, |out, p| {
            json::push_i64(out, p.0);
        });
        push_reason(m.key("reason"), &g.reason);
        m.end();
    });
    r.end();
    o.end();
}

/// Reads a [`MatchLink`] (not checked against the game: see [`MatchLink::fits`]).
///
/// # Errors
/// The first missing or wrong field.
pub fn read_match_link(node: &Node) -> Result<MatchLink, Error> {
    let f = node.fields()?;
    let r = f.req("record")?.fields()?;
    let [a, b] = r.req("players")?.pair()?;
    let mut games = Vec::new();
    for game in r.req("games")?.items()? {
        let g = game.fields()?;
        let [p0, p1] = g.req("points")?.pair()?;
        let [t0, t1] = g.req("table_points")?.pair()?;
        games.push(MatchGame {
            points: [p0.u32()?, p1.u32()?],
            table_points: [Points(t0.i64()?), Points(t1.i64()?)],
            reason: read_reason(g.req("reason")?)?,
        });
    }
    Ok(MatchLink {
        first_id: f.req("first_id")?.str()?.to_owned(),
        record: Match {
            players: [a.str()?.to_owned(), b.str()?.to_owned()],
            games,
        },
    })
}
