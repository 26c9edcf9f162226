// The wallet balance and the top-up dialog; without a card the seller is sent to link one first.
import { WalletOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WalletView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useCardsQuery } from '../api/list-cards';
import { showLinkCardFirst } from './payment-failures';
import { SellerInPersonNotice, useActingForSeller } from './seller-in-person';
import { TopUpModal } from './top-up-modal';
import { useFormatters } from '../../../shared/format/use-formatters';

export function BalanceCard({ wallet }: { wallet: WalletView | undefined }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const navigate = useNavigate();
  const cards = useCardsQuery();
  const [open, setOpen] = useState(false);
  const acting = useActingForSeller();
  const linkFirst = () => {
    setOpen(false);
    showLinkCardFirst(t, () => navigate(paths.paymentInformation.href()));
  };
  const start = () => {
    if (cards.isError) return showApiError(cards.error);
    if (cards.data?.items.length === 0) return linkFirst();
    setOpen(true);
  };
  return (
    <Card title={t('wallet.balance')} style={{ height: '100%' }}>
      {wallet ? (
        <Statistic data-testid="wallet-balance" value={format.money(wallet.balanceCents)} prefix={<WalletOutlined />} />
      ) : (
        <Skeleton active paragraph={false} />
      )}
      <Button data-testid="top-up" type="primary" style={{ marginTop: 16 }} loading={cards.isPending} disabled={acting} onClick={start}>
        {t('topUp.open')}
      </Button>
      <div style={{ marginTop: acting ? 16 : 0 }}>
        <SellerInPersonNotice />
      </div>
      {open && cards.data ? <TopUpModal cards={cards.data.items} onClose={() => setOpen(false)} onCardRequired={linkFirst} /> : null}
    </Card>
  );
}
