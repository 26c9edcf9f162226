// A refused connection: Walmart's invalid credentials are the spec's 'Error verifying data' modal (spec 8); a taken name
// goes to the name field; field errors to their fields; anything else an error toast.
import type { FormInstance } from 'antd';
import { resolveLocale, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import i18n from '../../../i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';
import { confirm } from '../../../shared/ui/modal-queue';

const VERIFY_CODES = ['CHANNEL_VERIFY_FAILED', 'CHANNEL_CONNECTION_FAILED'];

export function isVerifyFailure(err: unknown, marketplace: SalesChannelMarketplace): boolean {
  return (
    err instanceof ApiError && (err.code === 'CHANNEL_VERIFY_FAILED' || (marketplace === 'WALMART' && VERIFY_CODES.includes(err.code)))
  );
}

export async function showConnectError(err: unknown, marketplace: SalesChannelMarketplace, form: FormInstance): Promise<void> {
  if (isVerifyFailure(err, marketplace)) {
    const t = i18n.getFixedT(null, 'salesChannels');
    await confirm({
      title: t('verifyFailed.title'),
      content: <span data-testid="channel-verify-failed">{errorMessage(err, resolveLocale(i18n.resolvedLanguage))}</span>,
      okText: t('verifyFailed.ok'),
      cancelText: null,
    });
    return;
  }
  if (err instanceof ApiError && err.code === 'CHANNEL_NAME_TAKEN') {
    form.setFields([{ name: 'name', errors: [errorMessage(err, resolveLocale(i18n.resolvedLanguage))] }]);
    return;
  }
  showApiError(err, form);
}
