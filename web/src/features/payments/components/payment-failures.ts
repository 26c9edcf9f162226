// What a seller reads when money could not move: the card's refusal reason, or the way to link a card first.
import type { TFunction } from 'i18next';
import { CARD_FAILURES, ErrorCode, resolveLocale, translateError, type CardFailure } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { toasts } from '../../../shared/ui/toast-queue';

const isCardFailure = (code: unknown): code is CardFailure =>
  typeof code === 'string' && (CARD_FAILURES as readonly string[]).includes(code);

/** The reason of a refused card charge, in the user's language; null when the error is no card failure. */
export function cardFailureReason(failure: string, locale: string): string {
  return isCardFailure(failure) ? translateError(failure, resolveLocale(locale)) : failure;
}

/** "Failed to top up wallet balance: <reason>" for a refused top-up (TOPUP_FAILED or a card failure code). */
export function topUpFailure(err: unknown, t: TFunction<'payments'>, locale: string): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code !== ErrorCode.TOPUP_FAILED && !isCardFailure(err.code)) return null;
  const details = (err.details ?? {}) as { failure?: unknown; reason?: unknown };
  const code = [details.failure, details.reason, err.code].find(isCardFailure);
  const reason = code ? cardFailureReason(code, locale) : typeof details.reason === 'string' ? details.reason : null;
  return reason ? t('topUp.failedWithReason', { reason }) : t('topUp.failed');
}

export const isCardRequired = (err: unknown) => err instanceof ApiError && err.code === ErrorCode.CARD_REQUIRED;

/** The 'Link a card first' toast, whose button leads to payment information. */
export function showLinkCardFirst(t: TFunction<'payments'>, goToCards: () => void): void {
  toasts.push({ type: 'warning', message: t('cards.linkFirst'), action: { label: t('cards.add'), onClick: goToCards } });
}
