//! What a button does: every act of every screen, typed.
//!
//! A screen writes a button's act into its markup with [`crate::present::html::H::act`]
//! (which calls [`Act::encode`]); the screen's one delegated click listener reads it back
//! with [`Act::decode`] and hands it to an exhaustive `match` over that screen's enum.
//! An act cannot be misspelt in the markup (it is written from the enum), and a new
//! variant fails to compile until every listener handles it.
//!
//! Encoding: `name` or `name:argument`. Names are unique across screens, so one decoder
//! reads any act; the argument is a key (`Lang::code`, `TerritoryId::key`...), a number or
//! a saved game's id (any text: it is the rest of the attribute after the first `:`);
//! a seat's colour is `color:<seat>:<colour>`.

use crate::bot::Level;
use crate::present::bots::Speed;
use crate::present::ending::EndKind;
use crate::present::lang::Lang;
use crate::present::play::Tab;
use crate::present::screen::Screen;
use crate::rules::{Color, PresetId, TerritoryId};

/// An act of any screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    Shell(ShellAct),
    Home(HomeAct),
    Explore(ExploreAct),
    NewGame(NewGameAct),
    Play(PlayAct),
    Saves(SavesAct),
    Notice(NoticeAct),
}

/// The top bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellAct {
    /// Back to the home screen.
    Home,
    /// Speak this language.
    Lang(Lang),
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

/// The explore screen's side panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExploreAct {
    /// Forget the selected territory.
    Close,
    /// Select this neighbour.
    Neighbour(TerritoryId),
}

/// The new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameAct {
    Preset(PresetId),
    /// How many players.
    Count(u8),
    /// The colour of seat `seat`.
    Color {
        seat: u8,
        color: Color,
    },
    Ending(EndKind),
    /// Who plays seat `seat`: a person (`None`) or the computer at this level.
    Who {
        seat: u8,
        level: Option<Level>,
    },
    /// Set the minutes of the ending (the club's quick choices).
    Minutes(u16),
    /// Start the game.
    Start,
    /// The turn order: rolled at the table (`true`) or drawn by the app.
    TableOrder(bool),
    /// Move the player at this place of the turn order one place earlier.
    OrderUp(u8),
}

/// The play screen: its panel and every layer over it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAct {
    /// "No game in progress": make one.
    NewGame,
    /// How fast computer turns are shown.
    Speed(Speed),
    /// Show the rest of the computer's turn at once.
    SkipTurn,
    /// The seat order was read: play.
    StartPlaying,
    /// The player at the tablet reveals its secrets (hand-over screen).
    Reveal,
    /// The end-of-turn notice was read.
    NoticeOk,
    Tab(Tab),
    TogglePanel,
    OpenRules,
    OpenCards,
    /// Close the dialog.
    Close,
    /// Close the explanation over the map.
    ExplainClose,
    Undo,
    EndAttacks,
    EndTurn,
    /// End the turn using this many extra sdadata rolls.
    EndTurnExtra(u32),
    PerTapMinus,
    PerTapPlus,
    PlaceAll,
    /// Attack with this many dice.
    Dice(u8),
    Blitz,
    /// Lower or raise the blitz stop limit.
    Stop(Step),
    /// Lower or raise the armies to move.
    Amount(Step),
    Occupy,
    Move,
    /// Trade the tris at this index of the tradable ones.
    Trade(u32),
    FinalHide,
    ShowFinal,
    Rematch,
    SecondGame,
    ContinueSecondGame,
    /// `club`: pass the supplementary turn.
    Pass,
    /// `club`: play the supplementary turn (hides the choice; the first action plays it).
    PlayTurn,
    /// `club`: ask to retire (a confirmation follows).
    Retire,
    /// `club`: retire, confirmed.
    RetireConfirm,
    /// `club`: the trade at this index of `Game::club_trades`.
    ClubTrade(u32),
    /// `club`: the chain holding this territory counts double.
    Chain(TerritoryId),
    /// Verifica (end of the game).
    Verify,
    /// The dice statistics.
    Stats,
    /// "Rivedi": the game after this many actions (a finished game on the play screen;
    /// a saved one still being played on the saved games' screen, which reads it too).
    ReplayAt(u32),
    /// Leave the replay (back to the final table, or to the saved games).
    ReplayClose,
    /// Download the log as text.
    ExportLog,
    /// Open or close the sheet of turn details, players and log (portrait).
    Sheet,
    /// Confirm the held last placement of a setup group (it ends the group).
    ConfirmPlace,
    /// Show or hide the final table's secondary columns.
    FinalDetails,
    /// Start the bots' worker again after it failed to load.
    RetryComputer,
    /// Download the map after this many actions as an SVG file.
    ExportMap(u32),
    /// Download a chart as an SVG file (`Series::ALL` index).
    ExportChart(u32),
    /// Show the log's earlier entries.
    LogMore,
    /// Turn the sounds on or off.
    Sounds,
    /// The computer turns' summary: replay its arrows on the map ("Mostrami").
    ShowMe,
    /// Stop that replay.
    ShowMeStop,
    /// "Consiglio": show on the map what Difficile would play now (nothing is played).
    Hint,
}

/// One step down or up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Minus,
    Plus,
}

impl Step {
    /// -1 or 1.
    pub const fn delta(self) -> i64 {
        match self {
            Step::Minus => -1,
            Step::Plus => 1,
        }
    }
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
    /// A section that would replace data here: keep this device's (true) or replace.
    RestoreKeep {
        section: String,
        keep: bool,
    },
}

/// The banners and the "open here?" question shown on every screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoticeAct {
    /// Load the new version.
    UpdateReload,
    /// Saving is off: understood.
    StorageOffClose,
    /// Storage is full: open the saved games.
    Manage,
    /// Save this game here rather than in the other tab.
    TakeOver,
    ErrorClose,
    OpenCancel,
    /// Open this game here (its id).
    OpenHere(String),
    /// Good news read.
    InfoClose,
}

macro_rules! into_act {
    ($($t:ident => $v:ident),*) => {$(
        impl From<$t> for Act {
            fn from(a: $t) -> Act {
                Act::$v(a)
            }
        }
    )*};
}
into_act!(ShellAct => Shell, HomeAct => Home, ExploreAct => Explore, NewGameAct => NewGame,
    PlayAct => Play, SavesAct => Saves, NoticeAct => Notice);

/// An act's argument as written.
enum Arg<'a> {
    None,
    Key(&'a str),
    Num(u32),
    /// `number:key`.
    Pair(u32, &'static str),
}

impl Act {
    /// The name and argument of the act.
    fn parts(&self) -> (&'static str, Arg<'_>) {
        use Arg::{Key, Num, Pair};
        let none = Arg::None;
        match self {
            Act::Shell(a) => match a {
                ShellAct::Home => ("home", none),
                ShellAct::Lang(l) => ("lang", Key(l.code())),
            },
            Act::Home(a) => match a {
                HomeAct::Go(s) => ("go", Key(s.key())),
                HomeAct::Continue(id) => ("continue", Key(id)),
                HomeAct::VsComputer => ("vs-computer", none),
                HomeAct::VsComputerChange => ("vs-computer-change", none),
                HomeAct::Backup => ("home-backup", none),
                HomeAct::Dismiss(n) => ("dismiss", Key(n.key())),
            },
            Act::Explore(a) => match a {
                ExploreAct::Close => ("territory-close", none),
                ExploreAct::Neighbour(t) => ("neighbour", Key(t.key())),
            },
            Act::NewGame(a) => match a {
                NewGameAct::Preset(p) => ("preset", Key(p.key())),
                NewGameAct::Count(n) => ("count", Num(*n as u32)),
                NewGameAct::Color { seat, color } => ("color", Pair(*seat as u32, color.key())),
                NewGameAct::Ending(k) => ("end", Key(k.key())),
                NewGameAct::Who { seat, level } => (
                    "who",
                    Pair(*seat as u32, level.map_or("persona", Level::key)),
                ),
                NewGameAct::Minutes(m) => ("minutes", Num(u32::from(*m))),
                NewGameAct::Start => ("start-game", none),
                NewGameAct::TableOrder(t) => ("table-order", Num(u32::from(*t))),
                NewGameAct::OrderUp(i) => ("order-up", Num(u32::from(*i))),
            },
            Act::Play(a) => match a {
                PlayAct::NewGame => ("new-game", none),
                PlayAct::Speed(s) => ("speed", Key(s.key())),
                PlayAct::SkipTurn => ("skip-turn", none),
                PlayAct::StartPlaying => ("start", none),
                PlayAct::Reveal => ("reveal", none),
                PlayAct::NoticeOk => ("notice-ok", none),
                PlayAct::Tab(t) => ("tab", Key(t.key())),
                PlayAct::TogglePanel => ("toggle-panel", none),
                PlayAct::OpenRules => ("rules", none),
                PlayAct::OpenCards => ("cards", none),
                PlayAct::Close => ("close", none),
                PlayAct::ExplainClose => ("explain-close", none),
                PlayAct::Undo => ("undo", none),
                PlayAct::EndAttacks => ("end-attacks", none),
                PlayAct::EndTurn => ("end-turn", none),
                PlayAct::EndTurnExtra(n) => ("end-turn-extra", Num(*n)),
                PlayAct::PerTapMinus => ("per-tap-minus", none),
                PlayAct::PerTapPlus => ("per-tap-plus", none),
                PlayAct::PlaceAll => ("place-all", none),
                PlayAct::Dice(n) => ("dice", Num(*n as u32)),
                PlayAct::Blitz => ("blitz", none),
                PlayAct::Stop(Step::Minus) => ("stop-minus", none),
                PlayAct::Stop(Step::Plus) => ("stop-plus", none),
                PlayAct::Amount(Step::Minus) => ("amount-minus", none),
                PlayAct::Amount(Step::Plus) => ("amount-plus", none),
                PlayAct::Occupy => ("occupy", none),
                PlayAct::Move => ("move", none),
                PlayAct::Trade(i) => ("trade", Num(*i)),
                PlayAct::FinalHide => ("final-hide", none),
                PlayAct::ShowFinal => ("show-final", none),
                PlayAct::Rematch => ("rematch", none),
                PlayAct::SecondGame => ("second-game", none),
                PlayAct::ContinueSecondGame => ("continue-second-game", none),
                PlayAct::Pass => ("pass", none),
                PlayAct::PlayTurn => ("play-turn", none),
                PlayAct::Retire => ("retire", none),
                PlayAct::RetireConfirm => ("retire-confirm", none),
                PlayAct::ClubTrade(i) => ("club-trade", Num(*i)),
                PlayAct::Chain(t) => ("chain", Key(t.key())),
                PlayAct::Verify => ("verify", none),
                PlayAct::Stats => ("stats", none),
                PlayAct::ReplayAt(n) => ("replay", Num(*n)),
                PlayAct::ReplayClose => ("replay-close", none),
                PlayAct::ExportLog => ("export-log", none),
                PlayAct::Sheet => ("sheet", none),
                PlayAct::ConfirmPlace => ("confirm-place", none),
                PlayAct::FinalDetails => ("final-details", none),
                PlayAct::RetryComputer => ("retry-computer", none),
                PlayAct::ExportMap(n) => ("export-map", Num(*n)),
                PlayAct::ExportChart(n) => ("export-chart", Num(*n)),
                PlayAct::LogMore => ("log-more", none),
                PlayAct::Sounds => ("sounds", none),
                PlayAct::ShowMe => ("show-me", none),
                PlayAct::ShowMeStop => ("show-me-stop", none),
                PlayAct::Hint => ("hint", none),
            },
            Act::Saves(a) => match a {
                SavesAct::Continue(id) => ("save-continue", Key(id)),
                SavesAct::Rename(id) => ("save-rename", Key(id)),
                SavesAct::RenameCancel => ("rename-cancel", none),
                SavesAct::Duplicate(id) => ("save-duplicate", Key(id)),
                SavesAct::Export(id) => ("save-export", Key(id)),
                SavesAct::Delete(id) => ("save-delete", Key(id)),
                SavesAct::DeleteCancel => ("delete-cancel", none),
                SavesAct::DeleteConfirm(id) => ("delete-confirm", Key(id)),
                SavesAct::ImportReplace => ("import-replace", none),
                SavesAct::ImportKeep => ("import-keep", none),
                SavesAct::ImportCancel => ("import-cancel", none),
                SavesAct::Undelete => ("delete-undo", none),
                SavesAct::DeletedOk => ("deleted-ok", none),
                SavesAct::Replay(id) => ("save-replay", Key(id)),
                SavesAct::BackupAll => ("backup-all", none),
                SavesAct::RestoreConfirm => ("restore-confirm", none),
                SavesAct::RestoreCancel => ("restore-cancel", none),
                SavesAct::RestoreDifferent(file) => (
                    "restore-different",
                    Key(if *file { "file" } else { "both" }),
                ),
                SavesAct::RestoreKeep { section, keep } => (
                    if *keep {
                        "restore-keep"
                    } else {
                        "restore-replace"
                    },
                    Key(section),
                ),
            },
            Act::Notice(a) => match a {
                NoticeAct::UpdateReload => ("update-reload", none),
                NoticeAct::StorageOffClose => ("notice-close", none),
                NoticeAct::Manage => ("notice-manage", none),
                NoticeAct::TakeOver => ("take-over", none),
                NoticeAct::ErrorClose => ("notice-error-close", none),
                NoticeAct::InfoClose => ("notice-info-close", none),
                NoticeAct::OpenCancel => ("open-cancel", none),
                NoticeAct::OpenHere(id) => ("open-here", Key(id)),
            },
        }
    }

    /// The act as written in `data-act` (unescaped: the writer escapes attributes).
    pub fn encode(&self, out: &mut String) {
        let (name, arg) = self.parts();
        out.push_str(name);
        match arg {
            Arg::None => {}
            Arg::Key(k) => {
                out.push(':');
                out.push_str(k);
            }
            Arg::Num(n) => {
                out.push(':');
                crate::storage::json::push_u64(out, n as u64);
            }
            Arg::Pair(n, k) => {
                out.push(':');
                crate::storage::json::push_u64(out, n as u64);
                out.push(':');
                out.push_str(k);
            }
        }
    }

    /// The act written as `s` by [`Act::encode`]; `None` for anything else.
    pub fn decode(s: &str) -> Option<Act> {
        let (name, arg) = s.split_once(':').unwrap_or((s, ""));
        let num = || arg.parse::<u32>().ok();
        let id = || (!arg.is_empty()).then(|| arg.to_owned());
        let play = |a: PlayAct| Some(Act::Play(a));
        let saves = |a: SavesAct| Some(Act::Saves(a));
        let notice = |a: NoticeAct| Some(Act::Notice(a));
        match name {
            "home" => Some(Act::Shell(ShellAct::Home)),
            "lang" => Some(Act::Shell(ShellAct::Lang(Lang::from_code(arg)?))),
            "go" => Some(Act::Home(HomeAct::Go(Screen::from_key(arg)?))),
            "continue" => Some(Act::Home(HomeAct::Continue(id()?))),
            "vs-computer" => Some(Act::Home(HomeAct::VsComputer)),
            "vs-computer-change" => Some(Act::Home(HomeAct::VsComputerChange)),
            "home-backup" => Some(Act::Home(HomeAct::Backup)),
            "dismiss" => Some(Act::Home(HomeAct::Dismiss(
                Note::ALL.into_iter().find(|n| n.key() == arg)?,
            ))),
            "territory-close" => Some(Act::Explore(ExploreAct::Close)),
            "neighbour" => Some(Act::Explore(ExploreAct::Neighbour(TerritoryId::from_key(
                arg,
            )?))),
            "preset" => Some(Act::NewGame(NewGameAct::Preset(
                PresetId::from_key(arg).ok()?,
            ))),
            "count" => Some(Act::NewGame(NewGameAct::Count(u8::try_from(num()?).ok()?))),
            "color" => {
                let (seat, color) = arg.split_once(':')?;
                Some(Act::NewGame(NewGameAct::Color {
                    seat: seat.parse().ok()?,
                    color: Color::ALL.into_iter().find(|c| c.key() == color)?,
                }))
            }
            "end" => Some(Act::NewGame(NewGameAct::Ending(EndKind::from_key(arg)?))),
            "who" => {
                let (seat, who) = arg.split_once(':')?;
                let level = match who {
                    "persona" => None,
                    key => Some(Level::from_key(key)?),
                };
                Some(Act::NewGame(NewGameAct::Who {
                    seat: seat.parse().ok()?,
                    level,
                }))
            }
            "minutes" => Some(Act::NewGame(NewGameAct::Minutes(
                u16::try_from(num()?).ok()?,
            ))),
            "start-game" => Some(Act::NewGame(NewGameAct::Start)),
            "new-game" => play(PlayAct::NewGame),
            "speed" => play(PlayAct::Speed(Speed::from_key(arg)?)),
            "skip-turn" => play(PlayAct::SkipTurn),
            "start" => play(PlayAct::StartPlaying),
            "reveal" => play(PlayAct::Reveal),
            "notice-ok" => play(PlayAct::NoticeOk),
            "tab" => play(PlayAct::Tab(Tab::from_key(arg)?)),
            "toggle-panel" => play(PlayAct::TogglePanel),
            "sheet" => play(PlayAct::Sheet),
            "confirm-place" => play(PlayAct::ConfirmPlace),
            "final-details" => play(PlayAct::FinalDetails),
            "retry-computer" => play(PlayAct::RetryComputer),
            "log-more" => play(PlayAct::LogMore),
            "sounds" => play(PlayAct::Sounds),
            "show-me" => play(PlayAct::ShowMe),
            "show-me-stop" => play(PlayAct::ShowMeStop),
            "hint" => play(PlayAct::Hint),
            "table-order" => Some(Act::NewGame(NewGameAct::TableOrder(num()? == 1))),
            "order-up" => Some(Act::NewGame(NewGameAct::OrderUp(
                u8::try_from(num()?).ok()?,
            ))),
            "rules" => play(PlayAct::OpenRules),
            "cards" => play(PlayAct::OpenCards),
            "close" => play(PlayAct::Close),
            "explain-close" => play(PlayAct::ExplainClose),
            "undo" => play(PlayAct::Undo),
            "end-attacks" => play(PlayAct::EndAttacks),
            "end-turn" => play(PlayAct::EndTurn),
            "end-turn-extra" => play(PlayAct::EndTurnExtra(num()?)),
            "per-tap-minus" => play(PlayAct::PerTapMinus),
            "per-tap-plus" => play(PlayAct::PerTapPlus),
            "place-all" => play(PlayAct::PlaceAll),
            "dice" => play(PlayAct::Dice(u8::try_from(num()?).ok()?)),
            "blitz" => play(PlayAct::Blitz),
            "stop-minus" => play(PlayAct::Stop(Step::Minus)),
            "stop-plus" => play(PlayAct::Stop(Step::Plus)),
            "amount-minus" => play(PlayAct::Amount(Step::Minus)),
            "amount-plus" => play(PlayAct::Amount(Step::Plus)),
            "occupy" => play(PlayAct::Occupy),
            "move" => play(PlayAct::Move),
            "trade" => play(PlayAct::Trade(num()?)),
            "final-hide" => play(PlayAct::FinalHide),
            "show-final" => play(PlayAct::ShowFinal),
            "rematch" => play(PlayAct::Rematch),
            "second-game" => play(PlayAct::SecondGame),
            "continue-second-game" => play(PlayAct::ContinueSecondGame),
            "pass" => play(PlayAct::Pass),
            "play-turn" => play(PlayAct::PlayTurn),
            "retire" => play(PlayAct::Retire),
            "retire-confirm" => play(PlayAct::RetireConfirm),
            "club-trade" => play(PlayAct::ClubTrade(num()?)),
            "chain" => play(PlayAct::Chain(TerritoryId::from_key(arg)?)),
            "verify" => play(PlayAct::Verify),
            "stats" => play(PlayAct::Stats),
            "replay" => play(PlayAct::ReplayAt(num()?)),
            "replay-close" => play(PlayAct::ReplayClose),
            "export-log" => play(PlayAct::ExportLog),
            "export-map" => play(PlayAct::ExportMap(num()?)),
            "export-chart" => play(PlayAct::ExportChart(num()?)),
            "save-continue" => saves(SavesAct::Continue(id()?)),
            "save-rename" => saves(SavesAct::Rename(id()?)),
            "rename-cancel" => saves(SavesAct::RenameCancel),
            "save-duplicate" => saves(SavesAct::Duplicate(id()?)),
            "save-export" => saves(SavesAct::Export(id()?)),
            "save-delete" => saves(SavesAct::Delete(id()?)),
            "delete-cancel" => saves(SavesAct::DeleteCancel),
            "delete-confirm" => saves(SavesAct::DeleteConfirm(id()?)),
            "import-replace" => saves(SavesAct::ImportReplace),
            "import-keep" => saves(SavesAct::ImportKeep),
            "import-cancel" => saves(SavesAct::ImportCancel),
            "delete-undo" => saves(SavesAct::Undelete),
            "deleted-ok" => saves(SavesAct::DeletedOk),
            "save-replay" => saves(SavesAct::Replay(id()?)),
            "backup-all" => saves(SavesAct::BackupAll),
            "restore-confirm" => saves(SavesAct::RestoreConfirm),
            "restore-cancel" => saves(SavesAct::RestoreCancel),
            "restore-different" => saves(SavesAct::RestoreDifferent(match arg {
                "file" => true,
                "both" => false,
                _ => return None,
            })),
            "restore-keep" | "restore-replace" => saves(SavesAct::RestoreKeep {
                section: id()?,
                keep: name == "restore-keep",
            }),
            "update-reload" => notice(NoticeAct::UpdateReload),
            "notice-close" => notice(NoticeAct::StorageOffClose),
            "notice-manage" => notice(NoticeAct::Manage),
            "take-over" => notice(NoticeAct::TakeOver),
            "notice-error-close" => notice(NoticeAct::ErrorClose),
            "notice-info-close" => notice(NoticeAct::InfoClose),
            "open-cancel" => notice(NoticeAct::OpenCancel),
            "open-here" => notice(NoticeAct::OpenHere(id()?)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One act of every variant (and every value of the small argument types). A new
    /// variant fails to compile in [`ordinal`] until it is listed here too.
    fn samples() -> Vec<Act> {
        let mut v: Vec<Act> = vec![ShellAct::Home.into()];
        v.extend(Lang::ALL.map(|l| ShellAct::Lang(l).into()));
        v.extend(Screen::ALL.map(|s| HomeAct::Go(s).into()));
        v.push(HomeAct::Continue("g1700000000000".into()).into());
        v.push(HomeAct::VsComputer.into());
        v.push(HomeAct::VsComputerChange.into());
        v.push(HomeAct::Backup.into());
        v.extend(Note::ALL.map(|n| HomeAct::Dismiss(n).into()));
        v.push(ExploreAct::Close.into());
        v.extend(TerritoryId::ALL.map(|t| ExploreAct::Neighbour(t).into()));
        v.extend(PresetId::ALL.map(|p| NewGameAct::Preset(p).into()));
        v.extend((2..=6).map(|n| NewGameAct::Count(n).into()));
        for seat in 0..6 {
            v.extend(Color::ALL.map(|color| NewGameAct::Color { seat, color }.into()));
        }
        v.extend(EndKind::ALL.map(|k| NewGameAct::Ending(k).into()));
        for seat in 0..6 {
            v.push(NewGameAct::Who { seat, level: None }.into());
            v.extend(Level::ALL.map(|l| {
                NewGameAct::Who {
                    seat,
                    level: Some(l),
                }
                .into()
            }));
        }
        v.extend([105, 150].map(|m| NewGameAct::Minutes(m).into()));
        v.push(NewGameAct::Start.into());
        v.extend([true, false].map(|t| NewGameAct::TableOrder(t).into()));
        v.extend([0, 5].map(|i| NewGameAct::OrderUp(i).into()));
        use PlayAct as P;
        v.extend(
            [
                P::NewGame,
                P::StartPlaying,
                P::Reveal,
                P::NoticeOk,
                P::TogglePanel,
                P::OpenRules,
                P::OpenCards,
                P::Close,
                P::ExplainClose,
                P::Undo,
                P::EndAttacks,
                P::EndTurn,
                P::EndTurnExtra(0),
                P::EndTurnExtra(12),
                P::PerTapMinus,
                P::PerTapPlus,
                P::PlaceAll,
                P::Dice(1),
                P::Dice(3),
                P::Blitz,
                P::Stop(Step::Minus),
                P::Stop(Step::Plus),
                P::Amount(Step::Minus),
                P::Amount(Step::Plus),
                P::Occupy,
                P::Move,
                P::Trade(0),
                P::Trade(7),
                P::FinalHide,
                P::ShowFinal,
                P::Rematch,
                P::SecondGame,
                P::ContinueSecondGame,
                P::SkipTurn,
                P::Pass,
                P::PlayTurn,
                P::Retire,
                P::RetireConfirm,
                P::ClubTrade(0),
                P::ClubTrade(9),
                P::Verify,
                P::Stats,
                P::ReplayAt(0),
                P::ReplayAt(230),
                P::ReplayClose,
                P::ExportLog,
                P::Sheet,
                P::ConfirmPlace,
                P::FinalDetails,
                P::RetryComputer,
                P::ExportMap(0),
                P::ExportMap(96),
                P::ExportChart(3),
                P::LogMore,
                P::Sounds,
                P::ShowMe,
                P::ShowMeStop,
                P::Hint,
            ]
            .map(Act::from),
        );
        v.extend(Tab::ALL.map(|t| P::Tab(t).into()));
        v.extend(Speed::ALL.map(|s| P::Speed(s).into()));
        v.extend(TerritoryId::ALL.map(|t| P::Chain(t).into()));
        // Ids are any text, colons included.
        let id = "g17:a b\"<&>";
        v.extend(
            [
                SavesAct::Continue(id.into()),
                SavesAct::Rename(id.into()),
                SavesAct::RenameCancel,
                SavesAct::Duplicate(id.into()),
                SavesAct::Export(id.into()),
                SavesAct::Delete(id.into()),
                SavesAct::DeleteCancel,
                SavesAct::DeleteConfirm(id.into()),
                SavesAct::ImportReplace,
                SavesAct::ImportKeep,
                SavesAct::ImportCancel,
                SavesAct::Undelete,
                SavesAct::DeletedOk,
                SavesAct::Replay(id.into()),
                SavesAct::BackupAll,
                SavesAct::RestoreConfirm,
                SavesAct::RestoreCancel,
                SavesAct::RestoreDifferent(true),
                SavesAct::RestoreDifferent(false),
                SavesAct::RestoreKeep {
                    section: "tournament".into(),
                    keep: true,
                },
                SavesAct::RestoreKeep {
                    section: "other".into(),
                    keep: false,
                },
            ]
            .map(Act::from),
        );
        v.extend(
            [
                NoticeAct::UpdateReload,
                NoticeAct::StorageOffClose,
                NoticeAct::Manage,
                NoticeAct::TakeOver,
                NoticeAct::ErrorClose,
                NoticeAct::OpenCancel,
                NoticeAct::OpenHere(id.into()),
                NoticeAct::InfoClose,
            ]
            .map(Act::from),
        );
        v
    }

    /// A number per variant; exhaustive, so a new variant must be given one (and then
    /// [`every_variant_is_sampled`] asks for a sample of it).
    fn ordinal(a: &Act) -> u32 {
        match a {
            Act::Shell(a) => match a {
                ShellAct::Home => 0,
                ShellAct::Lang(_) => 1,
            },
            Act::Home(a) => match a {
                HomeAct::Go(_) => 2,
                HomeAct::Continue(_) => 3,
                HomeAct::VsComputer => 57,
                HomeAct::VsComputerChange => 90,
                HomeAct::Backup => 93,
                HomeAct::Dismiss(_) => 94,
            },
            Act::Explore(a) => match a {
                ExploreAct::Close => 4,
                ExploreAct::Neighbour(_) => 5,
            },
            Act::NewGame(a) => match a {
                NewGameAct::Preset(_) => 6,
                NewGameAct::Count(_) => 7,
                NewGameAct::Color { .. } => 8,
                NewGameAct::Ending(_) => 9,
                NewGameAct::Start => 10,
                NewGameAct::Who { .. } => 58,
                NewGameAct::Minutes(_) => 62,
                NewGameAct::TableOrder(_) => 87,
                NewGameAct::OrderUp(_) => 88,
            },
            Act::Play(a) => match a {
                PlayAct::NewGame => 11,
                PlayAct::Speed(_) => 59,
                PlayAct::SkipTurn => 60,
                PlayAct::StartPlaying => 12,
                PlayAct::Reveal => 13,
                PlayAct::NoticeOk => 14,
                PlayAct::Tab(_) => 15,
                PlayAct::TogglePanel => 16,
                PlayAct::OpenRules => 17,
                PlayAct::OpenCards => 18,
                PlayAct::Close => 19,
                PlayAct::ExplainClose => 20,
                PlayAct::Undo => 21,
                PlayAct::EndAttacks => 22,
                PlayAct::EndTurn => 23,
                PlayAct::EndTurnExtra(_) => 24,
                PlayAct::PerTapMinus => 25,
                PlayAct::PerTapPlus => 26,
                PlayAct::PlaceAll => 27,
                PlayAct::Dice(_) => 28,
                PlayAct::Blitz => 29,
                PlayAct::Stop(Step::Minus) => 30,
                PlayAct::Stop(Step::Plus) => 31,
                PlayAct::Amount(Step::Minus) => 32,
                PlayAct::Amount(Step::Plus) => 33,
                PlayAct::Occupy => 34,
                PlayAct::Move => 35,
                PlayAct::Trade(_) => 36,
                PlayAct::FinalHide => 37,
                PlayAct::ShowFinal => 38,
                PlayAct::Rematch => 39,
                PlayAct::SecondGame => 40,
                PlayAct::ContinueSecondGame => 41,
                PlayAct::Pass => 63,
                PlayAct::PlayTurn => 64,
                PlayAct::Retire => 65,
                PlayAct::RetireConfirm => 66,
                PlayAct::ClubTrade(_) => 67,
                PlayAct::Chain(_) => 68,
                PlayAct::Verify => 69,
                PlayAct::Stats => 70,
                PlayAct::ReplayAt(_) => 71,
                PlayAct::ReplayClose => 72,
                PlayAct::ExportLog => 73,
                // Numbered after the others (appended to ease merges).
                PlayAct::Sheet => 74,
                PlayAct::ConfirmPlace => 75,
                PlayAct::FinalDetails => 76,
                PlayAct::RetryComputer => 77,
                PlayAct::ExportMap(_) => 78,
                PlayAct::ExportChart(_) => 79,
                PlayAct::LogMore => 85,
                PlayAct::Sounds => 86,
                PlayAct::ShowMe => 91,
                PlayAct::ShowMeStop => 92,
                PlayAct::Hint => 93,
            },
            Act::Saves(a) => match a {
                SavesAct::Continue(_) => 42,
                SavesAct::Rename(_) => 43,
                SavesAct::RenameCancel => 44,
                SavesAct::Duplicate(_) => 45,
                SavesAct::Export(_) => 46,
                SavesAct::Delete(_) => 47,
                SavesAct::DeleteCancel => 48,
                SavesAct::DeleteConfirm(_) => 49,
                SavesAct::ImportReplace => 80,
                SavesAct::ImportKeep => 81,
                SavesAct::ImportCancel => 82,
                SavesAct::Undelete => 83,
                SavesAct::DeletedOk => 84,
                SavesAct::Replay(_) => 89,
                SavesAct::BackupAll => 95,
                SavesAct::RestoreConfirm => 96,
                SavesAct::RestoreCancel => 97,
                SavesAct::RestoreDifferent(_) => 98,
                SavesAct::RestoreKeep { .. } => 99,
            },
            Act::Notice(a) => match a {
                NoticeAct::UpdateReload => 50,
                NoticeAct::StorageOffClose => 51,
                NoticeAct::Manage => 52,
                NoticeAct::TakeOver => 53,
                NoticeAct::ErrorClose => 54,
                NoticeAct::OpenCancel => 55,
                NoticeAct::OpenHere(_) => 56,
                NoticeAct::InfoClose => 61,
            },
        }
    }
    const VARIANTS: u32 = 100;

    #[test]
    fn every_variant_is_sampled() {
        let mut seen = vec![false; VARIANTS as usize];
        for a in samples() {
            seen[ordinal(&a) as usize] = true;
        }
        let missing: Vec<usize> = (0..seen.len()).filter(|&i| !seen[i]).collect();
        assert!(missing.is_empty(), "no sample of variants {missing:?}");
    }

    #[test]
    fn every_act_decodes_to_itself() {
        for a in samples() {
            let mut s = String::new();
            a.encode(&mut s);
            assert_eq!(Act::decode(&s), Some(a.clone()), "{s}");
        }
    }

    #[test]
    fn acts_are_written_apart() {
        let mut all: Vec<String> = samples()
            .iter()
            .map(|a| {
                let mut s = String::new();
                a.encode(&mut s);
                s
            })
            .collect();
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "two acts share a writing");
    }

    #[test]
    fn unknown_or_damaged_acts_decode_to_none() {
        for s in [
            "",
            "nope",
            "lang",
            "lang:xx",
            "go:nowhere",
            "dice:",
            "dice:x",
            "dice:300",
            "count:-1",
            "color:0",
            "color:x:blu",
            "color:0:pink",
            "neighbour:atlantis",
            "save-continue",
            "save-continue:",
            "save-replay",
            "tab:map",
            "who:0:genio",
            "who:x:medio",
            "speed:slow",
            "chain:atlantis",
            "minutes:70000",
            "Close",
        ] {
            assert_eq!(Act::decode(s), None, "{s}");
        }
    }
}

/// The tournament desk's acts (`crate::present::tournament`). The desk is its own page
/// with its own wasm, so its acts are not an [`Act`] variant (the game's wasm would link
/// their writing and reading): they have their own [`TournamentAct::encode`] and
/// [`TournamentAct::decode`], names prefixed `t-`. Rounds, tables and players are
/// 0-based indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAct {
    /// Show the desk in this language (and store the choice for the whole app).
    Lang(Lang),
    /// "New tournament": asks first if one exists.
    New,
    /// Replace the current tournament: show the create form.
    NewConfirm,
    /// Close the question, form or dialog open.
    Cancel,
    /// The create form was submitted.
    Create,
    /// The register form was submitted.
    AddPlayer,
    /// Ask how this player withdraws.
    Withdraw(u32),
    WithdrawConfirm {
        player: u32,
        from_game: bool,
    },
    /// Seat the next round.
    Seat(crate::tournament::SeatingMethod),
    /// Open a table's result form.
    Edit {
        round: u32,
        table: u32,
    },
    /// A table's result form was submitted.
    Record {
        round: u32,
        table: u32,
    },
    /// Remove a table's results to type them again.
    Clear {
        round: u32,
        table: u32,
    },
    CsvStandings,
    CsvTables,
    ExportFile,
    Print,
    MessageClose,
    /// The penalty form was submitted.
    Penalize,
    /// Replace the current tournament with the imported file.
    ImportConfirm,
    /// Remove the last round (no results yet).
    UndoRound,
    /// Open the form to correct game `game` of a table, in any round.
    CorrectGame {
        round: u32,
        table: u32,
        game: u32,
    },
    /// Open the rename form of a player.
    Rename(u32),
    /// The rename form was submitted.
    RenameSave(u32),
    /// Take back a player's withdrawal.
    Reinstate(u32),
    /// Remove a registration made by mistake.
    Remove(u32),
    /// Tap a player of a round not started: pick, swap with the one picked, or unpick.
    Pick(u32),
    /// Move the picked player to this table of the round not started.
    MoveTo(u32),
    /// Show a round's score slips, one per table, and print them.
    PrintSlips(u32),
    /// Opens or closes the season's card.
    Season,
    /// Saves the season's name and best N (fields `season-name`, `season-best`).
    SeasonSave,
    /// Adds the current tournament to the season (or refreshes it there).
    SeasonAdd,
    /// Removes the season's `i`-th tournament.
    SeasonRemove(u32),
    /// Downloads the season's ranking as CSV.
    SeasonCsv,
    /// Downloads the season's file.
    SeasonExport,
    /// Replaces the season with the imported file waiting for confirmation.
    SeasonImportConfirm,
    /// Asks to start a new, empty season.
    SeasonClear,
    /// Starts a new, empty season.
    SeasonClearConfirm,
}

impl TournamentAct {
    /// The act as written in `data-act` or `data-submit` (unescaped).
    pub fn encode(&self, out: &mut String) {
        use crate::storage::json::push_u64;
        use crate::tournament::SeatingMethod as M;
        use TournamentAct as T;
        let (name, nums): (&str, &[u32]) = match self {
            T::Lang(l) => {
                out.push_str("t-lang:");
                out.push_str(l.code());
                return;
            }
            T::New => ("t-new", &[]),
            T::NewConfirm => ("t-new-confirm", &[]),
            T::Cancel => ("t-cancel", &[]),
            T::Create => ("t-create", &[]),
            T::AddPlayer => ("t-add", &[]),
            T::Withdraw(p) => ("t-withdraw", &[*p]),
            T::WithdrawConfirm { player, from_game } => {
                ("t-withdraw-confirm", &[*player, u32::from(*from_game)])
            }
            T::Seat(M::Random) => ("t-seat:random", &[]),
            T::Seat(M::Balanced) => ("t-seat:balanced", &[]),
            T::Edit { round, table } => ("t-edit", &[*round, *table]),
            T::Record { round, table } => ("t-record", &[*round, *table]),
            T::Clear { round, table } => ("t-clear", &[*round, *table]),
            T::CsvStandings => ("t-csv-standings", &[]),
            T::CsvTables => ("t-csv-tables", &[]),
            T::ExportFile => ("t-export", &[]),
            T::Print => ("t-print", &[]),
            T::MessageClose => ("t-message-close", &[]),
            T::Penalize => ("t-penalize", &[]),
            T::ImportConfirm => ("t-import-confirm", &[]),
            T::Seat(M::Standings) => ("t-seat:standings", &[]),
            T::UndoRound => ("t-undo-round", &[]),
            T::CorrectGame { round, table, game } => ("t-correct", &[*round, *table, *game]),
            T::Rename(p) => ("t-rename", &[*p]),
            T::RenameSave(p) => ("t-rename-save", &[*p]),
            T::Reinstate(p) => ("t-reinstate", &[*p]),
            T::Remove(p) => ("t-remove", &[*p]),
            T::Pick(p) => ("t-pick", &[*p]),
            T::MoveTo(t) => ("t-move", &[*t]),
            T::PrintSlips(r) => ("t-slips", &[*r]),
            T::Season => ("t-season", &[]),
            T::SeasonSave => ("t-season-save", &[]),
            T::SeasonAdd => ("t-season-add", &[]),
            T::SeasonRemove(i) => ("t-season-remove", &[*i]),
            T::SeasonCsv => ("t-season-csv", &[]),
            T::SeasonExport => ("t-season-export", &[]),
            T::SeasonImportConfirm => ("t-season-import-confirm", &[]),
            T::SeasonClear => ("t-season-clear", &[]),
            T::SeasonClearConfirm => ("t-season-clear-confirm", &[]),
        };
        out.push_str(name);
        for &n in nums {
            out.push(':');
            push_u64(out, u64::from(n));
        }
    }

    /// The act written as `s` by [`TournamentAct::encode`]; `None` for anything else.
    pub fn decode(s: &str) -> Option<TournamentAct> {
        use crate::tournament::SeatingMethod as M;
        use TournamentAct as T;
        let (name, arg) = s.split_once(':').unwrap_or((s, ""));
        let num = || arg.parse::<u32>().ok();
        let two = || -> Option<(u32, u32)> {
            let (a, b) = arg.split_once(':')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        };
        let none = |a: T| arg.is_empty().then_some(a);
        match name {
            "t-lang" => Some(T::Lang(Lang::from_code(arg)?)),
            "t-new" => none(T::New),
            "t-new-confirm" => none(T::NewConfirm),
            "t-cancel" => none(T::Cancel),
            "t-create" => none(T::Create),
            "t-add" => none(T::AddPlayer),
            "t-withdraw" => Some(T::Withdraw(num()?)),
            "t-withdraw-confirm" => {
                let (player, g) = two()?;
                Some(T::WithdrawConfirm {
                    player,
                    from_game: match g {
                        0 => false,
                        1 => true,
                        _ => return None,
                    },
                })
            }
            "t-seat" => Some(T::Seat(match arg {
                "random" => M::Random,
                "balanced" => M::Balanced,
                "standings" => M::Standings,
                _ => return None,
            })),
            "t-edit" => two().map(|(round, table)| T::Edit { round, table }),
            "t-record" => two().map(|(round, table)| T::Record { round, table }),
            "t-clear" => two().map(|(round, table)| T::Clear { round, table }),
            "t-csv-standings" => none(T::CsvStandings),
            "t-csv-tables" => none(T::CsvTables),
            "t-export" => none(T::ExportFile),
            "t-print" => none(T::Print),
            "t-message-close" => none(T::MessageClose),
            "t-penalize" => none(T::Penalize),
            "t-import-confirm" => none(T::ImportConfirm),
            "t-undo-round" => none(T::UndoRound),
            "t-correct" => {
                let mut it = arg.split(':').map(|x| x.parse::<u32>().ok());
                let (Some(Some(round)), Some(Some(table)), Some(Some(game)), None) =
                    (it.next(), it.next(), it.next(), it.next())
                else {
                    return None;
                };
                Some(T::CorrectGame { round, table, game })
            }
            "t-rename" => Some(T::Rename(num()?)),
            "t-rename-save" => Some(T::RenameSave(num()?)),
            "t-reinstate" => Some(T::Reinstate(num()?)),
            "t-remove" => Some(T::Remove(num()?)),
            "t-pick" => Some(T::Pick(num()?)),
            "t-move" => Some(T::MoveTo(num()?)),
            "t-slips" => Some(T::PrintSlips(num()?)),
            "t-season" => none(T::Season),
            "t-season-save" => none(T::SeasonSave),
            "t-season-add" => none(T::SeasonAdd),
            "t-season-remove" => Some(T::SeasonRemove(num()?)),
            "t-season-csv" => none(T::SeasonCsv),
            "t-season-export" => none(T::SeasonExport),
            "t-season-import-confirm" => none(T::SeasonImportConfirm),
            "t-season-clear" => none(T::SeasonClear),
            "t-season-clear-confirm" => none(T::SeasonClearConfirm),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tournament_tests {
    use super::*;
    use crate::tournament::SeatingMethod as M;
    use TournamentAct as T;

    /// One act of every variant; a new variant fails to compile in [`ordinal`] until it is
    /// listed here too.
    fn samples() -> Vec<TournamentAct> {
        let mut v: Vec<T> = Lang::ALL.map(T::Lang).to_vec();
        v.extend([
            T::New,
            T::NewConfirm,
            T::Cancel,
            T::Create,
            T::AddPlayer,
            T::Withdraw(0),
            T::Withdraw(99),
            T::WithdrawConfirm {
                player: 3,
                from_game: false,
            },
            T::WithdrawConfirm {
                player: 3,
                from_game: true,
            },
            T::Seat(M::Random),
            T::Seat(M::Balanced),
            T::Edit { round: 0, table: 0 },
            T::Edit {
                round: 2,
                table: 19,
            },
            T::Record { round: 1, table: 4 },
            T::Clear { round: 1, table: 4 },
            T::CsvStandings,
            T::CsvTables,
            T::ExportFile,
            T::Print,
            T::MessageClose,
            T::Penalize,
            T::ImportConfirm,
            T::Seat(M::Standings),
            T::UndoRound,
            T::CorrectGame {
                round: 1,
                table: 2,
                game: 1,
            },
            T::Rename(3),
            T::RenameSave(3),
            T::Reinstate(4),
            T::Remove(5),
            T::Pick(6),
            T::MoveTo(2),
            T::PrintSlips(1),
            T::Season,
            T::SeasonSave,
            T::SeasonAdd,
            T::SeasonRemove(2),
            T::SeasonCsv,
            T::SeasonExport,
            T::SeasonImportConfirm,
            T::SeasonClear,
            T::SeasonClearConfirm,
        ]);
        v
    }

    fn ordinal(a: &TournamentAct) -> u32 {
        match a {
            T::Lang(_) => 0,
            T::New => 1,
            T::NewConfirm => 2,
            T::Cancel => 3,
            T::Create => 4,
            T::AddPlayer => 5,
            T::Withdraw(_) => 6,
            T::WithdrawConfirm { .. } => 7,
            T::Seat(_) => 8,
            T::Edit { .. } => 9,
            T::Record { .. } => 10,
            T::Clear { .. } => 11,
            T::CsvStandings => 12,
            T::CsvTables => 13,
            T::ExportFile => 14,
            T::Print => 15,
            T::MessageClose => 16,
            T::Penalize => 17,
            T::ImportConfirm => 18,
            T::UndoRound => 19,
            T::CorrectGame { .. } => 20,
            T::Rename(_) => 21,
            T::RenameSave(_) => 22,
            T::Reinstate(_) => 23,
            T::Remove(_) => 24,
            T::Pick(_) => 25,
            T::MoveTo(_) => 26,
            T::PrintSlips(_) => 27,
            T::Season => 28,
            T::SeasonSave => 29,
            T::SeasonAdd => 30,
            T::SeasonRemove(_) => 31,
            T::SeasonCsv => 32,
            T::SeasonExport => 33,
            T::SeasonImportConfirm => 34,
            T::SeasonClear => 35,
            T::SeasonClearConfirm => 36,
        }
    }
    const VARIANTS: u32 = 37;

    fn written(a: &TournamentAct) -> String {
        let mut s = String::new();
        a.encode(&mut s);
        s
    }

    #[test]
    fn every_tournament_variant_is_sampled() {
        let mut seen = vec![false; VARIANTS as usize];
        for a in samples() {
            seen[ordinal(&a) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s), "{seen:?}");
    }

    #[test]
    fn every_tournament_act_decodes_to_itself_and_no_game_act_reads_it() {
        for a in samples() {
            let s = written(&a);
            assert_eq!(TournamentAct::decode(&s), Some(a.clone()), "{s}");
            assert_eq!(Act::decode(&s), None, "{s}");
        }
    }

    #[test]
    fn tournament_acts_are_written_apart() {
        let mut all: Vec<String> = samples().iter().map(written).collect();
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "two acts share a writing");
    }

    #[test]
    fn damaged_tournament_acts_decode_to_none() {
        for s in [
            "",
            "t-seat:sideways",
            "t-seat",
            "t-edit:1",
            "t-edit:x:1",
            "t-withdraw",
            "t-withdraw-confirm:1:2",
            "t-correct:1:2",
            "t-correct:1:2:3:4",
            "t-pick",
            "t-new:1",
            "t-lang:xx",
            "home",
            "lang:en",
        ] {
            assert_eq!(TournamentAct::decode(s), None, "{s}");
        }
    }
}
