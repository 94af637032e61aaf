//! The app's screens (the shell shows one at a time).

/// Every screen of the app.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Screen {
    #[default]
    Home,
    NewGame,
    Play,
    Explore,
    Rules,
    About,
    Saves,
}

impl Screen {
    /// Every screen.
    pub const ALL: [Screen; 7] = [
        Screen::Home,
        Screen::NewGame,
        Screen::Play,
        Screen::Explore,
        Screen::Rules,
        Screen::About,
        Screen::Saves,
    ];

    /// Stable name, exposed as `data-screen` for tests and styles.
    pub const fn key(self) -> &'static str {
        match self {
            Screen::Home => "home",
            Screen::NewGame => "new_game",
            Screen::Play => "play",
            Screen::Explore => "explore",
            Screen::Rules => "rules",
            Screen::About => "about",
            Screen::Saves => "saves",
        }
    }

    /// The screen named `key` (see [`Screen::key`]).
    pub fn from_key(key: &str) -> Option<Screen> {
        Screen::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// Where a reload comes back to ([`place`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place<'a> {
    /// The play screen, with this game (its save id).
    Game(&'a str),
    /// Another screen than Home.
    Screen(Screen),
}

/// Screens a reload may come back to besides the play screen (which needs its game).
const RESUMABLE: [Screen; 5] = [
    Screen::NewGame,
    Screen::Explore,
    Screen::Rules,
    Screen::About,
    Screen::Saves,
];

/// The note of where the page is, kept for a reload ([`place`]): the screen's key, and
/// on the play screen a newline and the save id of `game`, the game on the table.
pub fn place_note(screen: Screen, game: Option<&str>) -> String {
    let mut note = String::from(screen.key());
    if let Some(id) = game.filter(|_| screen == Screen::Play) {
        note.push('\n');
        note.push_str(id);
    }
    note
}

/// Where a reload with `note` ([`place_note`]) comes back to; `None`: Home (Home itself,
/// the play screen without a game, anything else).
pub fn place(note: &str) -> Option<Place<'_>> {
    let (key, id) = note.split_once('\n').unwrap_or((note, ""));
    if key == Screen::Play.key() {
        return (!id.is_empty()).then_some(Place::Game(id));
    }
    RESUMABLE
        .into_iter()
        .find(|s| s.key() == key)
        .map(Place::Screen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reload_comes_back_to_the_game_played_or_the_screen_on_show() {
        let back = |screen, game| {
            place(&place_note(screen, game)).map(|p| match p {
                Place::Game(id) => Err(id.to_owned()),
                Place::Screen(s) => Ok(s),
            })
        };
        assert_eq!(place_note(Screen::Play, Some("g-1")), "play\ng-1");
        assert_eq!(back(Screen::Play, Some("g-1")), Some(Err("g-1".into())));
        for s in RESUMABLE {
            assert_eq!(back(s, Some("g-1")), Some(Ok(s)), "no game but on Play");
            assert_eq!(place_note(s, Some("g-1")), s.key());
        }
        assert_eq!(back(Screen::Home, None), None);
        assert_eq!(
            back(Screen::Play, None),
            None,
            "the play screen needs its game"
        );
        assert_eq!(place("play\n"), None);
        assert_eq!(place("nowhere"), None);
        assert_eq!(place(""), None);
    }
}
