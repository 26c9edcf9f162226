// States, districts and territories of the US (USPS codes) and provinces and territories of Canada (Canada Post
// codes), by code or name in any case, so "California", "california" and "ca" all become "CA".
const US: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  UM: 'United States Minor Outlying Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const CA: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Other names people write: French names of provinces, common variants. */
const ALIASES: Record<string, Record<string, string>> = {
  US: { 'washington dc': 'DC', 'washington d c': 'DC', 'us virgin islands': 'VI' },
  CA: {
    'colombie britannique': 'BC',
    'nouveau brunswick': 'NB',
    'terre neuve et labrador': 'NL',
    newfoundland: 'NL',
    'nouvelle ecosse': 'NS',
    'territoires du nord ouest': 'NT',
    'ile du prince edouard': 'PE',
    pei: 'PE',
    'yukon territory': 'YT',
  },
};

const TABLES: Record<string, Record<string, string>> = { US, CA };

/** Lower case, accents and punctuation dropped, spaces collapsed: "Québec" → "quebec", "Newfoundland & Labrador". */
function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const INDEX: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(TABLES).map(([country, table]) => {
    const index = new Map<string, string>();
    for (const [code, name] of Object.entries(table)) {
      index.set(keyOf(code), code);
      index.set(keyOf(name), code);
    }
    for (const [alias, code] of Object.entries(ALIASES[country] ?? {})) index.set(keyOf(alias), code);
    return [country, index];
  }),
);

/** Whether the verifier knows the country's regions by code. */
export const hasRegionCodes = (country: string): boolean => country in TABLES;

/** The region's code for a code or name in any case, or null when the country has no such region. */
export function regionCode(country: string, region: string): string | null {
  return INDEX[country]?.get(keyOf(region)) ?? null;
}
