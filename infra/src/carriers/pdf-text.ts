// Label text in the PDF standard fonts (WinAnsi): Cyrillic is transliterated the way carriers print it, anything else
// the font cannot draw becomes '?', so an address in any script still yields a printable label.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// WinAnsi beyond Latin-1 is a handful of punctuation; keep to printable Latin-1 plus the common dashes and quotes.
const DRAWABLE = /[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/;

export function labelText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const lower = ch.toLowerCase();
    const latin = CYRILLIC[lower];
    if (latin !== undefined) out += ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    else if (DRAWABLE.test(ch)) out += ch;
    else if (/\s/.test(ch)) out += ' ';
    else out += '?';
  }
  return out;
}
