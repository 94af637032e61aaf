//! The app's texts, in Italian and English.
//!
//! Every fixed text of the game app is a variant of the one table [`AppText`], read with
//! [`AppText::text`]; sentences with names and numbers fill template pairs (the convention is
//! in [`crate::present::texts`]). The game screens' sentences are here (the saved games' are in `i18n_saves`): every
//! [`ActionError`] and [`ConfigError`] becomes a sentence a player understands
//! ([`action_error`], [`config_error`]), every [`Event`] a line of the game log
//! ([`event_text`]).

use crate::present::lang::Lang;
use crate::present::texts::texts;
use crate::present::texts::{fill, pick};
use crate::rules::board::{Card, Symbol, TerritoryId};
use crate::rules::{
    ActionError, ActionKind, BlitzStop, ClassicObjective, Color, ConfigError, EndReason, Event,
    GameConfig, NoCardReason, Objective, Phase, Points, PresetId, SeatId, TrisKind,
};

texts! {
    /// Every fixed text of the game app, one table: [`AppText::text`] gives it in a language.
    AppText {
        // The app's shell, Home, Explore, Rules, About (formerly `Msg`).
        AppTitle,
        Tagline,
        Home,
        Back,
        Explore,
        ExploreHint,
        About,
        LanguageLabel,
        ZoomIn,
        ZoomOut,
        ZoomReset,
        Continent,
        Neighbours,
        MapLabel,
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
        // Saved games, notices, the offline update (formerly `S`).
        Resume,
        NoSaves,
        Rename,
        Duplicate,
        Delete,
        Export,
        Import,
        Save,
        ConfirmDeleteTitle,
        LastPlayed,
        Damaged,
        CopySuffix,
        ImportedName,
        OpenElsewhereTitle,
        OpenElsewhereBody,
        OpenHere,
        StorageOff,
        StorageFull,
        StorageFullNew,
        SavedWhole,
        PlayedOnElsewhere,
        LockedElsewhere,
        TakeOver,
        UpdateReady,
        Reload,
        NewNameLabel,
        NothingChanged,
        Setup,
        Finished,
        // The game screens.
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
        ConquestHint,
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
        EndingCountdown,
        EndingRegular,
        EndingClubMinutes,
        EndingClubRounds,
        BorderPenalty,
        DraftHint,
        Score,
        ClubTarget,
        Chain,
        ChainThis,
        Frozen,
        Retired,
        Supplementary,
        PlayTurn,
        Pass,
        Retire,
        RetireQuestion,
        RankingPoints,
        NeutralTerritories,
        Details,
        ConfirmPlace,
        HeldHint,
        MoveDone,
        ConfirmEndTurn,
        ConfirmEndTurnText,
        EndTurnNoMove,
        GoToMove,
        ComputerFailed,
        Retry,
        MapSvg,
        ChartSvg,
        FreeTerritory,
        NeutralTerritory,
        Announcements,
        ImportSameTitle,
        ImportReplace,
        ImportKeepBoth,
        ImportedSuffix,
        LogMore,
        NameLimit,
        OrderBy,
        OrderDrawn,
        OrderTable,
        OrderTableHint,
        OrderUp,
        ShowAll,
        Sounds,
        VsComputer,
        Replay,
        // Issue 30 (feel1): Home's settings of the game against the computer, the rules
        // of every variant.
        ChangeSettings,
        RulesOfEveryPreset,
    }
}

impl AppText {
    /// The text in `lang`.
    pub const fn text(self, lang: Lang) -> &'static str {
        let (it, en) = match self {
            AppText::AppTitle => ("Planisfero", "Planisfero"),
            AppText::Tagline => ("RisiKo! sul tablet, anche senza rete", "RisiKo! on a tablet, even offline"),
            AppText::Home => ("Inizio", "Home"),
            AppText::Back => ("Indietro", "Back"),
            AppText::Explore => ("Esplora la mappa", "Explore the map"),
            AppText::ExploreHint => ("Tocca un territorio per vederne i confinanti.", "Tap a territory to see its neighbours."),
            AppText::About => ("Informazioni", "About"),
            AppText::LanguageLabel => ("Lingua", "Language"),
            AppText::ZoomIn => ("Ingrandisci", "Zoom in"),
            AppText::ZoomOut => ("Riduci", "Zoom out"),
            AppText::ZoomReset => ("Mappa intera", "Whole map"),
            AppText::Continent => ("Continente", "Continent"),
            AppText::Neighbours => ("Confinanti", "Neighbours"),
            AppText::MapLabel => ("Mappa del mondo con 42 territori", "World map with 42 territories"),
            AppText::AboutUnofficial => ("Planisfero è un progetto amatoriale non ufficiale, non affiliato né approvato da Editrice Giochi.", "Planisfero is an unofficial fan project, not affiliated with or endorsed by Editrice Giochi."),
            AppText::AboutMapSource => ("La mappa è disegnata con i dati di Natural Earth (naturalearthdata.com), di pubblico dominio.", "The map is drawn from Natural Earth data (naturalearthdata.com), in the public domain."),
            AppText::AboutOffline => ("Tutto funziona sul dispositivo: nessun account, nessun dato inviato in rete.", "Everything runs on the device: no account, no data sent over the network."),
            // The legal line is the same in every language (brief for issue 3, from the
            // sources' footer: "RisiKo! è un marchio registrato ® Editrice Giochi SPA").
            AppText::LegalLine => ("RisiKo! è un marchio registrato ® Editrice Giochi SPA. Tutti i diritti riservati.", "RisiKo! è un marchio registrato ® Editrice Giochi SPA. Tutti i diritti riservati."),
            AppText::RulesTitle => ("Regole in breve", "Rules in short"),
            AppText::RulesIntro => ("Ogni turno ha delle fasi, sempre in quest'ordine. Il regolamento completo di ogni variante è più sotto, e durante la partita dietro il tasto «?».", "Every turn has phases, always in this order. The full rules of each variant are further down, and during the game behind the «?» button."),
            AppText::RulesCards => ("Carte: prima di piazzare, puoi giocare i tris che hai per ricevere armate.", "Cards: before placing, you may trade the sets you hold for armies."),
            AppText::RulesReinforce => ("Rinforzi: un'armata ogni tre territori, più il bonus dei continenti che possiedi.", "Reinforcements: one army per three territories, plus the bonus of each continent you hold."),
            AppText::RulesAttack => ("Attacco: da un tuo territorio con almeno 2 armate a uno confinante nemico; fino a 3 dadi, i pareggi vanno al difensore.", "Attack: from your territory with at least 2 armies to a neighbouring enemy; up to 3 dice, ties go to the defender."),
            AppText::RulesMove => ("Spostamento: una volta, a fine turno, tra due tuoi territori confinanti.", "Move: once, at the end of the turn, between two of your neighbouring territories."),
            AppText::RulesDraw => ("Carta: se hai conquistato almeno un territorio, peschi una carta.", "Card: if you conquered at least one territory, you draw one card."),
            AppText::RulesWin => ("Con gli obiettivi segreti vince chi completa il proprio durante il proprio turno; nel club non ci sono obiettivi e fa RisiKo! chi raggiunge un punteggio. Molte varianti finiscono anche a tempo (sdadata o turni supplementari): allora si contano i punti. Le regole di ogni variante sono qui sotto.", "With secret objectives, whoever completes theirs during their own turn wins; club has no objectives and RisiKo! is reaching a score. Many variants also end on time (sdadata or supplementary turns): then points are counted. Each variant's rules are below."),
            AppText::SavedGames => ("Partite salvate", "Saved games"),
            AppText::Tournament => ("Torneo", "Tournament"),
            AppText::Resume => ("Continua", "Continue"),
            AppText::NoSaves => ("Nessuna partita salvata su questo dispositivo.", "No game saved on this device."),
            AppText::Rename => ("Rinomina", "Rename"),
            AppText::Duplicate => ("Duplica", "Duplicate"),
            AppText::Delete => ("Elimina", "Delete"),
            AppText::Export => ("Esporta", "Export"),
            AppText::Import => ("Importa da file", "Import from a file"),
            AppText::Save => ("Salva", "Save"),
            AppText::ConfirmDeleteTitle => ("Eliminare la partita?", "Delete the game?"),
            AppText::LastPlayed => ("Ultima mossa", "Last move"),
            AppText::Damaged => ("Danneggiata", "Damaged"),
            AppText::CopySuffix => ("(copia)", "(copy)"),
            AppText::ImportedName => ("Partita importata", "Imported game"),
            AppText::OpenElsewhereTitle => ("Partita aperta in un'altra scheda", "Game open in another tab"),
            AppText::OpenElsewhereBody => ("Questa partita è aperta in un'altra scheda o finestra. Se la apri qui, l'altra smette di salvarla.", "This game is open in another tab or window. If you open it here, the other one stops saving it."),
            AppText::OpenHere => ("Apri qui", "Open here"),
            AppText::StorageOff => ("Salvataggio disattivato: il browser non permette di salvare (navigazione privata?). Si può giocare, ma chiudendo la pagina la partita si perde.", "Saving is off: the browser does not allow storage (private mode?). You can play, but the game is lost when the page is closed."),
            AppText::StorageFull => ("Memoria piena: le ultime mosse non sono ancora salvate nell'elenco (il salvataggio precedente è intatto). Elimina qualche vecchia partita: appena c'è spazio la partita sarà salvata per intero.", "Storage full: the latest moves are not in the saved games yet (the previous save is intact). Delete some old games: as soon as there is room the whole game will be saved."),
            AppText::StorageFullNew => ("Memoria piena: questa partita non è ancora salvata nell'elenco. Elimina qualche vecchia partita: appena c'è spazio sarà salvata per intero.", "Storage full: this game is not in the saved games yet. Delete some old games: as soon as there is room it will be saved whole."),
            AppText::SavedWhole => ("Ora la partita è salvata per intero.", "The game is now saved whole."),
            AppText::PlayedOnElsewhere => (
                "La partita è andata avanti in un'altra scheda: ecco le sue ultime mosse.",
                "The game went on in another tab: here are its latest moves.",
            ),
            AppText::LockedElsewhere => ("Questa partita è aperta in un'altra scheda: le mosse fatte qui non vengono salvate.", "This game is open in another tab: moves made here are not saved."),
            AppText::TakeOver => ("Salva da qui", "Save from here"),
            AppText::UpdateReady => ("È disponibile una nuova versione di Planisfero.", "A new version of Planisfero is available."),
            AppText::Reload => ("Ricarica", "Reload"),
            AppText::NewNameLabel => ("Nuovo nome", "New name"),
            AppText::NothingChanged => ("Nulla è stato modificato.", "Nothing was changed."),
            AppText::Setup => ("Preparazione", "Setup"),
            AppText::Finished => ("Finita", "Finished"),
            AppText::NewGame => ("Nuova partita", "New game"),
            AppText::Continue => ("Torna alla partita", "Back to the game"),
            AppText::Play => ("Partita", "Game"),
            AppText::Preset => ("Regolamento", "Rule set"),
            AppText::Players => ("Giocatori", "Players"),
            AppText::NamesColours => ("Nomi e colori", "Names and colours"),
            AppText::Ending => ("Fine della partita", "End of the game"),
            AppText::EndingSdadataMinutes => ("Sdadata dopo un tempo", "Sdadata after a time"),
            AppText::EndingSdadataRounds => ("Sdadata dopo dei giri", "Sdadata after rounds"),
            AppText::EndingSecret => ("Tempo segreto", "Secret time"),
            AppText::EndingRoundLimit => ("Numero di giri", "Number of rounds"),
            AppText::EndingNone => ("Nessun limite", "No limit"),
            AppText::Minutes => ("minuti", "minutes"),
            AppText::Rounds => ("giri", "rounds"),
            AppText::From => ("da", "from"),
            AppText::To => ("a", "to"),
            AppText::ArmyCap => ("Limite di armate", "Army cap"),
            AppText::ArmyCapFixed => ("fisso per questo regolamento", "fixed by this rule set"),
            AppText::NoArmyCap => ("nessun limite", "no cap"),
            AppText::SeatOrderNote => ("L'ordine di gioco sarà estratto a sorte.", "The turn order will be drawn at random."),
            AppText::StartGame => ("Estrai l'ordine e inizia", "Draw the order and start"),
            AppText::SeatOrderTitle => ("Ordine di gioco estratto", "Turn order drawn"),
            AppText::StartPlaying => ("Inizia il piazzamento", "Start placing"),
            AppText::PassTablet => ("passa il tablet", "pass the tablet"),
            AppText::Reveal => ("Tocca per mostrare", "Tap to reveal"),
            AppText::TabTurn => ("Turno", "Turn"),
            AppText::TabLog => ("Registro", "Log"),
            AppText::ToPlace => ("Armate da piazzare", "Armies to place"),
            AppText::PerTap => ("per tocco", "per tap"),
            AppText::All => ("Tutte", "All"),
            AppText::Undo => ("Annulla", "Undo"),
            AppText::Cards => ("Carte", "Cards"),
            AppText::NoCards => ("Nessuna carta.", "No cards."),
            AppText::TradeNow => ("Gioca un tris", "Trade a set"),
            AppText::TradeClosed => ("I tris si giocano all'inizio del turno, prima di piazzare la prima armata.", "Sets are traded at the start of the turn, before placing the first army."),
            AppText::Tris => ("Tris", "Set"),
            AppText::Value => ("Valore", "Value"),
            AppText::Bonus => ("Bonus territori", "Territory bonus"),
            AppText::Total => ("Totale", "Total"),
            AppText::TradeThis => ("Gioca", "Trade"),
            AppText::YourObjective => ("Il tuo obiettivo", "Your objective"),
            AppText::YourCards => ("Le tue carte", "Your cards"),
            AppText::EndAttacks => ("Fine attacchi", "End attacks"),
            AppText::EndTurn => ("Fine turno", "End turn"),
            AppText::Close => ("Chiudi", "Close"),
            AppText::Attack => ("Attacco", "Attack"),
            AppText::Dice => ("Lancia", "Roll"),
            AppText::Blitz => ("Blitz", "Blitz"),
            AppText::BlitzStopAt => ("Fermati quando restano", "Stop when left with"),
            AppText::OddsConquer => ("Probabilità di conquista", "Chance to conquer"),
            AppText::OddsLeft => ("Armate che restano in media, se conquisti", "Armies left on average, if you conquer"),
            AppText::OddsDefenderLeft => ("Difensori che restano in media", "Defenders left on average"),
            AppText::Attacker => ("Attacco", "Attack"),
            AppText::Defender => ("Difesa", "Defence"),
            AppText::Conquered => ("Conquistato!", "Conquered!"),
            AppText::ConquestMove => ("Spostamento dopo la conquista", "Conquest move"),
            AppText::MoveArmies => ("Sposta", "Move"),
            AppText::StrategicMove => ("Spostamento strategico", "Strategic move"),
            AppText::Cancel => ("Annulla", "Cancel"),
            AppText::Ok => ("OK", "OK"),
            AppText::Territories => ("Territori", "Territories"),
            AppText::Armies => ("Armate", "Armies"),
            AppText::Continents => ("Continenti", "Continents"),
            AppText::Log => ("Registro della partita", "Game log"),
            AppText::Rules => ("Regole", "Rules"),
            AppText::RulesOfPreset => ("Le regole di questa partita", "The rules of this game"),
            AppText::Clock => ("Tempo di gioco", "Play time"),
            AppText::SecretTime => ("tempo segreto", "secret time"),
            AppText::FinalTable => ("Classifica finale", "Final table"),
            AppText::Place => ("Pos.", "Place"),
            AppText::Player => ("Giocatore", "Player"),
            AppText::Objective => ("Obiettivo", "Objective"),
            AppText::TablePoints => ("Punti", "Points"),
            AppText::TieOutside => ("Fuori obiettivo", "Outside objective"),
            AppText::TieInObjective => ("Armate obiettivo", "Objective armies"),
            AppText::TieArmies => ("Armate", "Armies"),
            AppText::TieDie => ("Dado", "Die"),
            AppText::TeamPoints => ("Punti torneo (squadre)", "Tournament points (teams)"),
            AppText::OpenPoints => ("Punti torneo (open)", "Tournament points (open)"),
            AppText::Eliminated => ("fuori gioco", "out"),
            AppText::Rematch => ("Rivincita", "Rematch"),
            AppText::HidePanel => ("Nascondi il pannello", "Hide the panel"),
            AppText::ShowPanel => ("Mostra il pannello", "Show the panel"),
            AppText::Round => ("Giro", "Round"),
            AppText::SdadataRolls => ("Lanci della sdadata", "Sdadata rolls"),
            AppText::PickTarget => ("Tocca un territorio nemico evidenziato da attaccare.", "Tap a highlighted enemy territory to attack."),
            AppText::ConquestHint => ("Scegli quante armate entrano nel territorio conquistato.", "Choose how many armies move into the conquered territory."),
            AppText::PickSource => ("Tocca un tuo territorio evidenziato da cui attaccare, oppure termina gli attacchi.", "Tap one of your highlighted territories to attack from, or end the attacks."),
            AppText::PickMoveSource => ("Spostamento strategico: tocca il territorio da cui spostare armate, oppure finisci il turno.", "Strategic move: tap the territory to move armies from, or end the turn."),
            AppText::PickMoveTarget => ("Tocca il territorio confinante che riceve le armate.", "Tap the neighbouring territory that receives the armies."),
            AppText::PlaceHint => ("Tocca un tuo territorio per piazzare.", "Tap one of your territories to place."),
            AppText::SetupHint => ("Piazzamento iniziale: 3 armate alla volta sui tuoi territori.", "Initial placement: 3 armies at a time on your territories."),
            AppText::NoAttackNow => ("Nessun attacco possibile ora.", "No attack is possible now."),
            AppText::Morto => ("il morto", "the morto"),
            AppText::TwoAndMorto => ("Due giocatori e il morto, che a ogni suo turno è diretto da uno dei due, a turno.", "Two players and the morto, each of its turns directed by one of them in turn."),
            AppText::MortoCards => ("Carte del morto (scoperte)", "The morto's cards (face up)"),
            AppText::MortoPlaceHint => ("Tocca un territorio del morto per piazzare le sue armate.", "Tap one of the morto's territories to place its armies."),
            AppText::ExtraRolls => ("Lanci extra", "Extra rolls"),
            AppText::MatchPoints => ("Sfida testa a testa: punti partita", "Testa a testa match: match points"),
            AppText::SecondGame => ("Seconda partita", "Second game"),
            AppText::ContinueSecondGame => ("Continua la seconda partita", "Continue the second game"),
            AppText::MortoPickSource => ("Tocca un territorio evidenziato del morto da cui attaccare, oppure termina gli attacchi.", "Tap one of the morto's highlighted territories to attack from, or end the attacks."),
            AppText::DirectedBy => ("diretto da", "directed by"),
            AppText::EndingCountdown => ("Countdown (minuti)", "Countdown (minutes)"),
            AppText::EndingRegular => ("Regular (giri)", "Regular (rounds)"),
            AppText::EndingClubMinutes => ("Tempo", "Time"),
            AppText::EndingClubRounds => ("Giri", "Rounds"),
            AppText::BorderPenalty => ("Penalità di confine 1-2 armate (una carta)", "1-2 army border penalty (one card)"),
            AppText::DraftHint => ("Draft: tocca un territorio libero. Gli ultimi due restano neutrali (8 armate).", "Draft: tap a free territory. The last two stay neutral (8 armies)."),
            AppText::Score => ("Punti", "Points"),
            AppText::ClubTarget => ("RisiKo! a", "RisiKo! at"),
            AppText::Chain => ("Striscia che conta doppio", "Chain counting double"),
            AppText::ChainThis => ("Conta questa", "Count this one"),
            AppText::Frozen => ("congelato", "frozen"),
            AppText::Retired => ("ritirato", "retired"),
            AppText::Supplementary => ("Turno supplementare", "Supplementary turn"),
            AppText::PlayTurn => ("Gioca", "Play"),
            AppText::Pass => ("Passa", "Pass"),
            AppText::Retire => ("Ritirati", "Retire"),
            AppText::RetireQuestion => ("Ritirarsi? I tuoi territori diventano neutrali (5 armate almeno).", "Retire? Your territories become neutral (5 armies at least)."),
            AppText::RankingPoints => ("Punti classifica", "Ranking points"),
            AppText::NeutralTerritories => ("Neutrali", "Neutrals"),
            AppText::Details => ("Dettagli", "Details"),
            AppText::ConfirmPlace => ("Conferma", "Confirm"),
            AppText::HeldHint => ("Conferma l'ultimo piazzamento del gruppo, oppure annullalo.", "Confirm the group's last placement, or undo it."),
            AppText::MoveDone => ("Spostamento fatto: ora puoi finire il turno.", "Move made: you can end the turn now."),
            AppText::ConfirmEndTurn => ("Fine turno senza spostamento?", "End the turn without a move?"),
            AppText::ConfirmEndTurnText => ("Finendo ora il turno rinunci allo spostamento strategico.", "Ending the turn now gives up the strategic move."),
            AppText::EndTurnNoMove => ("Fine turno senza spostamento", "End turn without a move"),
            AppText::GoToMove => ("Fine attacchi e sposta", "End attacks and move"),
            AppText::ComputerFailed => ("Il computer non riesce a partire. La partita è salvata: non si perde nulla.", "The computer could not start. The game is saved: nothing is lost."),
            AppText::Retry => ("Riprova", "Try again"),
            AppText::MapSvg => ("Mappa (.svg)", "Map (.svg)"),
            AppText::ChartSvg => ("Grafico (.svg)", "Chart (.svg)"),
            AppText::FreeTerritory => ("libero", "free"),
            AppText::NeutralTerritory => ("neutrale", "neutral"),
            AppText::Announcements => ("Annunci della partita", "Game announcements"),
            AppText::ImportSameTitle => ("Partita già salvata", "Game already saved"),
            AppText::ImportReplace => ("Sostituisci", "Replace"),
            AppText::ImportKeepBoth => ("Tieni entrambe", "Keep both"),
            AppText::ImportedSuffix => ("(importata)", "(imported)"),
            AppText::LogMore => ("Mostra precedenti", "Show earlier"),
            AppText::NameLimit => ("Nomi: al massimo 24 caratteri.", "Names: 24 characters at most."),
            AppText::OrderBy => ("Ordine di gioco", "Turn order"),
            AppText::OrderDrawn => ("Estratto dall'app", "Drawn by the app"),
            AppText::OrderTable => ("Tirato al tavolo", "Rolled at the table"),
            AppText::OrderTableHint => ("Nell'ordine uscito ai dadi:", "In the order the dice gave:"),
            AppText::OrderUp => ("Sposta prima", "Move earlier"),
            AppText::ShowAll => ("Mostra tutti", "Show all"),
            AppText::Sounds => ("Suoni", "Sounds"),
            AppText::VsComputer => ("Gioca contro il computer", "Play against the computer"),
            AppText::Replay => ("Rivedi", "Replay"),
            // Issue 30 (feel1).
            AppText::ChangeSettings => ("Cambia", "Change"),
            AppText::RulesOfEveryPreset => ("Il regolamento di ogni variante", "The rules of each variant"),
        };
        match lang {
            Lang::It => it,
            Lang::En => en,
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

pub use crate::present::texts::preset_name;

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
        PresetId::Online => pick(
            lang,
            "La versione digitale: da 3 a 5 giocatori, Countdown o Regular, sdadata.",
            "The digital edition: 3 to 5 players, Countdown or Regular, sdadata.",
        ),
        PresetId::Club => pick(
            lang,
            "Qualificazioni di club: draft dei territori, neutrali, punti, turni supplementari.",
            "Club qualifications: territory draft, neutrals, points, supplementary turns.",
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
        Phase::Removal => pick(lang, "Oltre il limite", "Above the cap"),
        Phase::Over => pick(lang, "Fine partita", "Game over"),
    }
}

/// A card symbol's name.
pub fn symbol_name(s: Symbol, lang: Lang) -> &'static str {
    match s {
        Symbol::Fante => pick(lang, "fante", "infantry"),
        Symbol::Cavaliere => pick(lang, "cavaliere", "cavalry"),
        Symbol::Cannone => pick(lang, "cannone", "artillery"),
        Symbol::Jolly => pick(lang, "jolly", "wild card"),
    }
}

/// A card: "Ucraina (cannone)" or "Jolly" ("Wild card").
pub fn card_name(c: Card, lang: Lang) -> String {
    match c.territory() {
        Some(t) => format!("{} ({})", lang.territory(t), symbol_name(c.symbol(), lang)),
        None => pick(lang, "Jolly", "Wild card").to_string(),
    }
}

/// A territory and who holds it: "Cina (Marta)". Every sentence that names a
/// territory's owner (the log's attack, the computer turn's captions) says it so.
pub fn territory_held(t: TerritoryId, owner: &str, lang: Lang) -> String {
    fill("{0} ({1})", &[&lang.territory(t), &owner])
}

/// A tris kind: "3 cannoni".
pub fn tris_name(k: TrisKind, lang: Lang) -> &'static str {
    match k {
        TrisKind::Cannoni => pick(lang, "3 cannoni", "3 artillery"),
        TrisKind::Fanti => pick(lang, "3 fanti", "3 infantry"),
        TrisKind::Cavalieri => pick(lang, "3 cavalieri", "3 cavalry"),
        TrisKind::Mixed => pick(lang, "fante, cavaliere e cannone", "one of each"),
        TrisKind::Jolly => pick(lang, "jolly e 2 uguali", "wild card and 2 alike"),
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
                fill(pick(lang, "Conquistare {0} e {1}{2}", "Conquer {0} and {1}{2}"), &[&a, &b, &extra])
            }
            ClassicObjective::Destroy(color) => {
                fill(pick(lang, "Distruggere le armate {0} (se non in gioco, se sono le tue o se le distrugge un altro: conquistare 24 territori)", "Destroy the {0} armies (if not in play, your own, or destroyed by another: conquer 24 territories)"), &[&color_armies(color, lang)])
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

/// A probability as a percentage with one decimal: "87,3%"; never "100,0%" or "0,0%"
/// for what is only nearly sure or nearly impossible: ">99,9%", "<0,1%".
pub fn percent(p: f64, lang: Lang) -> String {
    let (prefix, shown) = match p {
        _ if p > 0.999 && p < 1.0 => (">", 0.999),
        _ if p > 0.0 && p < 0.001 => ("<", 0.001),
        _ => ("", p),
    };
    prefix.to_owned() + &decimal(shown * 100.0, lang) + "%"
}

/// A number with one decimal and the language's decimal mark.
pub fn decimal(x: f64, lang: Lang) -> String {
    let tenths = (x * 10.0).round().max(0.0) as u64;
    let mark = pick(lang, ",", ".");
    format!("{}{mark}{}", tenths / 10, tenths % 10)
}

/// "1 lancio extra" / "3 lanci extra".
pub fn extra_rolls(n: u32, lang: Lang) -> String {
    match (lang, n) {
        (Lang::It, 1) => "1 lancio extra".into(),
        (Lang::It, _) => format!("{n} lanci extra"),
        (Lang::En, 1) => "1 extra roll".into(),
        (Lang::En, _) => format!("{n} extra rolls"),
    }
}

/// The colour as an adjective of "armate" (feminine plural): "le armate gialle".
pub fn color_armies(c: Color, lang: Lang) -> &'static str {
    match (lang, c) {
        (Lang::It, Color::Blu) => "blu",
        (Lang::It, Color::Rosso) => "rosse",
        (Lang::It, Color::Giallo) => "gialle",
        (Lang::It, Color::Verde) => "verdi",
        (Lang::It, Color::Viola) => "viola",
        (Lang::It, Color::Nero) => "nere",
        (Lang::En, Color::Blu) => "blue",
        (Lang::En, Color::Rosso) => "red",
        (Lang::En, Color::Giallo) => "yellow",
        (Lang::En, Color::Verde) => "green",
        (Lang::En, Color::Viola) => "purple",
        (Lang::En, Color::Nero) => "black",
    }
}

/// "1 armata" / "3 armate".
pub fn armies(n: u32, lang: Lang) -> String {
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
        ActionKind::Trade => pick(lang, "giocare un tris", "trade a set"),
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
        ActionKind::Pass => pick(
            lang,
            "passare il turno supplementare",
            "pass the supplementary turn",
        ),
        ActionKind::Retire => pick(lang, "ritirarsi", "retire"),
        ActionKind::TradeHand => pick(lang, "cambiare le carte", "trade the cards"),
        ActionKind::ChooseChain => pick(lang, "scegliere la striscia", "choose the chain"),
        ActionKind::Remove => pick(lang, "togliere armate", "remove armies"),
        ActionKind::UndoMove => pick(lang, "annullare lo spostamento", "undo the move"),
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
    match e {
        ActionError::NotOwned { territory } if morto => {
            fill(pick(lang, "{0} non è del morto: scegli uno dei suoi territori.", "{0} is not the morto's: pick one of its territories."), &[&t(*territory)])
        }
        ActionError::OwnTerritory { territory } if morto => {
            fill(pick(lang, "{0} è già del morto: non può attaccarlo.", "{0} already belongs to the morto: it cannot attack it."), &[&t(*territory)])
        }
        ActionError::CardNotInHand { card } if morto => {
            fill(pick(lang, "La carta {0} non è nella mano del morto.", "The card {0} is not in the morto's hand."), &[&card_name(*card, lang)])
        }
        ActionError::MoveAlreadyMade if morto => pick(
            lang,
            "Il morto ha già fatto lo spostamento strategico in questo turno.",
            "The morto already made its strategic move this turn.",
        )
        .into(),
        ActionError::GameOver => pick(lang, "La partita è finita.", "The game is over.").into(),
        ActionError::WrongPhase { action, phase } => {
            fill(pick(lang, "Ora non puoi {0}: siamo nella fase «{1}».", "You cannot {0} now: this is the “{1}” phase."), &[&action_name(*action, lang), &phase_name(*phase, lang)])
        }
        ActionError::NotOwned { territory } => {
            fill(pick(lang, "{0} non è tuo: scegli uno dei tuoi territori.", "{0} is not yours: pick one of your territories."), &[&t(*territory)])
        }
        ActionError::OwnTerritory { territory } => {
            fill(pick(lang, "{0} è già tuo: non puoi attaccarlo.", "{0} is already yours: you cannot attack it."), &[&t(*territory)])
        }
        ActionError::NotAdjacent { from, to } => {
            fill(pick(lang, "{0} e {1} non confinano.", "{0} and {1} do not border each other."), &[&t(*from), &t(*to)])
        }
        ActionError::Zero => pick(
            lang,
            "Serve almeno un'armata (o un dado).",
            "At least one army (or die) is needed.",
        )
        .into(),
        ActionError::TooManyToPlace { left, got } => {
            fill(pick(lang, "Puoi piazzare ancora {0}, non {1}.", "You can place {0} more, not {1}."), &[&armies(*left, lang), &got])
        }
        ActionError::NothingToUndo => pick(
            lang,
            "Non c'è nessun piazzamento da annullare.",
            "There is no placement to undo.",
        )
        .into(),
        ActionError::NoMoveToUndo => pick(
            lang,
            "Non c'è nessuno spostamento da annullare.",
            "There is no strategic move to undo.",
        )
        .into(),
        ActionError::CardNotInHand { card } => {
            fill(pick(lang, "La carta {0} non è nella tua mano.", "The card {0} is not in your hand."), &[&card_name(*card, lang)])
        }
        ActionError::DuplicateCard { card } => {
            fill(pick(lang, "Hai scelto due volte la carta {0}.", "You picked the card {0} twice."), &[&card_name(*card, lang)])
        }
        ActionError::OnlyThreesLeft => pick(
            lang,
            "Con 3 carte o più si cambiano solo gruppi di tre: le carte rimaste restano in mano.",
            "With 3 cards or more only groups of three are traded: the cards left stay in your hand.",
        )
        .into(),
        ActionError::NotATris => pick(
            lang,
            "Queste tre carte non formano un tris.",
            "These three cards are not a set.",
        )
        .into(),
        ActionError::TradeWindowClosed => AppText::TradeClosed.text(lang).into(),
        ActionError::TradeMustUseVictimCards => pick(
            lang,
            "Ora puoi giocare solo un tris con almeno una delle carte appena prese con l'eliminazione.",
            "Now you can only trade a set with at least one of the cards taken from the eliminated player.",
        )
        .into(),
        ActionError::TooFewArmiesToAttack { territory, armies: n } => {
            fill(pick(lang, "{0} ha {1}: per attaccare ne servono almeno 2 (una resta a difesa).", "{0} has {1}: attacking needs at least 2 (one stays behind)."), &[&t(*territory), &armies(*n, lang)])
        }
        ActionError::BadDice { min, max, got } => {
            fill(pick(lang, "Con queste armate puoi lanciare da {0} a {1} dadi, non {2}.", "With these armies you can roll {0} to {1} dice, not {2}."), &[&min, &max, &got])
        }
        ActionError::FewerDiceThanDefender { dice, defender_dice } => {
            fill(pick(lang, "Il difensore lancia {0} dadi e tu ne potresti lanciare solo {1}: non si attacca con meno dadi del difensore (inferiorità numerica). Porta più armate.", "The defender rolls {0} dice and you could roll only {1}: no attack with fewer dice than the defender. Bring more armies."), &[&defender_dice, &dice])
        }
        ActionError::EliminationTooEarly {
            defender,
            round,
            allowed_after_round,
        } => {
            fill(pick(lang, "Nessuno può uscire dalla partita prima della fine del giro {1} (ora è il giro {2}): questo attacco potrebbe togliere a {0} l'ultimo territorio.", "{0} cannot be eliminated before the end of round {1} (this is round {2}): this attack could take their last territory."), &[&names.of(*defender), &allowed_after_round, &round])
        }
        ActionError::MortoCannotAttackDirector { director } => {
            fill(pick(lang, "Il morto non può attaccare {0}, che lo dirige in questo turno.", "The morto cannot attack {0}, who directs it this turn."), &[&names.of(*director)])
        }
        ActionError::BadBlitzLimit { armies: n, stop_at } => {
            fill(pick(lang, "Con {0} il blitz può fermarsi tra 1 e {1}, non a {2}.", "With {0} the blitz can stop between 1 and {1}, not at {2}."), &[&armies(*n, lang), &n.saturating_sub(1), &stop_at])
        }
        ActionError::MoveOutOfRange { min, max, got } => {
            fill(pick(lang, "Puoi spostare da {0} a {1} armate, non {2}.", "You can move {0} to {1} armies, not {2}."), &[&min, &max, &got])
        }
        ActionError::GarrisonRequired { territory, min } => {
            fill(pick(lang, "{0} confina con un nemico e deve tenere almeno {1}: non ha armate da spostare.", "{0} borders an enemy and must keep at least {1}: it has no armies to move."), &[&t(*territory), &armies(*min, lang)])
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
            fill(pick(lang, "Puoi usare al massimo {0}, non {1}.", "You can use at most {0}, not {1}."), &[&extra_rolls(*held, lang), &asked])
        }
        ActionError::NoSuperiority { strength, defence, min_from } => {
            fill(pick(lang, "Le tue armate confinanti ({0}) non superano le {1} difensive: serve la superiorità, o almeno {2} armate sul territorio d'attacco.", "Your bordering armies ({0}) do not exceed the {1} defending: you need superiority, or at least {2} armies on the attacking territory."), &[&strength, &defence, &min_from])
        }
        ActionError::ChainAlreadyChosen => pick(
            lang,
            "Questa striscia è già quella che conta doppio.",
            "This chain already counts double.",
        )
        .into(),
        ActionError::NotFree { territory } => {
            fill(pick(lang, "{0} è già occupato.", "{0} is already taken."), &[&t(*territory)])
        }
    }
}

/// Why a new game cannot start, in words.
pub fn config_error(e: &ConfigError, config: &GameConfig, lang: Lang) -> String {
    let names = Names(config);
    match e {
        ConfigError::UnknownPreset(p) => fill(
            pick(
                lang,
                "Regolamento sconosciuto: {0}.",
                "Unknown rule set: {0}.",
            ),
            &[&p],
        ),
        ConfigError::SeatCount {
            preset,
            min,
            max,
            got,
        } => fill(
            pick(
                lang,
                "{0} si gioca da {1} a {2}, non in {3}.",
                "{0} is played by {1} to {2}, not {3}.",
            ),
            &[&preset_name(*preset), &min, &max, &got],
        ),
        ConfigError::DuplicateColor(c) => fill(
            pick(
                lang,
                "Il colore {0} è scelto due volte.",
                "The colour {0} is chosen twice.",
            ),
            &[&color_name(*c, lang)],
        ),
        ConfigError::DuplicateName { second, .. } => fill(
            pick(
                lang,
                "Il nome «{0}» è usato due volte: i nomi devono essere diversi.",
                "The name “{0}” is used twice: names must differ.",
            ),
            &[&names.of(*second).trim()],
        ),
        ConfigError::EmptyName(s) => fill(
            pick(
                lang,
                "Il giocatore {0} non ha un nome.",
                "Player {0} has no name.",
            ),
            &[&(s.0 + 1)],
        ),
        ConfigError::NameTooLong { seat, max } => fill(
            pick(
                lang,
                "Il nome del giocatore {0} supera i {1} caratteri.",
                "The name of player {0} is longer than {1} characters.",
            ),
            &[&(seat.0 + 1), &max],
        ),
        ConfigError::VirtualSeats { .. } => pick(
            lang,
            "Il morto serve solo nel testa a testa.",
            "The morto belongs to testa a testa only.",
        )
        .into(),
        ConfigError::EndingNotAllowed(p) => fill(
            pick(
                lang,
                "{0} non prevede questa fine della partita.",
                "{0} does not offer this ending.",
            ),
            &[&preset_name(*p)],
        ),
        ConfigError::InvalidEnding => pick(
            lang,
            "Il tempo o i giri devono essere positivi (e il minimo non oltre il massimo).",
            "The time or rounds must be positive (and the minimum not above the maximum).",
        )
        .into(),
        ConfigError::ArmyCapNotConfigurable(p) => fill(
            pick(
                lang,
                "{0} fissa da sé il limite di armate.",
                "{0} fixes its own army cap.",
            ),
            &[&preset_name(*p)],
        ),
        ConfigError::ArmyCapTooLow { min, got } => fill(
            pick(
                lang,
                "Un limite di {0} armate è troppo basso: almeno {1}.",
                "A cap of {0} armies is too low: at least {1}.",
            ),
            &[&got, &min],
        ),
        ConfigError::BorderPenaltyNotAllowed(p) => fill(
            pick(
                lang,
                "{0} non ha la penalità dei confini.",
                "{0} has no border penalty.",
            ),
            &[&preset_name(*p)],
        ),
    }
}

/// Who eliminated a player and in which round: "per mano di Anna nel giro 4".
pub fn eliminated_by(killer: &str, round: u32, lang: Lang) -> String {
    fill(
        pick(lang, "per mano di {0} nel giro {1}", "by {0} in round {1}"),
        &[&killer, &round],
    )
}

/// Dice as "6 4 2".
pub fn dice_text(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// Why the game ended.
pub fn end_reason(r: &EndReason, names: Names<'_>, lang: Lang) -> String {
    match r {
        EndReason::Risiko { seat } => fill(
            pick(
                lang,
                "RisiKo! {0} ha completato il suo obiettivo.",
                "RisiKo! {0} completed their objective.",
            ),
            &[&names.of(*seat)],
        ),
        EndReason::LastStanding { seat } => fill(
            pick(
                lang,
                "Resta in gioco solo {0}.",
                "{0} is the last one standing.",
            ),
            &[&names.of(*seat)],
        ),
        EndReason::RealPlayerEliminated { seat, by } => fill(
            pick(
                lang,
                "{1} elimina {0} dalla partita: la partita finisce subito.",
                "{1} knocked {0} out: the game ends at once.",
            ),
            &[&names.of(*seat), &names.of(*by)],
        ),
        EndReason::SecretTime => pick(
            lang,
            "Il tempo segreto è scaduto: la partita finisce subito.",
            "The secret time ran out: the game ends at once.",
        )
        .into(),
        EndReason::Sdadata { seat } => fill(
            pick(
                lang,
                "La sdadata di {0} ha chiuso la partita.",
                "{0}'s sdadata roll ended the game.",
            ),
            &[&names.of(*seat)],
        ),
        EndReason::RoundLimit { round } => fill(
            pick(
                lang,
                "Finito il giro {0}, ultimo giro previsto.",
                "Round {0}, the last one set, is over.",
            ),
            &[&round],
        ),
        EndReason::SupplementaryTurnsOver => pick(
            lang,
            "Turni supplementari finiti.",
            "The supplementary turns are over.",
        )
        .into(),
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
    let extra = if extra {
        pick(lang, " (lancio extra)", " (extra roll)")
    } else {
        ""
    };
    let verdict = if ends {
        pick(lang, "finita!", "it is over!")
    } else {
        pick(lang, "si continua.", "play on.")
    };
    fill(
        pick(
            lang,
            "{0}{1}: {2} + {3} = {4}; la partita finisce con {5}: {6}",
            "{0}{1}: {2} + {3} = {4}; the game ends on {5}: {6}",
        ),
        &[&seat, &extra, &dice[0], &dice[1], &sum, &range, &verdict],
    )
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
            fill(
                pick(lang, "{0} piazza {1} su {2}.", "{0} places {1} on {2}."),
                &[&who, &armies(*a, lang), &t(*territory)],
            )
        }
        Event::PlacementUndone {
            seat,
            territory,
            armies: a,
        } => fill(
            pick(
                lang,
                "{0} riprende {1} da {2}.",
                "{0} takes back {1} from {2}.",
            ),
            &[&n(*seat), &armies(*a, lang), &t(*territory)],
        ),
        Event::SetupFinished => pick(
            lang,
            "Piazzamento iniziale concluso.",
            "Initial placement done.",
        )
        .into(),
        Event::RoundStarted { round } => {
            fill(pick(lang, "— Giro {0} —", "— Round {0} —"), &[&round])
        }
        Event::TurnStarted { seat, director, .. } => match director {
            Some(d) if it => format!("Turno del morto, diretto da {}.", n(*d)),
            Some(d) => format!("The morto's turn, directed by {}.", n(*d)),
            None if it => format!("Turno di {}.", n(*seat)),
            None => format!("{}'s turn.", n(*seat)),
        },
        Event::Reinforcements { seat, breakdown } => {
            // Every source named: each continent held, the cards traded, the cap.
            let mut parts = vec![fill(
                pick(lang, "{0} per {1} territori", "{0} for {1} territories"),
                &[&breakdown.from_territories, &breakdown.territories],
            )];
            for (c, bonus) in breakdown.continents.iter() {
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
            // After a trade the same event gives the new total, not a second grant.
            let sentence = if breakdown.from_cards > 0 {
                pick(
                    lang,
                    "Rinforzi di {0} ora in tutto: {1} ({2}).",
                    "{0}'s reinforcements now in all: {1} ({2}).",
                )
            } else {
                pick(lang, "{0} riceve {1}: {2}.", "{0} receives {1}: {2}.")
            };
            fill(
                sentence,
                &[&n(*seat), &armies(breakdown.total, lang), &parts.join(", ")],
            )
        }
        Event::ArmyCapReached { seat, cap, lost } => fill(
            pick(
                lang,
                "{0} è al limite di {1} armate: ne perde {2}.",
                "{0} is at the {1}-army cap: {2} not received.",
            ),
            &[&n(*seat), &cap, &lost],
        ),
        Event::Traded {
            seat,
            kind,
            base,
            territory_bonus,
            total,
            ..
        } => fill(
            pick(
                lang,
                "{0} gioca un tris ({1}): {2} + {3} di bonus = {4}.",
                "{0} trades a set ({1}): {2} + {3} bonus = {4}.",
            ),
            &[
                &n(*seat),
                &tris_name(*kind, lang),
                &base,
                &territory_bonus,
                &armies(*total, lang),
            ],
        ),
        Event::Battle {
            attacker,
            defender,
            from,
            to,
            attacker_dice,
            defender_dice,
            attacker_losses,
            defender_losses,
        } => fill(
            pick(
                lang,
                "{0} attacca {1} da {3}: {4} contro {5}; {0} perde {6}, {2} perde {7}.",
                "{0} attacks {1} from {3}: {4} against {5}; {0} loses {6}, {2} loses {7}.",
            ),
            &[
                &n(*attacker),
                &territory_held(*to, n(*defender), lang),
                &n(*defender),
                &t(*from),
                &dice_text(attacker_dice),
                &dice_text(defender_dice),
                &attacker_losses,
                &defender_losses,
            ],
        ),
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
            fill(
                pick(
                    lang,
                    "Blitz su {0} fermato: {1}.",
                    "Blitz on {0} stopped: {1}.",
                ),
                &[&t(*to), &why],
            )
        }
        Event::Conquered {
            seat,
            to,
            previous_owner,
            armies_moved,
            ..
        } => fill(
            pick(
                lang,
                "{0} conquista {1} ({2} ne aveva il controllo) ed entra con {3}.",
                "{0} conquers {1} from {2} and moves in {3}.",
            ),
            &[
                &n(*seat),
                &t(*to),
                &n(*previous_owner),
                &armies(*armies_moved, lang),
            ],
        ),
        Event::Occupied {
            from,
            to,
            armies: a,
        } => fill(
            pick(
                lang,
                "{0} in tutto da {1} a {2}.",
                "{0} in all from {1} to {2}.",
            ),
            &[&armies(*a, lang), &t(*from), &t(*to)],
        ),
        Event::Eliminated { seat, by, .. } => fill(
            pick(
                lang,
                "{1} elimina {0} dalla partita.",
                "{1} knocks {0} out of the game.",
            ),
            &[&n(*seat), &n(*by)],
        ),
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
            fill(
                pick(
                    lang,
                    "{0} prende le {1} carte di {2}{3}.",
                    "{0} takes {2}'s {1} cards{3}.",
                ),
                &[&n(*to), &count, &n(*from), &shown],
            )
        }
        Event::ObjectiveChanged { .. } => pick(
            lang,
            "Il tuo obiettivo è diventato: conquistare 24 territori.",
            "Your objective became: conquer 24 territories.",
        )
        .into(),
        Event::AttacksEnded { seat } => fill(
            pick(lang, "{0} termina gli attacchi.", "{0} ends the attacks."),
            &[&n(*seat)],
        ),
        Event::Moved {
            from,
            to,
            armies: a,
        } => fill(
            pick(
                lang,
                "Spostamento: {0} da {1} a {2}.",
                "Move: {0} from {1} to {2}.",
            ),
            &[&armies(*a, lang), &t(*from), &t(*to)],
        ),
        Event::DeckReshuffled { cards } => fill(
            pick(
                lang,
                "Il mazzo è rifatto con {0} carte giocate.",
                "The deck is rebuilt from {0} traded cards.",
            ),
            &[&cards],
        ),
        Event::CardDrawn { seat, card } => match (card, it) {
            (Some(c), true) => format!("{} pesca una carta: {}.", n(*seat), card_name(*c, lang)),
            (Some(c), false) => format!("{} draws a card: {}.", n(*seat), card_name(*c, lang)),
            (None, true) => format!("{} pesca una carta.", n(*seat)),
            (None, false) => format!("{} draws a card.", n(*seat)),
        },
        Event::NoCardDrawn {
            seat,
            reason: NoCardReason::NoCardsLeft,
        } => fill(
            pick(
                lang,
                "{0} non pesca: non ci sono più carte.",
                "{0} draws nothing: no cards are left.",
            ),
            &[&n(*seat)],
        ),
        Event::TimeUp { round } => fill(
            pick(
                lang,
                "Tempo scaduto durante il giro {0}.",
                "Time is up during round {0}.",
            ),
            &[&round],
        ),
        Event::LastRoundAnnounced { penultimate, last } => fill(
            pick(
                lang,
                "Il giro {0} è il penultimo, il giro {1} l'ultimo: poi la sdadata.",
                "Round {0} is the penultimate, round {1} the last: then the sdadata.",
            ),
            &[&penultimate, &last],
        ),
        Event::SdadataRoll {
            seat,
            dice,
            sum,
            min,
            max,
            ends,
            extra,
        } => sdadata_text(n(*seat), *dice, *sum, *min, *max, *ends, *extra, lang),
        Event::SdadataSkipped { seat, conquests } => fill(
            pick(
                lang,
                "{0} non tira la sdadata: ha conquistato {1} territori.",
                "{0} does not roll the sdadata: {1} territories conquered.",
            ),
            &[&n(*seat), &conquests],
        ),
        Event::ExtraRollsEarned { seat, count, held } => fill(
            pick(
                lang,
                "{0} guadagna {1} (in tutto {2}).",
                "{0} earns {1} ({2} held).",
            ),
            &[&n(*seat), &extra_rolls(*count, lang), &held],
        ),
        Event::MortoDirected { director } => fill(
            pick(
                lang,
                "Il prossimo turno del morto lo dirige {0}.",
                "{0} directs the morto's next turn.",
            ),
            &[&n(*director)],
        ),
        Event::Risiko { seat } => fill(
            pick(
                lang,
                "RisiKo! {0} ha completato l'obiettivo.",
                "RisiKo! {0} completed the objective.",
            ),
            &[&n(*seat)],
        ),
        Event::TieBreakRoll { seats, dice } => {
            let parts: Vec<String> = seats
                .iter()
                .zip(dice)
                .map(|(s, d)| format!("{} {d}", n(*s)))
                .collect();
            fill(
                pick(
                    lang,
                    "Spareggio ai dadi: {0}.",
                    "Tie broken with dice: {0}.",
                ),
                &[&parts.join(", ")],
            )
        }
        // RisiKo! was announced by its own event just before: said once.
        Event::GameOver { outcome } if matches!(outcome.reason, EndReason::Risiko { .. }) => {
            pick(lang, "La partita è finita.", "The game is over.").into()
        }
        Event::GameOver { outcome } => end_reason(&outcome.reason, names, lang),
        Event::Club(club) => club_event_text(club, names, lang),
    })
}

/// The log line of a `club` event (club-qualificazioni.txt).
fn club_event_text(event: &crate::rules::ClubEvent, names: Names<'_>, lang: Lang) -> String {
    use crate::rules::ClubEvent as C;
    let n = |s: &SeatId| names.of(*s);
    let list = |ts: &[TerritoryId]| {
        ts.iter()
            .map(|t| lang.territory(*t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match event {
        C::Neutral {
            territories,
            armies,
        } => fill(
            pick(
                lang,
                "Restano neutrali, con {0} armate: {1}.",
                "Left neutral, with {0} armies: {1}.",
            ),
            &[armies, &list(territories)],
        ),
        C::ChainChosen { seat, territories } => fill(
            pick(
                lang,
                "{0} sceglie la catena che vale doppio: {1}.",
                "{0} chooses the chain that counts double: {1}.",
            ),
            &[&n(seat), &list(territories)],
        ),
        C::CardsTraded {
            seat,
            cards,
            armies,
        } => fill(
            pick(
                lang,
                "{0} cambia {1} carte e riceve {2} armate.",
                "{0} trades {1} cards and receives {2} armies.",
            ),
            &[&n(seat), &cards.len(), armies],
        ),
        C::SupplementaryTurnsStarted => pick(
            lang,
            "Finito l'ultimo giro: iniziano i turni supplementari.",
            "The last round is over: the supplementary turns begin.",
        )
        .into(),
        C::SupplementaryTurnPlayed { seat, played } => fill(
            pick(
                lang,
                "{0} gioca il turno supplementare {1} di 3.",
                "{0} plays supplementary turn {1} of 3.",
            ),
            &[&n(seat), played],
        ),
        C::Passed { seat, automatic } => fill(
            if *automatic {
                pick(
                    lang,
                    "{0} ha giocato i suoi 3 turni supplementari: passa.",
                    "{0} has played its 3 supplementary turns: it passes.",
                )
            } else {
                pick(lang, "{0} passa.", "{0} passes.")
            },
            &[&n(seat)],
        ),
        C::Frozen {
            seat,
            added,
            removed,
        } => fill(
            pick(
                lang,
                "{0} finisce il turno con almeno 10 territori da 1 o 2 armate: congelamento, 5 armate su ogni suo territorio (+{1} −{2}), da ora solo in difesa.",
                "{0} ends its turn with at least 10 territories of 1 or 2 armies: frozen, 5 armies on each of its territories (+{1} −{2}), defending only from now on.",
            ),
            &[&n(seat), added, removed],
        ),
        C::Retired { seat, .. } => fill(
            pick(
                lang,
                "{0} si ritira: i suoi territori diventano neutrali.",
                "{0} retires: its territories become neutral.",
            ),
            &[&n(seat)],
        ),
        C::CardsToDeckBottom { seat, count } => fill(
            pick(
                lang,
                "Le carte di {0} ({1}) vanno in fondo al mazzo.",
                "{0}'s cards ({1}) go to the bottom of the deck.",
            ),
            &[&n(seat), count],
        ),
        C::BorderPenalty {
            seat,
            territories,
            card_lost,
        } => fill(
            if *card_lost {
                pick(
                    lang,
                    "Penalità di confine per {0} ({1}): perde una carta.",
                    "Border penalty for {0} ({1}): it loses a card.",
                )
            } else {
                pick(
                    lang,
                    "Penalità di confine per {0} ({1}): perderà la prossima carta.",
                    "Border penalty for {0} ({1}): it will lose its next card.",
                )
            },
            &[&n(seat), &list(territories)],
        ),
        C::PenaltyCardDiscarded { seat } => fill(
            pick(
                lang,
                "{0} scarta subito la carta pescata (penalità di confine).",
                "{0} discards the card drawn at once (border penalty).",
            ),
            &[&n(seat)],
        ),
        C::CapExceeded {
            seat,
            armies,
            remove,
            ..
        } => fill(
            pick(
                lang,
                "{0}: {1} armate, oltre il limite: ne toglie {2}.",
                "{0}: {1} armies, above the cap: removes {2}.",
            ),
            &[&n(seat), armies, remove],
        ),
        C::ArmiesRemoved {
            seat,
            territory,
            armies,
            ..
        } => fill(
            pick(lang, "{0} toglie {1} da {2}.", "{0} removes {1} from {2}."),
            &[&n(seat), armies, &lang.territory(*territory)],
        ),
        C::MoveUndone {
            seat,
            from,
            to,
            armies: a,
        } => fill(
            pick(
                lang,
                "{0} annulla lo spostamento ({1} da {2} a {3}).",
                "{0} takes back the move ({1} from {2} to {3}).",
            ),
            &[
                &n(seat),
                &armies(*a, lang),
                &lang.territory(*from),
                &lang.territory(*to),
            ],
        ),
    }
}
