// Both languages change together: every namespace has exactly the same keys in en-US and ru-RU.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const dir = (lng: string) => path.join(__dirname, lng);
const read = (lng: string, file: string) => JSON.parse(readFileSync(path.join(dir(lng), file), 'utf8')) as unknown;

describe('locales', () => {
  it('have the same namespaces', () => {
    expect(readdirSync(dir('ru-RU')).sort()).toEqual(readdirSync(dir('en-US')).sort());
  });

  it.each(readdirSync(path.join(__dirname, 'en-US')))('%s has the same keys and no empty text in both languages', (file) => {
    const en = keys(read('en-US', file)).sort();
    const ru = keys(read('ru-RU', file)).sort();
    expect(ru).toEqual(en);
    const texts = [read('en-US', file), read('ru-RU', file)].flatMap((t) => JSON.stringify(t).match(/:""/g) ?? []);
    expect(texts).toEqual([]);
  });

  it.each(readdirSync(path.join(__dirname, 'en-US')))('%s never ends a sentence right after a date ("22 дек. 2026 г.." in Russian)', (file) => {
    const texts = [read('en-US', file), read('ru-RU', file)].flatMap((t) => JSON.stringify(t).match(/\{\{(date|when|at|end)\}\}\./g) ?? []);
    expect(texts).toEqual([]);
  });
});
