// A SYSTEM message is stored as a template key with params and rendered in the reader's language.
import type { Locale, SupportMessageView } from '@ledgerhouse/contracts';

type Template = NonNullable<SupportMessageView['template']>;

/** The template's text in `locale`; until the templates land in contracts, the key itself. */
export function systemMessageText(template: Template, locale: Locale): string {
  void locale;
  return template.key;
}
