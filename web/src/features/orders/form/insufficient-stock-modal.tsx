// 'Cannot create order – insufficient stock': the short lines, then delete the order (leave without it) or go back.
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import type { ShortLine } from './order-errors';

export function InsufficientStockModal({ lines, onDelete, onBack }: { lines: ShortLine[]; onDelete(): void; onBack(): void }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  return (
    <Modal
      open
      title={t('insufficient.title')}
      onCancel={onBack}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button data-testid="insufficient-delete" danger onClick={onDelete}>
            {t('insufficient.deleteOrder')}
          </Button>
          <Button data-testid="insufficient-back" type="primary" onClick={onBack}>
            {t('insufficient.back')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={4} data-testid="insufficient-stock">
        <Typography.Text>{t('insufficient.text')}</Typography.Text>
        {lines.map((l) => (
          <Typography.Text key={l.sku} data-testid="insufficient-line">
            {t('insufficient.line', { sku: l.sku, available: f.number(l.available) })}
          </Typography.Text>
        ))}
      </Space>
    </Modal>
  );
}
