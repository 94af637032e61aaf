//! The saved games: name, rules, players, round, last move; continue, rename, duplicate,
//! export, delete (after a confirmation); import a file. Damaged saves are listed with
//! what is wrong, and can be exported or deleted only.
//!
//! Written as an HTML string ([`crate::ui::html`]) with one delegated listener per kind
//! of event, like the game screens: a `view!` per row would cost tens of KB of wasm.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::{self as t, S};
use super::{action_reason, config_of, files, new_game_id, use_saves, Saves};
use crate::present::act::{Act, SavesAct};
use crate::rules::PresetId;
use crate::storage::library::{clean_name, export_file_name};
use crate::storage::save::{self, MAX_NAME_CHARS, MAX_SAVE_BYTES};
use crate::storage::{LibraryError, Listed, SaveError, StoreError};
use crate::ui::app::use_nav;
use crate::ui::game_ctx::now_ms;
use crate::ui::html::{acting, region, H};
use crate::ui::i18n::Lang;

/// What the screen shows besides the list.
#[derive(Clone, Debug, Default, PartialEq)]
struct Ui {
    /// A message under the toolbar: (good news?, text).
    message: Option<(bool, String)>,
    /// The game being renamed.
    renaming: Option<String>,
    /// The game whose deletion awaits confirmation: (id, name).
    deleting: Option<(String, String)>,
}

fn preset_label(p: PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
        PresetId::Online => "RisiKo! Online",
        PresetId::Club => "Club",
    }
}

fn date_text(ms: u64, lang: Lang) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let locale = match lang {
        Lang::It => "it-IT",
        Lang::En => "en-GB",
    };
    let options = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&options, &k.into(), &v.into());
    }
    String::from(date.to_locale_string(locale, &options))
}

/// The name of a copy: "<name> (copia)", shortened to fit, numbered if taken.
pub fn copy_name(name: &str, lang: Lang) -> String {
    let suffix = S::CopySuffix.text(lang);
    let room = MAX_NAME_CHARS - suffix.chars().count() - 1;
    let base: String = name.chars().take(room).collect();
    crate::ui::game_ctx::unused_name(&format!("{} {suffix}", base.trim_end()))
}

fn explain(e: &LibraryError, lang: Lang, config: Option<crate::rules::GameConfig>) -> String {
    t::library_error(e, lang, &action_reason(lang, config))
}

/// The whole screen as HTML.
fn render(saves: Saves, ui: &Ui, lang: Lang) -> String {
    let mut h = H::new();
    h.open("div", "saves-toolbar").end();
    // The file input inside its label: a tap on the label opens the file picker.
    h.open("label", "sv-btn saves-import")
        .id("import-label")
        .end();
    h.text(S::Import.text(lang));
    h.open("input", "sv-hidden")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .id("import-file")
        .end();
    h.close("label").close("div");

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

    match saves
        .library()
        .and_then(|l| l.list())
        .map(|_| saves.list().unwrap_or_default())
    {
        Err(e) => {
            h.open("p", "saves-empty").id("saves-unavailable").end();
            h.text(&t::store_error(&e, lang)).close("p");
        }
        Ok(games) if games.is_empty() => {
            h.open("p", "saves-empty").id("saves-empty").end();
            h.text(S::NoSaves.text(lang)).close("p");
        }
        Ok(games) => {
            h.open("ul", "saves-list").id("saves-list").end();
            for g in &games {
                row(&mut h, saves, g, ui, lang);
            }
            h.close("ul");
        }
    }

    if let Some((id, name)) = &ui.deleting {
        h.open("div", "sv-backdrop").id("confirm-delete").end();
        h.open("div", "sv-dialog")
            .attr("role", "alertdialog")
            .attr("aria-modal", "true")
            .attr("aria-labelledby", "confirm-delete-title")
            .end();
        h.open("h2", "").attr("id", "confirm-delete-title").end();
        h.text(S::ConfirmDeleteTitle.text(lang)).close("h2");
        h.el("p", "", &t::confirm_delete(name, lang));
        h.open("div", "sv-dialog-actions").end();
        h.open("button", "sv-btn")
            .attr("type", "button")
            .act(SavesAct::DeleteCancel)
            .id("delete-cancel")
            .raw(" data-autofocus>")
            .text(S::Cancel.text(lang))
            .close("button");
        h.open("button", "sv-btn sv-danger")
            .attr("type", "button")
            .act(SavesAct::DeleteConfirm(id.clone()))
            .id("delete-confirm")
            .end()
            .text(S::Delete.text(lang))
            .close("button");
        h.close("div").close("div").close("div");
    }
    h.into_string()
}

fn row(h: &mut H, saves: Saves, game: &Listed, ui: &Ui, lang: Lang) {
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
        h.text(S::LastPlayed.text(lang))
            .text(": ")
            .text(&date_text(s.last_played_ms, lang))
            .close("span");
        h.open("ul", "save-players")
            .id("save-players")
            .attr("aria-label", S::Players.text(lang))
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
        let config = saves
            .library()
            .ok()
            .and_then(|l| l.raw(&game.id).ok())
            .and_then(|t| config_of(&t));
        h.open("p", "save-damage").id("save-damage").end();
        h.text(S::Damaged.text(lang))
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
        h.el("span", "sv-hidden", S::NewNameLabel.text(lang));
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
            .text(S::Save.text(lang))
            .close("button");
        h.button(
            "sv-btn",
            "rename-cancel",
            SavesAct::RenameCancel,
            S::Cancel.text(lang),
        );
        h.close("form");
    }

    h.open("div", "save-actions").end();
    if ok {
        h.button(
            "sv-btn sv-primary",
            "save-continue",
            SavesAct::Continue(game.id.clone()),
            S::Continue.text(lang),
        );
        h.button(
            "sv-btn",
            "save-rename",
            SavesAct::Rename(game.id.clone()),
            S::Rename.text(lang),
        );
        h.button(
            "sv-btn",
            "save-duplicate",
            SavesAct::Duplicate(game.id.clone()),
            S::Duplicate.text(lang),
        );
    }
    h.button(
        "sv-btn",
        "save-export",
        SavesAct::Export(game.id.clone()),
        S::Export.text(lang),
    );
    // An unfinished game's file holds the seed: whoever reads it knows the dice to come.
    if game
        .summary
        .as_ref()
        .is_some_and(|s| s.phase != crate::rules::Phase::Over)
    {
        h.open("span", "save-reveals").id("save-reveals").end();
        h.text(crate::present::i18n_play::pick(
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
        S::Delete.text(lang),
    );
    h.close("div").close("li");
}

/// The name a game is listed under (for messages).
fn name_of(saves: Saves, id: &str) -> String {
    saves
        .library()
        .ok()
        .and_then(|l| l.list().ok())
        .and_then(|list| list.into_iter().find(|g| g.id == id))
        .map_or_else(|| id.to_owned(), |g| g.name().to_owned())
}

/// The saved-games screen.
#[component]
pub fn SavedGames() -> impl IntoView {
    let saves = use_saves();
    let nav = use_nav();
    let ui = RwSignal::new(Ui::default());
    let node = NodeRef::new();
    // Autofocus: the rename field and the delete question take the focus when they open.
    region(
        node,
        true,
        Box::new(move || {
            saves.revision();
            ui.with(|u| render(saves, u, saves.lang()))
        }),
    );
    let lang = move || saves.lang.get_untracked();
    let fail = move |e: &LibraryError| {
        let text = explain(e, lang(), None);
        ui.update(|u| u.message = Some((false, text)));
    };

    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(Act::Saves(act)) = acting(e.target()) else {
            return;
        };
        match act {
            SavesAct::Continue(id) => {
                let name = name_of(saves, &id);
                saves.continue_game(&id, &name, false, move || super::show_game(nav));
            }
            SavesAct::Rename(id) => ui.update(|u| u.renaming = Some(id)),
            SavesAct::RenameCancel => ui.update(|u| u.renaming = None),
            SavesAct::Duplicate(id) => {
                let name = copy_name(&name_of(saves, &id), lang());
                let result = saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| l.duplicate(&id, &new_game_id(), &name, now_ms()));
                match result {
                    Ok(_) => ui.update(|u| u.message = None),
                    Err(e) => fail(&e),
                }
                saves.touch();
            }
            SavesAct::Export(id) => {
                let name = name_of(saves, &id);
                // The game in memory, if it is this one: the store may lag behind it.
                let live = saves
                    .active()
                    .with_session_untracked(|s| {
                        (s.meta().id == id).then(|| save::encode(s.parts()))
                    })
                    .flatten();
                match live.map(Ok).unwrap_or_else(|| {
                    saves
                        .library()
                        .map_err(LibraryError::Store)
                        .and_then(|l| l.raw(&id))
                }) {
                    Ok(text) => {
                        if files::download(&export_file_name(&name), &text).is_err() {
                            fail(&LibraryError::Store(StoreError::Other("download".into())));
                        }
                    }
                    Err(e) => fail(&e),
                }
            }
            SavesAct::Delete(id) => {
                let name = name_of(saves, &id);
                ui.update(|u| u.deleting = Some((id, name)));
            }
            SavesAct::DeleteCancel => ui.update(|u| u.deleting = None),
            SavesAct::DeleteConfirm(id) => {
                ui.update(|u| u.deleting = None);
                // The game on the table goes too (it would be saved again at the next move).
                if saves.active().with_session_untracked(|s| s.meta().id == id) == Some(true) {
                    saves.active().set(None);
                }
                match saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| l.delete(&id))
                {
                    Ok(()) | Err(LibraryError::IndexNotUpdated(_)) => {
                        super::journal::remove(&id);
                        ui.update(|u| u.message = None)
                    }
                    Err(e) => fail(&e),
                }
                // Room made: what a full storage refused is written now.
                saves.retry();
                saves.touch();
            }
        }
    };

    let on_submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let Some(form) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let id = form.get_attribute("data-id").unwrap_or_default();
        let value = form
            .query_selector("input")
            .ok()
            .flatten()
            .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
            .map(|i| i.value())
            .unwrap_or_default();
        let result = clean_name(&value).and_then(|n| {
            // The game on the table is renamed there: its autosave writes the new name
            // (renaming only the stored save would be undone by the next move).
            let active = saves.active();
            match active.session_untracked().filter(|s| s.meta().id == id) {
                Some(mut session) => {
                    session.rename(n);
                    active.set(Some(session));
                    Ok(())
                }
                None => saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| l.rename(&id, &n)),
            }
        });
        match result {
            Ok(()) | Err(LibraryError::IndexNotUpdated(_)) => ui.update(|u| {
                u.renaming = None;
                u.message = None;
            }),
            Err(e) => fail(&e),
        }
        saves.touch();
    };

    let on_change = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .filter(|i| i.type_() == "file")
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        // Pick the same file again later: forget this choice.
        input.set_value("");
        let lang = lang();
        let nothing = S::NothingChanged.text(lang);
        if file.size() > MAX_SAVE_BYTES as f64 {
            let e = LibraryError::Save(SaveError::TooLarge {
                bytes: file.size() as usize,
                max: MAX_SAVE_BYTES,
            });
            let text = format!("{} {nothing}", explain(&e, lang, None));
            ui.update(|u| u.message = Some((false, text)));
            return;
        }
        leptos::task::spawn_local(async move {
            let (result, config) = match files::read_text(file).await {
                Ok(text) => (
                    saves
                        .library()
                        .map_err(LibraryError::Store)
                        .and_then(|mut l| {
                            l.import(&text, &new_game_id(), now_ms(), S::ImportedName.text(lang))
                        }),
                    config_of(&text),
                ),
                Err(_) => (Err(LibraryError::Save(SaveError::NotJson)), None),
            };
            let message = match result {
                Ok(session) => (true, t::imported(&session.meta().name, lang)),
                Err(e) => (false, format!("{} {nothing}", explain(&e, lang, config))),
            };
            ui.update(|u| u.message = Some(message));
            saves.touch();
        });
    };

    view! {
        <div
            class="saves"
            data-testid="saves"
            node_ref=node
            on:click=on_click
            on:submit=on_submit
            on:change=on_change
        ></div>
    }
}
