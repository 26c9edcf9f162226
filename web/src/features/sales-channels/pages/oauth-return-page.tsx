// The marketplace sends the seller back here: marketplaces/ebay/new/success and sales_channel/connect/oauth_return/etsy
// carry `code` and `state`, which finish the connection once; an `error` (Etsy) or the eBay failure page is a decline.
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resolveLocale } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../shared/api/error-message';
import { useFinishOAuth, type OAuthMarketplace } from '../api/sales-channel-commands';
import { marketplaceInfo } from '../../../shared/sales-channels/marketplaces';

function ToList() {
  const { t } = useTranslation('salesChannels');
  return (
    <Link to={paths.salesChannels.href()} data-testid="oauth-to-list">
      <Button type="primary" tabIndex={-1}>
        {t('oauth.toList')}
      </Button>
    </Link>
  );
}

function TryAgain({ marketplace }: { marketplace: OAuthMarketplace }) {
  const { t } = useTranslation('salesChannels');
  return (
    <Link to={paths.connectChannel.href(marketplaceInfo(marketplace).slug)} data-testid="oauth-try-again">
      <Button tabIndex={-1}>{t('oauth.tryAgain')}</Button>
    </Link>
  );
}

/** The seller declined access on the marketplace (eBay's failure page, or Etsy's `error` parameter). */
export function OAuthDeclined({ marketplace }: { marketplace: OAuthMarketplace }) {
  const { t } = useTranslation('salesChannels');
  const label = marketplaceInfo(marketplace).label;
  return (
    <Result
      data-testid="oauth-declined"
      status="warning"
      title={t('oauth.declinedTitle', { marketplace: label })}
      subTitle={t('oauth.declinedText', { marketplace: label })}
      extra={[<TryAgain key="again" marketplace={marketplace} />, <ToList key="list" />]}
    />
  );
}

export function OAuthReturnPage({ marketplace }: { marketplace: OAuthMarketplace }) {
  const { t, i18n } = useTranslation('salesChannels');
  const [params] = useSearchParams();
  const finish = useFinishOAuth();
  const code = params.get('code');
  const state = params.get('state');
  const declined = Boolean(params.get('error')) || !code || !state;
  const sent = useRef(false);
  const label = marketplaceInfo(marketplace).label;

  useEffect(() => {
    // A code is good once: never send it twice (a re-render, React's development double effect).
    if (declined || sent.current || !code || !state) return;
    sent.current = true;
    finish.mutate({ marketplace, code, state });
  }, [declined, code, state, marketplace, finish]);

  if (declined) return <OAuthDeclined marketplace={marketplace} />;
  if (finish.isError)
    return (
      <Result
        data-testid="oauth-error"
        status="error"
        title={t('oauth.errorTitle', { marketplace: label })}
        subTitle={errorMessage(finish.error, resolveLocale(i18n.resolvedLanguage))}
        extra={[<TryAgain key="again" marketplace={marketplace} />, <ToList key="list" />]}
      />
    );
  if (finish.isSuccess)
    return (
      <Result
        data-testid="oauth-success"
        status="success"
        title={t('oauth.successTitle', { marketplace: label })}
        subTitle={t('oauth.successText')}
        extra={<ToList />}
      />
    );
  return (
    <div data-testid="oauth-finishing" style={{ textAlign: 'center', padding: 48 }}>
      <Spin size="large" description={t('oauth.finishing', { marketplace: label })}>
        <div style={{ height: 80 }} />
      </Spin>
    </div>
  );
}
