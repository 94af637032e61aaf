//! The saved games: name, rules, players, round, last move; continue, rename, duplicate,
//! export, delete (after a confirmation, with an undo); import a file, asking first
//! when its game is saved already (replace it, or keep both). Damaged saves are listed
//! with what is wrong, and can be exported or deleted only. A game still being played
//! can be looked back at ("Rivedi"): its map at any step with the public log's lines,
//! read from its save without opening the game (no lock, nothing written).
//!
//! Written as an HTML string ([`crate::ui::html`]) with one delegated listener per kind
//! of event, like the game screens: a `view!` per row would cost tens of KB of wasm.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::{files, new_game_id, use_saves, Saves};
use crate::present::act::{Act, PlayAct};
use crate::present::i18n_app::AppText;
use crate::present::i18n_saves as t;
use crate::present::play::board_view;
use crate::present::replay_view;
use crate::present::saves::{
    apply, config_of, explain, imported, oversized, page, picked, renamed, update, Done, Picked,
    SavesUi as Ui, Then,
};
use crate::storage::library::{clean_name, export_file_name};
use crate::storage::save;
use crate::storage::{LibraryError, StoreError};
use crate::ui::app::use_nav;
use crate::ui::board::Board;
use crate::ui::game_ctx::now_ms;
use crate::ui::html::{acting, region, Html, Markup};
use crate::ui::i18n::Lang;
use crate::ui::play::replay;

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

/// The whole screen as HTML: the replay of a game still being played, or the list.
fn render(saves: Saves, ui: &Ui, lang: Lang) -> Markup {
    if let Some(step) = ui.replaying {
        let mut h = Html::new();
        // The map's owners' patterns, then the bar beside the map (the component's).
        crate::present::colors::write_pattern_defs(&mut h);
        replay::with_open(|r| {
            let step = step as usize;
            replay_view::bar(&mut h, r, step, &r.game_at(step), lang, true);
        });
        return Markup::of(h);
    }
    let games = saves
        .library()
        .and_then(|l| l.list())
        .map(|_| saves.list().unwrap_or_default());
    let damaged_config = |id: &str| {
        saves
            .library()
            .ok()
            .and_then(|l| l.raw(id).ok())
            .and_then(|t| config_of(&t))
    };
    page(&games, ui, lang, &|ms| date_text(ms, lang), &damaged_config)
}

/// The screen after an effect's outcome ([`settle`]).
fn done(ui: RwSignal<Ui>, done: Done) {
    ui.update(|u| apply(u, done));
}

/// Stores an imported file: in place of saved game `over`, or as a new game (its name
/// followed by `suffix` if given); says how it went.
fn import_text(
    saves: Saves,
    ui: RwSignal<Ui>,
    text: &str,
    over: Option<&str>,
    suffix: Option<&str>,
) {
    let lang = saves.lang.get_untracked();
    if let Some(id) = over {
        // The game on the table and its journal copy would bring the old moves back.
        if saves.active().with_session_untracked(|s| s.meta().id == id) == Some(true) {
            saves.active().set(None);
        }
        super::journal::remove(id);
    }
    let result = saves
        .library()
        .map_err(LibraryError::Store)
        .and_then(|mut l| {
            let id = over.map_or_else(new_game_id, str::to_owned);
            l.import(
                text,
                &id,
                now_ms(),
                AppText::ImportedName.text(lang),
                suffix,
            )
        });
    let name = result.as_ref().map(|s| s.meta().name.as_str());
    done(ui, imported(name, text, lang));
    saves.touch();
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
    let ui = RwSignal::new(Ui {
        backup_age: Some(super::backup::age()),
        ..Ui::default()
    });
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
    // Games whose save vanished since the list was last read are named once.
    saves.report_vanished();
    let lang = move || saves.lang.get_untracked();
    let fail = move |e: &LibraryError| done(ui, Done::Failed(explain(e, lang(), None)));

    let on_click = move |e: leptos::ev::MouseEvent| {
        let Some(act) = acting(e.target()) else {
            return;
        };
        let mut then = Then::Nothing;
        ui.maybe_update(|u| {
            let (changed, t) = update(u, act, &|id| name_of(saves, id));
            then = t;
            changed
        });
        match then {
            Then::Nothing => {}
            Then::Continue(id) => {
                let name = name_of(saves, &id);
                saves.continue_game(&id, &name, false, move || super::show_game(nav));
            }
            Then::Review(id) => {
                let name = name_of(saves, &id);
                crate::ui::play::controller::open_in_replay();
                saves.continue_game(&id, &name, false, move || super::show_game(nav));
            }
            Then::Duplicate(id) => {
                let name = name_of(saves, &id);
                let suffix = AppText::CopySuffix.text(lang());
                let result = saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| {
                        let name = l.copy_name(&name, suffix);
                        l.duplicate(&id, &new_game_id(), &name, now_ms())
                    });
                match result {
                    Ok(_) => done(ui, Done::Cleared),
                    Err(e) => fail(&e),
                }
                saves.touch();
            }
            Then::Export(id) => {
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
            Then::Delete(id) => {
                // The game on the table goes too (it would be saved again at the next move).
                if saves.active().with_session_untracked(|s| s.meta().id == id) == Some(true) {
                    saves.active().set(None);
                }
                match saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| l.delete(&id))
                {
                    Ok(d) => {
                        super::journal::remove(&id);
                        done(ui, Done::Deleted(d));
                    }
                    Err(e) => fail(&e),
                }
                // Room made: what a full storage refused is written now.
                saves.retry();
                saves.touch();
            }
            Then::Undelete(d) => {
                match saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|mut l| l.undelete(&d))
                {
                    Ok(()) => done(ui, Done::Cleared),
                    Err(e) => fail(&e),
                }
                saves.touch();
            }
            // Its last saved action, read without opening the game: no lock taken,
            // nothing written, the game on the table (if any) left alone.
            Then::Replay(id) => match saves
                .library()
                .map_err(LibraryError::Store)
                .and_then(|l| l.load(&id))
            {
                // Shown as it stands (the last step); the player steps back from there.
                Ok(s) => {
                    replay::open(&id, s.parts());
                    done(ui, Done::Replaying(s.parts().actions.len() as u32));
                }
                // Damaged since the list was read: said so, nothing changes.
                Err(e) => fail(&e),
            },
            Then::BackupAll => {
                let message =
                    super::backup::download(saves).map_or_else(|t| (false, t), |t| (true, t));
                done(ui, Done::BackedUp(message, super::backup::age()));
            }
            // Said once the restored games are durable in the journal.
            Then::Restore(r) => leptos::task::spawn_local(async move {
                done(ui, super::backup::restore(saves, r).await);
            }),
            Then::Import { text, over } => {
                let suffix = over.is_none().then(|| AppText::ImportedSuffix.text(lang()));
                import_text(saves, ui, &text, over.as_deref(), suffix);
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
        done(ui, renamed(result, lang()));
        saves.touch();
    };

    let on_change = move |e: leptos::ev::Event| {
        // The replay's slider, once released: the one input whose value is a number (the
        // file's is a path; a number typed as a new name changes nothing here, the
        // replay being closed while renaming).
        if let Some(n) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .and_then(|i| i.value().parse().ok())
        {
            let act = Act::Play(PlayAct::ReplayAt(n));
            return ui.maybe_update(|u| update(u, act, &|id| id.to_owned()).0);
        }
        let Some(file) = files::picked(e.target()) else {
            return;
        };
        let lang = lang();
        if let Some(no) = oversized(file.size() as usize, lang) {
            return done(ui, no);
        }
        leptos::task::spawn_local(async move {
            let text = files::read_text(file).await.unwrap_or_default();
            let check = |text: &str| {
                saves
                    .library()
                    .map_err(LibraryError::Store)
                    .and_then(|l| l.import_check(text))
            };
            match picked(&text, lang, &check) {
                // A backup of everything: what it adds or replaces, then the player chooses.
                Picked::Backup => {
                    let read = super::backup::read(&text, lang);
                    done(ui, read.map_or_else(Done::Failed, Done::Restoring));
                }
                Picked::New => import_text(saves, ui, &text, None, None),
                Picked::Told(told) => done(ui, told),
            }
        });
    };

    // "Rivedi": the map at the step shown, beside the bar; under the list it is hidden
    // (play.css). One `Board` always there costs less wasm than one mounted on demand.
    let board = Signal::derive(move || {
        let step = ui.with(|u| u.replaying);
        step.and_then(|k| replay::with_open(|r| board_view(&r.game_at(k as usize), None)))
            .unwrap_or_default()
    });

    view! {
        <div
            class="saves"
            data-testid="saves"
            on:click=on_click
            on:submit=on_submit
            on:change=on_change
        >
            <Board view=board on_select=Callback::new(|_| ()) cover=true/>
            <div class="saves-body" node_ref=node></div>
            {move || {
                saves.persisted.get().map(|kept| {
                    view! {
                        <p class="hint saves-persist" data-testid="saves-persist" data-persisted=kept.to_string()>
                            {t::persistence(kept, saves.lang.get())}
                        </p>
                    }
                })
            }}
        </div>
    }
}
