import { z } from 'zod';
import { defineRoute } from './route';

export const mailView = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type MailView = z.infer<typeof mailView>;

/** own: mail to the signed-in user's address; all: every address (staff and warehouse managers). */
export const MAILBOX_SCOPES = ['own', 'all'] as const;

export const devMailboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Mail the embedded mail port "sent" (not in production): a user reads their own, staff and managers everyone’s',
    tag: 'dev',
    query: z.object({ to: z.string().max(254).optional() }),
    response: z.object({ scope: z.enum(MAILBOX_SCOPES), items: z.array(mailView) }),
  }),
};
