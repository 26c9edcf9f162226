import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useVerifyMeasurementsMutation } from '../api/warehouse-products-api';
import { formatNumber } from '../../../shared/format/numbers';

type Part = 'dimensions' | 'weight';

/** The warehouse confirms the seller's package dimensions and weight; once verified the seller cannot edit them. */
export function MeasurementVerification({ product }: { product: ProductView }) {
  const { t, i18n } = useTranslation('warehouse');
  const { t: tc } = useTranslation();
  const num = (n: number) => formatNumber(n, i18n.resolvedLanguage, 6);
  const verify = useVerifyMeasurementsMutation(product.id);
  const state: Record<Part, { declared: string | null; verified: boolean }> = {
    dimensions: {
      declared: product.dimensions
        ? `${num(product.dimensions.length)} × ${num(product.dimensions.width)} × ${num(product.dimensions.height)} ${tc(`units.${product.dimensions.unit}`)}`
        : null,
      verified: product.dimensionsVerified,
    },
    weight: {
      declared: product.weight ? `${num(product.weight.value)} ${tc(`units.${product.weight.unit}`)}` : null,
      verified: product.weightVerified,
    },
  };
  const run = async (part: Part) => {
    if (
      !(await confirm({
        title: t(`verify.${part}Confirm`),
        content: t('verify.declared', { value: state[part].declared }),
        okText: t('verify.ok'),
      }))
    )
      return;
    try {
      await verify.mutateAsync({ dimensions: part === 'dimensions', weight: part === 'weight' });
      toasts.push({ type: 'success', message: t(`verify.${part}Done`) });
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <Space wrap size="middle" data-testid="measurement-verification">
      {(['dimensions', 'weight'] as const).map((part) =>
        state[part].verified ? (
          <Button key={part} disabled icon={<CheckCircleOutlined />}>
            {t(`verify.${part}Verified`)}
          </Button>
        ) : (
          <Button
            key={part}
            data-testid={`verify-${part}`}
            disabled={!state[part].declared}
            title={state[part].declared ? undefined : t('verify.nothingDeclared')}
            loading={verify.isPending}
            onClick={() => void run(part)}
          >
            {t(`verify.${part}`)}
          </Button>
        ),
      )}
    </Space>
  );
}
