export const SUPPORTED_LOCALES = ['en-US', 'ru-RU'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Picks the first supported language of an Accept-Language header ("ru" matches ru-RU). */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((p) => p.tag && !Number.isNaN(p.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const hit = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === tag || l.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}
