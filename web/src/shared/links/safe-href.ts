// A link typed by a user is rendered as a link only when it is http(s): `javascript:`, `data:` and the rest stay text.

/** The absolute http(s) address, or undefined when the text is anything else. */
export function safeHref(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
