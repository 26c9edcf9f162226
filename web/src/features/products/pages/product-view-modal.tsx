import { Alert, Button, Descriptions, Image, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { safeHref } from '../../../shared/links/safe-href';
import { countryName } from '../../../shared/countries/country-names';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { confirm } from '../../../shared/ui/modal-queue';
import { isMissingRecord, NotFoundResult } from '../../../shared/ui/not-found-result';
import { PageLoading } from '../../../shared/ui/page-loading';
import { toasts } from '../../../shared/ui/toast-queue';
import { useDeleteProductMutation, useProductQuery } from '../api/products-api';
import { formatNumber } from '../../../shared/format/numbers';
import { ReorderThresholdSection } from '../components/reorder-threshold-section';
import { StockHistorySection } from '../components/stock-history-section';

export function ProductViewModal() {
  const { t, i18n } = useTranslation('products');
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProductQuery(productId);
  const remove = useDeleteProductMutation();
  const close = () => navigate(paths.products.href());
  const del = async () => {
    if (!(await confirm({ title: t('actions.deleteConfirm'), okText: t('actions.delete'), danger: true }))) return;
    remove.mutate(productId, {
      onSuccess: () => {
        toasts.push({ type: 'success', message: t('messages.deleted') });
        close();
      },
      onError: (err) => showApiError(err),
    });
  };
  const p = product.data;
  const { t: tc } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage);
  const num = (n: number) => formatNumber(n, i18n.resolvedLanguage, 6);
  const missing = isMissingRecord(product.error);
  return (
    <Modal open title={p?.title ?? (missing ? tc('notFound.title') : t('title'))} footer={null} width={720} onCancel={close}>
      {product.isPending ? (
        <PageLoading />
      ) : missing ? (
        <NotFoundResult onBack={close} />
      ) : product.isError ? (
        <Alert type="error" showIcon title={product.error.message} />
      ) : p ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {p.photoUrl ? <Image src={p.photoUrl} width={160} /> : null}
          <Descriptions data-testid="product-view" column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('fields.sku')}>{p.sku}</Descriptions.Item>
            <Descriptions.Item label={t('fields.barcode')}>{p.barcode ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.price')}>{money(p.priceCents)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>{t(`status.${p.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.total')}>{p.stock.total}</Descriptions.Item>
            <Descriptions.Item label={t('fields.reserved')}>{p.stock.reserved}</Descriptions.Item>
            <Descriptions.Item label={t('fields.available')}>{p.stock.available}</Descriptions.Item>
            <Descriptions.Item label={t('fields.incoming')}>{p.stock.incoming}</Descriptions.Item>
            <Descriptions.Item label={t('fields.forSale')}>{p.stock.forSale}</Descriptions.Item>
            <Descriptions.Item label={t('managedStock.label')}>
              {t(p.managedStock ? 'managedStock.on' : 'managedStock.off')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.brand')}>{p.brand ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.countryOfOrigin')}>
              {p.countryOfOrigin ? countryName(p.countryOfOrigin, i18n.resolvedLanguage) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.unitOfMeasurement')}>{p.unitOfMeasurement ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.createdAt')}>{formatDate(p.createdAt, i18n.resolvedLanguage, true)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.dimensions')}>
              {p.dimensions
                ? `${num(p.dimensions.length)} × ${num(p.dimensions.width)} × ${num(p.dimensions.height)} ${tc(`units.${p.dimensions.unit}`)}`
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.weight')}>
              {p.weight ? `${num(p.weight.value)} ${tc(`units.${p.weight.unit}`)}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.dimensionsVerified')}>
              <span data-testid="dimensions-verified">{t(p.dimensionsVerified ? 'verifiedFlag.yes' : 'verifiedFlag.no')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.weightVerified')}>
              <span data-testid="weight-verified">{t(p.weightVerified ? 'verifiedFlag.yes' : 'verifiedFlag.no')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.description')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{p.description ?? '—'}</span>
            </Descriptions.Item>
          </Descriptions>
          {p.listings.length > 0 ? (
            <Table
              scroll={{ x: 'max-content' }}
              data-testid="product-listings"
              size="small"
              rowKey="accountName"
              pagination={false}
              dataSource={p.listings}
              columns={[
                {
                  key: 'account',
                  title: t('listings.accountName'),
                  render: (_, l) => {
                    const href = safeHref(l.link);
                    return href ? (
                      <a href={href} target="_blank" rel="noreferrer noopener">
                        {l.accountName}
                      </a>
                    ) : (
                      l.accountName
                    );
                  },
                },
                { key: 'quantity', title: t('listings.quantityForSale'), dataIndex: 'quantityForSale' },
                { key: 'price', title: t('listings.price'), render: (_, l) => money(l.priceCents) },
              ]}
            />
          ) : null}
          <ReorderThresholdSection product={p} />
          <StockHistorySection productId={p.id} />
          <Space>
            <Link to={paths.productEdit.href(p.id)}>
              <Button type="primary">{t('actions.edit')}</Button>
            </Link>
            <Button danger loading={remove.isPending} onClick={del}>
              {t('actions.delete')}
            </Button>
          </Space>
        </Space>
      ) : null}
    </Modal>
  );
}
