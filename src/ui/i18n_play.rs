//! Texts of the game screens (new game, play, final table), in Italian and English.
//!
//! Fixed texts are the typed [`P`] (like `Msg` in `i18n.rs`, kept apart to avoid edit
//! collisions); sentences with names and numbers are functions taking the [`Lang`]:
//! every [`ActionError`] and [`ConfigError`] becomes a sentence a player understands
//! ([`action_error`], [`config_error`]), every [`Event`] a line of the game log
//! ([`event_text`]).

use crate::rules::board::{Card, Symbol, TerritoryId};
use crate::rules::{
    ActionError, ActionKind, BlitzStop, ClassicObjective, Color, ConfigError, EndReason, Event,
    GameConfig, NoCardReason, Objective, Phase, Points, PresetId, SeatId, TrisKind,
};
use crate::ui::i18n::Lang;

/// Italian or English.
fn pick(lang: Lang, it: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::It => it,
        Lang::En => en,
    }
}

/// Every fixed text of the game screens.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum P {
    NewGame,
    Continue,
    Play,
    Preset,
    Players,
    NamesColours,
    Ending,
    EndingSdadataMinutes,
    EndingSdadataRounds,
    EndingSecret,
    EndingRoundLimit,
    EndingNone,
    Minutes,
    Rounds,
    From,
    To,
    ArmyCap,
    ArmyCapFixed,
    NoArmyCap,
    SeatOrderNote,
    StartGame,
    SeatOrderTitle,
    StartPlaying,
    PassTablet,
    Reveal,
    TabTurn,
    TabPlayers,
    TabLog,
    ToPlace,
    PerTap,
    All,
    Undo,
    Cards,
    NoCards,
    TradeNow,
    TradeClosed,
    Tris,
    Value,
    Bonus,
    Total,
    TradeThis,
    YourObjective,
    YourCards,
    EndAttacks,
    EndTurn,
    Close,
    Attack,
    Dice,
    Blitz,
    BlitzStopAt,
    OddsConquer,
    OddsLeft,
    OddsDefenderLeft,
    Attacker,
    Defender,
    Conquered,
    ConquestMove,
    MoveArmies,
    StrategicMove,
    Cancel,
    Ok,
    Territories,
    Armies,
    CardsShort,
    Continents,
    Log,
    Rules,
    RulesOfPreset,
    Clock,
    SecretTime,
    FinalTable,
    Place,
    Player,
    Objective,
    TablePoints,
    TieOutside,
    TieInObjective,
    TieArmies,
    TieDie,
    TeamPoints,
    OpenPoints,
    Eliminated,
    Rematch,
    HidePanel,
    ShowPanel,
    Round,
    SdadataRolls,
    PickTarget,
    PickSource,
    PickMoveSource,
    PickMoveTarget,
    PlaceHint,
    SetupHint,
    NoAttackNow,
    Morto,
    TwoAndMorto,
    MortoCards,
    MortoPlaceHint,
    ExtraRolls,
    MatchPoints,
    SecondGame,
    ContinueSecondGame,
    MortoPickSource,
    DirectedBy,
}

impl P {
    /// The text in `lang`.
    pub const fn text(self, lang: Lang) -> &'static str {
        use Lang::{En, It};
        match (self, lang) {
            (P::NewGame, It) => "Nuova partita",
            (P::NewGame, En) => "New game",
            (P::Continue, It) => "Torna alla partita",
            (P::Continue, En) => "Back to the game",
            (P::Play, It) => "Partita",
            (P::Play, En) => "Game",
            (P::Preset, It) => "Regolamento",
            (P::Preset, En) => "Rule set",
            (P::Players, It) => "Giocatori",
            (P::Players, En) => "Players",
            (P::NamesColours, It) => "Nomi e colori",
            (P::NamesColours, En) => "Names and colours",
            (P::Ending, It) => "Fine della partita",
            (P::Ending, En) => "End of the game",
            (P::EndingSdadataMinutes, It) => "Sdadata dopo un tempo",
            (P::EndingSdadataMinutes, En) => "Sdadata after a time",
            (P::EndingSdadataRounds, It) => "Sdadata dopo dei giri",
            (P::EndingSdadataRounds, En) => "Sdadata after rounds",
            (P::EndingSecret, It) => "Tempo segreto",
            (P::EndingSecret, En) => "Secret time",
            (P::EndingRoundLimit, It) => "Numero di giri",
            (P::EndingRoundLimit, En) => "Number of rounds",
            (P::EndingNone, It) => "Nessun limite",
            (P::EndingNone, En) => "No limit",
            (P::Minutes, It) => "minuti",
            (P::Minutes, En) => "minutes",
            (P::Rounds, It) => "giri",
            (P::Rounds, En) => "rounds",
            (P::From, It) => "da",
            (P::From, En) => "from",
            (P::To, It) => "a",
            (P::To, En) => "to",
            (P::ArmyCap, It) => "Limite di armate",
            (P::ArmyCap, En) => "Army cap",
            (P::ArmyCapFixed, It) => "fisso per questo regolamento",
            (P::ArmyCapFixed, En) => "fixed by this rule set",
            (P::NoArmyCap, It) => "nessun limite",
            (P::NoArmyCap, En) => "no cap",
            (P::SeatOrderNote, It) => "L'ordine di gioco sarà estratto a sorte.",
            (P::SeatOrderNote, En) => "The turn order will be drawn at random.",
            (P::StartGame, It) => "Estrai l'ordine e inizia",
            (P::StartGame, En) => "Draw the order and start",
            (P::SeatOrderTitle, It) => "Ordine di gioco estratto",
            (P::SeatOrderTitle, En) => "Turn order drawn",
            (P::StartPlaying, It) => "Inizia il piazzamento",
            (P::StartPlaying, En) => "Start placing",
            (P::PassTablet, It) => "passa il tablet",
            (P::PassTablet, En) => "pass the tablet",
            (P::Reveal, It) => "Tocca per mostrare",
            (P::Reveal, En) => "Tap to reveal",
            (P::TabTurn, It) => "Turno",
            (P::TabTurn, En) => "Turn",
            (P::TabPlayers, It) => "Giocatori",
            (P::TabPlayers, En) => "Players",
            (P::TabLog, It) => "Registro",
            (P::TabLog, En) => "Log",
            (P::ToPlace, It) => "Armate da piazzare",
            (P::ToPlace, En) => "Armies to place",
            (P::PerTap, It) => "per tocco",
            (P::PerTap, En) => "per tap",
            (P::All, It) => "Tutte",
            (P::All, En) => "All",
            (P::Undo, It) => "Annulla",
            (P::Undo, En) => "Undo",
            (P::Cards, It) => "Carte",
            (P::Cards, En) => "Cards",
            (P::NoCards, It) => "Nessuna carta.",
            (P::NoCards, En) => "No cards.",
            (P::TradeNow, It) => "Gioca un tris",
            (P::TradeNow, En) => "Trade a tris",
            (P::TradeClosed, It) => {
                "I tris si giocano all'inizio del turno, prima di piazzare la prima armata."
            }
            (P::TradeClosed, En) => {
                "Tris are traded at the start of the turn, before placing the first army."
            }
            (P::Tris, It) => "Tris",
            (P::Tris, En) => "Tris",
            (P::Value, It) => "Valore",
            (P::Value, En) => "Value",
            (P::Bonus, It) => "Bonus territori",
            (P::Bonus, En) => "Territory bonus",
            (P::Total, It) => "Totale",
            (P::Total, En) => "Total",
            (P::TradeThis, It) => "Gioca",
            (P::TradeThis, En) => "Trade",
            (P::YourObjective, It) => "Il tuo obiettivo",
            (P::YourObjective, En) => "Your objective",
            (P::YourCards, It) => "Le tue carte",
            (P::YourCards, En) => "Your cards",
            (P::EndAttacks, It) => "Fine attacchi",
            (P::EndAttacks, En) => "End attacks",
            (P::EndTurn, It) => "Fine turno",
            (P::EndTurn, En) => "End turn",
            (P::Close, It) => "Chiudi",
            (P::Close, En) => "Close",
            (P::Attack, It) => "Attacco",
            (P::Attack, En) => "Attack",
            (P::Dice, It) => "Lancia",
            (P::Dice, En) => "Roll",
            (P::Blitz, It) => "Blitz",
            (P::Blitz, En) => "Blitz",
            (P::BlitzStopAt, It) => "Fermati quando restano",
            (P::BlitzStopAt, En) => "Stop when left with",
            (P::OddsConquer, It) => "Probabilità di conquista",
            (P::OddsConquer, En) => "Chance to conquer",
            (P::OddsLeft, It) => "Armate che restano in media, se conquisti",
            (P::OddsLeft, En) => "Armies left on average, if you conquer",
            (P::OddsDefenderLeft, It) => "Difensori che restano in media",
            (P::OddsDefenderLeft, En) => "Defenders left on average",
            (P::Attacker, It) => "Attacco",
            (P::Attacker, En) => "Attack",
            (P::Defender, It) => "Difesa",
            (P::Defender, En) => "Defence",
            (P::Conquered, It) => "Conquistato!",
            (P::Conquered, En) => "Conquered!",
            (P::ConquestMove, It) => "Spostamento dopo la conquista",
            (P::ConquestMove, En) => "Conquest move",
            (P::MoveArmies, It) => "Sposta",
            (P::MoveArmies, En) => "Move",
            (P::StrategicMove, It) => "Spostamento strategico",
            (P::StrategicMove, En) => "Strategic move",
            (P::Cancel, It) => "Annulla",
            (P::Cancel, En) => "Cancel",
            (P::Ok, _) => "OK",
            (P::Territories, It) => "Territori",
            (P::Territories, En) => "Territories",
            (P::Armies, It) => "Armate",
            (P::Armies, En) => "Armies",
            (P::CardsShort, It) => "Carte",
            (P::CardsShort, En) => "Cards",
            (P::Continents, It) => "Continenti",
            (P::Continents, En) => "Continents",
            (P::Log, It) => "Registro della partita",
            (P::Log, En) => "Game log",
            (P::Rules, It) => "Regole",
            (P::Rules, En) => "Rules",
            (P::RulesOfPreset, It) => "Le regole di questa partita",
            (P::RulesOfPreset, En) => "The rules of this game",
            (P::Clock, It) => "Tempo di gioco",
            (P::Clock, En) => "Play time",
            (P::SecretTime, It) => "tempo segreto",
            (P::SecretTime, En) => "secret time",
            (P::FinalTable, It) => "Classifica finale",
            (P::FinalTable, En) => "Final table",
            (P::Place, It) => "Pos.",
            (P::Place, En) => "Place",
            (P::Player, It) => "Giocatore",
            (P::Player, En) => "Player",
            (P::Objective, It) => "Obiettivo",
            (P::Objective, En) => "Objective",
            (P::TablePoints, It) => "Punti",
            (P::TablePoints, En) => "Points",
            (P::TieOutside, It) => "Fuori obiettivo",
            (P::TieOutside, En) => "Outside objective",
            (P::TieInObjective, It) => "Armate obiettivo",
            (P::TieInObjective, En) => "Objective armies",
            (P::TieArmies, It) => "Armate",
            (P::TieArmies, En) => "Armies",
            (P::TieDie, It) => "Dado",
            (P::TieDie, En) => "Die",
            (P::TeamPoints, It) => "Punti torneo (squadre)",
            (P::TeamPoints, En) => "Tournament points (teams)",
            (P::OpenPoints, It) => "Punti torneo (open)",
            (P::OpenPoints, En) => "Tournament points (open)",
            (P::Eliminated, It) => "eliminato",
            (P::Eliminated, En) => "eliminated",
            (P::Rematch, It) => "Rivincita",
            (P::Rematch, En) => "Rematch",
            (P::HidePanel, It) => "Nascondi il pannello",
            (P::HidePanel, En) => "Hide the panel",
            (P::ShowPanel, It) => "Mostra il pannello",
            (P::ShowPanel, En) => "Show the panel",
            (P::Round, It) => "Giro",
            (P::Round, En) => "Round",
            (P::SdadataRolls, It) => "Lanci della sdadata",
            (P::SdadataRolls, En) => "Sdadata rolls",
            (P::PickTarget, It) => "Tocca un territorio nemico evidenziato da attaccare.",
            (P::PickTarget, En) => "Tap a highlighted enemy territory to attack.",
            (P::PickSource, It) => {
                "Tocca un tuo territorio evidenziato da cui attaccare, oppure termina gli attacchi."
            }
            (P::PickSource, En) => {
                "Tap one of your highlighted territories to attack from, or end the attacks."
            }
            (P::PickMoveSource, It) => {
                "Spostamento strategico: tocca il territorio da cui spostare armate, oppure finisci il turno."
            }
            (P::PickMoveSource, En) => {
                "Strategic move: tap the territory to move armies from, or end the turn."
            }
            (P::PickMoveTarget, It) => "Tocca il territorio confinante che riceve le armate.",
            (P::PickMoveTarget, En) => "Tap the neighbouring territory that receives the armies.",
            (P::PlaceHint, It) => "Tocca un tuo territorio per piazzare.",
            (P::PlaceHint, En) => "Tap one of your territories to place.",
            (P::SetupHint, It) => "Piazzamento iniziale: 3 armate alla volta sui tuoi territori.",
            (P::SetupHint, En) => "Initial placement: 3 armies at a time on your territories.",
            (P::NoAttackNow, It) => "Nessun attacco possibile ora.",
            (P::NoAttackNow, En) => "No attack is possible now.",
            (P::Morto, It) => "il morto",
            (P::Morto, En) => "the morto",
            (P::TwoAndMorto, It) => "Due giocatori e il morto, che a ogni suo turno è diretto da uno dei due, a turno.",
            (P::TwoAndMorto, En) => "Two players and the morto, each of its turns directed by one of them in turn.",
            (P::MortoCards, It) => "Carte del morto (scoperte)",
            (P::MortoCards, En) => "The morto's cards (face up)",
            (P::MortoPlaceHint, It) => "Tocca un territorio del morto per piazzare le sue armate.",
            (P::MortoPlaceHint, En) => "Tap one of the morto's territories to place its armies.",
            (P::ExtraRolls, It) => "Lanci extra",
            (P::ExtraRolls, En) => "Extra rolls",
            (P::MatchPoints, It) => "Sfida testa a testa: punti partita",
            (P::MatchPoints, En) => "Testa a testa match: match points",
            (P::SecondGame, It) => "Seconda partita",
            (P::SecondGame, En) => "Second game",
            (P::ContinueSecondGame, It) => "Continua la seconda partita",
            (P::ContinueSecondGame, En) => "Continue the second game",
            (P::MortoPickSource, It) => {
                "Tocca un territorio evidenziato del morto da cui attaccare, oppure termina gli attacchi."
            }
            (P::MortoPickSource, En) => {
                "Tap one of the morto's highlighted territories to attack from, or end the attacks."
            }
            (P::DirectedBy, It) => "diretto da",
            (P::DirectedBy, En) => "directed by",
        }
    }
}

/// Seat names of a game, for sentences.
#[derive(Copy, Clone)]
pub struct Names<'a>(pub &'a GameConfig);

impl<'a> Names<'a> {
    /// The seat's name.
    pub fn of(self, seat: SeatId) -> &'a str {
        self.0
            .seats
            .get(seat.index())
            .map_or("?", |s| s.name.as_str())
    }
}

/// The preset's display name.
pub fn preset_name(p: PresetId) -> &'static str {
    match p {
        PresetId::Classico => "Classico",
        PresetId::Torneo => "Torneo",
        PresetId::Okgiocacon => "OK GiocaCon",
        PresetId::TestaATesta => "Testa a testa",
    }
}

/// The preset's one-line description.
pub fn preset_line(p: PresetId, lang: Lang) -> &'static str {
    match p {
        PresetId::Classico => pick(
            lang,
            "Il gioco di casa: da 3 a 6 giocatori, obiettivi classici.",
            "The home game: 3 to 6 players, classic objectives.",
        ),
        PresetId::Torneo => pick(
            lang,
            "Regolamento dei tornei ufficiali: 4 o 5 giocatori, obiettivi a punti, sdadata.",
            "Official tournament rules: 4 or 5 players, scored objectives, sdadata.",
        ),
        PresetId::Okgiocacon => pick(
            lang,
            "Il torneo dei campionati OK GiocaCon: limite di 130 armate, punti torneo.",
            "The OK GiocaCon championship: 130-army cap, tournament points.",
        ),
        PresetId::TestaATesta => pick(
            lang,
            "Due giocatori e il morto, in una sfida di due partite.",
            "Two players and the morto, in a two-game match.",
        ),
    }
}

/// The colour's name.
pub fn color_name(c: Color, lang: Lang) -> &'static str {
    match lang {
        Lang::It => c.name_it(),
        Lang::En => c.name_en(),
    }
}

/// The phase's name.
pub fn phase_name(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Setup => pick(lang, "Piazzamento iniziale", "Initial placement"),
        Phase::Reinforce => pick(lang, "Rinforzi", "Reinforcements"),
        Phase::Attack => pick(lang, "Attacco", "Attack"),
        Phase::Conquest => pick(lang, "Conquista", "Conquest"),
        Phase::Fortify => pick(lang, "Spostamento", "Strategic move"),
        Phase::Over => pick(lang, "Fine partita", "Game over"),
    }
}

/// A card symbol's name.
pub fn symbol_name(s: Symbol, lang: Lang) -> &'static str {
    match s {
        Symbol::Fante => pick(lang, "fante", "infantry"),
        Symbol::Cavaliere => pick(lang, "cavaliere", "cavalry"),
        Symbol::Cannone => pick(lang, "cannone", "artillery"),
        Symbol::Jolly => "jolly",
    }
}

/// A card: "Ucraina (cannone)" or "Jolly".
pub fn card_name(c: Card, lang: Lang) -> String {
    match c.territory() {
        Some(t) => format!("{} ({})", lang.territory(t), symbol_name(c.symbol(), lang)),
        None => "Jolly".to_string(),
    }
}

/// A tris kind: "3 cannoni".
pub fn tris_name(k: TrisKind, lang: Lang) -> &'static str {
    match k {
        TrisKind::Cannoni => pick(lang, "3 cannoni", "3 artillery"),
        TrisKind::Fanti => pick(lang, "3 fanti", "3 infantry"),
        TrisKind::Cavalieri => pick(lang, "3 cavalieri", "3 cavalry"),
        TrisKind::Mixed => pick(lang, "fante, cavaliere e cannone", "one of each"),
        TrisKind::Jolly => pick(lang, "jolly e 2 uguali", "jolly and 2 alike"),
    }
}

/// The objective's text: tournament objectives list their continents in capitals, then
/// the single territories, as the cards do.
pub fn objective_text(o: Objective, lang: Lang) -> String {
    let it = lang == Lang::It;
    match o {
        Objective::Tournament(_) => {
            let mut parts: Vec<String> = o
                .continents()
                .into_iter()
                .map(|c| lang.continent(c).to_ascii_uppercase())
                .collect();
            parts.extend(
                o.named_territories()
                    .into_iter()
                    .map(|t| lang.territory(t).to_string()),
            );
            parts.join(", ")
        }
        Objective::Classic(c) => match c {
            ClassicObjective::Territories18With2 => pick(
                lang,
                "Conquistare 18 territori con almeno 2 armate ciascuno",
                "Conquer 18 territories with at least 2 armies on each",
            )
            .into(),
            ClassicObjective::Territories24 => {
                pick(lang, "Conquistare 24 territori", "Conquer 24 territories").into()
            }
            ClassicObjective::Continents {
                first,
                second,
                plus_one,
            } => {
                let (a, b) = (lang.continent(first), lang.continent(second));
                let extra = match (plus_one, it) {
                    (false, _) => "",
                    (true, true) => " e un terzo continente a scelta",
                    (true, false) => " and a third continent of your choice",
                };
                if it {
                    format!("Conquistare {a} e {b}{extra}")
                } else {
                    format!("Conquer {a} and {b}{extra}")
                }
            }
            ClassicObjective::Destroy(color) => {
                if it {
                    format!("Distruggere le armate {} (se non in gioco, se sono le tue o se le distrugge un altro: conquistare 24 territori)", color.name_it())
                } else {
                    format!("Destroy the {} armies (if not in play, your own, or destroyed by another: conquer 24 territories)", color.name_en())
                }
            }
        },
    }
}

/// Points with the language's decimal mark.
pub fn points(p: Points, lang: Lang) -> String {
    match lang {
        Lang::It => p.format_it(),
        Lang::En => p.to_string(),
    }
}

/// A probability as a percentage with one decimal: "87,3%".
pub fn percent(p: f64, lang: Lang) -> String {
    decimal(p * 100.0, lang) + "%"
}

/// A number with one decimal and the language's decimal mark.
pub fn decimal(x: f64, lang: Lang) -> String {
    let tenths = (x * 10.0).round().max(0.0) as u64;
    let mark = pick(lang, ",", ".");
    format!("{}{mark}{}", tenths / 10, tenths % 10)
}

/// "1 armata" / "3 armate".
fn armies(n: u32, lang: Lang) -> String {
    match (lang, n) {
        (Lang::It, 1) => "1 armata".into(),
        (Lang::It, _) => format!("{n} armate"),
        (Lang::En, 1) => "1 army".into(),
        (Lang::En, _) => format!("{n} armies"),
    }
}

fn action_name(a: ActionKind, lang: Lang) -> &'static str {
    match a {
        ActionKind::Place => pick(lang, "piazzare armate", "place armies"),
        ActionKind::UndoPlace => pick(lang, "annullare un piazzamento", "undo a placement"),
        ActionKind::Trade => pick(lang, "giocare un tris", "trade a tris"),
        ActionKind::Attack => pick(lang, "attaccare", "attack"),
        ActionKind::Blitz => pick(lang, "fare un blitz", "blitz"),
        ActionKind::Occupy => pick(
            lang,
            "spostare armate nel territorio conquistato",
            "move into a conquered territory",
        ),
        ActionKind::EndAttacks => pick(lang, "terminare gli attacchi", "end the attacks"),
        ActionKind::Move => pick(
            lang,
            "fare lo spostamento strategico",
            "make the strategic move",
        ),
        ActionKind::EndTurn => pick(lang, "finire il turno", "end the turn"),
        ActionKind::TimeUp => pick(lang, "chiamare la fine del tempo", "call time"),
    }
}

/// Why an action is refused, in words a player understands.
pub fn action_error(e: &ActionError, names: Names<'_>, lang: Lang) -> String {
    action_error_for(e, names, lang, false)
}

/// Like [`action_error`]; with `morto`, worded for the morto's turn, where the player at
/// the tablet acts for the morto ("non è del morto", never "non è tuo").
pub fn action_error_for(e: &ActionError, names: Names<'_>, lang: Lang, morto: bool) -> String {
    let t = |t: TerritoryId| lang.territory(t);
    let it = lang == Lang::It;
    match e {
        ActionError::NotOwned { territory } if morto => {
            if it {
                format!(
                    "{} non è del morto: scegli uno dei suoi territori.",
                    t(*territory)
                )
            } else {
                format!(
                    "{} is not the morto's: pick one of its territories.",
                    t(*territory)
                )
            }
        }
        ActionError::OwnTerritory { territory } if morto => {
            if it {
                format!("{} è già del morto: non può attaccarlo.", t(*territory))
            } else {
                format!(
                    "{} already belongs to the morto: it cannot attack it.",
                    t(*territory)
                )
            }
        }
        ActionError::CardNotInHand { card } if morto => {
            if it {
                format!(
                    "La carta {} non è nella mano del morto.",
                    card_name(*card, lang)
                )
            } else {
                format!(
                    "The card {} is not in the morto's hand.",
                    card_name(*card, lang)
                )
            }
        }
        ActionError::MoveAlreadyMade if morto => pick(
            lang,
            "Il morto ha già fatto lo spostamento strategico in questo turno.",
            "The morto already made its strategic move this turn.",
        )
        .into(),
        ActionError::GameOver => pick(lang, "La partita è finita.", "The game is over.").into(),
        ActionError::WrongPhase { action, phase } => {
            if it {
                format!(
                    "Ora non puoi {}: siamo nella fase «{}».",
                    action_name(*action, lang),
                    phase_name(*phase, lang)
                )
            } else {
                format!(
                    "You cannot {} now: this is the “{}” phase.",
                    action_name(*action, lang),
                    phase_name(*phase, lang)
                )
            }
        }
        ActionError::NotOwned { territory } => {
            if it {
                format!("{} non è tuo: scegli uno dei tuoi territori.", t(*territory))
            } else {
                format!("{} is not yours: pick one of your territories.", t(*territory))
            }
        }
        ActionError::OwnTerritory { territory } => {
            if it {
                format!("{} è già tuo: non puoi attaccarlo.", t(*territory))
            } else {
                format!("{} is already yours: you cannot attack it.", t(*territory))
            }
        }
        ActionError::NotAdjacent { from, to } => {
            if it {
                format!("{} e {} non confinano.", t(*from), t(*to))
            } else {
                format!("{} and {} do not border each other.", t(*from), t(*to))
            }
        }
        ActionError::Zero => pick(
            lang,
            "Serve almeno un'armata (o un dado).",
            "At least one army (or die) is needed.",
        )
        .into(),
        ActionError::TooManyToPlace { left, got } => {
            if it {
                format!("Puoi piazzare ancora {}, non {got}.", armies(*left, lang))
            } else {
                format!("You can place {} more, not {got}.", armies(*left, lang))
            }
        }
        ActionError::NothingToUndo => pick(
            lang,
            "Non c'è nessun piazzamento da annullare.",
            "There is no placement to undo.",
        )
        .into(),
        ActionError::CardNotInHand { card } => {
            if it {
                format!("La carta {} non è nella tua mano.", card_name(*card, lang))
            } else {
                format!("The card {} is not in your hand.", card_name(*card, lang))
            }
        }
        ActionError::DuplicateCard { card } => {
            if it {
                format!("Hai scelto due volte la carta {}.", card_name(*card, lang))
            } else {
                format!("You picked the card {} twice.", card_name(*card, lang))
            }
        }
        ActionError::NotATris => pick(
            lang,
            "Queste tre carte non formano un tris.",
            "These three cards are not a tris.",
        )
        .into(),
        ActionError::TradeWindowClosed => P::TradeClosed.text(lang).into(),
        ActionError::TradeMustUseVictimCards => pick(
            lang,
            "Ora puoi giocare solo un tris con almeno una delle carte prese al giocatore eliminato.",
            "Now you can only trade a tris with at least one of the cards taken from the eliminated player.",
        )
        .into(),
        ActionError::TooFewArmiesToAttack { territory, armies: n } => {
            if it {
                format!(
                    "{} ha {}: per attaccare ne servono almeno 2 (una resta a difesa).",
                    t(*territory),
                    armies(*n, lang)
                )
            } else {
                format!(
                    "{} has {}: attacking needs at least 2 (one stays behind).",
                    t(*territory),
                    armies(*n, lang)
                )
            }
        }
        ActionError::BadDice { min, max, got } => {
            if it {
                format!("Con queste armate puoi lanciare da {min} a {max} dadi, non {got}.")
            } else {
                format!("With these armies you can roll {min} to {max} dice, not {got}.")
            }
        }
        ActionError::FewerDiceThanDefender { dice, defender_dice } => {
            if it {
                format!(
                    "Il difensore lancia {defender_dice} dadi e tu ne potresti lanciare solo {dice}: non si attacca con meno dadi del difensore (inferiorità numerica). Porta più armate."
                )
            } else {
                format!(
                    "The defender rolls {defender_dice} dice and you could roll only {dice}: no attack with fewer dice than the defender. Bring more armies."
                )
            }
        }
        ActionError::EliminationTooEarly {
            defender,
            round,
            allowed_after_round,
        } => {
            if it {
                format!(
                    "{} non può essere eliminato prima della fine del giro {allowed_after_round} (ora è il giro {round}): questo attacco potrebbe togliergli l'ultimo territorio.",
                    names.of(*defender)
                )
            } else {
                format!(
                    "{} cannot be eliminated before the end of round {allowed_after_round} (this is round {round}): this attack could take their last territory.",
                    names.of(*defender)
                )
            }
        }
        ActionError::MortoCannotAttackDirector { director } => {
            if it {
                format!(
                    "Il morto non può attaccare {}, che lo dirige in questo turno.",
                    names.of(*director)
                )
            } else {
                format!(
                    "The morto cannot attack {}, who directs it this turn.",
                    names.of(*director)
                )
            }
        }
        ActionError::BadBlitzLimit { armies: n, stop_at } => {
            if it {
                format!(
                    "Con {} il blitz può fermarsi tra 1 e {}, non a {stop_at}.",
                    armies(*n, lang),
                    n.saturating_sub(1)
                )
            } else {
                format!(
                    "With {} the blitz can stop between 1 and {}, not at {stop_at}.",
                    armies(*n, lang),
                    n.saturating_sub(1)
                )
            }
        }
        ActionError::MoveOutOfRange { min, max, got } => {
            if it {
                format!("Puoi spostare da {min} a {max} armate, non {got}.")
            } else {
                format!("You can move {min} to {max} armies, not {got}.")
            }
        }
        ActionError::GarrisonRequired { territory, min } => {
            if it {
                format!(
                    "{} confina con un nemico e deve tenere almeno {}: non ha armate da spostare.",
                    t(*territory),
                    armies(*min, lang)
                )
            } else {
                format!(
                    "{} borders an enemy and must keep at least {}: it has no armies to move.",
                    t(*territory),
                    armies(*min, lang)
                )
            }
        }
        ActionError::MoveAlreadyMade => pick(
            lang,
            "Hai già fatto lo spostamento strategico in questo turno.",
            "You already made the strategic move this turn.",
        )
        .into(),
        ActionError::TimeAlreadyUp => {
            pick(lang, "Il tempo è già scaduto.", "Time is already up.").into()
        }
        ActionError::NoClock => pick(
            lang,
            "Questa partita non ha un orologio.",
            "This game has no clock.",
        )
        .into(),
        ActionError::ExtraRolls { held, asked } => {
            if it {
                format!("Puoi usare {held} lanci extra, non {asked}.")
            } else {
                format!("You can use {held} extra rolls, not {asked}.")
            }
        }
    }
}

/// Why a new game cannot start, in words.
pub fn config_error(e: &ConfigError, config: &GameConfig, lang: Lang) -> String {
    let names = Names(config);
    let it = lang == Lang::It;
    match e {
        ConfigError::UnknownPreset(p) => {
            if it {
                format!("Regolamento sconosciuto: {p}.")
            } else {
                format!("Unknown rule set: {p}.")
            }
        }
        ConfigError::SeatCount {
            preset,
            min,
            max,
            got,
        } => {
            if it {
                format!(
                    "{} si gioca da {min} a {max}, non in {got}.",
                    preset_name(*preset)
                )
            } else {
                format!(
                    "{} is played by {min} to {max}, not {got}.",
                    preset_name(*preset)
                )
            }
        }
        ConfigError::DuplicateColor(c) => {
            if it {
                format!("Il colore {} è scelto due volte.", color_name(*c, lang))
            } else {
                format!("The colour {} is chosen twice.", color_name(*c, lang))
            }
        }
        ConfigError::DuplicateName { second, .. } => {
            if it {
                format!(
                    "Il nome «{}» è usato due volte: i nomi devono essere diversi.",
                    names.of(*second).trim()
                )
            } else {
                format!(
                    "The name “{}” is used twice: names must differ.",
                    names.of(*second).trim()
                )
            }
        }
        ConfigError::EmptyName(s) => {
            if it {
                format!("Il giocatore {} non ha un nome.", s.0 + 1)
            } else {
                format!("Player {} has no name.", s.0 + 1)
            }
        }
        ConfigError::NameTooLong { seat, max } => {
            if it {
                format!(
                    "Il nome del giocatore {} supera i {max} caratteri.",
                    seat.0 + 1
                )
            } else {
                format!(
                    "The name of player {} is longer than {max} characters.",
                    seat.0 + 1
                )
            }
        }
        ConfigError::VirtualSeats { .. } => pick(
            lang,
            "Il morto serve solo nel testa a testa.",
            "The morto belongs to testa a testa only.",
        )
        .into(),
        ConfigError::EndingNotAllowed(p) => {
            if it {
                format!("{} non prevede questa fine della partita.", preset_name(*p))
            } else {
                format!("{} does not offer this ending.", preset_name(*p))
            }
        }
        ConfigError::InvalidEnding => pick(
            lang,
            "Il tempo o i giri devono essere positivi (e il minimo non oltre il massimo).",
            "The time or rounds must be positive (and the minimum not above the maximum).",
        )
        .into(),
        ConfigError::ArmyCapNotConfigurable(p) => {
            if it {
                format!("{} fissa da sé il limite di armate.", preset_name(*p))
            } else {
                format!("{} fixes its own army cap.", preset_name(*p))
            }
        }
        ConfigError::ArmyCapTooLow { min, got } => {
            if it {
                format!("Un limite di {got} armate è troppo basso: almeno {min}.")
            } else {
                format!("A cap of {got} armies is too low: at least {min}.")
            }
        }
    }
}

/// Who eliminated a player and in which round: "da Anna nel giro 4".
pub fn eliminated_by(killer: &str, round: u32, lang: Lang) -> String {
    match lang {
        Lang::It => format!("da {killer} nel giro {round}"),
        Lang::En => format!("by {killer} in round {round}"),
    }
}

/// Dice as "6 4 2".
pub fn dice_text(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// Why the game ended.
pub fn end_reason(r: &EndReason, names: Names<'_>, lang: Lang) -> String {
    let it = lang == Lang::It;
    match r {
        EndReason::Risiko { seat } => {
            if it {
                format!(
                    "RisiKo! {} ha completato il suo obiettivo.",
                    names.of(*seat)
                )
            } else {
                format!("RisiKo! {} completed their objective.", names.of(*seat))
            }
        }
        EndReason::LastStanding { seat } => {
            if it {
                format!("{} è l'ultimo rimasto in gioco.", names.of(*seat))
            } else {
                format!("{} is the last one standing.", names.of(*seat))
            }
        }
        EndReason::RealPlayerEliminated { seat, by } => {
            if it {
                format!(
                    "{} è stato eliminato da {}: la partita finisce subito.",
                    names.of(*seat),
                    names.of(*by)
                )
            } else {
                format!(
                    "{} was eliminated by {}: the game ends at once.",
                    names.of(*seat),
                    names.of(*by)
                )
            }
        }
        EndReason::SecretTime => pick(
            lang,
            "Il tempo segreto è scaduto: la partita finisce subito.",
            "The secret time ran out: the game ends at once.",
        )
        .into(),
        EndReason::Sdadata { seat } => {
            if it {
                format!("La sdadata di {} ha chiuso la partita.", names.of(*seat))
            } else {
                format!("{}'s sdadata roll ended the game.", names.of(*seat))
            }
        }
        EndReason::RoundLimit { round } => {
            if it {
                format!("Finito il giro {round}, ultimo giro previsto.")
            } else {
                format!("Round {round}, the last one set, is over.")
            }
        }
    }
}

/// A sdadata roll, explained: "Anna: 3 + 5 = 8; la partita finisce con 2–4: si continua."
#[allow(clippy::too_many_arguments)]
pub fn sdadata_text(
    seat: &str,
    dice: [u8; 2],
    sum: u32,
    min: u32,
    max: u32,
    ends: bool,
    extra: bool,
    lang: Lang,
) -> String {
    let range = if min == max {
        min.to_string()
    } else {
        format!("{min}–{max}")
    };
    match lang {
        Lang::It => format!(
            "{seat}{}: {} + {} = {sum}; la partita finisce con {range}: {}",
            if extra { " (lancio extra)" } else { "" },
            dice[0],
            dice[1],
            if ends { "finita!" } else { "si continua." }
        ),
        Lang::En => format!(
            "{seat}{}: {} + {} = {sum}; the game ends on {range}: {}",
            if extra { " (extra roll)" } else { "" },
            dice[0],
            dice[1],
            if ends { "it is over!" } else { "play on." }
        ),
    }
}

/// A line of the game log, or `None` for events not worth a line. `event` must be the
/// form the viewer may see (`Game::event_for`).
pub fn event_text(event: &Event, names: Names<'_>, lang: Lang) -> Option<String> {
    let n = |s: SeatId| names.of(s);
    let t = |t: TerritoryId| lang.territory(t);
    let it = lang == Lang::It;
    Some(match event {
        Event::Placed {
            seat,
            by,
            territory,
            armies: a,
        } => {
            let who = if by == seat {
                n(*seat).to_string()
            } else {
                format!("{} ({})", n(*by), n(*seat))
            };
            if it {
                format!("{who} piazza {} su {}.", armies(*a, lang), t(*territory))
            } else {
                format!("{who} places {} on {}.", armies(*a, lang), t(*territory))
            }
        }
        Event::PlacementUndone {
            seat,
            territory,
            armies: a,
        } => {
            if it {
                format!(
                    "{} riprende {} da {}.",
                    n(*seat),
                    armies(*a, lang),
                    t(*territory)
                )
            } else {
                format!(
                    "{} takes back {} from {}.",
                    n(*seat),
                    armies(*a, lang),
                    t(*territory)
                )
            }
        }
        Event::SetupFinished => pick(
            lang,
            "Piazzamento iniziale concluso.",
            "Initial placement done.",
        )
        .into(),
        Event::RoundStarted { round } => {
            if it {
                format!("— Giro {round} —")
            } else {
                format!("— Round {round} —")
            }
        }
        Event::TurnStarted { seat, director, .. } => match director {
            Some(d) if it => format!("Turno del morto, diretto da {}.", n(*d)),
            Some(d) => format!("The morto's turn, directed by {}.", n(*d)),
            None if it => format!("Turno di {}.", n(*seat)),
            None => format!("{}'s turn.", n(*seat)),
        },
        Event::Reinforcements { seat, breakdown } => {
            // Every source named: each continent held, the cards traded, the cap.
            let mut parts = vec![if it {
                format!(
                    "{} per {} territori",
                    breakdown.from_territories, breakdown.territories
                )
            } else {
                format!(
                    "{} for {} territories",
                    breakdown.from_territories, breakdown.territories
                )
            }];
            for (c, bonus) in &breakdown.continents {
                parts.push(format!(
                    "{bonus} {} {}",
                    pick(lang, "per", "for"),
                    lang.continent(*c)
                ));
            }
            if breakdown.from_cards > 0 {
                parts.push(format!(
                    "{} {}",
                    breakdown.from_cards,
                    pick(lang, "dalle carte", "from cards")
                ));
            }
            if breakdown.lost_to_cap > 0 {
                parts.push(format!(
                    "{} {}",
                    breakdown.lost_to_cap,
                    pick(lang, "in meno per il limite", "fewer for the cap")
                ));
            }
            if it {
                format!(
                    "{} riceve {}: {}.",
                    n(*seat),
                    armies(breakdown.total, lang),
                    parts.join(", ")
                )
            } else {
                format!(
                    "{} receives {}: {}.",
                    n(*seat),
                    armies(breakdown.total, lang),
                    parts.join(", ")
                )
            }
        }
        Event::ArmyCapReached { seat, cap, lost } => {
            if it {
                format!("{} è al limite di {cap} armate: ne perde {lost}.", n(*seat))
            } else {
                format!(
                    "{} is at the {cap}-army cap: {lost} not received.",
                    n(*seat)
                )
            }
        }
        Event::Traded {
            seat,
            kind,
            base,
            territory_bonus,
            total,
            ..
        } => {
            if it {
                format!(
                    "{} gioca un tris ({}): {base} + {territory_bonus} di bonus = {}.",
                    n(*seat),
                    tris_name(*kind, lang),
                    armies(*total, lang)
                )
            } else {
                format!(
                    "{} trades a tris ({}): {base} + {territory_bonus} bonus = {}.",
                    n(*seat),
                    tris_name(*kind, lang),
                    armies(*total, lang)
                )
            }
        }
        Event::Battle {
            attacker,
            defender,
            from,
            to,
            attacker_dice,
            defender_dice,
            attacker_losses,
            defender_losses,
        } => {
            if it {
                format!(
                    "{} attacca {} ({}) da {}: {} contro {}; {} perde {}, {} perde {}.",
                    n(*attacker),
                    t(*to),
                    n(*defender),
                    t(*from),
                    dice_text(attacker_dice),
                    dice_text(defender_dice),
                    n(*attacker),
                    attacker_losses,
                    n(*defender),
                    defender_losses
                )
            } else {
                format!(
                    "{} attacks {} ({}) from {}: {} against {}; {} loses {}, {} loses {}.",
                    n(*attacker),
                    t(*to),
                    n(*defender),
                    t(*from),
                    dice_text(attacker_dice),
                    dice_text(defender_dice),
                    n(*attacker),
                    attacker_losses,
                    n(*defender),
                    defender_losses
                )
            }
        }
        Event::BlitzStopped { to, reason, .. } => {
            let why = match reason {
                BlitzStop::LimitReached => pick(lang, "limite raggiunto", "limit reached"),
                BlitzStop::CannotAttack => pick(
                    lang,
                    "nessun altro attacco possibile",
                    "no further attack possible",
                ),
                BlitzStop::EliminationTooEarly => pick(
                    lang,
                    "eliminazione non ancora permessa",
                    "elimination not yet allowed",
                ),
            };
            if it {
                format!("Blitz su {} fermato: {why}.", t(*to))
            } else {
                format!("Blitz on {} stopped: {why}.", t(*to))
            }
        }
        Event::Conquered {
            seat,
            to,
            previous_owner,
            armies_moved,
            ..
        } => {
            if it {
                format!(
                    "{} conquista {} ({} ne aveva il controllo) ed entra con {}.",
                    n(*seat),
                    t(*to),
                    n(*previous_owner),
                    armies(*armies_moved, lang)
                )
            } else {
                format!(
                    "{} conquers {} from {} and moves in {}.",
                    n(*seat),
                    t(*to),
                    n(*previous_owner),
                    armies(*armies_moved, lang)
                )
            }
        }
        Event::Occupied {
            from,
            to,
            armies: a,
        } => {
            if it {
                format!(
                    "{} in tutto da {} a {}.",
                    armies(*a, lang),
                    t(*from),
                    t(*to)
                )
            } else {
                format!(
                    "{} in all from {} to {}.",
                    armies(*a, lang),
                    t(*from),
                    t(*to)
                )
            }
        }
        Event::Eliminated { seat, by, .. } => {
            if it {
                format!("{} è eliminato da {}.", n(*seat), n(*by))
            } else {
                format!("{} is eliminated by {}.", n(*seat), n(*by))
            }
        }
        Event::CardsTaken {
            from,
            to,
            count,
            cards,
            ..
        } => {
            let shown = cards
                .as_ref()
                .map(|c| {
                    format!(
                        ": {}",
                        c.iter()
                            .map(|c| card_name(*c, lang))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })
                .unwrap_or_default();
            if it {
                format!("{} prende le {count} carte di {}{shown}.", n(*to), n(*from))
            } else {
                format!("{} takes {}'s {count} cards{shown}.", n(*to), n(*from))
            }
        }
        Event::ObjectiveChanged { .. } => pick(
            lang,
            "Il tuo obiettivo è diventato: conquistare 24 territori.",
            "Your objective became: conquer 24 territories.",
        )
        .into(),
        Event::AttacksEnded { seat } => {
            if it {
                format!("{} termina gli attacchi.", n(*seat))
            } else {
                format!("{} ends the attacks.", n(*seat))
            }
        }
        Event::Moved {
            from,
            to,
            armies: a,
        } => {
            if it {
                format!(
                    "Spostamento: {} da {} a {}.",
                    armies(*a, lang),
                    t(*from),
                    t(*to)
                )
            } else {
                format!(
                    "Move: {} from {} to {}.",
                    armies(*a, lang),
                    t(*from),
                    t(*to)
                )
            }
        }
        Event::DeckReshuffled { cards } => {
            if it {
                format!("Il mazzo è rifatto con {cards} carte giocate.")
            } else {
                format!("The deck is rebuilt from {cards} traded cards.")
            }
        }
        Event::CardDrawn { seat, card } => match (card, it) {
            (Some(c), true) => format!("{} pesca una carta: {}.", n(*seat), card_name(*c, lang)),
            (Some(c), false) => format!("{} draws a card: {}.", n(*seat), card_name(*c, lang)),
            (None, true) => format!("{} pesca una carta.", n(*seat)),
            (None, false) => format!("{} draws a card.", n(*seat)),
        },
        Event::NoCardDrawn {
            seat,
            reason: NoCardReason::NoCardsLeft,
        } => {
            if it {
                format!("{} non pesca: non ci sono più carte.", n(*seat))
            } else {
                format!("{} draws nothing: no cards are left.", n(*seat))
            }
        }
        Event::TimeUp { round } => {
            if it {
                format!("Tempo scaduto durante il giro {round}.")
            } else {
                format!("Time is up during round {round}.")
            }
        }
        Event::LastRoundAnnounced { penultimate, last } => {
            if it {
                format!("Il giro {penultimate} è il penultimo, il giro {last} l'ultimo: poi la sdadata.")
            } else {
                format!("Round {penultimate} is the penultimate, round {last} the last: then the sdadata.")
            }
        }
        Event::SdadataRoll {
            seat,
            dice,
            sum,
            min,
            max,
            ends,
            extra,
        } => sdadata_text(n(*seat), *dice, *sum, *min, *max, *ends, *extra, lang),
        Event::SdadataSkipped { seat, conquests } => {
            if it {
                format!(
                    "{} non tira la sdadata: ha conquistato {conquests} territori.",
                    n(*seat)
                )
            } else {
                format!(
                    "{} does not roll the sdadata: {conquests} territories conquered.",
                    n(*seat)
                )
            }
        }
        Event::ExtraRollsEarned { seat, count, held } => {
            if it {
                format!("{} guadagna {count} lanci extra (ne ha {held}).", n(*seat))
            } else {
                format!("{} earns {count} extra rolls ({held} held).", n(*seat))
            }
        }
        Event::MortoDirected { director } => {
            if it {
                format!("Il prossimo turno del morto lo dirige {}.", n(*director))
            } else {
                format!("{} directs the morto's next turn.", n(*director))
            }
        }
        Event::Risiko { seat } => {
            if it {
                format!("RisiKo! {} ha completato l'obiettivo.", n(*seat))
            } else {
                format!("RisiKo! {} completed the objective.", n(*seat))
            }
        }
        Event::TieBreakRoll { seats, dice } => {
            let parts: Vec<String> = seats
                .iter()
                .zip(dice)
                .map(|(s, d)| format!("{} {d}", n(*s)))
                .collect();
            if it {
                format!("Spareggio ai dadi: {}.", parts.join(", "))
            } else {
                format!("Tie broken with dice: {}.", parts.join(", "))
            }
        }
        Event::GameOver { outcome } => end_reason(&outcome.reason, names, lang),
    })
}
