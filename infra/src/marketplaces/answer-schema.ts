// Every marketplace answer an adapter reads goes through a zod schema of the fields it uses: a missing field, a wrong
// type or an impossible value becomes a MarketplaceError naming the answer and the field, never a TypeError further on.
import { z } from 'zod';
import { MarketplaceError } from './marketplace-port';

/** `what` names the answer in the message ("Etsy getShopReceipts"). */
export function readAnswer<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const at = issue.path.length > 0 ? issue.path.join('.') : 'the body';
  throw new MarketplaceError('UNAVAILABLE', `${what} answered in a shape we cannot read (${at}: ${issue.message})`);
}

/** A date-time as text (ISO 8601) that Date can read. */
export const instantText = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date-time');
