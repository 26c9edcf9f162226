import { z } from 'zod';
import { defineRoute } from './route';

export const mailView = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type MailView = z.infer<typeof mailView>;

export const devMailboxRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Mail the embedded mail port "sent" (not in production)',
    tag: 'dev',
    query: z.object({ to: z.string().optional() }),
    response: z.object({ items: z.array(mailView) }),
  }),
};
