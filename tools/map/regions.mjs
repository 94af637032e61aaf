// Which Natural Earth admin-1 regions make each of the 42 territories.
//
// Country codes are Natural Earth `adm0_a3`, region codes `iso_3166_2`. The starting point
// was a first table of the regions (not kept); the changes are explained next to each entry.
// Rule of thumb: the map's touching borders should be exactly the rules' borders
// (board.rs BORDERS), so the sea links are the only extra lines on the board.

/** Whole countries (adm0_a3) per territory. */
export const COUNTRIES = {
  groenlandia: ['GRL'],
  america_centrale: ['MEX', 'GTM', 'BLZ', 'HND', 'SLV', 'NIC', 'CRI', 'PAN', 'CUB', 'HTI', 'DOM',
    'JAM', 'BHS', 'PRI', 'CYM', 'TCA', 'USG'],
  venezuela: ['VEN', 'COL', 'GUY', 'SUR', 'TTO'],
  peru: ['PER', 'ECU', 'BOL'],
  brasile: ['BRA'],
  argentina: ['ARG', 'CHL', 'URY', 'PRY', 'FLK'],
  islanda: ['ISL'],
  gran_bretagna: ['GBR', 'IRL', 'IMN', 'GGY', 'JEY'],
  scandinavia: ['NOR', 'SWE', 'FIN', 'DNK', 'ALD', 'FRO'],
  europa_settentrionale: ['DEU', 'NLD', 'BEL', 'LUX', 'POL', 'CZE', 'SVK', 'AUT', 'CHE', 'LIE'],
  europa_occidentale: ['FRA', 'ESP', 'PRT', 'AND', 'MCO', 'GIB'],
  europa_meridionale: ['ITA', 'SMR', 'VAT', 'MLT', 'SVN', 'HRV', 'BIH', 'SRB', 'MNE', 'KOS', 'ALB',
    'MKD', 'GRC', 'BGR', 'ROU', 'HUN'],
  // Russia's European subjects are added below (every RUS region not listed elsewhere).
  ucraina: ['UKR', 'BLR', 'LTU', 'LVA', 'EST', 'MDA', 'RUS'],
  africa_del_nord: ['MAR', 'SAH', 'DZA', 'TUN', 'MRT', 'MLI', 'NER', 'TCD', 'SEN', 'GMB', 'GNB', 'GIN',
    'SLE', 'LBR', 'CIV', 'BFA', 'GHA', 'TGO', 'BEN', 'NGA'],
  egitto: ['EGY', 'LBY'],
  africa_orientale: ['SDN', 'SDS', 'ETH', 'ERI', 'DJI', 'SOM', 'SOL', 'KEN', 'UGA', 'TZA', 'RWA', 'BDI'],
  congo: ['CMR', 'CAF', 'GAB', 'GNQ', 'COG', 'COD', 'AGO', 'STP'],
  africa_del_sud: ['ZAF', 'NAM', 'BWA', 'ZWE', 'ZMB', 'MWI', 'MOZ', 'LSO', 'SWZ'],
  madagascar: ['MDG'],
  // Pakistan is Middle East here, not India: with Pakistan in India the map would show a
  // long Afghanistan-India border, and docs/RULES.md §1 says "Afghanistan–India ... are *not*
  // borders". Pakistan's Gilgit-Baltistan touches Xinjiang, which gives the rules'
  // China–Middle East border ("China–Middle East *is*") a real edge.
  medio_oriente: ['TUR', 'CYP', 'CYN', 'ESB', 'WSB', 'IRN', 'IRQ', 'SYR', 'LBN', 'ISR', 'PSX', 'JOR',
    'SAU', 'YEM', 'OMN', 'ARE', 'QAT', 'BHR', 'KWT', 'GEO', 'ARM', 'AZE', 'PAK'],
  afghanistan: ['AFG', 'KAZ', 'KAB', 'UZB', 'TKM', 'KGZ', 'TJK'],
  india: ['IND', 'BGD', 'NPL', 'BTN', 'LKA', 'KAS'],
  cina: ['CHN', 'TWN', 'HKG', 'MAC'],
  // The two Koreas go with Manchuria to Mongolia: then the 17 km North Korea–Russia
  // touch is a Mongolia–Kamchatka edge (a rule border) instead of a Cina–Kamchatka one
  // (not a rule border), and the rules' Mongolia–Giappone sea link is the Korea Strait.
  mongolia: ['MNG', 'PRK', 'KOR'],
  giappone: ['JPN'],
  siam: ['THA', 'MMR', 'LAO', 'KHM', 'VNM', 'SGP', 'MYS'],
  indonesia: ['IDN', 'BRN', 'PHL', 'TLS'],
  nuova_guinea: ['PNG', 'SLB'],
  australia_orientale: ['NZL', 'AUS'],
  stati_uniti_orientali: ['USA'],
  ontario: ['CAN'],
};

/** Regions (iso_3166_2) that go somewhere other than their country's territory. */
export const REGIONS = {
  venezuela: ['FR-GF'],
  alaska: ['US-AK'],
  stati_uniti_occidentali: ['US-WA', 'US-OR', 'US-CA', 'US-NV', 'US-ID', 'US-MT', 'US-WY', 'US-UT',
    'US-CO', 'US-AZ', 'US-NM', 'US-ND', 'US-SD', 'US-NE', 'US-KS', 'US-OK'],
  territori_del_nord_ovest: ['CA-YT', 'CA-NT'],
  alberta: ['CA-BC', 'CA-AB', 'CA-SK'],
  ontario: ['CA-ON', 'CA-MB'], // and Nunavut south of 74°N, see PART_RULES
  quebec: ['CA-QC', 'CA-NL', 'CA-NB', 'CA-NS', 'CA-PE'],
  urali: ['RU-CHE', 'RU-KGN', 'RU-KHM', 'RU-SVE', 'RU-TYU', 'RU-YAN', 'RU-X01~', 'RU-PER', 'RU-BA',
    'RU-ORE', 'RU-KO',
    // North and east Kazakhstan: Urali then touches China (a rule border) and Afghanistan
    // no longer touches Siberia (not a rule border).
    'KZ-VOS', 'KZ-SEV', 'KZ-KUS', 'KZ-PAV', 'KZ-AKM', 'KZ-KAR', 'KZ-AST'],
  siberia: ['RU-KYA', 'RU-OMS', 'RU-NVS', 'RU-TOM', 'RU-KEM', 'RU-ALT', 'RU-AL', 'RU-KK', 'RU-TY'],
  jacuzia: ['RU-SA'],
  cita: ['RU-IRK', 'RU-BU', 'RU-ZAB', 'RU-AMU'],
  kamchatka: ['RU-KAM', 'RU-CHU', 'RU-MAG', 'RU-KHA', 'RU-PRI', 'RU-YEV', 'RU-SAK'],
  // Manchuria and Inner Mongolia: Mongolia then touches Kamchatka and Cita (rule borders)
  // and China no longer touches Cita or Kamchatka (not rule borders).
  mongolia: ['CN-NM', 'CN-HL', 'CN-JL'],
  siam: ['MY-01', 'MY-02', 'MY-03', 'MY-04', 'MY-05', 'MY-06', 'MY-07', 'MY-08', 'MY-09', 'MY-10',
    'MY-11', 'MY-14', 'MY-16'],
  indonesia: ['MY-12', 'MY-13', 'MY-15'],
  nuova_guinea: ['ID-PA', 'ID-PB'],
  australia_orientale: ['AU-QLD', 'AU-NSW', 'AU-VIC', 'AU-TAS', 'AU-ACT'],
  australia_occidentale: ['AU-WA', 'AU-NT', 'AU-SA'],
};

/** Regions dropped whole (far away from their territory, or too small to matter). */
export const DROPPED_REGIONS = ['US-HI', 'ES-CE', 'ES-ML', 'EC-W'];

/**
 * Rules applied to each polygon part (lon/lat of the part's centroid, its territory, its
 * region). Return a territory id to (re)assign the part, `null` to drop it, or `undefined`
 * to keep it as it is. Far-away places the brief lists are dropped here: Hawaii (above),
 * Canaries, Azores, Madeira, Svalbard (not assigned), Galápagos, French overseas
 * departments, the western Aleutians, small Pacific islands.
 */
export function partRule(t, props, lon, lat) {
  const iso = props.iso_3166_2;
  const a3 = props.adm0_a3;
  // Alaska stops at the Bering Strait: the Aleutians beyond 169°W, St Lawrence Island and
  // anything across 180° would sit at the wrong edge of the map.
  if (t === 'alaska' && (lon < -169 || lon > 0)) return null;
  // Nunavut: the Queen Elizabeth Islands (north of Parry Channel, ~74°N) are Territori del
  // Nord Ovest, which then faces Greenland across Nares Strait; the rest (Kivalliq,
  // Kitikmeot, Baffin) is Ontario, which then faces Greenland across Baffin Bay. This is
  // how the board gives both of them (and Quebec) their Greenland sea links.
  if (iso === 'CA-NU') return lat >= 74 ? 'territori_del_nord_ovest' : 'ontario';
  // Arkhangelsk: Novaya Zemlya and Vaygach go to Urali, Franz Josef Land is dropped.
  if (iso === 'RU-ARK' || iso === 'RU-NEN') {
    if (lat > 79) return null;
    if (lon > 50 && lat > 68.5) return 'urali';
  }
  if (a3 === 'FRA' && iso !== 'FR-GF' && !(lon > -6 && lon < 10 && lat > 41 && lat < 52)) return null;
  if ((a3 === 'ESP' || a3 === 'PRT') && (lat < 30 || lon < -12)) return null;
  if (a3 === 'NOR' && (lat > 72 || lon < -2)) return null;
  if (a3 === 'NLD' && lat < 45) return null;
  if (a3 === 'CHL' && lon < -76) return null;
  if (a3 === 'ECU' && lon < -82) return null;
  if (a3 === 'NZL' && (lon < 0 || lat < -48 || lat > -33)) return null;
  if (a3 === 'AUS' && (lat < -44 || lon > 154 || lon < 112)) return null;
  if (a3 === 'JPN' && lat < 30) return null; // Ryukyu, Bonin
  if (a3 === 'IND' && lon > 91.5 && lat < 15) return null; // Andaman and Nicobar
  if (a3 === 'IND' && lon < 74 && lat < 13) return null; // Lakshadweep
  if (a3 === 'YEM' && lon > 51.5 && lat < 13.5) return null; // Socotra
  if (a3 === 'MEX' && (lon < -115.5 || (lat < 19.5 && lon < -109))) return null; // Revillagigedo, Guadalupe
  if (a3 === 'COL' && lon < -79.5 && lat > 10) return null; // San Andrés
  if (a3 === 'BRA' && lon > -33) return null; // Trindade, Fernando de Noronha
  if (a3 === 'RUS' && lat > 80.5) return null;
  return undefined;
}
