// The seller's cards: primary first, expiry, make primary, delete after confirmation.
import { Alert, Button, Space, Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CardView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useCardsQuery } from '../api/list-cards';
import { useMakePrimaryCardMutation } from '../api/make-primary-card';
import { useRemoveCardMutation } from '../api/remove-card';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'mir'] as const;

/** "Visa •••• 4242": the processor's brand in the user's language and the last four digits. */
export function cardLabel(card: Pick<CardView, 'brand' | 'last4'>, t: TFunction<'payments'>): string {
  const brand = (BRANDS as readonly string[]).includes(card.brand) ? (card.brand as (typeof BRANDS)[number]) : 'unknown';
  return `${t(`cards.brands.${brand}`)} •••• ${card.last4}`;
}
const expiry = (card: CardView) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export function CardsTable() {
  const { t } = useTranslation('payments');
  const cards = useCardsQuery();
  const makePrimary = useMakePrimaryCardMutation();
  const remove = useRemoveCardMutation();

  const onMakePrimary = async (card: CardView) => {
    try {
      await makePrimary.mutateAsync(card.id);
      toasts.push({ type: 'success', message: t('cards.madePrimary', { card: cardLabel(card, t) }) });
    } catch (err) {
      showApiError(err);
    }
  };
  const onRemove = async (card: CardView) => {
    const sure = await confirm({
      title: t('cards.deleteTitle'),
      content: t('cards.deleteText', { card: cardLabel(card, t) }),
      okText: t('cards.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(card.id);
      toasts.push({ type: 'success', message: t('cards.deleted') });
    } catch (err) {
      showApiError(err);
    }
  };

  if (cards.isError)
    return (
      <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void cards.refetch()}>{t('retry')}</Button>} />
    );
  return (
    <Table<CardView>
      scroll={{ x: 'max-content' }}
      data-testid="cards-table"
      rowKey="id"
      loading={cards.isFetching}
      dataSource={cards.data?.items ?? []}
      pagination={false}
      locale={{ emptyText: emptyUntilAnswered(cards, t('cards.empty')) }}
      columns={[
        { key: 'card', title: t('cards.card'), render: (_, card) => cardLabel(card, t) },
        {
          key: 'kind',
          title: t('cards.kind'),
          render: (_, card) => (card.primary ? <Tag color="blue">{t('cards.primary')}</Tag> : <Tag>{t('cards.additional')}</Tag>),
        },
        {
          key: 'expiry',
          title: t('cards.expiry'),
          render: (_, card) => (
            <Space>
              {expiry(card)}
              {card.expired ? <Tag color="red">{t('cards.expired')}</Tag> : null}
            </Space>
          ),
        },
        {
          key: 'actions',
          align: 'right',
          render: (_, card) => (
            <Space>
              {card.primary ? null : (
                <Button
                  size="small"
                  loading={makePrimary.isPending && makePrimary.variables === card.id}
                  onClick={() => void onMakePrimary(card)}
                >
                  {t('cards.makePrimary')}
                </Button>
              )}
              <Button size="small" danger loading={remove.isPending && remove.variables === card.id} onClick={() => void onRemove(card)}>
                {t('cards.delete')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
