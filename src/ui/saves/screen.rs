//! The saved games: name, rules, players, round, last move; continue, rename, duplicate,
//! export, delete (after a confirmation); import a file. Damaged saves are listed with
//! what is wrong, and can be exported or deleted only.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::{self as t, S};
use super::{action_reason, config_of, files, new_game_id, use_saves, Saves};
use crate::rules::{Color, PresetId};
use crate::storage::library::{clean_name, export_file_name};
use crate::storage::save::{MAX_NAME_CHARS, MAX_SAVE_BYTES};
use crate::storage::{LibraryError, Listed, SaveError};
use crate::ui::app::use_nav;
use crate::ui::game_ctx::now_ms;
use crate::ui::i18n::Lang;

/// A message under the toolbar: (is it good news, text).
type Message = Option<(bool, String)>;

fn preset_label(p: PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
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

fn color_class(c: Color) -> String {
    format!("save-swatch color-{}", c.key())
}

/// The name of a copy: "<name> (copia)", shortened to fit.
fn copy_name(name: &str, lang: Lang) -> String {
    let suffix = S::CopySuffix.text(lang);
    let room = MAX_NAME_CHARS - suffix.chars().count() - 1;
    let base: String = name.chars().take(room).collect();
    format!("{} {suffix}", base.trim_end())
}

fn explain(e: &LibraryError, lang: Lang) -> String {
    t::library_error(e, lang, &action_reason(lang, None))
}

/// The saved-games screen.
#[component]
pub fn SavedGames() -> impl IntoView {
    let saves = use_saves();
    let lang = move || saves.lang();
    let message: RwSignal<Message> = RwSignal::new(None);
    let renaming: RwSignal<Option<String>> = RwSignal::new(None);
    let deleting: RwSignal<Option<(String, String)>> = RwSignal::new(None);

    let list = move || {
        saves.revision();
        saves.library().and_then(|l| l.list())
    };

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        // Pick the same file again later: forget this choice.
        input.set_value("");
        let lang = saves.lang.get_untracked();
        let nothing = S::NothingChanged.text(lang);
        if file.size() > MAX_SAVE_BYTES as f64 {
            let e = SaveError::TooLarge {
                bytes: file.size() as usize,
                max: MAX_SAVE_BYTES,
            };
            message.set(Some((
                false,
                format!("{} {nothing}", explain(&LibraryError::Save(e), lang)),
            )));
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
            match result {
                Ok(session) => {
                    message.set(Some((true, t::imported(&session.meta().name, lang))));
                    saves.touch();
                }
                Err(e) => {
                    let why = t::library_error(&e, lang, &action_reason(lang, config));
                    message.set(Some((false, format!("{why} {nothing}"))));
                }
            }
        });
    };

    view! {
        <section class="saves" data-testid="saves">
            <div class="saves-toolbar">
                <label class="sv-btn saves-import" data-testid="import-label">
                    {move || S::Import.text(lang())}
                    <input
                        type="file"
                        class="sv-hidden"
                        accept=".json,application/json"
                        data-testid="import-file"
                        on:change=on_import
                    />
                </label>
            </div>
            {move || message.get().map(|(good, text)| view! {
                <p class=if good { "saves-message good" } else { "saves-message bad" } data-testid="saves-message" data-good=good.to_string() role="status">
                    {text}
                </p>
            })}
            {move || match list() {
                Err(e) => view! {
                    <p class="saves-empty" data-testid="saves-unavailable">{t::store_error(&e, lang())}</p>
                }.into_any(),
                Ok(games) if games.is_empty() => view! {
                    <p class="saves-empty" data-testid="saves-empty">{S::NoSaves.text(lang())}</p>
                }.into_any(),
                Ok(games) => view! {
                    <ul class="saves-list" data-testid="saves-list">
                        {games.into_iter().map(|g| row(saves, g, message, renaming, deleting)).collect_view()}
                    </ul>
                }.into_any(),
            }}
            {move || deleting.get().map(|(id, name)| {
                let text = t::confirm_delete(&name, lang());
                view! {
                    <div class="sv-backdrop" data-testid="confirm-delete">
                        <div class="sv-dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-delete-title">
                            <h2 id="confirm-delete-title">{move || S::ConfirmDeleteTitle.text(lang())}</h2>
                            <p>{text}</p>
                            <div class="sv-dialog-actions">
                                <button class="sv-btn" data-testid="delete-cancel" on:click=move |_| deleting.set(None)>
                                    {move || S::Cancel.text(lang())}
                                </button>
                                <button
                                    class="sv-btn sv-danger"
                                    data-testid="delete-confirm"
                                    on:click=move |_| {
                                        deleting.set(None);
                                        delete(saves, &id, message);
                                    }
                                >
                                    {move || S::Delete.text(lang())}
                                </button>
                            </div>
                        </div>
                    </div>
                }
            })}
        </section>
    }
}

fn delete(saves: Saves, id: &str, message: RwSignal<Message>) {
    let lang = saves.lang.get_untracked();
    // The game on the table goes too (it would be saved again at the next move).
    if saves.active().with_session_untracked(|s| s.meta().id == id) == Some(true) {
        saves.active().set(None);
    }
    match saves
        .library()
        .map_err(LibraryError::Store)
        .and_then(|mut l| l.delete(id))
    {
        Ok(()) | Err(LibraryError::IndexNotUpdated(_)) => message.set(None),
        Err(e) => message.set(Some((false, explain(&e, lang)))),
    }
    saves.touch();
}

fn row(
    saves: Saves,
    game: Listed,
    message: RwSignal<Message>,
    renaming: RwSignal<Option<String>>,
    deleting: RwSignal<Option<(String, String)>>,
) -> impl IntoView {
    let nav = use_nav();
    let lang = move || saves.lang();
    let id = game.id.clone();
    let name = game.name().to_owned();
    let ok = game.status.is_ok();
    let damage = game.status.clone().err();
    // The damaged game's settings, to name its players when a move is refused.
    let damaged_config = damage
        .is_some()
        .then(|| {
            saves
                .library()
                .ok()
                .and_then(|l| l.raw(&game.id).ok())
                .and_then(|t| config_of(&t))
        })
        .flatten();
    let summary = game.summary.clone();

    let details = summary.map(|s| {
        let players = s
            .players
            .iter()
            .map(|p| {
                view! {
                    <li class="save-player" data-color=p.color.key()>
                        <span class=color_class(p.color) aria-hidden="true"></span>
                        {p.name.clone()}
                    </li>
                }
            })
            .collect_view();
        let (round, phase, last) = (s.round, s.phase, s.last_played_ms);
        view! {
            <span class="save-preset" data-testid="save-preset">{preset_label(s.preset)}</span>
            <span class="save-round" data-testid="save-round">{move || t::round_text(round, phase, lang())}</span>
            <span class="save-date" data-testid="save-date">
                {move || format!("{}: {}", S::LastPlayed.text(lang()), date_text(last, lang()))}
            </span>
            <ul class="save-players" data-testid="save-players" aria-label=move || S::Players.text(lang())>
                {players}
            </ul>
        }
    });

    let (id_c, name_c) = (id.clone(), name.clone());
    let on_continue =
        move |_| saves.continue_game(&id_c, &name_c, false, move || super::show_game(nav));
    let id_r = id.clone();
    let (id_d, name_d) = (id.clone(), name.clone());
    let on_duplicate = move |_| {
        let lang = saves.lang.get_untracked();
        let result = saves
            .library()
            .map_err(LibraryError::Store)
            .and_then(|mut l| {
                l.duplicate(&id_d, &new_game_id(), &copy_name(&name_d, lang), now_ms())
            });
        match result {
            Ok(_) => message.set(None),
            Err(e) => message.set(Some((false, explain(&e, lang)))),
        }
        saves.touch();
    };
    let (id_x, name_x) = (id.clone(), name.clone());
    let on_export = move |_| {
        let lang = saves.lang.get_untracked();
        match saves
            .library()
            .map_err(LibraryError::Store)
            .and_then(|l| l.raw(&id_x))
        {
            Ok(text) => {
                if files::download(&export_file_name(&name_x), &text).is_err() {
                    message.set(Some((
                        false,
                        t::store_error(&crate::storage::StoreError::Other("download".into()), lang),
                    )));
                }
            }
            Err(e) => message.set(Some((false, explain(&e, lang)))),
        }
    };
    let (id_del, name_del) = (id.clone(), name.clone());
    let is_renaming = {
        let id = id.clone();
        move || renaming.get().as_deref() == Some(id.as_str())
    };
    let rename_form = {
        let (id, name) = (id.clone(), name.clone());
        move || {
            let (id, name) = (id.clone(), name.clone());
            let input = NodeRef::<leptos::html::Input>::new();
            let submit = move |ev: leptos::ev::SubmitEvent| {
                ev.prevent_default();
                let lang = saves.lang.get_untracked();
                let value = input.get().map(|i| i.value()).unwrap_or_default();
                let result = clean_name(&value).and_then(|n| {
                    saves
                        .library()
                        .map_err(LibraryError::Store)
                        .and_then(|mut l| l.rename(&id, &n))
                });
                match result {
                    Ok(()) | Err(LibraryError::IndexNotUpdated(_)) => {
                        renaming.set(None);
                        message.set(None);
                    }
                    Err(e) => message.set(Some((false, explain(&e, lang)))),
                }
                saves.touch();
            };
            view! {
                <form class="rename-form" data-testid="rename-form" on:submit=submit>
                    <label>
                        <span class="sv-hidden">{move || S::NewNameLabel.text(lang())}</span>
                        <input
                            node_ref=input
                            type="text"
                            data-testid="rename-input"
                            maxlength=MAX_NAME_CHARS.to_string()
                            value=name
                            autofocus=true
                        />
                    </label>
                    <button type="submit" class="sv-btn sv-primary" data-testid="rename-ok">{move || S::Save.text(lang())}</button>
                    <button type="button" class="sv-btn" data-testid="rename-cancel" on:click=move |_| renaming.set(None)>
                        {move || S::Cancel.text(lang())}
                    </button>
                </form>
            }
        }
    };

    view! {
        <li class="save-row" data-testid="save-row" data-save-id=id.clone() data-status=if ok { "ok" } else { "damaged" }>
            <div class="save-main">
                <span class="save-name" data-testid="save-name">{name.clone()}</span>
                {details}
                {damage.map(|e| view! {
                    <p class="save-damage" data-testid="save-damage">
                        {move || format!("{}: {}", S::Damaged.text(lang()), t::save_error(&e, lang(), &action_reason(lang(), damaged_config.clone())))}
                    </p>
                })}
            </div>
            <Show when=is_renaming.clone() fallback=move || ()>
                {rename_form.clone()}
            </Show>
            <div class="save-actions">
                <Show when=move || ok>
                    <button class="sv-btn sv-primary" data-testid="save-continue" on:click=on_continue.clone()>
                        {move || S::Continue.text(lang())}
                    </button>
                    <button class="sv-btn" data-testid="save-rename" on:click={
                        let id = id_r.clone();
                        move |_| renaming.set(Some(id.clone()))
                    }>
                        {move || S::Rename.text(lang())}
                    </button>
                    <button class="sv-btn" data-testid="save-duplicate" on:click=on_duplicate.clone()>
                        {move || S::Duplicate.text(lang())}
                    </button>
                </Show>
                <button class="sv-btn" data-testid="save-export" on:click=on_export>
                    {move || S::Export.text(lang())}
                </button>
                <button class="sv-btn sv-danger" data-testid="save-delete" on:click=move |_| deleting.set(Some((id_del.clone(), name_del.clone())))>
                    {move || S::Delete.text(lang())}
                </button>
            </div>
        </li>
    }
}
