// given events / then rows for the support_chats read model (support_chats and support_messages), on a real event store.
import { randomUUID } from 'node:crypto';
import { projectorSpec } from '../../test/support/projector-spec';
import { supportChatsProjector } from './support-chats';

const spec = projectorSpec(supportChatsProjector);
const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const opened = (chatId: string, initiator = 'USER') => ({
  type: 'SupportChatOpened',
  data: {
    chatId,
    sellerId: 'seller-1',
    category: initiator === 'SYSTEM' ? 'INBOUND_SHIPMENT' : 'BILLING',
    subjectNumber: initiator === 'SYSTEM' ? null : 2,
    subject: initiator === 'SYSTEM' ? 'Shipment lost' : null,
    initiator,
    trigger: initiator === 'SYSTEM' ? { kind: 'INBOUND_LOST', ref: 'in-1' } : null,
    at: at(0),
  },
});
const message = (messageId: string, from: 'USER' | 'SUPPORT' | 'SYSTEM', minute: number, extra: Record<string, unknown> = {}) => ({
  type: 'SupportMessagePosted',
  data: {
    messageId,
    from,
    authorId: from === 'SYSTEM' ? null : `${from.toLowerCase()}-1`,
    text: from === 'SYSTEM' ? null : `hello from ${from}`,
    template: from === 'SYSTEM' ? { key: 'inboundLost', params: { number: 'IN-1' } } : null,
    files: [],
    at: at(minute),
    ...extra,
  },
});
const readBy = (reader: 'USER' | 'SUPPORT', upToMessageId: string, minute: number) => ({
  type: 'SupportChatRead',
  data: { reader, readerId: `${reader.toLowerCase()}-1`, upToMessageId, at: at(minute) },
});
const chat = (id: string) => spec.db.selectFrom('support_chats').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const messages = (id: string) =>
  spec.db
    .selectFrom('support_messages')
    .select(['message_id', 'seq', 'from', 'author_id', 'text', 'template', 'files', 'at'])
    .where('chat_id', '=', id)
    .orderBy('seq')
    .execute();
const both = async (id: string) => ({ chat: await chat(id), messages: await messages(id) });

describe('support_chats projector', () => {
  it('lists an opened chat as OPEN with its subject, initiator and trigger, nothing read or unread', async () => {
    const id = randomUUID();
    await spec.given({ [`chat-${id}`]: [opened(id, 'SYSTEM')] });
    expect(await chat(id)).toMatchObject({
      seller_id: 'seller-1',
      category: 'INBOUND_SHIPMENT',
      subject_number: null,
      subject: 'Shipment lost',
      status: 'OPEN',
      initiator: 'SYSTEM',
      trigger_kind: 'INBOUND_LOST',
      trigger_ref: 'in-1',
      created_at: new Date(at(0)),
      last_message_at: new Date(at(0)),
      last_message_id: null,
      first_reply_at: null,
      awaiting_reply: false,
      unread_by_user: 0,
      unread_by_support: 0,
      archived_at: null,
    });
  });

  it('keeps messages in stream order with their text, template and files', async () => {
    const id = randomUUID();
    const [m1, m2, m3] = [randomUUID(), randomUUID(), randomUUID()];
    const file = { id: randomUUID(), name: 'invoice.pdf', contentType: 'application/pdf', size: 1200 };
    await spec.given({
      [`chat-${id}`]: [opened(id), message(m1, 'USER', 1, { files: [file] }), message(m2, 'SYSTEM', 2), message(m3, 'SUPPORT', 3)],
    });
    expect(await messages(id)).toEqual([
      {
        message_id: m1,
        seq: 1,
        from: 'USER',
        author_id: 'user-1',
        text: 'hello from USER',
        template: null,
        files: [file],
        at: new Date(at(1)),
      },
      {
        message_id: m2,
        seq: 2,
        from: 'SYSTEM',
        author_id: null,
        text: null,
        template: { key: 'inboundLost', params: { number: 'IN-1' } },
        files: [],
        at: new Date(at(2)),
      },
      {
        message_id: m3,
        seq: 3,
        from: 'SUPPORT',
        author_id: 'support-1',
        text: 'hello from SUPPORT',
        template: null,
        files: [],
        at: new Date(at(3)),
      },
    ]);
  });

  it('records the last message, each side’s last message time, the first reply time and whether the seller awaits a reply', async () => {
    const id = randomUUID();
    const [m1, m2, m3, m4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given({ [`chat-${id}`]: [opened(id), message(m1, 'USER', 1)] });
    expect(await chat(id)).toMatchObject({ awaiting_reply: true, first_reply_at: null, last_user_message_at: new Date(at(1)) });
    await spec.given({ [`chat-${id}`]: [message(m2, 'SUPPORT', 5), message(m3, 'USER', 7), message(m4, 'SUPPORT', 9)] });
    expect(await chat(id)).toMatchObject({
      last_message_at: new Date(at(9)),
      last_message_id: m4,
      last_user_message_at: new Date(at(7)),
      last_support_message_at: new Date(at(9)),
      first_reply_at: new Date(at(5)),
      awaiting_reply: false,
    });
  });

  it('counts each side’s unread messages after its read marker, and never moves a marker back', async () => {
    const id = randomUUID();
    const [u1, s1, sys, u2, s2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given({
      [`chat-${id}`]: [opened(id), message(u1, 'USER', 1), message(s1, 'SUPPORT', 2), message(sys, 'SYSTEM', 3), message(u2, 'USER', 4)],
    });
    expect(await chat(id)).toMatchObject({ unread_by_user: 2, unread_by_support: 2 });
    await spec.given({ [`chat-${id}`]: [readBy('USER', s1, 5), readBy('SUPPORT', u1, 5)] });
    expect(await chat(id)).toMatchObject({ user_read_up_to: s1, unread_by_user: 1, support_read_up_to: u1, unread_by_support: 1 });
    await spec.given({ [`chat-${id}`]: [message(s2, 'SUPPORT', 6), readBy('SUPPORT', u2, 7), readBy('USER', u1, 8)] });
    expect(await chat(id)).toMatchObject({ user_read_up_to: s1, unread_by_user: 2, support_read_up_to: u2, unread_by_support: 0 });
  });

  it('moves through ENDED, ARCHIVED and REOPENED, clearing the archive time on reopening', async () => {
    const id = randomUUID();
    await spec.given({
      [`chat-${id}`]: [
        opened(id),
        { type: 'SupportChatEnded', data: { by: 'USER', at: at(1) } },
        { type: 'SupportChatArchived', data: { at: at(2) } },
      ],
    });
    expect(await chat(id)).toMatchObject({ status: 'ARCHIVED', archived_at: new Date(at(2)) });
    await spec.given({ [`chat-${id}`]: [{ type: 'SupportChatReopened', data: { by: 'SUPPORT', at: at(3) } }] });
    expect(await chat(id)).toMatchObject({ status: 'REOPENED', archived_at: null });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = randomUUID();
    const [u1, s1] = [randomUUID(), randomUUID()];
    await spec.given({
      [`chat-${id}`]: [opened(id), message(u1, 'USER', 1), message(s1, 'SUPPORT', 2), readBy('USER', s1, 3), readBy('SUPPORT', u1, 3)],
    });
    await spec.expectReplayChangesNothing(() => both(id));
  });
});
