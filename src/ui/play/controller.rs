//! The play screen's controller: [`PlayUi`] holds the screen's state and turns a tap on
//! the map ([`PlayUi::on_tap`], through [`crate::present::play::tap`]) or a button's act
//! ([`PlayUi::on_act`], one exhaustive match over [`PlayAct`]) into a change of that
//! state or an [`Action`] applied to the game.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::{tap, testa, Dialog, Tap, UiState, Why};
use crate::present::act::{Named, PlayAct};
use crate::present::bots::{is_computer, lone_person, Table};
use crate::present::play::{self, PlayBind, Then};
use crate::rules::board::TerritoryId;
use crate::rules::{Action, Event, Game, Phase, PlayerView, SeatId};
use crate::session::Session;
use crate::ui::game_ctx::{new_meta, new_seed, random_seed, ActiveGame};
use crate::ui::i18n::{use_lang, Lang};

thread_local! {
    /// The next play screen opens its finished game on "Rivedi" (Home's button).
    static OPEN_REPLAY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Opens the next play screen's finished game on "Rivedi", at its first step.
pub fn open_in_replay() {
    OPEN_REPLAY.with(|c| c.set(true));
}

/// Handle on the play screen's state (Copy; shared through the context).
#[derive(Copy, Clone)]
pub struct PlayUi {
    pub ag: ActiveGame,
    pub st: RwSignal<UiState>,
    /// The saved games, when the app shell installed them (component tests may not).
    pub saves: Option<crate::ui::saves::Saves>,
    pub nav: crate::ui::app::Nav,
    pub lang: RwSignal<Lang>,
    /// Computer turns: speed, thinking, skip ([`crate::ui::bots`]).
    pub bot: RwSignal<crate::ui::bots::BotUi>,
    /// The finished game's turning points ([`super::turning`]).
    pub turning: RwSignal<super::turning::Shown>,
}

/// The play state provided by [`Play`].
pub fn use_play() -> PlayUi {
    use_context::<PlayUi>().expect("PlayUi is provided by Play")
}

impl PlayUi {
    /// Creates the state for the game on the table and provides it.
    pub fn provide(ag: ActiveGame) -> PlayUi {
        let fresh =
            ag.with_table_untracked(|t| t.session().is_some() && t.actions() == 0) == Some(true);
        let mut st = UiState::new(fresh);
        st.sheet = drawer_stored();
        if OPEN_REPLAY.with(|c| c.replace(false))
            && ag.with_game_untracked(Game::phase) == Some(Phase::Over)
        {
            st.replay = Some(0);
        }
        let ui = PlayUi {
            ag,
            st: RwSignal::new(st),
            saves: use_context::<crate::ui::saves::Saves>(),
            nav: crate::ui::app::use_nav(),
            lang: use_lang(),
            bot: RwSignal::new(crate::ui::bots::new_bot_ui()),
            turning: RwSignal::new(super::turning::Shown::None),
        };
        provide_context(ui);
        ui
    }

    /// A copy of the state (reactive).
    pub fn state(self) -> UiState {
        self.st.get()
    }

    fn untracked(self) -> UiState {
        self.st.get_untracked()
    }

    /// Changes the state.
    pub fn set(self, f: impl FnOnce(&mut UiState)) {
        self.st.update(f);
    }

    /// The seat that must act (reactive).
    pub fn actor(self) -> Option<SeatId> {
        self.ag.with_game(Game::actor).flatten()
    }

    /// The phase (reactive).
    pub fn phase(self) -> Option<Phase> {
        self.ag.with_game(Game::phase)
    }

    /// Who is at the table and who acts (reactive): computers and persons.
    pub fn table(self) -> Table {
        self.ag.with_table(table_of).unwrap_or(Table {
            actor: None,
            computer_acts: false,
            lone: None,
        })
    }

    /// Nobody holds a secret now (see [`no_secrets`]; reactive).
    fn no_secrets(self) -> bool {
        self.ag.with_game(no_secrets) == Some(true)
    }

    /// [`PlayUi::table`] without subscribing.
    pub fn table_untracked(self) -> Table {
        self.ag.with_table_untracked(table_of).unwrap_or(Table {
            actor: None,
            computer_acts: false,
            lone: None,
        })
    }

    /// The hand-over screen is up, for this player (never for a computer, never with a
    /// single person at the table).
    pub fn handover(self) -> Option<SeatId> {
        if self.no_secrets() {
            return None;
        }
        self.table().handover(&self.state())
    }

    /// Who may see secrets now: the lone person at the table, or the acting person once
    /// revealed; never a computer.
    pub fn viewer(self) -> Option<SeatId> {
        let t = self.table();
        if self.no_secrets() && !t.computer_acts {
            let s = self.state();
            return t.actor.filter(|_| s.notice.is_none() && !s.intro);
        }
        t.viewer(&self.state())
    }

    /// What the viewer may see (the public view while nobody is revealed).
    pub fn view(self) -> Option<PlayerView> {
        let viewer = self.viewer();
        self.ag.with_game(|g| match viewer {
            Some(s) => g.view_for(s),
            None => g.public_view(),
        })
    }

    /// Applies an action for the acting person (refused while a computer acts). On
    /// refusal the reason is shown.
    pub fn act(self, action: Action) -> Option<Vec<Event>> {
        if self.table_untracked().computer_acts {
            return None;
        }
        self.apply(action)
    }

    /// Applies the action a computer chose: the same path as a person's action.
    pub fn act_computer(self, action: Action) -> Option<Vec<Event>> {
        if !self.table_untracked().computer_acts {
            return None;
        }
        self.apply(action)
    }

    fn apply(self, action: Action) -> Option<Vec<Event>> {
        let computer = self.table_untracked().computer_acts;
        let seat = self.ag.with_game_untracked(Game::actor).flatten();
        let current = self.ag.with_game_untracked(Game::current_seat).flatten();
        match self.ag.apply(action) {
            Ok(events) => {
                crate::ui::sound::after(&events);
                let st = self.untracked();
                if let Some(mut next) = self
                    .ag
                    .with_game_untracked(|g| play::after(g, &st, &action, (seat, current), &events))
                {
                    // A computer's end-of-turn notice: only a game-ending sdadata, never
                    // the card it drew; when the turn came back to a person, what the
                    // computers did.
                    if computer {
                        let back = !self.table_untracked().computer_acts;
                        let summary = back
                            && self
                                .ag
                                .with_table_untracked(|t| {
                                    let person = t.game().actor()?;
                                    crate::present::follow::summary(
                                        t.game(),
                                        t.log(),
                                        person,
                                        Lang::It,
                                    )
                                })
                                .flatten()
                                .is_some();
                        next = play::after_computer(next, summary);
                    } else {
                        // One person at the table: the end of its turn is a toast.
                        next = play::after_person(next, self.table_untracked().lone.is_some());
                    }
                    self.st.set(next);
                }
                Some(events)
            }
            Err(e) => {
                self.set(|s| s.why = Some(Why::Rule(e)));
                None
            }
        }
    }

    fn open(self, d: Dialog) {
        let st = self.untracked();
        if let Some(next) = self.ag.with_game_untracked(|g| play::open(g, &st, d)) {
            self.st.set(next);
        }
    }

    /// Handles a tap on the map.
    pub fn on_tap(self, t: TerritoryId) {
        let s = self.untracked();
        let actor = self.ag.with_game_untracked(Game::actor).flatten();
        let table = self.table_untracked();
        // The club setup has no secrets: a person taps without a hand-over.
        let open_setup =
            self.ag.with_game_untracked(no_secrets) == Some(true) && !table.computer_acts;
        let may_act = table.person_may_act(&s) || open_setup;
        if !play::map_takes_taps(&s) || (actor.is_some() && !may_act) {
            return;
        }
        // The computers' summary stops nothing: a tap on the map puts it away.
        if s.dialog.is_some() {
            self.set(|s| s.dialog = None);
        }
        let Some(what) = self
            .ag
            .with_game_untracked(|g| tap(g, s.selected, s.per_tap, t))
        else {
            return;
        };
        match what {
            Tap::Apply(a) => {
                self.act(a);
            }
            Tap::Select(sel) => self.set(|s| {
                s.why = None;
                s.selected = sel;
            }),
            Tap::Open(d) => self.open(d),
            Tap::Explain(w) => self.set(|s| s.why = Some(w)),
            Tap::Hold(a) => self.set(|s| {
                s.why = None;
                s.held = Some(a);
            }),
            Tap::Nothing => {}
        }
    }

    /// Bounds of the amount being chosen (conquest or strategic move).
    fn amount_range(self) -> Option<(u32, u32)> {
        let st = self.untracked();
        self.ag
            .with_game_untracked(|g| play::amount_range(g, &st))
            .flatten()
    }

    /// Bounds of the blitz stop limit.
    fn stop_range(self) -> Option<(u32, u32)> {
        let st = self.untracked();
        self.ag
            .with_game_untracked(|g| play::stop_range(g, &st))
            .flatten()
    }

    /// Handles a button of the panel or of a layer (see [`super::layers`] and
    /// [`super::panel`]): the presentation core's reducer ([`play::reduce`]) says what
    /// it does.
    pub fn on_act(self, act: PlayAct) {
        let st = self.untracked();
        let (next, then) = self
            .ag
            .with_game_untracked(|g| play::reduce(Some(g), &st, act.clone()))
            .unwrap_or_else(|| play::reduce(None, &st, act));
        // An action sets the state itself once applied (`act`); the state is not compared
        // (UiState's PartialEq would link Event's and ActionError's comparisons).
        if !matches!(then, Then::Apply(_)) {
            self.st.set(next);
        }
        match then {
            Then::Nothing => {}
            Then::Apply(a) => {
                self.act(a);
            }
            Then::NewGame => self.nav.go(crate::ui::app::Screen::NewGame),
            Then::Rematch => rematch(self),
            Then::SecondGame => second_game(self, self.lang.get_untracked()),
            Then::ContinueSecondGame => continue_second_game(self),
            Then::Speed(speed) => crate::ui::bots::set_speed(self, speed),
            Then::SkipTurn => crate::ui::bots::skip_turn(self),
            Then::RetryComputer => crate::ui::bots::retry(self),
            Then::ExportLog => super::replay::export_log(self.ag, self.lang.get_untracked()),
            Then::ExportSvg(ask) => {
                crate::ui::bots::export_svg(self, ask, self.lang.get_untracked())
            }
            Then::Sounds => crate::ui::sound::toggle(),
            Then::ShowMe => crate::ui::bots::show_me(self),
            Then::Hint => crate::ui::bots::ask_hint(self),
        }
    }

    /// A slider moved: `data-bind` names the value. While the finger moves only the number
    /// shown is updated; the release (`commit`) redraws what depends on it (the odds).
    pub fn on_input(self, el: &web_sys::Element, commit: bool) {
        let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() else {
            return;
        };
        let Ok(v) = input.value().parse::<u32>() else {
            return;
        };
        let Some(bind) = crate::ui::html::bound::<PlayBind>(el) else {
            return;
        };
        let (stop, range) = match bind {
            PlayBind::Replay => {
                // On release: redrawing the bar under the finger would end the drag.
                if commit {
                    self.set(|s| s.replay = s.replay.map(|_| v));
                }
                return;
            }
            PlayBind::Amount => (false, self.amount_range()),
            PlayBind::Stop => (true, self.stop_range()),
        };
        let Some((lo, hi)) = range else { return };
        let v = v.clamp(lo, hi);
        let write = |s: &mut UiState| {
            if stop {
                s.stop = v;
            } else {
                s.amount = v;
            }
        };
        if commit {
            self.set(write);
        } else {
            self.st.update_untracked(write);
            // Patch the numbers on screen without redrawing the slider under the finger.
            if let Ok(list) =
                document().query_selector_all(&format!("[data-show=\"{}\"]", bind.key()))
            {
                for i in 0..list.length() {
                    if let Some(node) = list.item(i) {
                        node.set_text_content(Some(&v.to_string()));
                    }
                }
            }
        }
    }
}

/// Who acts and who is at the table, from what is on the table (a sandbox has no
/// computers).
fn table_of(t: &crate::ui::game_ctx::Table) -> Table {
    let g = t.game();
    let computers = t.session().map_or(&[][..], |s| &s.parts().computers[..]);
    let actor = g.actor();
    Table {
        actor,
        computer_acts: actor.is_some_and(|a| is_computer(computers, a)),
        lone: lone_person(g.config(), computers),
    }
}

/// Nobody holds a secret: the `club` setup (no objectives, no cards yet), whose draft
/// passes the tablet at every army, goes on without hand-over screens.
fn no_secrets(g: &Game) -> bool {
    g.rules().territory_draft && g.phase() == Phase::Setup
}

/// Same players, same settings, a new seed (so a new seat order and deal; after a second
/// game of testa a testa, a new match).
pub fn rematch(ui: PlayUi) {
    let Some(mut config) = ui.ag.with_game_untracked(|g| g.config().clone()) else {
        return;
    };
    config.options.seat_order = crate::rules::SeatOrder::Random;
    let computers = ui
        .ag
        .with_session_untracked(|s| s.computers_for(&config))
        .unwrap_or_default();
    let meta = new_meta(&config, "");
    if let Ok(mut session) = Session::start(meta, config, random_seed()) {
        session.set_computers(computers);
        ui.ag.set(Some(session));
        ui.st.set(UiState::new(true));
    }
}

/// The second game of this finished first game, if it was started and is saved: the
/// final table then continues it instead of offering a duplicate second game.
pub fn started_second_game(ui: PlayUi, s: &Session) -> Option<crate::session::SessionMeta> {
    if !testa::second_game_offered(s) {
        return None;
    }
    ui.saves?.second_game_of(&s.meta().id)
}

/// Opens the second game already started for the first game on the table.
pub fn continue_second_game(ui: PlayUi) {
    let Some(saves) = ui.saves else { return };
    let Some(meta) = ui
        .ag
        .with_session_untracked(|s| started_second_game(ui, s))
        .flatten()
    else {
        return;
    };
    // Already on the play screen: nothing to navigate to.
    saves.continue_game(&meta.id, &meta.name, false, || {});
}

/// Starts the second game of the match (seats swapped, morto kept), holding the first
/// game's result in its save.
pub fn second_game(ui: PlayUi, l: Lang) {
    let Some(first) = ui.ag.session_untracked() else {
        return;
    };
    let suffix = match l {
        Lang::It => " (seconda partita)",
        Lang::En => " (second game)",
    };
    let meta = new_meta(first.game().config(), suffix);
    if let Ok(second) = first.second_game(meta, new_seed()) {
        ui.ag.set(Some(second));
        ui.st.set(UiState::new(true));
    }
}

/// localStorage key, present while the play screen's drawer (the tabs Turno, Giocatori,
/// Registro) is open: it opens as the player left it (issue 43, item 1).
const DRAWER_KEY: &str = "planisfero.drawer";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether the drawer was left open.
pub fn drawer_stored() -> bool {
    storage().is_some_and(|s| s.get_item(DRAWER_KEY).ok().flatten().is_some())
}

/// Remembers whether the drawer is open.
pub fn store_drawer(open: bool) {
    if let Some(s) = storage() {
        let _ = if open {
            s.set_item(DRAWER_KEY, "1")
        } else {
            s.remove_item(DRAWER_KEY)
        };
    }
}
