// A SYSTEM message is stored as a template key with params and rendered in the reader's language.
import { renderSupportTemplate, type Locale, type SupportMessageView } from '@ledgerhouse/contracts';

type Template = NonNullable<SupportMessageView['template']>;

/** The template's text in `locale`, its params filled in (contracts' SUPPORT_SYSTEM_TEMPLATES). */
export const systemMessageText = (template: Template, locale: Locale): string => renderSupportTemplate(template, locale);
