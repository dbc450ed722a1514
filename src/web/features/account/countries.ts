/** Countries offered first: the Middle East, where most of our students are. */
export const PRIORITY_COUNTRIES = ['EG', 'SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'JO', 'LB'] as const;

/** ISO 3166-1 alpha-2 codes; names come from Intl.DisplayNames in the reader's language. */
const ALL_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export type CountryOption = { code: string; name: string };

/** The name of a country in `language`, or the code itself when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const cache = new Map<string, { priority: CountryOption[]; rest: CountryOption[] }>();

/**
 * Countries for a select: the Middle East in a fixed order, then every other country sorted
 * by its name in `language`.
 */
export function countryOptions(language: string) {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const toOption = (code: string): CountryOption => ({ code, name: names?.of(code) ?? code });
  const priority = PRIORITY_COUNTRIES.map(toOption);
  const first = new Set<string>(PRIORITY_COUNTRIES);
  const collator = new Intl.Collator(language);
  const rest = ALL_CODES.split(' ')
    .filter((code) => !first.has(code))
    .map(toOption)
    .sort((a, b) => collator.compare(a.name, b.name));
  const result = { priority, rest };
  cache.set(language, result);
  return result;
}
