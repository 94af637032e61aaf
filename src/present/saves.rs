//! The saved games' screen: the list (name, rules, players, round, last move; continue,
//! Rivedi, rename, duplicate, export, delete), damaged saves with what is wrong, the
//! notices and the questions (delete, a file whose game is saved already). Its glue, the
//! clicks and the storage, is `ui::saves::screen`.

use super::html::Markup;
use super::html::H;
use super::i18n_play::{Names, P};
use super::i18n_saves as t;
use super::lang::Lang;
use crate::rules::{ActionError, GameConfig, PresetId};
use crate::storage::backup::{Backup, Choices, GameChange, Plan, SectionChange};
use crate::storage::save::{self, MAX_NAME_CHARS};
use crate::storage::{Deleted, Listed, SameGame, StoreError};

/// The explanation of a refused action inside a save, in the play screens' words (they
/// name the players when the game's settings are known).
pub fn action_reason(lang: Lang, config: Option<GameConfig>) -> impl Fn(&ActionError) -> String {
    let config = config.unwrap_or_else(|| GameConfig::new(PresetId::Classico, Vec::new()));
    move |e: &ActionError| super::i18n_play::action_error(e, Names(&config), lang)
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

pub fn preset_label(p: PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
        PresetId::Online => "RisiKo! Online",
        PresetId::Club => "Club",
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
    let mut h = H::new();
    h.open("div", "saves-toolbar").end();
    // The file input inside its label: a tap on the label opens the file picker.
    h.open("label", "sv-btn saves-import")
        .id("import-label")
        .end();
    h.text(P::Import.text(lang));
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
            P::Undo.text(lang),
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
            h.text(P::NoSaves.text(lang)).close("p");
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
            P::ConfirmDeleteTitle.text(lang),
            &t::confirm_delete(name, lang),
            &[
                (
                    "sv-btn",
                    "delete-cancel",
                    SavesAct::DeleteCancel,
                    P::Cancel.text(lang),
                ),
                (
                    "sv-btn sv-danger",
                    "delete-confirm",
                    SavesAct::DeleteConfirm(id.clone()),
                    P::Delete.text(lang),
                ),
            ],
        );
    }
    if let Some((text, same)) = &ui.importing {
        let file = save::read(text).map_or(0, |p| p.actions.len());
        dialog(
            &mut h,
            "import-same",
            P::ImportSameTitle.text(lang),
            &t::import_same(&same.name, same.actions, file, lang),
            &[
                (
                    "sv-btn",
                    "import-cancel",
                    SavesAct::ImportCancel,
                    P::Cancel.text(lang),
                ),
                (
                    "sv-btn sv-danger",
                    "import-replace",
                    SavesAct::ImportReplace,
                    P::ImportReplace.text(lang),
                ),
                (
                    "sv-btn sv-primary",
                    "import-keep",
                    SavesAct::ImportKeep,
                    P::ImportKeepBoth.text(lang),
                ),
            ],
        );
    }
    if let Some(r) = &ui.restoring {
        restore_dialog(&mut h, r, lang, date);
    }
    Markup::of(h)
}

/// Two buttons of which one is chosen (`aria-pressed`).
fn toggle(h: &mut H, options: [(&str, SavesAct, &str, bool); 2]) {
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
fn restore_dialog(h: &mut H, r: &Restoring, lang: Lang, date: &dyn Fn(u64) -> String) {
    h.open("div", "sv-backdrop").id("restore").end();
    h.open("div", "sv-dialog")
        .attr("role", "alertdialog")
        .attr("aria-modal", "true")
        .attr("aria-labelledby", "sv-dialog-title")
        .end();
    h.open("h2", "").attr("id", "sv-dialog-title").end();
    h.text(t::restore_title(lang)).close("h2");
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
    h.text(P::Cancel.text(lang)).close("button");
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
    h: &mut H,
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
    h: &mut H,
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
        h.text(preset_label(s.preset)).close("span");
        h.open("span", "save-round").id("save-round").end();
        h.text(&t::round_text(s.round, s.phase, lang)).close("span");
        h.open("span", "save-date").id("save-date").end();
        h.text(P::LastPlayed.text(lang))
            .text(": ")
            .text(&date(s.last_played_ms))
            .close("span");
        h.open("ul", "save-players")
            .id("save-players")
            .attr("aria-label", P::Players.text(lang))
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
        h.text(P::Damaged.text(lang))
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
        h.el("span", "sv-hidden", P::NewNameLabel.text(lang));
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
            .text(P::Save.text(lang))
            .close("button");
        h.button(
            "sv-btn",
            "rename-cancel",
            SavesAct::RenameCancel,
            P::Cancel.text(lang),
        );
        h.close("form");
    }

    // An unfinished game's file holds the seed: whoever reads it knows the dice to come.
    let unfinished = game
        .summary
        .as_ref()
        .is_some_and(|s| s.phase != crate::rules::Phase::Over);
    h.open("div", "save-actions").end();
    if ok {
        h.button(
            "sv-btn sv-primary",
            "save-continue",
            SavesAct::Continue(game.id.clone()),
            P::Resume.text(lang),
        );
        // A finished game's Rivedi is on its final table (Continua opens it).
        if unfinished {
            h.button(
                "sv-btn",
                "save-replay",
                SavesAct::Replay(game.id.clone()),
                P::Replay.text(lang),
            );
        }
        h.button(
            "sv-btn",
            "save-rename",
            SavesAct::Rename(game.id.clone()),
            P::Rename.text(lang),
        );
        h.button(
            "sv-btn",
            "save-duplicate",
            SavesAct::Duplicate(game.id.clone()),
            P::Duplicate.text(lang),
        );
    }
    h.button(
        "sv-btn",
        "save-export",
        SavesAct::Export(game.id.clone()),
        P::Export.text(lang),
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
        P::Delete.text(lang),
    );
    h.close("div").close("li");
}

/// The saved-games screen (each act names the game by its id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavesAct {
    Continue(String),
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
