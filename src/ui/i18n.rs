//! Languages and every text the UI shows.
//!
//! Italian is the default; English is selectable from the header and remembered in
//! localStorage. Texts are typed: a screen asks for `Msg::Explore.text(lang)`, never for
//! a string key, so a missing translation is a compile error. Territory and continent
//! names come from `rules::board` (`name_it` / `name_en`).

use leptos::prelude::*;

/// localStorage key holding the chosen language code.
pub const LANG_STORAGE_KEY: &str = "planisfero.lang";

pub use crate::present::lang::Lang;

impl Lang {
    /// The language stored in localStorage, or Italian when none (or storage is off).
    pub fn load() -> Lang {
        storage()
            .and_then(|s| s.get_item(LANG_STORAGE_KEY).ok().flatten())
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or_default()
    }

    /// Remembers the language. Failing storage (private mode, quota) is not an error
    /// worth interrupting anyone for: the choice simply lasts until the tab closes.
    pub fn store(self) {
        if let Some(s) = storage() {
            let _ = s.set_item(LANG_STORAGE_KEY, self.code());
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The language signal shared through the app's context.
pub fn use_lang() -> RwSignal<Lang> {
    use_context::<RwSignal<Lang>>().expect("the language signal is provided by App")
}

/// A reactive text: `{tr(Msg::Home)}` in a view re-renders when the language changes.
pub fn tr(msg: Msg) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || msg.text(lang.get())
}

/// Every fixed text of the UI. Add a variant, then the compiler shows where to translate it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    AppTitle,
    Tagline,
    Home,
    NewGame,
    Game,
    Back,
    Explore,
    ExploreHint,
    Rules,
    About,
    LanguageLabel,
    ZoomIn,
    ZoomOut,
    ZoomReset,
    Continent,
    Neighbours,
    CloseTerritory,
    MapLabel,
    AboutTitle,
    AboutUnofficial,
    AboutMapSource,
    AboutOffline,
    LegalLine,
    RulesTitle,
    RulesIntro,
    RulesCards,
    RulesReinforce,
    RulesAttack,
    RulesMove,
    RulesDraw,
    RulesWin,
    SavedGames,
    Tournament,
}

impl Msg {
    /// The text in `lang`.
    pub const fn text(self, lang: Lang) -> &'static str {
        use Lang::{En, It};
        match (self, lang) {
            (Msg::AppTitle, _) => "Planisfero",
            (Msg::Tagline, It) => "RisiKo! sul tablet, anche senza rete",
            (Msg::Tagline, En) => "RisiKo! on a tablet, even offline",
            (Msg::Home, It) => "Inizio",
            (Msg::Home, En) => "Home",
            (Msg::NewGame, It) => "Nuova partita",
            (Msg::NewGame, En) => "New game",
            (Msg::Game, It) => "Partita",
            (Msg::Game, En) => "Game",
            (Msg::Back, It) => "Indietro",
            (Msg::Back, En) => "Back",
            (Msg::Explore, It) => "Esplora la mappa",
            (Msg::Explore, En) => "Explore the map",
            (Msg::ExploreHint, It) => "Tocca un territorio per vederne i confinanti.",
            (Msg::ExploreHint, En) => "Tap a territory to see its neighbours.",
            (Msg::Rules, It) => "Regole",
            (Msg::Rules, En) => "Rules",
            (Msg::About, It) => "Informazioni",
            (Msg::About, En) => "About",
            (Msg::LanguageLabel, It) => "Lingua",
            (Msg::LanguageLabel, En) => "Language",
            (Msg::ZoomIn, It) => "Ingrandisci",
            (Msg::ZoomIn, En) => "Zoom in",
            (Msg::ZoomOut, It) => "Riduci",
            (Msg::ZoomOut, En) => "Zoom out",
            (Msg::ZoomReset, It) => "Mappa intera",
            (Msg::ZoomReset, En) => "Whole map",
            (Msg::Continent, It) => "Continente",
            (Msg::Continent, En) => "Continent",
            (Msg::Neighbours, It) => "Confinanti",
            (Msg::Neighbours, En) => "Neighbours",
            (Msg::CloseTerritory, It) => "Chiudi",
            (Msg::CloseTerritory, En) => "Close",
            (Msg::MapLabel, It) => "Mappa del mondo con 42 territori",
            (Msg::MapLabel, En) => "World map with 42 territories",
            (Msg::AboutTitle, It) => "Informazioni",
            (Msg::AboutTitle, En) => "About",
            (Msg::AboutUnofficial, It) => {
                "Planisfero è un progetto amatoriale non ufficiale, non affiliato né approvato da Editrice Giochi."
            }
            (Msg::AboutUnofficial, En) => {
                "Planisfero is an unofficial fan project, not affiliated with or endorsed by Editrice Giochi."
            }
            (Msg::AboutMapSource, It) => {
                "La mappa è disegnata con i dati di Natural Earth (naturalearthdata.com), di pubblico dominio."
            }
            (Msg::AboutMapSource, En) => {
                "The map is drawn from Natural Earth data (naturalearthdata.com), in the public domain."
            }
            (Msg::AboutOffline, It) => {
                "Tutto funziona sul dispositivo: nessun account, nessun dato inviato in rete."
            }
            (Msg::AboutOffline, En) => {
                "Everything runs on the device: no account, no data sent over the network."
            }
            // The legal line is the same in every language (brief for issue 3, from the
            // sources' footer: "RisiKo! è un marchio registrato ® Editrice Giochi SPA").
            (Msg::LegalLine, _) => {
                "RisiKo! è un marchio registrato ® Editrice Giochi SPA. Tutti i diritti riservati."
            }
            (Msg::RulesTitle, It) => "Regole in breve",
            (Msg::RulesTitle, En) => "Rules in short",
            (Msg::RulesIntro, It) => {
                "Ogni turno ha delle fasi, sempre in quest'ordine. Il regolamento completo di ogni variante si apre durante la partita."
            }
            (Msg::RulesIntro, En) => {
                "Every turn has phases, always in this order. The full rules of each variant open during the game."
            }
            (Msg::RulesCards, It) => {
                "Carte: prima di piazzare, puoi giocare i tris che hai per ricevere armate."
            }
            (Msg::RulesCards, En) => {
                "Cards: before placing, you may trade the sets you hold for armies."
            }
            (Msg::RulesReinforce, It) => {
                "Rinforzi: un'armata ogni tre territori, più il bonus dei continenti che possiedi."
            }
            (Msg::RulesReinforce, En) => {
                "Reinforcements: one army per three territories, plus the bonus of each continent you hold."
            }
            (Msg::RulesAttack, It) => {
                "Attacco: da un tuo territorio con almeno 2 armate a uno confinante nemico; fino a 3 dadi, i pareggi vanno al difensore."
            }
            (Msg::RulesAttack, En) => {
                "Attack: from your territory with at least 2 armies to a neighbouring enemy; up to 3 dice, ties go to the defender."
            }
            (Msg::RulesMove, It) => {
                "Spostamento: una volta, a fine turno, tra due tuoi territori confinanti."
            }
            (Msg::RulesMove, En) => {
                "Move: once, at the end of the turn, between two of your neighbouring territories."
            }
            (Msg::RulesDraw, It) => {
                "Carta: se hai conquistato almeno un territorio, peschi una carta."
            }
            (Msg::RulesDraw, En) => {
                "Card: if you conquered at least one territory, you draw one card."
            }
            (Msg::RulesWin, It) => {
                "Vince chi completa il proprio obiettivo segreto durante il proprio turno. Nelle varianti da torneo la partita può finire anche con la sdadata: allora si contano i punti."
            }
            (Msg::RulesWin, En) => {
                "You win by completing your secret objective during your own turn. In the tournament variants the game may also end with the final dice roll (sdadata): then points are counted."
            }
            (Msg::SavedGames, It) => "Partite salvate",
            (Msg::SavedGames, En) => "Saved games",
            (Msg::Tournament, It) => "Torneo",
            (Msg::Tournament, En) => "Tournament",
        }
    }
}
