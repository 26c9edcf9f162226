import type { SupportEvent, SupportMessage } from '@ledgerhouse/contracts';
import { supportReplyMail } from './support-reply-mail-template';

type Opened = Extract<SupportEvent, { type: 'SupportChatOpened' }>['data'];

const chat: Opened = {
  chatId: 'c1',
  sellerId: 's1',
  category: 'TECHNICAL_ISSUES',
  subjectNumber: 1,
  subject: null,
  initiator: 'USER',
  trigger: null,
  at: '2027-01-01T00:00:00.000Z',
};
const reply = (over: Partial<SupportMessage>): SupportMessage => ({
  messageId: 'm1',
  from: 'SUPPORT',
  authorId: 'staff-1',
  text: 'Try again now.',
  template: null,
  files: [],
  at: '2027-01-01T00:05:00.000Z',
  ...over,
});
const link = 'https://app.example/support/c1';

describe('supportReplyMail', () => {
  it('names the chat’s subject, quotes the replies and links to the chat in English', () => {
    const mail = supportReplyMail({ to: 'a@shop.example', locale: 'en-US', chat, replies: [reply({})], link });
    expect(mail.to).toBe('a@shop.example');
    expect(mail.subject).toBe('Support replied: I cannot sign in');
    expect(mail.text).toContain('Try again now.');
    expect(mail.text).toContain(link);
  });

  it('is written in Russian for a Russian-speaking seller, free-text subjects as typed', () => {
    const mail = supportReplyMail({
      to: 'a@shop.example',
      locale: 'ru-RU',
      chat: { ...chat, subjectNumber: null, subject: 'Мой вопрос' },
      replies: [reply({ text: null, files: [{ id: 'f1', name: 'a.png', contentType: 'image/png', size: 1 }] })],
      link,
    });
    expect(mail.subject).toBe('Ответ поддержки: Мой вопрос');
    expect(mail.text).toContain('(прикреплено файлов: 1)');
  });

  it('renders a system message from its template in the seller’s language', () => {
    const template = { key: 'INBOUND_LOST', params: { shipmentNumber: 'IN-42' } };
    const mail = supportReplyMail({
      to: 'a@shop.example',
      locale: 'en-US',
      chat,
      replies: [reply({ from: 'SYSTEM', text: null, template })],
      link,
    });
    expect(mail.text).toContain('IN-42');
    expect(mail.text).toContain('marked as lost');
  });
});
