// A return whose label was bought through the app: the carrier, the price charged and when, and its PDF. Shown on the
// return's detail and in its costs; nothing for a return sent with the seller's own label.
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileRoutes, returnRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { openPdf } from '../../../shared/api/open-pdf';
import { useFormatters } from '../../../shared/format/use-formatters';

const useReturnLabelQuery = (shipmentId: string) =>
  useQuery({
    queryKey: ['inbound', 'return-label', shipmentId],
    queryFn: () => apiRequest(returnRoutes.label, { params: { shipmentId } }),
  });

export function ReturnLabelSummary({ shipmentId }: { shipmentId: string }) {
  const { t, i18n } = useTranslation('shipments');
  const f = useFormatters();
  const [opening, setOpening] = useState(false);
  const label = useReturnLabelQuery(shipmentId).data?.label;
  if (!label) return null;
  const open = async (fileId: string) => {
    setOpening(true);
    try {
      await openPdf(fileRoutes.download.path, { params: { fileId }, locale: i18n.resolvedLanguage ?? 'en-US' });
    } catch (err) {
      showApiError(err);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Descriptions data-testid="return-label" column={{ xs: 1, sm: 2 }} size="small" bordered title={t('detail.returnLabel.title')}>
      <Descriptions.Item label={t('detail.returnLabel.carrier')}>{`${label.carrier} ${label.service}`.trim()}</Descriptions.Item>
      <Descriptions.Item label={t('detail.returnLabel.charged')}>
        <span data-testid="return-label-cost">
          {t('detail.returnLabel.chargedOn', { price: f.money(label.costCents), date: f.dateTime(label.boughtAt) })}
        </span>
      </Descriptions.Item>
      {label.fileId ? (
        <Descriptions.Item label={t('detail.returnLabel.file')}>
          <Button data-testid="return-label-pdf" icon={<FilePdfOutlined />} loading={opening} onClick={() => void open(label.fileId!)}>
            {t('detail.returnLabel.open')}
          </Button>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** The return label's price as a line of the return's costs. */
export function ReturnLabelCost({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const label = useReturnLabelQuery(shipmentId).data?.label;
  if (!label) return null;
  return (
    <Descriptions data-testid="return-label-costs" column={1} size="small" bordered>
      <Descriptions.Item label={t('detail.returnLabel.title')}>{f.money(label.costCents)}</Descriptions.Item>
    </Descriptions>
  );
}
