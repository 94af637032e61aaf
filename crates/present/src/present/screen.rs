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
