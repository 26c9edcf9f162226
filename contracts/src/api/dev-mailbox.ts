import { z } from 'zod';
import { loginBody } from './identity';
import { defineRoute } from './route';

export const mailView = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type MailView = z.infer<typeof mailView>;

/** own: mail to the reader's own address, the only mail anyone reads (docs/decisions/0023-dev-mailbox-own-mail-only.md). */
export const MAILBOX_SCOPES = ['own'] as const;

const mailboxPage = z.object({ scope: z.enum(MAILBOX_SCOPES), items: z.array(mailView) });

/** A newcomer who cannot sign in before confirming proves the address is theirs with the password they registered. */
export const ownMailboxBody = loginBody.pick({ email: true, password: true }).strict();

export const devMailboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Mail the embedded mail port "sent" to the signed-in user’s own address (not in production)',
    tag: 'dev',
    query: z.object({ to: z.string().max(254).optional() }),
    response: mailboxPage,
  }),
  own: defineRoute({
    method: 'POST',
    path: '/dev/mailbox/own',
    summary: 'Mail to an address, for whoever knows its account’s password (a newcomer confirming it; not in production)',
    tag: 'dev',
    body: ownMailboxBody,
    response: mailboxPage,
  }),
};
