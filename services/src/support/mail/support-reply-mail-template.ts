// The mail telling a seller that support replied in a chat they have not read: the chat's subject, the replies and
// a link to the chat, in the seller's language. Only this chat's own messages go in it.
import { renderSupportTemplate, supportSubjectText, type Locale, type OutgoingMail, type SupportEvent } from '@ledgerhouse/contracts';

type Opened = Extract<SupportEvent, { type: 'SupportChatOpened' }>['data'];
type Message = Extract<SupportEvent, { type: 'SupportMessagePosted' }>['data'];

export interface SupportReplyMailInput {
  to: string;
  locale: Locale;
  chat: Opened;
  /** The unread SUPPORT and SYSTEM messages of the burst, oldest first. */
  replies: Message[];
  link: string;
}

const texts: Record<Locale, { subject: (s: string) => string; intro: (s: string) => string; files: (n: number) => string; open: string }> =
  {
    'en-US': {
      subject: (s) => `Support replied: ${s}`,
      intro: (s) => `Hello,\n\nLedgerhouse support replied in your chat “${s}”:`,
      files: (n) => (n === 1 ? '(1 file attached)' : `(${n} files attached)`),
      open: 'Open the chat to read and answer:',
    },
    'ru-RU': {
      subject: (s) => `Ответ поддержки: ${s}`,
      intro: (s) => `Здравствуйте!\n\nПоддержка Ledgerhouse ответила в вашем чате «${s}»:`,
      files: (n) => `(прикреплено файлов: ${n})`,
      open: 'Откройте чат, чтобы прочитать и ответить:',
    },
  };

function replyText(reply: Message, locale: Locale): string {
  const body = reply.template ? renderSupportTemplate(reply.template, locale) : (reply.text ?? '');
  const files = reply.files.length > 0 ? texts[locale].files(reply.files.length) : '';
  return [body, files].filter(Boolean).join('\n');
}

export function supportReplyMail({ to, locale, chat, replies, link }: SupportReplyMailInput): OutgoingMail {
  const t = texts[locale];
  const subject = supportSubjectText(chat, locale);
  const quoted = replies.map((r) => replyText(r, locale)).join('\n\n---\n\n');
  return { to, subject: t.subject(subject), text: `${t.intro(subject)}\n\n${quoted}\n\n${t.open}\n${link}` };
}
