import { supportSubjectText, type SupportCategory } from '@ledgerhouse/contracts';
import { useSupportLocale } from './use-support-locale';

/** A chat's subject as the reader sees it: the numbered subject in their language, or the free text as typed. */
export function SupportSubject({ chat }: { chat: { category: SupportCategory; subjectNumber: number | null; subject: string | null } }) {
  const locale = useSupportLocale();
  return <>{supportSubjectText(chat, locale)}</>;
}
