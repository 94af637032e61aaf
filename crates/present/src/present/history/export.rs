//! The SVG files the app offers as downloads (the map at a step, a chart), made by the
//! bots' worker from a saved game ([`Download`], `crate::worker_protocol::file_request`): the file's name, safe whatever the players are
//! called, and its text.

use crate::history::{Replay, Timeline};
use crate::present::lang::Lang;
use crate::present::texts::pick;
use crate::session::Session;

use super::picture::{chart_svg, map_svg, Series};

/// A file to download.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Download {
    /// The map after this many actions (clamped to the game's length).
    Map(u32),
    /// A chart ([`Series::ALL`] index).
    Chart(u32),
}

/// The day of `ms` (milliseconds since the Unix epoch, UTC): "30 novembre 2026",
/// "30 November 2026".
pub fn date_text(ms: u64, l: Lang) -> String {
    // Days to a civil date (H. Hinnant's algorithm).
    let z = (ms / 86_400_000) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    const IT: [&str; 12] = [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ];
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let names = match l {
        Lang::It => IT,
        Lang::En => EN,
    };
    format!("{day} {} {year}", names[(month - 1) as usize])
}

/// The download's name: the save export's name (letters and digits only) with `what`
/// and `.svg`.
fn file_name(game_name: &str, what: &str) -> String {
    let base = crate::storage::library::export_file_name(game_name);
    let base = base.strip_suffix(".json").unwrap_or(&base);
    format!("{base}-{what}.svg")
}

/// The file `ask` names for the game `s`: (file name, SVG text). `None` for a save that
/// does not replay or a chart the game may not show (table points while secret).
pub fn file(s: &Session, ask: Download, l: Lang) -> Option<(String, String)> {
    let p = s.parts();
    let replay = Replay::of_parts(p).ok()?;
    let date = date_text(p.meta.created_ms, l);
    match ask {
        Download::Map(step) => {
            let step = (step as usize).min(replay.len());
            let game = replay.game_at(step);
            let mut sub = date;
            sub.push_str(" · ");
            sub.push_str(pick(l, "mossa ", "move "));
            sub.push_str(&step.to_string());
            sub.push_str(pick(l, " di ", " of "));
            sub.push_str(&replay.len().to_string());
            if game.round() > 0 {
                sub.push_str(pick(l, ", giro ", ", round "));
                sub.push_str(&game.round().to_string());
            }
            let text = map_svg(&game, &p.meta.name, &sub, l).ok()?;
            let what = format!("{}-{step}", pick(l, "mappa", "map"));
            Some((file_name(&p.meta.name, &what), text))
        }
        Download::Chart(k) => {
            let series = *Series::ALL.get(k as usize)?;
            let over = s.game().outcome().is_some();
            let t = Timeline::of_replay(&replay, usize::MAX, over);
            let mut title = p.meta.name.clone();
            title.push_str(" · ");
            title.push_str(&date);
            let text = chart_svg(&t, &p.config, series, &title, l)?;
            Some((file_name(&p.meta.name, series.key()), text))
        }
    }
}
