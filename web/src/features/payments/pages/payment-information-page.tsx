// /payment-information: the seller's cards and the history of charges made to them.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCardModal } from '../components/add-card-modal';
import { CardPaymentsTable } from '../components/card-payments-table';
import { CardsTable } from '../components/cards-table';
import { SellerInPersonNotice, useActingForSeller } from '../components/seller-in-person';

export function PaymentInformationPage() {
  const { t } = useTranslation('payments');
  const [adding, setAdding] = useState(false);
  const acting = useActingForSeller();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('paymentInformation.title')}
      </Typography.Title>
      <SellerInPersonNotice />
      <Card
        title={t('cards.title')}
        extra={
          <Button data-testid="add-card" type="primary" icon={<PlusOutlined />} disabled={acting} onClick={() => setAdding(true)}>
            {t('cards.add')}
          </Button>
        }
      >
        <CardsTable />
      </Card>
      <Card title={t('cardPayments.title')}>
        <CardPaymentsTable />
      </Card>
      <AddCardModal open={adding} onClose={() => setAdding(false)} />
    </Space>
  );
}
