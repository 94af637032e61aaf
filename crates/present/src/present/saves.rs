//! The saved games' screen: the list (name, rules, players, round, last move; continue,
//! Rivedi, rename, duplicate, export, delete), damaged saves with what is wrong, the
//! notices and the questions (delete, a file whose game is saved already). Its glue, the
//! clicks and the storage, is `ui::saves::screen`.

use super::act::{Act, PlayAct};
use super::html::Html;
use super::html::Markup;
use super::i18n_app::{preset_name, AppText, Names};
use super::i18n_saves as t;
use super::lang::Lang;
use crate::rules::{ActionError, GameConfig, PresetId};
use crate::storage::autosave::Notice;
use crate::storage::backup::{
    is_backup, Backup, Choices, GameChange, Plan, RestoreError, SectionChange, MAX_BACKUP_BYTES,
};
use crate::storage::save::{self, MAX_NAME_CHARS, MAX_SAVE_BYTES};
use crate::storage::{Deleted, LibraryError, Listed, SameGame, SaveError, StoreError};

/// The explanation of a refused action inside a save, in the play screens' words (they
/// name the players when the game's settings are known).
pub fn action_reason(lang: Lang, config: Option<GameConfig>) -> impl Fn(&ActionError) -> String {
    let config = config.unwrap_or_else(|| GameConfig::new(PresetId::Classico, Vec::new()));
    move |e: &ActionError| super::i18n_app::action_error(e, Names(&config), lang)
}

/// The settings of the game in a save text, if it reads.
pub fn config_of(text: &str) -> Option<GameConfig> {
    save::read(text).ok().map(|p| p.config)
}

/// A library error in words; `config`, the settings of the game concerned, names its
/// players when a move is refused.
pub fn explain(e: &LibraryError, lang: Lang, config: Option<GameConfig>) -> String {
    t::library_error(e, lang, &action_reason(lang, config))
}

/// Why file `text` was not imported, and that nothing changed.
pub fn refused(e: &LibraryError, lang: Lang, text: &str) -> String {
    let mut out = explain(e, lang, config_of(text));
    out.push(' ');
    out.push_str(AppText::NothingChanged.text(lang));
    out
}

/// A file of `bytes` too large for any save ([`SaveError::TooLarge`]).
fn too_large(bytes: usize) -> LibraryError {
    LibraryError::Save(SaveError::TooLarge {
        bytes,
        max: MAX_SAVE_BYTES,
    })
}

/// A file picked of `bytes`, before it is read: refused (why) when even a backup of
/// everything is smaller.
pub fn oversized(bytes: usize, lang: Lang) -> Option<Done> {
    (bytes > MAX_BACKUP_BYTES).then(|| {
        let mut why = t::file_too_large(bytes, MAX_BACKUP_BYTES, lang);
        why.push(' ');
        why.push_str(AppText::NothingChanged.text(lang));
        Done::Failed(why)
    })
}

/// What a file picked to import is, and what follows.
#[derive(Clone, Debug, PartialEq)]
pub enum Picked {
    /// A backup of everything: read it, then the player chooses what to restore.
    Backup,
    /// A save of a game not saved here: stored as a new game.
    New,
    /// The screen is told: the file refused (why), or its game saved already (the
    /// player chooses between replacing it and keeping both).
    Told(Done),
}

/// What file `text` is, checked in this order: a backup; too large for a save; not a
/// save, or a damaged one (`check`, [`crate::storage::SaveLibrary::import_check`], also
/// says whether its game is saved already); else a new game.
pub fn picked(
    text: &str,
    lang: Lang,
    check: &dyn Fn(&str) -> Result<Option<SameGame>, LibraryError>,
) -> Picked {
    if is_backup(text) {
        return Picked::Backup;
    }
    let checked = if text.len() > MAX_SAVE_BYTES {
        Err(too_large(text.len()))
    } else {
        check(text)
    };
    match checked {
        Ok(None) => Picked::New,
        Ok(Some(same)) => Picked::Told(Done::Importing(text.to_owned(), same)),
        Err(e) => {
            // A file too large is not read for its players' names.
            let named = if text.len() > MAX_SAVE_BYTES {
                ""
            } else {
                text
            };
            Picked::Told(Done::Failed(refused(&e, lang, named)))
        }
    }
}

/// How storing file `text` went (the name of the game stored, or why not).
pub fn imported(result: Result<&str, &LibraryError>, text: &str, lang: Lang) -> Done {
    match result {
        Ok(name) => Done::Imported(true, t::imported(name, lang)),
        Err(e) => Done::Imported(false, refused(e, lang, text)),
    }
}

/// Why restoring `backup` wrote nothing, in words: an invalid game is named, with its
/// error worded as the play screens word it.
pub fn restore_failed(e: &RestoreError, backup: &Backup, lang: Lang) -> String {
    let config = match e {
        RestoreError::InvalidGame { id, .. } => backup
            .games()
            .find(|(g, _)| g == id)
            .and_then(|(_, text)| config_of(text)),
        _ => None,
    };
    t::restore_error(e, lang, &|error| explain(error, lang, config.clone()))
}

/// How a rename went: the game is listed under its new name even when the index could
/// not be written ([`LibraryError::IndexNotUpdated`]: the list finds it anyway).
pub fn renamed(result: Result<(), LibraryError>, lang: Lang) -> Done {
    match result {
        Ok(()) | Err(LibraryError::IndexNotUpdated(_)) => Done::Renamed,
        Err(e) => Done::Failed(explain(&e, lang, None)),
    }
}

/// What the autosave tells the player ([`Notice`]): good news (`Ok`), or what could not
/// be done (`Err`).
pub fn notice_text(notice: Notice, lang: Lang) -> Result<String, String> {
    Ok(match notice {
        Notice::SavedWhole => AppText::SavedWhole.text(lang).to_owned(),
        Notice::Forked { name } => t::forked(&name, lang),
        Notice::Recovered { games } => t::recovered(games, crate::storage::JOURNAL_KEEP, lang),
        Notice::KeptUnsaved { name } => t::kept_unsaved(&name, lang),
        Notice::OtherTabCopy { name, theirs, mine } => t::other_tab_copy(&name, theirs, mine, lang),
        Notice::Error(e) => return Err(explain(&e, lang, None)),
    })
}

/// What the screen shows besides the list.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavesUi {
    /// A message under the toolbar: (good news?, text).
    pub message: Option<(bool, String)>,
    /// The game being renamed.
    pub renaming: Option<String>,
    /// The game whose deletion awaits confirmation: (id, name).
    pub deleting: Option<(String, String)>,
    /// The game just deleted, until its notice is read or the next act.
    pub deleted: Option<Deleted>,
    /// A file whose game is saved already, while the player chooses: (text, that game).
    pub importing: Option<(String, SameGame)>,
    /// "Rivedi" of a game still being played: the step shown; its replay is kept by
    /// `ui::play::replay::open`.
    pub replaying: Option<u32>,
    /// "Ultimo backup": whole days since the last backup (`Some(None)`: never); not
    /// shown when `None`.
    pub backup_age: Option<Option<u64>>,
    /// A backup file read, while the player chooses what to restore.
    pub restoring: Option<Restoring>,
}

/// A backup being restored: the file, what restoring it does, what the player chose.
#[derive(Clone, Debug, PartialEq)]
pub struct Restoring {
    pub backup: Backup,
    pub plan: Plan,
    pub choices: Choices,
}

/// What follows an act of the screen, for `ui::saves::screen` to do; how it went comes
/// back as a [`Done`] ([`settle`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Then {
    Nothing,
    /// Open this game (its id) on the play screen.
    Continue(String),
    /// Open this finished game (its id) on the play screen, on "Rivedi".
    Review(String),
    /// Copy this game under a new name.
    Duplicate(String),
    /// Download this game's file.
    Export(String),
    /// Delete this game (confirmed); the game on the table goes too if it is this one.
    Delete(String),
    /// Put back the game just deleted.
    Undelete(Deleted),
    /// Open "Rivedi" of this game, read from its save.
    Replay(String),
    /// Download a backup of everything.
    BackupAll,
    /// Restore this backup as the player chose.
    Restore(Restoring),
    /// Store an imported file whose game is saved already: in place of that game
    /// (`over`), or (`None`) as a new game named with the "imported" suffix.
    Import {
        text: String,
        over: Option<String>,
    },
}

/// How an effect went, or what a file picked turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub enum Done {
    /// It went well: the last message goes.
    Cleared,
    /// It failed, or was refused: why (nothing changed).
    Failed(String),
    /// The game was renamed.
    Renamed,
    /// The game was deleted: its notice offers to put it back.
    Deleted(Deleted),
    /// "Rivedi" opened, at this step (the last).
    Replaying(u32),
    /// A file stored (true) or refused: the message saying so.
    Imported(bool, String),
    /// A backup made or restored (true) or not: the message, then the whole days since
    /// the last backup (`None`: never).
    BackedUp((bool, String), Option<u64>),
    /// A backup file read: the player chooses what to restore.
    Restoring(Restoring),
    /// A restore refused because the saves changed since its plan was made: why, and
    /// the plan as it is now (the player's choices kept) to choose again.
    Replanned(String, Restoring),
    /// A file whose game is saved already: the player chooses (replace, keep both).
    Importing(String, SameGame),
}

/// The screen after `act` (its own, or the replay bar's), `None` when it stays as it is
/// (nothing to redraw: a name being typed is kept), and what follows. `name_of` gives
/// the name a game is listed under (the delete question names it).
pub fn reduce(ui: &SavesUi, act: Act, name_of: &dyn Fn(&str) -> String) -> (Option<SavesUi>, Then) {
    let mut next = ui.clone();
    let (changed, then) = update(&mut next, act, name_of);
    (changed.then_some(next), then)
}

/// [`reduce`] in place: whether the screen changed, and what follows.
pub fn update(next: &mut SavesUi, act: Act, name_of: &dyn Fn(&str) -> String) -> (bool, Then) {
    let act = match act {
        Act::Saves(act) => act,
        // The replay's bar: another step, or back to the list.
        Act::Play(PlayAct::ReplayAt(n)) => {
            let shown = next.replaying.is_some();
            if shown {
                next.replaying = Some(n);
            }
            return (shown, Then::Nothing);
        }
        Act::Play(PlayAct::ReplayClose) => {
            next.replaying = None;
            return (true, Then::Nothing);
        }
        _ => return (false, Then::Nothing),
    };
    // The deletion's notice lasts until the next act.
    let deleted = next.deleted.take();
    let notice_gone = deleted.is_some();
    let (changed, then) = match act {
        SavesAct::Continue(id) => (false, Then::Continue(id)),
        SavesAct::Review(id) => (false, Then::Review(id)),
        SavesAct::Rename(id) => {
            next.renaming = Some(id);
            (true, Then::Nothing)
        }
        SavesAct::RenameCancel => {
            next.renaming = None;
            (true, Then::Nothing)
        }
        SavesAct::Duplicate(id) => (false, Then::Duplicate(id)),
        SavesAct::Export(id) => (false, Then::Export(id)),
        SavesAct::Delete(id) => {
            let name = name_of(&id);
            next.deleting = Some((id, name));
            (true, Then::Nothing)
        }
        SavesAct::DeleteCancel => {
            next.deleting = None;
            (true, Then::Nothing)
        }
        SavesAct::DeleteConfirm(id) => {
            next.deleting = None;
            (true, Then::Delete(id))
        }
        SavesAct::Undelete => (false, deleted.map_or(Then::Nothing, Then::Undelete)),
        SavesAct::DeletedOk => (false, Then::Nothing),
        SavesAct::Replay(id) => (false, Then::Replay(id)),
        SavesAct::ImportCancel => {
            next.importing = None;
            (true, Then::Nothing)
        }
        SavesAct::ImportReplace | SavesAct::ImportKeep => match next.importing.clone() {
            Some((text, same)) => (
                false,
                Then::Import {
                    text,
                    over: (act == SavesAct::ImportReplace).then_some(same.id),
                },
            ),
            None => (false, Then::Nothing),
        },
        SavesAct::BackupAll => (false, Then::BackupAll),
        SavesAct::RestoreCancel => {
            next.restoring = None;
            (true, Then::Nothing)
        }
        SavesAct::RestoreDifferent(file) => {
            if let Some(r) = &mut next.restoring {
                r.choices.take_different = file;
            }
            (true, Then::Nothing)
        }
        SavesAct::RestoreKeep(section) => choose(next, section, true),
        SavesAct::RestoreReplace(section) => choose(next, section, false),
        SavesAct::RestoreConfirm => match next.restoring.take() {
            Some(r) => (true, Then::Restore(r)),
            None => (false, Then::Nothing),
        },
    };
    (changed || notice_gone, then)
}

/// A restore's choice for a section that would replace data here: keep this device's
/// (`keep`) or take the backup's.
fn choose(next: &mut SavesUi, section: String, keep: bool) -> (bool, Then) {
    if let Some(r) = &mut next.restoring {
        r.choices.keep.retain(|s| *s != section);
        if keep {
            r.choices.keep.push(section);
        }
    }
    (true, Then::Nothing)
}

/// The screen after an effect's outcome.
pub fn settle(ui: &SavesUi, done: Done) -> SavesUi {
    let mut next = ui.clone();
    apply(&mut next, done);
    next
}

/// [`settle`] in place.
pub fn apply(next: &mut SavesUi, done: Done) {
    match done {
        Done::Cleared => next.message = None,
        Done::Failed(text) => next.message = Some((false, text)),
        Done::Renamed => {
            next.renaming = None;
            next.message = None;
        }
        Done::Deleted(d) => {
            next.message = None;
            next.deleted = Some(d);
        }
        Done::Replaying(n) => next.replaying = Some(n),
        Done::Imported(ok, text) => {
            next.importing = None;
            next.message = Some((ok, text));
        }
        Done::BackedUp(message, age) => {
            next.message = Some(message);
            next.backup_age = Some(age);
        }
        Done::Restoring(r) => {
            next.message = None;
            next.restoring = Some(r);
        }
        Done::Replanned(why, r) => {
            next.message = Some((false, why));
            next.restoring = Some(r);
        }
        Done::Importing(text, same) => {
            next.message = None;
            next.importing = Some((text, same));
        }
    }
}

/// The screen as HTML: the toolbar, the notices, the list (`games`, or why the saves
/// cannot be read) and the open question. `date` writes a moment in `lang`;
/// `damaged_config` finds the settings of a damaged save, to name its players.
pub fn page(
    games: &Result<Vec<Listed>, StoreError>,
    ui: &SavesUi,
    lang: Lang,
    date: &dyn Fn(u64) -> String,
    damaged_config: &dyn Fn(&str) -> Option<GameConfig>,
) -> Markup {
    let mut h = Html::new();
    h.open("div", "saves-toolbar").end();
    // The file input inside its label: a tap on the label opens the file picker.
    h.open("label", "sv-btn saves-import")
        .id("import-label")
        .end();
    h.text(AppText::Import.text(lang));
    h.open("input", "sv-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("import-file")
        .end();
    h.close("label");
    h.button(
        "sv-btn",
        "backup-all",
        SavesAct::BackupAll,
        t::backup_all(lang),
    );
    h.open("label", "sv-btn saves-import")
        .id("restore-label")
        .end();
    h.text(t::restore_label(lang));
    h.open("input", "sv-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("restore-file")
        .end();
    h.close("label").close("div");
    if let Some(days) = ui.backup_age {
        h.open("p", "hint saves-last-backup")
            .id("saves-last-backup")
            .end()
            .text(&t::last_backup(days, lang))
            .close("p");
    }

    if let Some(d) = &ui.deleted {
        h.open("p", "saves-message good")
            .id("deleted-notice")
            .attr("role", "status")
            .end()
            .text(&t::deleted(&d.name, lang))
            .text(" ");
        h.button(
            "sv-btn",
            "delete-undo",
            SavesAct::Undelete,
            AppText::Undo.text(lang),
        );
        h.button("sv-btn", "deleted-ok", SavesAct::DeletedOk, "OK");
        h.close("p");
    }
    if let Some((good, text)) = &ui.message {
        h.open(
            "p",
            if *good {
                "saves-message good"
            } else {
                "saves-message bad"
            },
        )
        .id("saves-message")
        .attr("data-good", if *good { "true" } else { "false" })
        .attr("role", "status")
        .end()
        .text(text)
        .close("p");
    }

    match games {
        Err(e) => {
            h.open("p", "saves-empty").id("saves-unavailable").end();
            h.text(&t::store_error(e, lang)).close("p");
        }
        Ok(games) if games.is_empty() => {
            h.open("p", "saves-empty").id("saves-empty").end();
            h.text(AppText::NoSaves.text(lang)).close("p");
        }
        Ok(games) => {
            h.open("ul", "saves-list").id("saves-list").end();
            for g in games {
                row(&mut h, g, ui, lang, date, damaged_config);
            }
            h.close("ul");
        }
    }

    if let Some((id, name)) = &ui.deleting {
        dialog(
            &mut h,
            "confirm-delete",
            AppText::ConfirmDeleteTitle.text(lang),
            &t::confirm_delete(name, lang),
            &[
                (
                    "sv-btn",
                    "delete-cancel",
                    SavesAct::DeleteCancel,
                    AppText::Cancel.text(lang),
                ),
                (
                    "sv-btn sv-danger",
                    "delete-confirm",
                    SavesAct::DeleteConfirm(id.clone()),
                    AppText::Delete.text(lang),
                ),
            ],
        );
    }
    if let Some((text, same)) = &ui.importing {
        let file = save::read(text).map_or(0, |p| p.actions.len());
        dialog(
            &mut h,
            "import-same",
            AppText::ImportSameTitle.text(lang),
            &t::import_same(&same.name, same.actions, file, lang),
            &[
                (
                    "sv-btn",
                    "import-cancel",
                    SavesAct::ImportCancel,
                    AppText::Cancel.text(lang),
                ),
                (
                    "sv-btn sv-danger",
                    "import-replace",
                    SavesAct::ImportReplace,
                    AppText::ImportReplace.text(lang),
                ),
                (
                    "sv-btn sv-primary",
                    "import-keep",
                    SavesAct::ImportKeep,
                    AppText::ImportKeepBoth.text(lang),
                ),
            ],
        );
    }
    if let Some(r) = &ui.restoring {
        // Asked again (the saves changed since the plan was read): why, in the dialog.
        let why = ui.message.as_ref().filter(|(good, _)| !good);
        restore_dialog(&mut h, r, why.map(|(_, t)| t.as_str()), lang, date);
    }
    Markup::of(h)
}

/// Two buttons of which one is chosen (`aria-pressed`).
fn toggle(h: &mut Html, options: [(&str, SavesAct, &str, bool); 2]) {
    h.open("span", "sv-toggle").attr("role", "group").end();
    for (testid, act, label, pressed) in options {
        h.open(
            "button",
            if pressed {
                "sv-btn sv-primary"
            } else {
                "sv-btn"
            },
        )
        .attr("type", "button")
        .act(act)
        .id(testid)
        .attr("aria-pressed", if pressed { "true" } else { "false" })
        .end()
        .text(label)
        .close("button");
    }
    h.close("span");
}

/// The restore question: what the backup adds or replaces, the choices, and the buttons.
fn restore_dialog(
    h: &mut Html,
    r: &Restoring,
    why: Option<&str>,
    lang: Lang,
    date: &dyn Fn(u64) -> String,
) {
    h.open("div", "sv-backdrop").id("restore").end();
    h.open("div", "sv-dialog")
        .attr("role", "alertdialog")
        .attr("aria-modal", "true")
        .attr("aria-labelledby", "sv-dialog-title")
        .end();
    h.open("h2", "").attr("id", "sv-dialog-title").end();
    h.text(t::restore_title(lang)).close("h2");
    if let Some(why) = why {
        h.open("p", "saves-message bad")
            .id("restore-changed")
            .attr("role", "alert")
            .end()
            .text(why)
            .close("p");
    }
    h.el("p", "", &t::restore_intro(&date(r.backup.created_ms), lang));
    h.open("ul", "restore-plan").id("restore-plan").end();
    for change in [
        GameChange::New,
        GameChange::FileNewer,
        GameChange::DeviceNewer,
        GameChange::Same,
        GameChange::Damaged,
        GameChange::Different,
    ] {
        let n = r.plan.count(change);
        if n == 0 {
            continue;
        }
        h.open("li", "")
            .id("restore-games")
            .attr("data-change", change_key(change))
            .attr_num("data-count", n as u32)
            .end()
            .text(&t::restore_games(change, n, lang));
        if change == GameChange::Different {
            let file = r.choices.take_different;
            h.text(": ");
            toggle(
                h,
                [
                    (
                        "restore-both",
                        SavesAct::RestoreDifferent(false),
                        t::restore_different(false, lang),
                        !file,
                    ),
                    (
                        "restore-file",
                        SavesAct::RestoreDifferent(true),
                        t::restore_different(true, lang),
                        file,
                    ),
                ],
            );
        }
        h.close("li");
    }
    for s in &r.plan.sections {
        let kept = r.choices.keep.contains(&s.name);
        h.open("li", "")
            .id("restore-section")
            .attr("data-section", &s.name)
            .attr(
                "data-change",
                match (s.change, kept) {
                    (SectionChange::New, _) => "new",
                    (SectionChange::Same, _) => "same",
                    (SectionChange::Replaced, false) => "replaced",
                    (SectionChange::Replaced, true) => "kept",
                },
            )
            .end()
            .text(&t::restore_section(&s.name, s.change, kept, lang));
        if s.change == SectionChange::Replaced {
            h.text(" ");
            toggle(
                h,
                [
                    (
                        "restore-replace",
                        SavesAct::RestoreReplace(s.name.clone()),
                        t::restore_keep(false, lang),
                        !kept,
                    ),
                    (
                        "restore-keep",
                        SavesAct::RestoreKeep(s.name.clone()),
                        t::restore_keep(true, lang),
                        kept,
                    ),
                ],
            );
        }
        h.close("li");
    }
    h.close("ul");
    h.open("div", "sv-dialog-actions").end();
    h.open_button_focus("sv-btn", "restore-cancel", SavesAct::RestoreCancel);
    h.text(AppText::Cancel.text(lang)).close("button");
    h.button(
        "sv-btn sv-primary",
        "restore-confirm",
        SavesAct::RestoreConfirm,
        t::restore_confirm(lang),
    );
    h.close("div").close("div").close("div");
}

fn change_key(c: GameChange) -> &'static str {
    match c {
        GameChange::New => "new",
        GameChange::Same => "same",
        GameChange::FileNewer => "file-newer",
        GameChange::DeviceNewer => "device-newer",
        GameChange::Different => "different",
        GameChange::Damaged => "damaged",
    }
}

/// A question over the screen: its first button (the safe one) takes the focus.
fn dialog(
    h: &mut Html,
    testid: &str,
    title: &str,
    body: &str,
    buttons: &[(&str, &str, SavesAct, &str)],
) {
    h.open("div", "sv-backdrop").id(testid).end();
    h.open("div", "sv-dialog")
        .attr("role", "alertdialog")
        .attr("aria-modal", "true")
        .attr("aria-labelledby", "sv-dialog-title")
        .end();
    h.open("h2", "").attr("id", "sv-dialog-title").end();
    h.text(title).close("h2");
    h.el("p", "", body);
    h.open("div", "sv-dialog-actions").end();
    for (i, (class, testid, act, label)) in buttons.iter().enumerate() {
        if i == 0 {
            h.open_button_focus(class, testid, act.clone());
        } else {
            h.open_button(class, testid, act.clone(), false);
        }
        h.text(label).close("button");
    }
    h.close("div").close("div").close("div");
}

fn row(
    h: &mut Html,
    game: &Listed,
    ui: &SavesUi,
    lang: Lang,
    date: &dyn Fn(u64) -> String,
    damaged_config: &dyn Fn(&str) -> Option<GameConfig>,
) {
    let ok = game.status.is_ok();
    h.open("li", "save-row")
        .id("save-row")
        .attr("data-save-id", &game.id)
        .attr("data-status", if ok { "ok" } else { "damaged" })
        .end();
    h.open("div", "save-main").end();
    h.open("span", "save-name")
        .id("save-name")
        .end()
        .text(game.name())
        .close("span");
    if let Some(s) = &game.summary {
        h.open("span", "save-preset").id("save-preset").end();
        h.text(preset_name(s.preset)).close("span");
        h.open("span", "save-round").id("save-round").end();
        h.text(&t::round_text(s.round, s.phase, lang)).close("span");
        h.open("span", "save-date").id("save-date").end();
        h.text(AppText::LastPlayed.text(lang))
            .text(": ")
            .text(&date(s.last_played_ms))
            .close("span");
        h.open("ul", "save-players")
            .id("save-players")
            .attr("aria-label", AppText::Players.text(lang))
            .end();
        for p in &s.players {
            h.open("li", "save-player")
                .attr("data-color", p.color.key())
                .end();
            h.open("span", &format!("save-swatch color-{}", p.color.key()))
                .attr("aria-hidden", "true")
                .end()
                .close("span");
            h.text(&p.name).close("li");
        }
        h.close("ul");
    }
    if let Err(e) = &game.status {
        // The damaged game's settings name its players when a move is refused.
        let config = damaged_config(&game.id);
        h.open("p", "save-damage").id("save-damage").end();
        h.text(AppText::Damaged.text(lang))
            .text(": ")
            .text(&t::save_error(e, lang, &action_reason(lang, config)))
            .close("p");
    }
    h.close("div");

    if ui.renaming.as_deref() == Some(game.id.as_str()) {
        h.open("form", "rename-form")
            .id("rename-form")
            .attr("data-id", &game.id)
            .end();
        h.open("label", "").end();
        h.el("span", "sv-hidden", AppText::NewNameLabel.text(lang));
        h.open("input", "")
            .attr("type", "text")
            .id("rename-input")
            .attr("maxlength", &MAX_NAME_CHARS.to_string())
            .attr("value", game.name())
            .raw(" data-autofocus>");
        h.close("label");
        h.open("button", "sv-btn sv-primary")
            .attr("type", "submit")
            .id("rename-ok")
            .end()
            .text(AppText::Save.text(lang))
            .close("button");
        h.button(
            "sv-btn",
            "rename-cancel",
            SavesAct::RenameCancel,
            AppText::Cancel.text(lang),
        );
        h.close("form");
    }

    // An unfinished game's file holds the seed: whoever reads it knows the dice to come.
    let unfinished = game
        .summary
        .as_ref()
        .is_some_and(|s| s.phase != crate::rules::Phase::Over);
    let finished = game
        .summary
        .as_ref()
        .is_some_and(|s| s.phase == crate::rules::Phase::Over);
    h.open("div", "save-actions").end();
    // A finished game is looked back at, not continued (issue 43, item 6): "Rivedi"
    // opens it on its replay, from the start.
    if ok && finished {
        h.button(
            "sv-btn sv-primary",
            "save-review",
            SavesAct::Review(game.id.clone()),
            AppText::Replay.text(lang),
        );
    } else if ok {
        h.button(
            "sv-btn sv-primary",
            "save-continue",
            SavesAct::Continue(game.id.clone()),
            AppText::Resume.text(lang),
        );
    }
    if ok {
        if unfinished {
            h.button(
                "sv-btn",
                "save-replay",
                SavesAct::Replay(game.id.clone()),
                AppText::Replay.text(lang),
            );
        }
        h.button(
            "sv-btn",
            "save-rename",
            SavesAct::Rename(game.id.clone()),
            AppText::Rename.text(lang),
        );
        h.button(
            "sv-btn",
            "save-duplicate",
            SavesAct::Duplicate(game.id.clone()),
            AppText::Duplicate.text(lang),
        );
    }
    h.button(
        "sv-btn",
        "save-export",
        SavesAct::Export(game.id.clone()),
        AppText::Export.text(lang),
    );
    if unfinished {
        h.open("span", "save-reveals").id("save-reveals").end();
        h.text(crate::present::texts::pick(
            lang,
            "Il file di una partita non finita rivela i dadi futuri.",
            "An unfinished game's file reveals the dice to come.",
        ))
        .close("span");
    }
    h.button(
        "sv-btn sv-danger",
        "save-delete",
        SavesAct::Delete(game.id.clone()),
        AppText::Delete.text(lang),
    );
    h.close("div").close("li");
}

/// The saved-games screen (each act names the game by its id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavesAct {
    Continue(String),
    /// Open this finished game (its id) on its replay ("Rivedi").
    Review(String),
    Rename(String),
    RenameCancel,
    Duplicate(String),
    Export(String),
    Delete(String),
    DeleteCancel,
    DeleteConfirm(String),
    /// The imported file's game is saved already: replace it with the file.
    ImportReplace,
    /// ... or keep both.
    ImportKeep,
    ImportCancel,
    /// Put back the game just deleted.
    Undelete,
    /// The deletion's notice read.
    DeletedOk,
    /// Look back at this game (its id), still being played: public replay, view only.
    Replay(String),
    /// Download a backup of everything.
    BackupAll,
    /// Restore the backup as shown.
    RestoreConfirm,
    RestoreCancel,
    /// Games that differ from the ones here: take the file's (true) or keep both.
    RestoreDifferent(bool),
    /// A section that would replace data here: keep this device's...
    RestoreKeep(String),
    /// ... or replace it with the backup's.
    RestoreReplace(String),
}

super::act::acts! { SavesAct {
    Continue(String) = "save-continue",
    Review(String) = "save-review",
    Rename(String) = "save-rename",
    RenameCancel = "rename-cancel",
    Duplicate(String) = "save-duplicate",
    Export(String) = "save-export",
    Delete(String) = "save-delete",
    DeleteCancel = "delete-cancel",
    DeleteConfirm(String) = "delete-confirm",
    ImportReplace = "import-replace",
    ImportKeep = "import-keep",
    ImportCancel = "import-cancel",
    Undelete = "delete-undo",
    DeletedOk = "deleted-ok",
    Replay(String) = "save-replay",
    BackupAll = "backup-all",
    RestoreConfirm = "restore-confirm",
    RestoreCancel = "restore-cancel",
    RestoreDifferent(const true) = "restore-different:file",
    RestoreDifferent(const false) = "restore-different:both",
    RestoreKeep(String) = "restore-keep",
    RestoreReplace(String) = "restore-replace",
}}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, SeatConfig};
    use crate::session::{Session, SessionMeta};
    use crate::storage::library::SaveLibrary;
    use crate::storage::store::MemoryStore;

    fn name_of(id: &str) -> String {
        format!("name of {id}")
    }

    /// The screen after `act` (as it was if unchanged), and what follows.
    fn saves(ui: &SavesUi, act: SavesAct) -> (SavesUi, Then) {
        let (next, then) = reduce(ui, Act::Saves(act), &name_of);
        (next.unwrap_or_else(|| ui.clone()), then)
    }

    /// A game deleted from a library, as the screen holds it.
    fn deleted() -> Deleted {
        let config = GameConfig::new(
            PresetId::Classico,
            vec![
                SeatConfig::human("Anna", Color::Blu),
                SeatConfig::human("Bruno", Color::Rosso),
                SeatConfig::human("Carla", Color::Giallo),
            ],
        );
        let meta = SessionMeta {
            id: "g-a".into(),
            name: "Prima".into(),
            created_ms: 1,
            updated_ms: 1,
        };
        let mut lib = SaveLibrary::new(MemoryStore::new());
        lib.save(&Session::start(meta, config, 1).unwrap()).unwrap();
        lib.delete("g-a").unwrap()
    }

    fn same() -> SameGame {
        SameGame {
            id: "g-a".into(),
            name: "Prima".into(),
            actions: 3,
        }
    }

    fn restoring() -> Restoring {
        Restoring {
            backup: Backup::default(),
            plan: Plan::default(),
            choices: Choices::default(),
        }
    }

    #[test]
    fn acts_on_a_game_are_effects_that_leave_the_screen_as_it_is() {
        let ui = SavesUi::default();
        for (act, then) in [
            (SavesAct::Continue("g".into()), Then::Continue("g".into())),
            (SavesAct::Review("g".into()), Then::Review("g".into())),
            (SavesAct::Duplicate("g".into()), Then::Duplicate("g".into())),
            (SavesAct::Export("g".into()), Then::Export("g".into())),
            (SavesAct::Replay("g".into()), Then::Replay("g".into())),
            (SavesAct::BackupAll, Then::BackupAll),
            (SavesAct::DeletedOk, Then::Nothing),
        ] {
            assert_eq!(reduce(&ui, Act::Saves(act), &name_of), (None, then));
        }
    }

    #[test]
    fn rename_opens_and_closes_the_name_field() {
        let (ui, then) = saves(&SavesUi::default(), SavesAct::Rename("g".into()));
        assert_eq!((ui.renaming.as_deref(), then), (Some("g"), Then::Nothing));
        let (ui, _) = saves(&ui, SavesAct::RenameCancel);
        assert_eq!(ui.renaming, None);
        let ui = SavesUi {
            renaming: Some("g".into()),
            message: Some((false, "bad name".into())),
            ..SavesUi::default()
        };
        assert_eq!(settle(&ui, Done::Renamed), SavesUi::default());
    }

    #[test]
    fn delete_asks_naming_the_game_then_deletes_and_offers_to_put_it_back() {
        let (ui, then) = saves(&SavesUi::default(), SavesAct::Delete("g".into()));
        assert_eq!(then, Then::Nothing);
        assert_eq!(ui.deleting, Some(("g".into(), "name of g".into())));
        assert_eq!(saves(&ui, SavesAct::DeleteCancel).0.deleting, None);
        let (ui, then) = saves(&ui, SavesAct::DeleteConfirm("g".into()));
        assert_eq!(
            (ui.deleting.clone(), then),
            (None, Then::Delete("g".into()))
        );
        let ui = settle(&ui, Done::Deleted(deleted()));
        assert_eq!(ui.deleted, Some(deleted()));
        let (after, then) = saves(&ui, SavesAct::Undelete);
        assert_eq!((after.deleted, then), (None, Then::Undelete(deleted())));
        assert_eq!(
            saves(&SavesUi::default(), SavesAct::Undelete).1,
            Then::Nothing
        );
    }

    #[test]
    fn the_deletion_s_notice_lasts_until_the_next_act_of_the_screen() {
        let ui = SavesUi {
            deleted: Some(deleted()),
            ..SavesUi::default()
        };
        assert_eq!(saves(&ui, SavesAct::DeletedOk).0.deleted, None);
        assert_eq!(saves(&ui, SavesAct::Rename("g".into())).0.deleted, None);
        let bar = reduce(&ui, Act::Play(PlayAct::ReplayClose), &name_of).0;
        assert_eq!(
            bar.unwrap().deleted,
            ui.deleted,
            "the replay bar's acts leave it"
        );
    }

    #[test]
    fn a_file_of_a_saved_game_is_imported_over_it_or_beside_it_or_not_at_all() {
        let ui = settle(
            &SavesUi {
                message: Some((false, "old".into())),
                ..SavesUi::default()
            },
            Done::Importing("file".into(), same()),
        );
        assert_eq!(ui.message, None);
        assert_eq!(
            saves(&ui, SavesAct::ImportReplace).1,
            Then::Import {
                text: "file".into(),
                over: Some("g-a".into())
            }
        );
        assert_eq!(
            saves(&ui, SavesAct::ImportKeep).1,
            Then::Import {
                text: "file".into(),
                over: None
            }
        );
        assert_eq!(saves(&ui, SavesAct::ImportCancel).0.importing, None);
        let done = settle(&ui, Done::Imported(true, "Imported.".into()));
        assert_eq!(done.importing, None);
        assert_eq!(done.message, Some((true, "Imported.".into())));
        let none = SavesUi::default();
        assert_eq!(saves(&none, SavesAct::ImportKeep).1, Then::Nothing);
    }

    #[test]
    fn a_backup_is_restored_as_chosen() {
        let ui = settle(&SavesUi::default(), Done::Restoring(restoring()));
        let (ui, _) = saves(&ui, SavesAct::RestoreDifferent(true));
        let keep = |ui: &SavesUi, section: &str, keep: bool| {
            let act = if keep {
                SavesAct::RestoreKeep(section.into())
            } else {
                SavesAct::RestoreReplace(section.into())
            };
            saves(ui, act).0
        };
        let ui = keep(
            &keep(&keep(&ui, "tornei", true), "club", true),
            "tornei",
            false,
        );
        let chosen = ui.restoring.clone().unwrap().choices;
        assert!(chosen.take_different);
        assert_eq!(chosen.keep, vec!["club".to_string()]);
        let (after, then) = saves(&ui, SavesAct::RestoreConfirm);
        assert_eq!(after.restoring, None);
        assert_eq!(then, Then::Restore(ui.restoring.clone().unwrap()));
        assert_eq!(saves(&ui, SavesAct::RestoreCancel).0.restoring, None);
        assert_eq!(saves(&after, SavesAct::RestoreConfirm).1, Then::Nothing);
        let told = settle(&after, Done::BackedUp((true, "Restored.".into()), Some(0)));
        assert_eq!(told.message, Some((true, "Restored.".into())));
        assert_eq!(told.backup_age, Some(Some(0)));
        // Refused as stale: the new plan is asked again, with the reason.
        let mut newer = ui.restoring.clone().unwrap();
        newer.plan.games.clear();
        let asked = settle(&after, Done::Replanned("Changed.".into(), newer.clone()));
        assert_eq!(asked.message, Some((false, "Changed.".into())));
        assert_eq!(asked.restoring, Some(newer));
        // Said in the dialog, above the new plan.
        let html = page(
            &Ok(Vec::new()),
            &asked,
            Lang::En,
            &|_| "today".into(),
            &|_| None,
        );
        let said = html
            .find("data-testid=\"restore-changed\"")
            .expect("said in the dialog");
        assert!(html[said..].contains(">Changed.</p>"), "{html}");
        assert!(said > html.find("data-testid=\"restore\"").unwrap());
    }

    #[test]
    fn rivedi_opens_steps_and_closes() {
        let ui = settle(&SavesUi::default(), Done::Replaying(40));
        let step = |ui: &SavesUi, act| {
            let next = reduce(ui, Act::Play(act), &name_of).0;
            next.unwrap_or_else(|| ui.clone())
        };
        let ui = step(&ui, PlayAct::ReplayAt(12));
        assert_eq!(ui.replaying, Some(12));
        assert_eq!(step(&ui, PlayAct::ReplayClose).replaying, None);
        let closed = SavesUi::default();
        assert_eq!(
            step(&closed, PlayAct::ReplayAt(3)),
            closed,
            "no replay: no step"
        );
        assert_eq!(
            step(&ui, PlayAct::Hint),
            ui,
            "another screen's act: nothing"
        );
    }

    /// A library holding game "g-a" (3 moves), and its save text.
    fn library_with_a_game() -> (SaveLibrary<MemoryStore>, String) {
        let mut lib = SaveLibrary::new(MemoryStore::new());
        let mut session = Session::start(
            SessionMeta {
                id: "g-a".into(),
                name: "Prima".into(),
                created_ms: 1,
                updated_ms: 1,
            },
            GameConfig::new(
                PresetId::Classico,
                vec![
                    SeatConfig::human("Anna", Color::Blu),
                    SeatConfig::human("Bruno", Color::Rosso),
                    SeatConfig::human("Carla", Color::Giallo),
                ],
            ),
            7,
        )
        .unwrap();
        for _ in 0..3 {
            let a = session.game().legal_actions().into_iter().next().unwrap();
            session.apply(a, 2).unwrap();
        }
        lib.save(&session).unwrap();
        let text = save::encode(session.parts());
        (lib, text)
    }

    fn never(_: &str) -> Result<Option<SameGame>, LibraryError> {
        panic!("a file refused before its check is not checked")
    }

    #[test]
    fn a_picked_file_is_a_backup_before_anything_else_then_too_large_then_checked() {
        let lang = Lang::En;
        // A backup of everything, whatever its size: read as such, not as a save.
        let mut big = crate::storage::backup::encode(&Backup::default());
        assert_eq!(picked(&big, lang, &never), Picked::Backup);
        big.push_str(&" ".repeat(MAX_SAVE_BYTES));
        assert_eq!(picked(&big, lang, &never), Picked::Backup);
        // Too large for a save: refused unread, the size said.
        let huge = "x".repeat(MAX_SAVE_BYTES + 1);
        let Picked::Told(Done::Failed(why)) = picked(&huge, lang, &never) else {
            panic!("refused");
        };
        assert_eq!(why, refused(&too_large(huge.len()), lang, ""));
        assert!(why.ends_with(AppText::NothingChanged.text(lang)), "{why}");
        // Too large to read at all (checked before reading the file).
        assert_eq!(oversized(MAX_BACKUP_BYTES, lang), None);
        // A 50 MB file, unread: not called a save (it may well be a backup).
        for (l, text) in [
            (Lang::It, "Il file è troppo grande (50 MB): un backup o un salvataggio di Planisfero non supera i 32 MB."),
            (Lang::En, "The file is too large (50 MB): a Planisfero backup or save is at most 32 MB."),
        ] {
            let Some(Done::Failed(why)) = oversized(50 * 1024 * 1024, l) else {
                panic!("a 50 MB file is refused");
            };
            assert!(why.starts_with(text), "{why}");
            assert!(why.ends_with(AppText::NothingChanged.text(l)), "{why}");
        }
    }

    #[test]
    fn a_picked_save_is_refused_if_unreadable_or_damaged_before_its_game_is_looked_for() {
        let lang = Lang::It;
        let (lib, text) = library_with_a_game();
        let check = |t: &str| lib.import_check(t);
        // Not a save.
        let Picked::Told(Done::Failed(why)) = picked("{\"hello\":1}", lang, &check) else {
            panic!("not a save is refused");
        };
        assert!(why.ends_with(AppText::NothingChanged.text(lang)), "{why}");
        // The same game played on with a move the rules refuse: damaged, refused rather
        // than offered over the saved game.
        let mut parts = save::read(&text).unwrap();
        parts
            .actions
            .push(crate::rules::Action::EndTurn { extra_rolls: 0 });
        let damaged = save::encode(&parts);
        assert!(lib.same_game(&parts).unwrap().is_some());
        assert!(matches!(
            picked(&damaged, lang, &check),
            Picked::Told(Done::Failed(_))
        ));
        // The same game, readable: the player chooses.
        assert_eq!(
            picked(&text, lang, &check),
            Picked::Told(Done::Importing(
                text.clone(),
                SameGame {
                    id: "g-a".into(),
                    name: "Prima".into(),
                    actions: 3
                }
            ))
        );
        // Another game: stored as new.
        let empty = SaveLibrary::new(MemoryStore::new());
        assert_eq!(
            picked(&text, lang, &|t: &str| empty.import_check(t)),
            Picked::New
        );
    }

    #[test]
    fn an_import_and_a_rename_say_how_they_went() {
        let lang = Lang::En;
        assert_eq!(
            imported(Ok("Sera"), "", lang),
            Done::Imported(true, t::imported("Sera", lang))
        );
        let e = LibraryError::Store(StoreError::QuotaExceeded);
        assert_eq!(
            imported(Err(&e), "", lang),
            Done::Imported(false, refused(&e, lang, ""))
        );
        assert_eq!(renamed(Ok(()), lang), Done::Renamed);
        // The save was renamed, the index not: the list reads the save's name anyway.
        assert_eq!(
            renamed(
                Err(LibraryError::IndexNotUpdated(StoreError::QuotaExceeded)),
                lang
            ),
            Done::Renamed
        );
        let bad = crate::storage::library::clean_name("   ").unwrap_err();
        assert_eq!(
            renamed(Err(bad), lang),
            Done::Failed(t::library_error(
                &LibraryError::BadName,
                lang,
                &action_reason(lang, None)
            ))
        );
    }

    #[test]
    fn a_refusal_names_the_file_s_players() {
        let (_, text) = library_with_a_game();
        let config = config_of(&text).unwrap();
        assert_eq!(config.seats.len(), 3);
        assert_eq!(config_of("nope"), None);
        let e = LibraryError::NotFound("g".into());
        assert_eq!(
            refused(&e, Lang::It, &text),
            "Partita non trovata. ".to_string() + AppText::NothingChanged.text(Lang::It)
        );
    }

    #[test]
    fn the_autosave_s_notices_are_good_news_but_its_errors() {
        let lang = Lang::It;
        let said = |n: Notice| notice_text(n, lang);
        assert_eq!(
            said(Notice::SavedWhole),
            Ok(AppText::SavedWhole.text(lang).to_owned())
        );
        let name = || "Sera (copia)".to_string();
        assert_eq!(
            said(Notice::Forked { name: name() }),
            Ok(t::forked(&name(), lang))
        );
        assert_eq!(
            said(Notice::Recovered { games: 2 }),
            Ok(t::recovered(2, crate::storage::JOURNAL_KEEP, lang))
        );
        assert_eq!(
            said(Notice::KeptUnsaved { name: name() }),
            Ok(t::kept_unsaved(&name(), lang))
        );
        assert_eq!(
            said(Notice::OtherTabCopy {
                name: name(),
                theirs: 5,
                mine: 3
            }),
            Ok(t::other_tab_copy(&name(), 5, 3, lang))
        );
        let e = LibraryError::Store(StoreError::QuotaExceeded);
        assert_eq!(said(Notice::Error(e.clone())), Err(explain(&e, lang, None)));
    }

    #[test]
    fn an_effect_s_outcome_clears_or_sets_the_message() {
        let ui = settle(&SavesUi::default(), Done::Failed("why".into()));
        assert_eq!(ui.message, Some((false, "why".into())));
        assert_eq!(settle(&ui, Done::Cleared).message, None);
    }
}
