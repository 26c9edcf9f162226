// Read-model rows to the contract's views, as one side sees them: `viewer` USER is the seller, SUPPORT is staff.
// Staff appear to sellers by first name only; sellers and staff to staff by full name; SYSTEM messages have no author.
import type { Kysely } from 'kysely';
import type {
  SupportCategory,
  SupportChatStatus,
  SupportChatSummary,
  SupportInitiator,
  SupportMessageView,
  SupportTrigger,
} from '@ledgerhouse/contracts';
import type { ReadModelDatabase, SupportChatRow, SupportMessageRow } from '@ledgerhouse/projections';

export type SupportViewer = 'USER' | 'SUPPORT';
export type AuthorNames = ReadonlyMap<string, string>;
type MessageFields = Pick<SupportMessageRow, 'message_id' | 'from' | 'author_id' | 'acted_by_id' | 'text' | 'template' | 'files' | 'at'>;

const iso = (v: Date | string) => new Date(v).toISOString();
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** Full names of the users who wrote (or typed for a seller) these messages, from the identity read model. */
export async function authorNamesOf(db: Kysely<ReadModelDatabase>, authorIds: readonly (string | null)[]): Promise<AuthorNames> {
  const ids = [...new Set(authorIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

function authorName(m: MessageFields, viewer: SupportViewer, names: AuthorNames): string | null {
  if (m.from === 'SYSTEM' || !m.author_id) return null;
  const name = names.get(m.author_id) ?? null;
  if (name === null) return null;
  return m.from === 'SUPPORT' && viewer === 'USER' ? firstName(name) : name;
}

/** The staff member who typed a seller's message for them, named as that side names staff. */
function actedBy(m: MessageFields, viewer: SupportViewer, names: AuthorNames): string | null {
  const name = m.acted_by_id ? (names.get(m.acted_by_id) ?? null) : null;
  return name !== null && viewer === 'USER' ? firstName(name) : name;
}

export function messageViewOf(m: MessageFields, viewer: SupportViewer, names: AuthorNames): SupportMessageView {
  return {
    id: m.message_id,
    from: m.from as SupportMessageView['from'],
    // Sellers see staff by first name (authorName) and never their user id.
    authorId: m.from === 'SUPPORT' && viewer === 'USER' ? null : m.author_id,
    authorName: authorName(m, viewer, names),
    actedBy: actedBy(m, viewer, names),
    text: m.text,
    template: m.template,
    files: m.files,
    at: iso(m.at),
  };
}

export function summaryOf(chat: SupportChatRow, last: MessageFields | null, viewer: SupportViewer, names: AuthorNames): SupportChatSummary {
  return {
    id: chat.id,
    sellerId: chat.seller_id,
    category: chat.category as SupportCategory,
    subjectNumber: chat.subject_number,
    subject: chat.subject,
    status: chat.status as SupportChatStatus,
    initiator: chat.initiator as SupportInitiator,
    trigger: chat.trigger_kind ? { kind: chat.trigger_kind as SupportTrigger, ref: chat.trigger_ref ?? '' } : null,
    createdAt: iso(chat.created_at),
    lastMessageAt: iso(chat.last_message_at),
    lastMessage: last ? messageViewOf(last, viewer, names) : null,
    unread: viewer === 'USER' ? chat.unread_by_user : chat.unread_by_support,
  };
}
