//! Home: big buttons to every part of the app, written as an HTML string whose buttons
//! carry their [`HomeAct`] (clicks are read by `ui::screens::home`): as a `view!` it cost
//! about 2.5 KB of gzipped wasm. Also the top bar of every screen ([`header`]). Both are
//! written into index.html at build time as well ([`super::prerender`]), so that Home
//! shows before the app's wasm has arrived.

use super::act::ShellAct;
use super::html::Html;
use super::html::Markup;
use super::i18n_app::AppText;
use super::lang::Lang;
use super::screen::Screen;
use crate::storage::Summary;

/// The menu's buttons after "new game" and "continue": screen, text, testid.
const ENTRIES: [(Screen, AppText, &str); 5] = [
    (Screen::NewGame, AppText::NewGame, "home-new-game"),
    (Screen::Saves, AppText::SavedGames, "home-saves"),
    (Screen::Explore, AppText::Explore, "home-explore"),
    (Screen::Rules, AppText::Rules, "home-rules"),
    (Screen::About, AppText::About, "home-about"),
];

/// What follows an act of Home, for `ui::screens::home` to do (Home has no state of its
/// own: its notes are redrawn after [`Then::Backup`] and [`Then::Dismiss`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Nothing,
    /// Open this screen.
    Go(Screen),
    /// Open the game played last (`id`, `name`); `replay`: it is over, it opens on
    /// "Rivedi".
    Continue {
        id: String,
        name: String,
        replay: bool,
    },
    /// One tap: a new game against the computer, with the last such game's settings.
    VsComputer,
    /// The new-game form, filled with those settings.
    VsComputerChange,
    /// Download a backup of everything now.
    Backup,
    /// Put this note away for good.
    Dismiss(Note),
}

/// What `act` asks; `last` reads the game played last (only for "continue": a
/// "continue" for another game, listed when Home was drawn but gone since, does nothing).
pub fn reduce(last: &dyn Fn() -> Option<Summary>, act: HomeAct) -> Then {
    match act {
        HomeAct::Go(screen) => Then::Go(screen),
        HomeAct::Continue(id) => match last().filter(|l| l.id == id) {
            Some(l) => Then::Continue {
                id,
                name: l.name.clone(),
                replay: l.phase == crate::rules::Phase::Over,
            },
            None => Then::Nothing,
        },
        HomeAct::VsComputer => Then::VsComputer,
        HomeAct::VsComputerChange => Then::VsComputerChange,
        HomeAct::Backup => Then::Backup,
        HomeAct::Dismiss(note) => Then::Dismiss(note),
    }
}

/// Home's markup in `l`, with a "continue" button for `last`, the game played last, the
/// number of saved games on "Partite salvate" (`saved`: none drawn for 0; `None`, not known
/// yet, writes an empty badge, see [`super::prerender`]), and under "Gioca contro il
/// computer" the rules and levels it uses (`vs`, see [`super::bots::describe`]) with a
/// button to change them.
pub fn page(l: Lang, last: Option<&Summary>, saved: Option<usize>, vs: &str) -> Markup {
    let mut h = Html::new();
    write_page(&mut h, l, last, saved, vs);
    Markup::of(h)
}

/// Writes [`page`] into `h`.
pub fn write_page(h: &mut Html, l: Lang, last: Option<&Summary>, saved: Option<usize>, vs: &str) {
    h.open("div", "home-hero").end();
    h.el("p", "home-title", AppText::AppTitle.text(l));
    h.el("p", "home-tagline", AppText::Tagline.text(l));
    h.close("div");
    h.open("nav", "home-menu").end();
    for (k, &(screen, msg, testid)) in ENTRIES.iter().enumerate() {
        h.open("button", "big-button")
            .attr("type", "button")
            .act(HomeAct::Go(screen))
            .id(testid)
            .end()
            .text(msg.text(l));
        if screen == Screen::Saves && saved != Some(0) {
            let n = saved.map(|n| n.to_string()).unwrap_or_default();
            h.open("span", "home-count")
                .id("home-saves-count")
                .end()
                .text(&n)
                .close("span");
        }
        h.close("button");
        if k == 1 {
            // The tournament desk is its own page, with its own wasm (src/bin/desk.rs).
            h.open("a", "big-button")
                .attr("href", "torneo.html")
                .id("home-tournament")
                .end()
                .text(AppText::Tournament.text(l))
                .close("a");
        }
        if k == 0 {
            h.raw(r#"<div class="home-vs">"#);
            h.open("button", "big-button")
                .attr("type", "button")
                .act(HomeAct::VsComputer)
                .id("home-vs-computer")
                .end()
                .text(AppText::VsComputer.text(l));
            if !vs.is_empty() {
                h.open("span", "home-continue-name")
                    .id("home-vs-computer-settings")
                    .end()
                    .text(vs)
                    .close("span");
            }
            h.close("button");
            h.open("button", "big-button home-vs-change")
                .attr("type", "button")
                .act(HomeAct::VsComputerChange)
                .id("home-vs-computer-change")
                .end()
                .text(AppText::ChangeSettings.text(l))
                .close("button");
            h.raw("</div>");
            if let Some(last) = last {
                // A finished game is not continued: it is looked back at (issue 30).
                let over = last.phase == crate::rules::Phase::Over;
                h.open("button", "big-button")
                    .attr("type", "button")
                    .act(HomeAct::Continue(last.id.clone()))
                    .id(if over { "home-replay" } else { "home-continue" })
                    .attr("data-save-id", &last.id)
                    .end()
                    .text(
                        if over {
                            AppText::Replay
                        } else {
                            AppText::Resume
                        }
                        .text(l),
                    );
                h.open("span", "home-continue-name")
                    .id("home-continue-name")
                    .end()
                    .text(&last.name)
                    .close("span")
                    .close("button");
            }
        }
    }
    h.close("nav");
}

/// Home's quiet notes, under the menu (not in the first paint's copy): the backup
/// reminder (`reminder`: days since the last backup, `Some(None)` if never) and the hint
/// to add the app to the home screen (iOS Safari). Each can be put away.
pub fn notes(l: Lang, reminder: Option<Option<u64>>, home_screen: bool) -> Markup {
    use super::act::Note;
    use super::i18n_saves as t;
    let mut h = Html::new();
    if let Some(days) = reminder {
        h.open("div", "home-note")
            .id("backup-reminder")
            .attr("role", "note")
            .end();
        h.el("p", "", &t::backup_reminder(days, l));
        h.button(
            "big-button",
            "backup-now",
            HomeAct::Backup,
            t::backup_now(l),
        );
        h.button(
            "big-button",
            "backup-later",
            HomeAct::Dismiss(Note::Backup),
            t::not_now(l),
        );
        h.close("div");
    }
    if home_screen {
        h.open("div", "home-note")
            .id("home-screen-hint")
            .attr("role", "note")
            .end();
        h.el("p", "", t::home_screen_hint(l));
        h.button(
            "big-button",
            "home-screen-ok",
            HomeAct::Dismiss(Note::HomeScreen),
            t::understood(l),
        );
        h.close("div");
    }
    Markup::of(h)
}

/// The title of `screen`'s top bar (Home shows the app's name).
const fn title(screen: Screen) -> AppText {
    match screen {
        Screen::Home => AppText::AppTitle,
        Screen::NewGame => AppText::NewGame,
        Screen::Play => AppText::Play,
        Screen::Explore => AppText::Explore,
        Screen::Rules => AppText::Rules,
        Screen::About => AppText::About,
        Screen::Saves => AppText::SavedGames,
    }
}

/// What follows a tap on the top bar, for `ui::app::Header` to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShellThen {
    /// Show this screen.
    Go(Screen),
    /// Speak this language from now on, and remember the choice.
    Speak(Lang),
}

/// The top bar's reducer: it has no state of its own (the screen on show and the
/// language are the shell's).
pub fn shell(act: ShellAct) -> ShellThen {
    match act {
        ShellAct::Home => ShellThen::Go(Screen::Home),
        ShellAct::Lang(l) => ShellThen::Speak(l),
    }
}

/// The top bar's markup on `screen` in `l`: the home button (not on Home), the title, and
/// the two-button language switch IT / EN (written by `ui::app::Header`). As a `view!`
/// with `<Show>` and a button list it cost about 11 KB of gzipped wasm.
pub fn header(screen: Screen, l: Lang) -> Markup {
    let mut h = Html::new();
    write_header(&mut h, screen, l);
    Markup::of(h)
}

/// Writes [`header`] into `h`.
pub fn write_header(h: &mut Html, screen: Screen, l: Lang) {
    if screen != Screen::Home {
        let home = AppText::Home.text(l);
        h.open("button", "icon-button")
            .attr("type", "button")
            .act(ShellAct::Home)
            .id("nav-home")
            .attr("data-overlay", "")
            .attr("aria-label", home)
            .attr("title", home)
            .end()
            .raw(r#"<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.6"/></svg>"#)
            .close("button");
    }
    h.open("h1", "topbar-title")
        .id("screen-title")
        .end()
        .text(title(screen).text(l))
        .close("h1");
    h.open("div", "lang-switch")
        .attr("data-overlay", "")
        .attr("role", "group")
        .attr("aria-label", AppText::LanguageLabel.text(l))
        .end();
    for x in Lang::ALL {
        let code = x.code();
        h.open("button", "lang-button")
            .attr("type", "button")
            .act(ShellAct::Lang(x))
            .raw(" data-testid=\"lang-")
            .raw(code)
            .raw("\"")
            .attr("aria-pressed", if x == l { "true" } else { "false" })
            .end()
            .text(&code.to_ascii_uppercase())
            .close("button");
    }
    h.close("div");
}

/// The home screen's menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HomeAct {
    /// Open this screen.
    Go(Screen),
    /// Continue the game played last (its id).
    Continue(String),
    /// One tap: a new game against the computer, with the last such game's settings.
    VsComputer,
    /// The new-game form, filled with the settings "Gioca contro il computer" uses.
    VsComputerChange,
    /// Make a backup of everything now (the reminder's button).
    Backup,
    /// Put a quiet note away: the backup reminder, or the home-screen hint.
    Dismiss(Note),
}

/// Home's quiet notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// No backup for a while, games played since.
    Backup,
    /// Safari outside the installed app: add it to the home screen.
    HomeScreen,
}

impl Note {
    pub const ALL: [Note; 2] = [Note::Backup, Note::HomeScreen];

    pub const fn key(self) -> &'static str {
        match self {
            Note::Backup => "backup",
            Note::HomeScreen => "home-screen",
        }
    }
}

super::act::acts! { HomeAct {
    Go(Screen) = "go",
    Continue(String) = "continue",
    VsComputer = "vs-computer",
    VsComputerChange = "vs-computer-change",
    Backup = "home-backup",
    Dismiss(Note) = "dismiss",
}}

super::act::act_keys! { Note: key, |s: &str| Note::ALL.into_iter().find(|n| n.key() == s); }
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Phase, PresetId};

    fn last(phase: Phase) -> Summary {
        Summary {
            id: "g-1".into(),
            name: "Venerdì".into(),
            preset: PresetId::Classico,
            players: Vec::new(),
            round: 3,
            phase,
            created_ms: 0,
            last_played_ms: 0,
            actions: 40,
            elapsed_ms: 0,
            bytes: 0,
        }
    }

    /// What the top bar's buttons do, in the order they are drawn.
    fn top_bar(screen: Screen) -> Vec<ShellThen> {
        let html = header(screen, Lang::It).as_str().to_owned();
        html.split("data-act=\"")
            .skip(1)
            .map(|rest| {
                let act = &rest[..rest.find('"').unwrap()];
                match crate::present::act::Act::decode(act) {
                    Some(crate::present::act::Act::Shell(a)) => shell(a),
                    other => panic!("{act}: {other:?}"),
                }
            })
            .collect()
    }

    #[test]
    fn the_top_bar_goes_home_and_switches_the_language() {
        let switch = [ShellThen::Speak(Lang::It), ShellThen::Speak(Lang::En)];
        let mut away = vec![ShellThen::Go(Screen::Home)];
        away.extend(switch);
        assert_eq!(top_bar(Screen::Saves), away);
        assert_eq!(top_bar(Screen::Home), switch, "no way home from Home");
    }

    #[test]
    fn continue_opens_the_last_game_and_a_finished_one_on_rivedi() {
        let playing = last(Phase::Attack);
        assert_eq!(
            reduce(&|| Some(playing.clone()), HomeAct::Continue("g-1".into())),
            Then::Continue {
                id: "g-1".into(),
                name: "Venerdì".into(),
                replay: false
            }
        );
        let over = last(Phase::Over);
        assert!(matches!(
            reduce(&|| Some(over.clone()), HomeAct::Continue("g-1".into())),
            Then::Continue { replay: true, .. }
        ));
        assert_eq!(
            reduce(&|| Some(playing.clone()), HomeAct::Continue("g-2".into())),
            Then::Nothing,
            "another game than the last: nothing"
        );
        assert_eq!(
            reduce(&|| None, HomeAct::Continue("g-1".into())),
            Then::Nothing
        );
    }

    #[test]
    fn the_menu_and_the_notes_name_their_effect() {
        for (act, then) in [
            (HomeAct::Go(Screen::Rules), Then::Go(Screen::Rules)),
            (HomeAct::VsComputer, Then::VsComputer),
            (HomeAct::VsComputerChange, Then::VsComputerChange),
            (HomeAct::Backup, Then::Backup),
            (HomeAct::Dismiss(Note::Backup), Then::Dismiss(Note::Backup)),
            (
                HomeAct::Dismiss(Note::HomeScreen),
                Then::Dismiss(Note::HomeScreen),
            ),
        ] {
            assert_eq!(reduce(&|| None, act), then);
        }
    }
}
