//! The board of docs/RULES.md §1: 42 territories, 6 continents, 82 borders, 44 cards.
//!
//! Everything here is static data. Ids are the snake_case keys of docs/RULES.md and are used
//! everywhere (code, saves, the SVG's `data-territory`, tests). Borders come from the rules
//! table, never from the map geometry.

/// One of the six continents, with its reinforcement bonus.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Continent {
    NordAmerica,
    SudAmerica,
    Europa,
    Africa,
    Asia,
    Oceania,
}

impl Continent {
    /// All continents, in the order of docs/RULES.md §1.
    pub const ALL: [Continent; 6] = [
        Continent::NordAmerica,
        Continent::SudAmerica,
        Continent::Europa,
        Continent::Africa,
        Continent::Asia,
        Continent::Oceania,
    ];

    /// Position in [`Continent::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The id used in saves and in the SVG (`nord_america`...).
    pub const fn key(self) -> &'static str {
        match self {
            Continent::NordAmerica => "nord_america",
            Continent::SudAmerica => "sud_america",
            Continent::Europa => "europa",
            Continent::Africa => "africa",
            Continent::Asia => "asia",
            Continent::Oceania => "oceania",
        }
    }

    /// Italian display name.
    pub const fn name_it(self) -> &'static str {
        match self {
            Continent::NordAmerica => "America del Nord",
            Continent::SudAmerica => "America del Sud",
            Continent::Europa => "Europa",
            Continent::Africa => "Africa",
            Continent::Asia => "Asia",
            Continent::Oceania => "Oceania",
        }
    }

    /// English display name.
    pub const fn name_en(self) -> &'static str {
        match self {
            Continent::NordAmerica => "North America",
            Continent::SudAmerica => "South America",
            Continent::Europa => "Europe",
            Continent::Africa => "Africa",
            Continent::Asia => "Asia",
            Continent::Oceania => "Oceania",
        }
    }

    /// Armies for holding the whole continent at the start of a turn (docs/RULES.md §2,
    /// "NA 5, SA 2, Europe 5, Africa 3, Asia 7, Oceania 2").
    pub const fn bonus(self) -> u32 {
        match self {
            Continent::NordAmerica => 5,
            Continent::SudAmerica => 2,
            Continent::Europa => 5,
            Continent::Africa => 3,
            Continent::Asia => 7,
            Continent::Oceania => 2,
        }
    }

    /// The continent's territories, in the order of docs/RULES.md §1.
    pub fn territories(self) -> &'static [TerritoryId] {
        let all = &TerritoryId::ALL;
        let (start, end) = CONTINENT_RANGES[self.index()];
        &all[start..end]
    }

    /// Bit mask of the continent's territories (bit = [`TerritoryId::index`]).
    pub const fn mask(self) -> u64 {
        let (start, end) = CONTINENT_RANGES[self.index()];
        ((1u64 << end) - 1) & !((1u64 << start) - 1)
    }

    /// Parses a continent id (`"europa"`).
    pub fn from_key(key: &str) -> Option<Continent> {
        Continent::ALL.into_iter().find(|c| c.key() == key)
    }
}

/// Half-open index ranges of each continent's territories in [`TerritoryId::ALL`].
const CONTINENT_RANGES: [(usize, usize); 6] =
    [(0, 9), (9, 13), (13, 20), (20, 26), (26, 38), (38, 42)];

/// One of the 42 territories. Serialized as its docs/RULES.md id (`"territori_del_nord_ovest"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TerritoryId {
    Alaska,
    Alberta,
    AmericaCentrale,
    Groenlandia,
    Ontario,
    Quebec,
    StatiUnitiOccidentali,
    StatiUnitiOrientali,
    TerritoriDelNordOvest,
    Argentina,
    Brasile,
    Peru,
    Venezuela,
    EuropaMeridionale,
    EuropaOccidentale,
    EuropaSettentrionale,
    GranBretagna,
    Islanda,
    Scandinavia,
    Ucraina,
    AfricaDelNord,
    AfricaDelSud,
    AfricaOrientale,
    Congo,
    Egitto,
    Madagascar,
    Afghanistan,
    Cina,
    Cita,
    Giappone,
    India,
    Jacuzia,
    Kamchatka,
    MedioOriente,
    Mongolia,
    Siam,
    Siberia,
    Urali,
    AustraliaOccidentale,
    AustraliaOrientale,
    Indonesia,
    NuovaGuinea,
}

impl TerritoryId {
    /// Number of territories.
    pub const COUNT: usize = 42;

    /// The whole map as a territory mask (bit `i` for the territory of index `i`).
    pub const MAP_MASK: u64 = (1 << Self::COUNT) - 1;

    /// All territories, grouped by continent in the order of docs/RULES.md §1.
    pub const ALL: [TerritoryId; 42] = [
        TerritoryId::Alaska,
        TerritoryId::Alberta,
        TerritoryId::AmericaCentrale,
        TerritoryId::Groenlandia,
        TerritoryId::Ontario,
        TerritoryId::Quebec,
        TerritoryId::StatiUnitiOccidentali,
        TerritoryId::StatiUnitiOrientali,
        TerritoryId::TerritoriDelNordOvest,
        TerritoryId::Argentina,
        TerritoryId::Brasile,
        TerritoryId::Peru,
        TerritoryId::Venezuela,
        TerritoryId::EuropaMeridionale,
        TerritoryId::EuropaOccidentale,
        TerritoryId::EuropaSettentrionale,
        TerritoryId::GranBretagna,
        TerritoryId::Islanda,
        TerritoryId::Scandinavia,
        TerritoryId::Ucraina,
        TerritoryId::AfricaDelNord,
        TerritoryId::AfricaDelSud,
        TerritoryId::AfricaOrientale,
        TerritoryId::Congo,
        TerritoryId::Egitto,
        TerritoryId::Madagascar,
        TerritoryId::Afghanistan,
        TerritoryId::Cina,
        TerritoryId::Cita,
        TerritoryId::Giappone,
        TerritoryId::India,
        TerritoryId::Jacuzia,
        TerritoryId::Kamchatka,
        TerritoryId::MedioOriente,
        TerritoryId::Mongolia,
        TerritoryId::Siam,
        TerritoryId::Siberia,
        TerritoryId::Urali,
        TerritoryId::AustraliaOccidentale,
        TerritoryId::AustraliaOrientale,
        TerritoryId::Indonesia,
        TerritoryId::NuovaGuinea,
    ];

    /// Position in [`TerritoryId::ALL`] (0..42); also the bit of masks.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The territory at `index` in [`TerritoryId::ALL`].
    pub fn from_index(index: usize) -> Option<TerritoryId> {
        TerritoryId::ALL.get(index).copied()
    }

    /// Bit mask with only this territory set.
    pub const fn bit(self) -> u64 {
        1u64 << (self as u32)
    }

    /// The docs/RULES.md id (`"europa_meridionale"`).
    pub const fn key(self) -> &'static str {
        TERRITORY_DATA[self as usize].key
    }

    /// Parses a docs/RULES.md id.
    pub fn from_key(key: &str) -> Option<TerritoryId> {
        TerritoryId::ALL.into_iter().find(|t| t.key() == key)
    }

    /// Italian display name, as the sources print it ("Perù", "Territori del Nord Ovest").
    pub const fn name_it(self) -> &'static str {
        TERRITORY_DATA[self as usize].name_it
    }

    /// English display name.
    pub const fn name_en(self) -> &'static str {
        TERRITORY_DATA[self as usize].name_en
    }

    /// The continent the territory belongs to.
    pub const fn continent(self) -> Continent {
        TERRITORY_DATA[self as usize].continent
    }

    /// Tournament value of docs/RULES.md §1 (equals its number of borders on the standard board).
    pub const fn value(self) -> u32 {
        TERRITORY_DATA[self as usize].value
    }

    /// Symbol on the territory's card (docs/RULES.md §1, "Cards").
    pub const fn card_symbol(self) -> Symbol {
        TERRITORY_DATA[self as usize].symbol
    }

    /// Bit mask of the neighbours on the standard board (bit = [`TerritoryId::index`]).
    pub const fn neighbour_mask(self) -> u64 {
        NEIGHBOURS[self as usize]
    }

    /// Neighbours on the standard board, in [`TerritoryId::ALL`] order.
    pub fn neighbours(self) -> impl Iterator<Item = TerritoryId> {
        territories_in(self.neighbour_mask())
    }

    /// Whether the two territories share a border on the standard board.
    pub const fn borders(self, other: TerritoryId) -> bool {
        self.neighbour_mask() & other.bit() != 0
    }
}

impl std::fmt::Display for TerritoryId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// The indices ([`TerritoryId::index`]) of the bits set in `mask`, lowest first: the
/// territories of [`territories_in`] as indices, for loops that only index tables.
pub(crate) fn bit_indices(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}

/// The territories whose bits are set in `mask`, in [`TerritoryId::ALL`] order.
pub fn territories_in(mut mask: u64) -> impl Iterator<Item = TerritoryId> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(TerritoryId::ALL[i])
    })
}

/// The symbol on a card. The two jolly are wild.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Symbol {
    Fante,
    Cavaliere,
    Cannone,
    Jolly,
}

struct TerritoryData {
    key: &'static str,
    name_it: &'static str,
    name_en: &'static str,
    continent: Continent,
    value: u32,
    symbol: Symbol,
}

const TERRITORY_DATA: [TerritoryData; 42] = [
    TerritoryData {
        key: "alaska",
        name_it: "Alaska",
        name_en: "Alaska",
        continent: Continent::NordAmerica,
        value: 3,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "alberta",
        name_it: "Alberta",
        name_en: "Alberta",
        continent: Continent::NordAmerica,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "america_centrale",
        name_it: "America Centrale",
        name_en: "Central America",
        continent: Continent::NordAmerica,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "groenlandia",
        name_it: "Groenlandia",
        name_en: "Greenland",
        continent: Continent::NordAmerica,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "ontario",
        name_it: "Ontario",
        name_en: "Ontario",
        continent: Continent::NordAmerica,
        value: 6,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "quebec",
        name_it: "Quebec",
        name_en: "Quebec",
        continent: Continent::NordAmerica,
        value: 3,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "stati_uniti_occidentali",
        name_it: "Stati Uniti Occidentali",
        name_en: "Western United States",
        continent: Continent::NordAmerica,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "stati_uniti_orientali",
        name_it: "Stati Uniti Orientali",
        name_en: "Eastern United States",
        continent: Continent::NordAmerica,
        value: 4,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "territori_del_nord_ovest",
        name_it: "Territori del Nord Ovest",
        name_en: "Northwest Territory",
        continent: Continent::NordAmerica,
        value: 4,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "argentina",
        name_it: "Argentina",
        name_en: "Argentina",
        continent: Continent::SudAmerica,
        value: 2,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "brasile",
        name_it: "Brasile",
        name_en: "Brazil",
        continent: Continent::SudAmerica,
        value: 4,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "peru",
        name_it: "Perù",
        name_en: "Peru",
        continent: Continent::SudAmerica,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "venezuela",
        name_it: "Venezuela",
        name_en: "Venezuela",
        continent: Continent::SudAmerica,
        value: 3,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "europa_meridionale",
        name_it: "Europa Meridionale",
        name_en: "Southern Europe",
        continent: Continent::Europa,
        value: 6,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "europa_occidentale",
        name_it: "Europa Occidentale",
        name_en: "Western Europe",
        continent: Continent::Europa,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "europa_settentrionale",
        name_it: "Europa Settentrionale",
        name_en: "Northern Europe",
        continent: Continent::Europa,
        value: 5,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "gran_bretagna",
        name_it: "Gran Bretagna",
        name_en: "Great Britain",
        continent: Continent::Europa,
        value: 4,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "islanda",
        name_it: "Islanda",
        name_en: "Iceland",
        continent: Continent::Europa,
        value: 3,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "scandinavia",
        name_it: "Scandinavia",
        name_en: "Scandinavia",
        continent: Continent::Europa,
        value: 4,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "ucraina",
        name_it: "Ucraina",
        name_en: "Ukraine",
        continent: Continent::Europa,
        value: 6,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "africa_del_nord",
        name_it: "Africa del Nord",
        name_en: "North Africa",
        continent: Continent::Africa,
        value: 6,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "africa_del_sud",
        name_it: "Africa del Sud",
        name_en: "South Africa",
        continent: Continent::Africa,
        value: 3,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "africa_orientale",
        name_it: "Africa Orientale",
        name_en: "East Africa",
        continent: Continent::Africa,
        value: 5,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "congo",
        name_it: "Congo",
        name_en: "Congo",
        continent: Continent::Africa,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "egitto",
        name_it: "Egitto",
        name_en: "Egypt",
        continent: Continent::Africa,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "madagascar",
        name_it: "Madagascar",
        name_en: "Madagascar",
        continent: Continent::Africa,
        value: 2,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "afghanistan",
        name_it: "Afghanistan",
        name_en: "Afghanistan",
        continent: Continent::Asia,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "cina",
        name_it: "Cina",
        name_en: "China",
        continent: Continent::Asia,
        value: 7,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "cita",
        name_it: "Cita",
        name_en: "Chita",
        continent: Continent::Asia,
        value: 4,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "giappone",
        name_it: "Giappone",
        name_en: "Japan",
        continent: Continent::Asia,
        value: 2,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "india",
        name_it: "India",
        name_en: "India",
        continent: Continent::Asia,
        value: 3,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "jacuzia",
        name_it: "Jacuzia",
        name_en: "Yakutsk",
        continent: Continent::Asia,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "kamchatka",
        name_it: "Kamchatka",
        name_en: "Kamchatka",
        continent: Continent::Asia,
        value: 5,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "medio_oriente",
        name_it: "Medio Oriente",
        name_en: "Middle East",
        continent: Continent::Asia,
        value: 6,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "mongolia",
        name_it: "Mongolia",
        name_en: "Mongolia",
        continent: Continent::Asia,
        value: 5,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "siam",
        name_it: "Siam",
        name_en: "Siam",
        continent: Continent::Asia,
        value: 3,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "siberia",
        name_it: "Siberia",
        name_en: "Siberia",
        continent: Continent::Asia,
        value: 5,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "urali",
        name_it: "Urali",
        name_en: "Ural",
        continent: Continent::Asia,
        value: 4,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "australia_occidentale",
        name_it: "Australia Occidentale",
        name_en: "Western Australia",
        continent: Continent::Oceania,
        value: 3,
        symbol: Symbol::Cannone,
    },
    TerritoryData {
        key: "australia_orientale",
        name_it: "Australia Orientale",
        name_en: "Eastern Australia",
        continent: Continent::Oceania,
        value: 2,
        symbol: Symbol::Fante,
    },
    TerritoryData {
        key: "indonesia",
        name_it: "Indonesia",
        name_en: "Indonesia",
        continent: Continent::Oceania,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
    TerritoryData {
        key: "nuova_guinea",
        name_it: "Nuova Guinea",
        name_en: "New Guinea",
        continent: Continent::Oceania,
        value: 3,
        symbol: Symbol::Cavaliere,
    },
];

/// The 82 borders of docs/RULES.md §1, each pair once, in the order of its table.
pub const BORDERS: [(TerritoryId, TerritoryId); 82] = [
    (TerritoryId::Alaska, TerritoryId::TerritoriDelNordOvest),
    (TerritoryId::Alaska, TerritoryId::Alberta),
    (TerritoryId::Alaska, TerritoryId::Kamchatka),
    (TerritoryId::Alberta, TerritoryId::TerritoriDelNordOvest),
    (TerritoryId::Alberta, TerritoryId::Ontario),
    (TerritoryId::Alberta, TerritoryId::StatiUnitiOccidentali),
    (
        TerritoryId::AmericaCentrale,
        TerritoryId::StatiUnitiOccidentali,
    ),
    (
        TerritoryId::AmericaCentrale,
        TerritoryId::StatiUnitiOrientali,
    ),
    (TerritoryId::AmericaCentrale, TerritoryId::Venezuela),
    (TerritoryId::Groenlandia, TerritoryId::TerritoriDelNordOvest),
    (TerritoryId::Groenlandia, TerritoryId::Ontario),
    (TerritoryId::Groenlandia, TerritoryId::Quebec),
    (TerritoryId::Groenlandia, TerritoryId::Islanda),
    (TerritoryId::Ontario, TerritoryId::TerritoriDelNordOvest),
    (TerritoryId::Ontario, TerritoryId::StatiUnitiOccidentali),
    (TerritoryId::Ontario, TerritoryId::StatiUnitiOrientali),
    (TerritoryId::Ontario, TerritoryId::Quebec),
    (TerritoryId::Quebec, TerritoryId::StatiUnitiOrientali),
    (
        TerritoryId::StatiUnitiOccidentali,
        TerritoryId::StatiUnitiOrientali,
    ),
    (TerritoryId::Venezuela, TerritoryId::Peru),
    (TerritoryId::Venezuela, TerritoryId::Brasile),
    (TerritoryId::Peru, TerritoryId::Brasile),
    (TerritoryId::Peru, TerritoryId::Argentina),
    (TerritoryId::Brasile, TerritoryId::Argentina),
    (TerritoryId::Brasile, TerritoryId::AfricaDelNord),
    (TerritoryId::Islanda, TerritoryId::GranBretagna),
    (TerritoryId::Islanda, TerritoryId::Scandinavia),
    (TerritoryId::GranBretagna, TerritoryId::Scandinavia),
    (TerritoryId::GranBretagna, TerritoryId::EuropaSettentrionale),
    (TerritoryId::GranBretagna, TerritoryId::EuropaOccidentale),
    (TerritoryId::Scandinavia, TerritoryId::EuropaSettentrionale),
    (TerritoryId::Scandinavia, TerritoryId::Ucraina),
    (
        TerritoryId::EuropaSettentrionale,
        TerritoryId::EuropaOccidentale,
    ),
    (
        TerritoryId::EuropaSettentrionale,
        TerritoryId::EuropaMeridionale,
    ),
    (TerritoryId::EuropaSettentrionale, TerritoryId::Ucraina),
    (
        TerritoryId::EuropaOccidentale,
        TerritoryId::EuropaMeridionale,
    ),
    (TerritoryId::EuropaOccidentale, TerritoryId::AfricaDelNord),
    (TerritoryId::EuropaMeridionale, TerritoryId::Ucraina),
    (TerritoryId::EuropaMeridionale, TerritoryId::MedioOriente),
    (TerritoryId::EuropaMeridionale, TerritoryId::Egitto),
    (TerritoryId::EuropaMeridionale, TerritoryId::AfricaDelNord),
    (TerritoryId::Ucraina, TerritoryId::Urali),
    (TerritoryId::Ucraina, TerritoryId::Afghanistan),
    (TerritoryId::Ucraina, TerritoryId::MedioOriente),
    (TerritoryId::AfricaDelNord, TerritoryId::Egitto),
    (TerritoryId::AfricaDelNord, TerritoryId::AfricaOrientale),
    (TerritoryId::AfricaDelNord, TerritoryId::Congo),
    (TerritoryId::Egitto, TerritoryId::AfricaOrientale),
    (TerritoryId::Egitto, TerritoryId::MedioOriente),
    (TerritoryId::AfricaOrientale, TerritoryId::Congo),
    (TerritoryId::AfricaOrientale, TerritoryId::AfricaDelSud),
    (TerritoryId::AfricaOrientale, TerritoryId::Madagascar),
    (TerritoryId::Congo, TerritoryId::AfricaDelSud),
    (TerritoryId::AfricaDelSud, TerritoryId::Madagascar),
    (TerritoryId::Urali, TerritoryId::Siberia),
    (TerritoryId::Urali, TerritoryId::Cina),
    (TerritoryId::Urali, TerritoryId::Afghanistan),
    (TerritoryId::Afghanistan, TerritoryId::Cina),
    (TerritoryId::Afghanistan, TerritoryId::MedioOriente),
    (TerritoryId::MedioOriente, TerritoryId::Cina),
    (TerritoryId::MedioOriente, TerritoryId::India),
    (TerritoryId::India, TerritoryId::Cina),
    (TerritoryId::India, TerritoryId::Siam),
    (TerritoryId::Siam, TerritoryId::Cina),
    (TerritoryId::Siam, TerritoryId::Indonesia),
    (TerritoryId::Cina, TerritoryId::Mongolia),
    (TerritoryId::Cina, TerritoryId::Siberia),
    (TerritoryId::Siberia, TerritoryId::Mongolia),
    (TerritoryId::Siberia, TerritoryId::Cita),
    (TerritoryId::Siberia, TerritoryId::Jacuzia),
    (TerritoryId::Jacuzia, TerritoryId::Cita),
    (TerritoryId::Jacuzia, TerritoryId::Kamchatka),
    (TerritoryId::Cita, TerritoryId::Kamchatka),
    (TerritoryId::Cita, TerritoryId::Mongolia),
    (TerritoryId::Mongolia, TerritoryId::Kamchatka),
    (TerritoryId::Mongolia, TerritoryId::Giappone),
    (TerritoryId::Kamchatka, TerritoryId::Giappone),
    (TerritoryId::Indonesia, TerritoryId::NuovaGuinea),
    (TerritoryId::Indonesia, TerritoryId::AustraliaOccidentale),
    (TerritoryId::NuovaGuinea, TerritoryId::AustraliaOccidentale),
    (TerritoryId::NuovaGuinea, TerritoryId::AustraliaOrientale),
    (
        TerritoryId::AustraliaOccidentale,
        TerritoryId::AustraliaOrientale,
    ),
];

/// Neighbour masks built from [`BORDERS`] at compile time, so the table is the only source.
pub(crate) const NEIGHBOURS: [u64; 42] = {
    let mut masks = [0u64; 42];
    let mut i = 0;
    while i < BORDERS.len() {
        let (a, b) = BORDERS[i];
        masks[a as usize] |= 1u64 << (b as u32);
        masks[b as usize] |= 1u64 << (a as u32);
        i += 1;
    }
    masks
};

/// Sea links drawn as dashed lines on the board (docs/RULES.md §1). Every one is also in
/// [`BORDERS`]; the map asset decides which it needs to draw.
pub const SEA_LINKS: [(TerritoryId, TerritoryId); 23] = [
    (TerritoryId::Alaska, TerritoryId::Kamchatka),
    (TerritoryId::Groenlandia, TerritoryId::Islanda),
    (TerritoryId::Groenlandia, TerritoryId::TerritoriDelNordOvest),
    (TerritoryId::Groenlandia, TerritoryId::Quebec),
    (TerritoryId::Groenlandia, TerritoryId::Ontario),
    (TerritoryId::Islanda, TerritoryId::GranBretagna),
    (TerritoryId::Islanda, TerritoryId::Scandinavia),
    (TerritoryId::GranBretagna, TerritoryId::EuropaSettentrionale),
    (TerritoryId::GranBretagna, TerritoryId::EuropaOccidentale),
    (TerritoryId::GranBretagna, TerritoryId::Scandinavia),
    (TerritoryId::Brasile, TerritoryId::AfricaDelNord),
    (TerritoryId::EuropaOccidentale, TerritoryId::AfricaDelNord),
    (TerritoryId::EuropaMeridionale, TerritoryId::AfricaDelNord),
    (TerritoryId::EuropaMeridionale, TerritoryId::Egitto),
    (TerritoryId::AfricaOrientale, TerritoryId::Madagascar),
    (TerritoryId::AfricaDelSud, TerritoryId::Madagascar),
    (TerritoryId::Siam, TerritoryId::Indonesia),
    (TerritoryId::Indonesia, TerritoryId::NuovaGuinea),
    (TerritoryId::Indonesia, TerritoryId::AustraliaOccidentale),
    (TerritoryId::NuovaGuinea, TerritoryId::AustraliaOccidentale),
    (TerritoryId::NuovaGuinea, TerritoryId::AustraliaOrientale),
    (TerritoryId::Kamchatka, TerritoryId::Giappone),
    (TerritoryId::Mongolia, TerritoryId::Giappone),
];

/// A card of the 44-card deck: a territory card or one of the two jolly.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Card {
    Territory(TerritoryId),
    /// The jolly, numbered 0 and 1.
    Jolly(u8),
}

impl Card {
    /// Number of cards in the deck.
    pub const COUNT: usize = 44;

    /// The whole deck in a fixed order: the 42 territory cards, then the two jolly.
    pub fn deck() -> impl Iterator<Item = Card> {
        TerritoryId::ALL
            .into_iter()
            .map(Card::Territory)
            .chain([Card::Jolly(0), Card::Jolly(1)])
    }

    /// The card's symbol.
    pub const fn symbol(self) -> Symbol {
        match self {
            Card::Territory(t) => t.card_symbol(),
            Card::Jolly(_) => Symbol::Jolly,
        }
    }

    /// The territory shown on the card, if any.
    pub const fn territory(self) -> Option<TerritoryId> {
        match self {
            Card::Territory(t) => Some(t),
            Card::Jolly(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn there_are_42_territories_with_unique_ids() {
        let keys: HashSet<_> = TerritoryId::ALL.iter().map(|t| t.key()).collect();
        assert_eq!(keys.len(), 42);
        for t in TerritoryId::ALL {
            assert_eq!(TerritoryId::from_key(t.key()), Some(t));
            assert_eq!(TerritoryId::from_index(t.index()), Some(t));
        }
    }

    #[test]
    fn serde_uses_the_rules_ids() {
        let json = serde_json::to_string(&TerritoryId::TerritoriDelNordOvest).unwrap();
        assert_eq!(json, "\"territori_del_nord_ovest\"");
        let json = serde_json::to_string(&Continent::NordAmerica).unwrap();
        assert_eq!(json, "\"nord_america\"");
        for t in TerritoryId::ALL {
            let back: TerritoryId = serde_json::from_str(&format!("\"{}\"", t.key())).unwrap();
            assert_eq!(back, t);
        }
    }

    // docs/RULES.md §1: "Borders: 82 pairs", symmetric.
    #[test]
    fn there_are_82_distinct_symmetric_borders() {
        let mut seen = HashSet::new();
        for (a, b) in BORDERS {
            assert_ne!(a, b);
            assert!(
                seen.insert((a.min(b), a.max(b))),
                "duplicate border {a}-{b}"
            );
            assert!(a.borders(b) && b.borders(a));
        }
        assert_eq!(seen.len(), 82);
        let total: u32 = TerritoryId::ALL
            .iter()
            .map(|t| t.neighbour_mask().count_ones())
            .sum();
        assert_eq!(total, 2 * 82);
    }

    // docs/RULES.md §1: "The value is the tournament score of the territory and equals its
    // number of borders."
    #[test]
    fn every_degree_equals_the_territory_value() {
        for t in TerritoryId::ALL {
            assert_eq!(t.neighbours().count() as u32, t.value(), "{t}");
        }
    }

    // Sources: "N.B.: Egitto e Medio Oriente confinano"; Alaska-Kamchatka; and docs/RULES.md §1
    // "Afghanistan–India and East Africa–Middle East are *not* borders, China–Middle East *is*".
    #[test]
    fn borders_named_by_the_sources() {
        use TerritoryId::*;
        assert!(Egitto.borders(MedioOriente));
        assert!(Alaska.borders(Kamchatka));
        assert!(Cina.borders(MedioOriente));
        assert!(!Afghanistan.borders(India));
        assert!(!AfricaOrientale.borders(MedioOriente));
    }

    // docs/RULES.md §1: continent sums 35, 12, 32, 23, 51, 11 and bonuses 5, 2, 5, 3, 7, 2.
    #[test]
    fn continents_have_the_printed_totals_and_bonuses() {
        let sums: Vec<u32> = Continent::ALL
            .iter()
            .map(|c| c.territories().iter().map(|t| t.value()).sum())
            .collect();
        assert_eq!(sums, vec![35, 12, 32, 23, 51, 11]);
        let counts: Vec<usize> = Continent::ALL
            .iter()
            .map(|c| c.territories().len())
            .collect();
        assert_eq!(counts, vec![9, 4, 7, 6, 12, 4]);
        let bonuses: Vec<u32> = Continent::ALL.iter().map(|c| c.bonus()).collect();
        assert_eq!(bonuses, vec![5, 2, 5, 3, 7, 2]);
        for c in Continent::ALL {
            assert_eq!(c.mask().count_ones() as usize, c.territories().len());
            for t in c.territories() {
                assert_eq!(t.continent(), c);
                assert!(c.mask() & t.bit() != 0);
            }
        }
    }

    // docs/RULES.md §1, "Cards": 14 of each symbol and 2 jolly, 44 cards.
    #[test]
    fn the_deck_has_14_cards_of_each_symbol_and_2_jolly() {
        let deck: Vec<Card> = Card::deck().collect();
        assert_eq!(deck.len(), Card::COUNT);
        for s in [Symbol::Fante, Symbol::Cavaliere, Symbol::Cannone] {
            assert_eq!(deck.iter().filter(|c| c.symbol() == s).count(), 14, "{s:?}");
        }
        assert_eq!(
            deck.iter().filter(|c| c.symbol() == Symbol::Jolly).count(),
            2
        );
    }

    #[test]
    fn every_sea_link_is_a_border() {
        for (a, b) in SEA_LINKS {
            assert!(a.borders(b), "{a}-{b}");
        }
    }
}
