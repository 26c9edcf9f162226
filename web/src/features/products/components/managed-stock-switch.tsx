import { Space, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { managedStockPreviewOptions, useSetManagedStockMutation } from '../api/product-listings-api';

/** Spec 4: enabling lists the quantity changes it will make; disabling says what it means. Both ask first. */
export function ManagedStockSwitch({ product }: { product: ProductView }) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const setManaged = useSetManagedStockMutation(product.id);

  const toggle = async (enabled: boolean) => {
    try {
      const content = enabled ? await changesText() : <Typography.Paragraph>{t('managedStock.disableConsequence')}</Typography.Paragraph>;
      const ok = await confirm({
        title: t(enabled ? 'managedStock.enableTitle' : 'managedStock.disableTitle'),
        content,
        okText: t(enabled ? 'managedStock.enable' : 'managedStock.disable'),
      });
      if (!ok) return;
      await setManaged.mutateAsync(enabled);
      toasts.push({ type: 'success', message: t(enabled ? 'managedStock.enabled' : 'managedStock.disabled') });
    } catch (err) {
      showApiError(err);
    }
  };

  const changesText = async () => {
    const preview = await queryClient.fetchQuery(managedStockPreviewOptions(product.id));
    if (product.listings.length === 0)
      return (
        <Typography.Paragraph data-testid="managed-stock-no-listings">
          {t('managedStock.noListings', { available: preview.available })}
        </Typography.Paragraph>
      );
    if (preview.changes.length === 0)
      return <Typography.Paragraph>{t('managedStock.noChanges', { available: preview.available })}</Typography.Paragraph>;
    return (
      <div data-testid="managed-stock-changes">
        <Typography.Paragraph>{t('managedStock.changesIntro', { available: preview.available })}</Typography.Paragraph>
        <ul>
          {preview.changes.map((c) => (
            <li key={c.accountName}>{t('managedStock.change', { account: c.accountName, from: c.from, to: c.to })}</li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <Space>
      <Switch
        data-testid="managed-stock-switch"
        checked={product.managedStock}
        loading={setManaged.isPending}
        onChange={(on) => void toggle(on)}
      />
      <Typography.Text>{t('managedStock.label')}</Typography.Text>
      <Typography.Text type="secondary">{t(product.managedStock ? 'managedStock.onHint' : 'managedStock.offHint')}</Typography.Text>
    </Space>
  );
}
