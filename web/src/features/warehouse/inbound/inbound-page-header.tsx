import { ArrowLeftOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { InboundStatusTag } from './inbound-status-tag';

/** The check-in and placement pages' heading: back to the shipment, its number and status. */
export function InboundPageHeader({ shipment, titleKey }: { shipment: AdminInboundShipmentView; titleKey: 'check.title' | 'place.title' }) {
  const { t } = useTranslation('warehouseInbound');
  return (
    <Space orientation="vertical" size={4}>
      <Link to={`${paths.adminWarehouse.href('inbound-shipments')}/${shipment.id}`} data-testid="inbound-back">
        <ArrowLeftOutlined /> {t('back')}
      </Link>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(titleKey, { number: shipment.number })}
        </Typography.Title>
        <InboundStatusTag status={shipment.status} />
      </Space>
      <Typography.Text type="secondary">{shipment.sellerName ?? shipment.sellerEmail ?? ''}</Typography.Text>
    </Space>
  );
}
