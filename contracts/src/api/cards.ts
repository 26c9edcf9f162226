// Cards of a seller (spec 3 Card) and the history of charges made to them. Numbers are tokenised by the processor.
import { z } from 'zod';
import { CARD_PROVIDERS } from '../billing/constants';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

export const cardView = z.object({
  id: z.string(),
  provider: z.enum(CARD_PROVIDERS),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  primary: z.boolean(),
  expired: z.boolean(),
  linkedAt: z.string(),
});
export type CardView = z.infer<typeof cardView>;

/** The card as typed by the seller; the server hands it to the processor's tokeniser and keeps only the token. */
export const addCardBody = z
  .object({
    number: z
      .string()
      .trim()
      .refine((v) => /^[0-9 ]{12,23}$/.test(v), { params: { fieldCode: 'CARD_NUMBER_INVALID' } }),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^[0-9]{3,4}$/),
    holderName: z.string().trim().max(100).optional(),
  })
  .strict();
export type AddCardBody = z.infer<typeof addCardBody>;

export const cardIdParams = z.object({ cardId: z.uuid() });

export const cardPaymentView = z.object({
  id: z.string(),
  cardId: z.string().nullable(),
  cardLast4: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(['SUCCESS', 'FAILED']),
  failure: z.string().nullable(),
  source: z.enum(['MANUAL_FUND', 'AUTO_FUND']),
  at: z.string(),
});
export type CardPaymentView = z.infer<typeof cardPaymentView>;

export const cardRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/cards',
    summary: 'Linked cards, primary first',
    tag: 'cards',
    response: z.object({ items: z.array(cardView) }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/cards',
    summary: 'Link a card (tokenised by the payment provider); the first card becomes primary',
    tag: 'cards',
    body: addCardBody,
    response: commandResult,
    status: 201,
  }),
  addYookassa: defineRoute({
    method: 'POST',
    path: '/cards/yookassa',
    summary: 'Link a card through the YooKassa route (same payment port)',
    tag: 'cards',
    body: addCardBody,
    response: commandResult,
    status: 201,
  }),
  makePrimary: defineRoute({
    method: 'POST',
    path: '/cards/:cardId/make-primary',
    summary: 'Make a card the primary one',
    tag: 'cards',
    params: cardIdParams,
    response: commandResult,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/cards/:cardId',
    summary: 'Delete a card (allowed for deactivated accounts)',
    tag: 'cards',
    params: cardIdParams,
    response: commandResult,
  }),
  payments: defineRoute({
    method: 'GET',
    path: '/cards/payments',
    summary: 'Card transaction history: id, date, card, amount, success or failed',
    tag: 'cards',
    query: pageQuery,
    response: pageOf(cardPaymentView),
  }),
};
