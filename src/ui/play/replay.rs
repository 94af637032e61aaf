//! "Rivedi": the game's [`Replay`] (built once per game and kept), the map at the step
//! shown and the bar under it ([`crate::present::replay_view::bar`]); for a finished game
//! on the play screen, and for a saved one still being played on the saved games' screen
//! ([`open`]). Reads only: the save never changes.

use std::cell::RefCell;

use crate::history::Replay;
use crate::rules::Game;
use crate::session::SessionParts;
use crate::ui::game_ctx::ActiveGame;

thread_local! {
    /// The replay of the game with this id and this many actions.
    static CACHE: RefCell<Option<(String, usize, Replay)>> = const { RefCell::new(None) };
}

/// Runs `f` on the replay of the session on the table (none for a sandbox position or a
/// save that does not replay).
pub fn with_replay<R>(ag: ActiveGame, f: impl FnOnce(&Replay) -> R) -> Option<R> {
    ag.with_session_untracked(|s| {
        let (id, n) = (&s.meta().id, s.parts().actions.len());
        CACHE.with_borrow_mut(|c| {
            if !matches!(c, Some((i, k, _)) if i == id && *k == n) {
                *c = Replay::of_parts(s.parts()).ok().map(|r| (id.clone(), n, r));
            }
            c.as_ref().map(|(_, _, r)| f(r))
        })
    })
    .flatten()
}

/// Replays saved game `id` from its `parts` and keeps it for [`with_open`].
pub fn open(id: &str, parts: &SessionParts) {
    let r = Replay::of_parts(parts).ok();
    CACHE.with_borrow_mut(|c| *c = r.map(|r| (id.to_owned(), parts.actions.len(), r)));
}

/// Runs `f` on the replay kept last (by [`open`] or the play screen).
pub fn with_open<R>(f: impl FnOnce(&Replay) -> R) -> Option<R> {
    CACHE.with_borrow(|c| c.as_ref().map(|(_, _, r)| f(r)))
}

/// The game after `step` actions.
pub fn game_at(ag: ActiveGame, step: u32) -> Option<Game> {
    with_replay(ag, |r| r.game_at(step as usize))
}

/// Downloads the game's whole log as text (the end of a game: nothing is secret any
/// more), named like the save's export.
pub fn export_log(ag: ActiveGame, lang: crate::ui::i18n::Lang) {
    let name = ag.with_session_untracked(|s| s.meta().name.clone());
    let text = with_replay(ag, |r| {
        crate::present::history::log_text(r, usize::MAX, false, lang)
    });
    if let (Some(name), Some(text)) = (name, text) {
        let file = crate::storage::library::export_file_name(&name);
        let file = file.strip_suffix(".json").unwrap_or(&file).to_owned() + ".txt";
        let _ = crate::ui::saves::files::download(&file, &text);
    }
}
