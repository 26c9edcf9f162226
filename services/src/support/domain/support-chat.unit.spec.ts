import type { SupportChatStatus, SupportEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { supportChatDecider, type SupportActor, type SupportChatCommand, type SupportMessageContent } from './support-chat';

const { given } = deciderSpec(supportChatDecider);
const at = new Date('2027-03-01T15:00:00.000Z');
const iso = at.toISOString();
const seller: SupportActor = { side: 'USER', userId: 'seller-1' };
const stranger: SupportActor = { side: 'USER', userId: 'seller-2' };
const staff: SupportActor = { side: 'SUPPORT', userId: 'staff-1' };
const file = (id: string) => ({ id, name: `${id}.png`, contentType: 'image/png', size: 10 });
const content = (messageId: string, more: Partial<SupportMessageContent> = {}): SupportMessageContent => ({
  messageId,
  text: 'Hello',
  template: null,
  files: [],
  ...more,
});

const open = (more: Partial<SupportChatCommand & { type: 'Open' }> = {}): SupportChatCommand => ({
  type: 'Open',
  chatId: 'chat-1',
  sellerId: 'seller-1',
  category: 'BILLING',
  subjectNumber: 2,
  subject: null,
  initiator: 'USER',
  trigger: null,
  authorId: 'seller-1',
  message: content('m1'),
  at,
  ...more,
});
const opened: SupportEvent = {
  type: 'SupportChatOpened',
  data: {
    chatId: 'chat-1',
    sellerId: 'seller-1',
    category: 'BILLING',
    subjectNumber: 2,
    subject: null,
    initiator: 'USER',
    trigger: null,
    at: iso,
  },
};
const message = (messageId: string, from: 'USER' | 'SUPPORT' = 'USER', authorId = 'seller-1'): SupportEvent => ({
  type: 'SupportMessagePosted',
  data: { messageId, from, authorId, text: 'Hello', template: null, files: [], at: iso },
});
const ended: SupportEvent = { type: 'SupportChatEnded', data: { by: 'USER', at: iso } };
const reopened: SupportEvent = { type: 'SupportChatReopened', data: { by: 'SUPPORT', at: iso } };
const archived: SupportEvent = { type: 'SupportChatArchived', data: { at: iso } };
const read = (reader: 'USER' | 'SUPPORT', upToMessageId: string): SupportEvent => ({
  type: 'SupportChatRead',
  data: { reader, readerId: reader === 'USER' ? 'seller-1' : 'staff-1', upToMessageId, at: iso },
});

const histories: Record<SupportChatStatus, SupportEvent[]> = {
  OPEN: [opened, message('m1')],
  ENDED: [opened, message('m1'), ended],
  REOPENED: [opened, message('m1'), ended, reopened],
  ARCHIVED: [opened, message('m1'), ended, archived],
};

describe('support chat: opening', () => {
  it('opens with a numbered subject and the first message', () => {
    given()
      .when(open())
      .then([opened, message('m1')]);
  });

  it('opens with a free-text subject, trimmed', () => {
    const events = given().when(open({ subjectNumber: null, subject: '  My parcel  ' })).events;
    expect(events[0]).toMatchObject({ type: 'SupportChatOpened', data: { subjectNumber: null, subject: 'My parcel' } });
  });

  it.each([
    ['neither subject', { subjectNumber: null, subject: null }],
    ['a blank free subject', { subjectNumber: null, subject: '   ' }],
    ['both subjects', { subjectNumber: 1, subject: 'Mine' }],
    ['a number past the category’s list', { category: 'FUND_WALLET' as const, subjectNumber: 4 }],
  ])('rejects %s with SUPPORT_SUBJECT_INVALID', (_name, more) => {
    given().when(open(more)).thenThrows('SUPPORT_SUBJECT_INVALID');
  });

  it('rejects an empty first message with SUPPORT_MESSAGE_EMPTY; files alone or a template alone will do', () => {
    given()
      .when(open({ message: content('m1', { text: '  ' }) }))
      .thenThrows('SUPPORT_MESSAGE_EMPTY');
    expect(given().when(open({ message: content('m1', { text: '', files: [file('f1')] }) })).events).toHaveLength(2);
    const template = { key: 'inboundLost', params: { shipment: 'IN-1' } };
    const system = open({ initiator: 'SYSTEM', authorId: null, message: content('m1', { text: '', template }) });
    expect(given().when(system).events[1]).toMatchObject({ data: { from: 'SYSTEM', authorId: null, text: null, template } });
  });

  it('rejects more than 5 files with FILES_TOO_MANY', () => {
    const files = ['1', '2', '3', '4', '5', '6'].map(file);
    given()
      .when(open({ message: content('m1', { files }) }))
      .thenThrows('FILES_TOO_MANY', { params: { max: 5 } });
  });

  it('writes a staff-opened chat’s first message as SUPPORT', () => {
    const events = given().when(open({ initiator: 'STAFF', authorId: 'staff-1' })).events;
    expect(events[1]).toMatchObject({ data: { from: 'SUPPORT', authorId: 'staff-1' } });
  });

  it('opens nothing twice for the same seller (a redelivered saga trigger); another seller’s chat is not found', () => {
    given(opened, message('m1'))
      .when(open({ message: content('m2') }))
      .thenNothing();
    given(opened, message('m1'))
      .when(open({ sellerId: 'seller-2' }))
      .thenThrows('SUPPORT_CHAT_NOT_FOUND');
  });
});

describe('support chat: states', () => {
  const commands: Exclude<SupportChatCommand, { type: 'Open' }>[] = [
    { type: 'Post', actor: seller, message: content('m9'), at },
    { type: 'End', actor: seller, at },
    { type: 'Reopen', actor: seller, at },
    { type: 'Archive', actor: seller, at },
    { type: 'MarkRead', actor: seller, upToMessageId: 'm1', at },
  ];
  /** What each command answers in each status: the event it records or the error. */
  const table: Record<SupportChatStatus, Record<string, SupportEvent['type'] | string>> = {
    OPEN: { Post: 'SupportMessagePosted', End: 'SupportChatEnded', Reopen: 'STATUS', Archive: 'STATUS', MarkRead: 'SupportChatRead' },
    ENDED: { Post: 'ENDED', End: 'STATUS', Reopen: 'SupportChatReopened', Archive: 'SupportChatArchived', MarkRead: 'SupportChatRead' },
    REOPENED: { Post: 'SupportMessagePosted', End: 'SupportChatEnded', Reopen: 'STATUS', Archive: 'STATUS', MarkRead: 'SupportChatRead' },
    ARCHIVED: { Post: 'ENDED', End: 'STATUS', Reopen: 'SupportChatReopened', Archive: 'STATUS', MarkRead: 'SupportChatRead' },
  };
  const after: Partial<Record<SupportEvent['type'], SupportChatStatus>> = {
    SupportChatEnded: 'ENDED',
    SupportChatReopened: 'REOPENED',
    SupportChatArchived: 'ARCHIVED',
  };

  it('has a history for every status', () => {
    for (const [status, history] of Object.entries(histories)) expect(given(...history).state.status).toBe(status);
  });

  describe.each(Object.keys(histories) as SupportChatStatus[])('in %s', (status) => {
    it.each(commands.map((c) => [c.type, c] as const))('%s does what the table says', (type, command) => {
      const expected = table[status][type]!;
      const when = given(...histories[status]).when(command);
      if (expected === 'ENDED') return when.thenThrows('SUPPORT_CHAT_ENDED');
      if (expected === 'STATUS') return when.thenThrows('SUPPORT_CHAT_STATUS_CONFLICT', { params: { status } });
      expect(when.events.map((e) => e.type)).toEqual([expected]);
      const next = after[expected as SupportEvent['type']] ?? status;
      expect(given(...histories[status], ...when.events).state.status).toBe(next);
    });
  });

  it('records who ended and reopened', () => {
    given(...histories.OPEN)
      .when({ type: 'End', actor: staff, at })
      .then([{ type: 'SupportChatEnded', data: { by: 'SUPPORT', at: iso } }])
      .when({ type: 'Reopen', actor: seller, at })
      .then([{ type: 'SupportChatReopened', data: { by: 'USER', at: iso } }]);
  });

  it('answers every command on a chat that does not exist with SUPPORT_CHAT_NOT_FOUND', () => {
    for (const command of commands) given().when(command).thenThrows('SUPPORT_CHAT_NOT_FOUND');
  });

  it('answers another seller SUPPORT_CHAT_NOT_FOUND for every command; staff act on any chat', () => {
    for (const command of commands)
      given(...histories.OPEN)
        .when({ ...command, actor: stranger })
        .thenThrows('SUPPORT_CHAT_NOT_FOUND');
    given(...histories.OPEN)
      .when({ type: 'Post', actor: staff, message: content('m2', { text: ' Hi there ' }), at })
      .then([{ type: 'SupportMessagePosted', data: { ...message('m2', 'SUPPORT', 'staff-1').data, text: 'Hi there' } } as SupportEvent]);
  });
});

describe('support chat: messages and read markers', () => {
  it('rejects an empty message with SUPPORT_MESSAGE_EMPTY and more than 5 files with FILES_TOO_MANY', () => {
    given(...histories.OPEN)
      .when({ type: 'Post', actor: seller, message: content('m2', { text: '' }), at })
      .thenThrows('SUPPORT_MESSAGE_EMPTY');
    const files = ['1', '2', '3', '4', '5', '6'].map(file);
    given(...histories.OPEN)
      .when({ type: 'Post', actor: seller, message: content('m2', { files }), at })
      .thenThrows('FILES_TOO_MANY');
  });

  it('keeps the files of every message for downloads', () => {
    const posted = message('m2') as SupportEvent & { type: 'SupportMessagePosted' };
    const withFiles: SupportEvent = { ...posted, data: { ...posted.data, files: [file('f1'), file('f2')] } };
    expect(given(...histories.OPEN, withFiles).state.fileIds).toEqual(['f1', 'f2']);
  });

  it('moves a side’s marker only forward; each side has its own', () => {
    const history = [...histories.OPEN, message('m2', 'SUPPORT', 'staff-1'), message('m3')];
    given(...history)
      .when({ type: 'MarkRead', actor: seller, upToMessageId: 'm2', at })
      .then([read('USER', 'm2')])
      .when({ type: 'MarkRead', actor: seller, upToMessageId: 'm2', at })
      .thenNothing()
      .when({ type: 'MarkRead', actor: seller, upToMessageId: 'm1', at })
      .thenNothing()
      .when({ type: 'MarkRead', actor: staff, upToMessageId: 'm1', at })
      .then([read('SUPPORT', 'm1')])
      .when({ type: 'MarkRead', actor: seller, upToMessageId: 'm3', at })
      .then([read('USER', 'm3')]);
  });

  it('rejects a marker on a message not in the chat with NOT_FOUND', () => {
    given(...histories.OPEN)
      .when({ type: 'MarkRead', actor: seller, upToMessageId: 'elsewhere', at })
      .thenThrows('NOT_FOUND');
  });

  it('ignores a reply mail in the state', () => {
    const mailed: SupportEvent = { type: 'SupportReplyMailed', data: { upToMessageId: 'm1', to: 'a@b.example', at: iso } };
    expect(given(...histories.OPEN, mailed).state).toEqual(given(...histories.OPEN).state);
  });
});
