// Both languages change together: every namespace has exactly the same keys in en-US and ru-RU.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A plural key stands for its base: Russian needs one/few/many/other where English needs one/other. */
const bases = (all: string[]) => [...new Set(all.map((k) => k.replace(PLURAL, '_{plural}')))].sort();
/** The plural forms each language's rules pick, every one of which a plural key must have. */
const forms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

const dir = (lng: string) => path.join(__dirname, lng);
const read = (lng: string, file: string) => JSON.parse(readFileSync(path.join(dir(lng), file), 'utf8')) as unknown;

describe('locales', () => {
  it('have the same namespaces', () => {
    expect(readdirSync(dir('ru-RU')).sort()).toEqual(readdirSync(dir('en-US')).sort());
  });

  it.each(readdirSync(path.join(__dirname, 'en-US')))('%s has the same keys and no empty text in both languages', (file) => {
    const en = keys(read('en-US', file));
    const ru = keys(read('ru-RU', file));
    expect(bases(ru)).toEqual(bases(en));
    for (const [lng, all] of [
      ['en-US', en],
      ['ru-RU', ru],
    ] as const) {
      const plurals = bases(all).filter((k) => k.endsWith('_{plural}'));
      const missing = plurals.flatMap((k) =>
        forms(lng)
          .map((f) => k.replace('_{plural}', `_${f}`))
          .filter((form) => !all.includes(form)),
      );
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
    const texts = [read('en-US', file), read('ru-RU', file)].flatMap((t) => JSON.stringify(t).match(/:""/g) ?? []);
    expect(texts).toEqual([]);
  });

  it.each(readdirSync(path.join(__dirname, 'en-US')))(
    '%s never ends a sentence right after a date ("22 дек. 2026 г.." in Russian)',
    (file) => {
      const texts = [read('en-US', file), read('ru-RU', file)].flatMap(
        (t) => JSON.stringify(t).match(/\{\{(date|when|at|end)\}\}\./g) ?? [],
      );
      expect(texts).toEqual([]);
    },
  );
});
