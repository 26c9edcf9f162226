// /shipments: the tabs inbound / forwarding / returns over their pages, the warehouse's shipping address and the
// inbound report by date range.
import { EnvironmentOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { InboundReportModal } from '../components/inbound-report-modal';
import { ShippingAddressModal } from '../components/shipping-address-modal';

const TABS = [
  { key: 'inbound', href: paths.shipmentsInbound.href() },
  { key: 'forwarding', href: paths.shipmentsForwarding.href() },
  { key: 'return', href: paths.shipmentsReturn.href() },
] as const;

export function ShipmentsHub() {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<'address' | 'report' | null>(null);
  const active = TABS.find((tab) => pathname.startsWith(tab.href))?.key ?? 'inbound';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('hub.title')}
        </Typography.Title>
        <Space wrap>
          <Button data-testid="shipping-address" icon={<EnvironmentOutlined />} onClick={() => setDialog('address')}>
            {t('hub.shippingAddress')}
          </Button>
          {active === 'inbound' ? (
            <>
              <Button data-testid="inbound-report" icon={<FileExcelOutlined />} onClick={() => setDialog('report')}>
                {t('hub.report')}
              </Button>
              <Link to={paths.createInboundShipment.href()}>
                <Button data-testid="create-inbound" type="primary" icon={<PlusOutlined />}>
                  {t('hub.createInbound')}
                </Button>
              </Link>
            </>
          ) : null}
        </Space>
      </Space>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(TABS.find((tab) => tab.key === key)?.href ?? paths.shipmentsInbound.href())}
        items={TABS.map((tab) => ({ key: tab.key, label: t(`hub.tabs.${tab.key}`) }))}
      />
      <Outlet />
      {dialog === 'address' ? <ShippingAddressModal onClose={() => setDialog(null)} /> : null}
      {dialog === 'report' ? <InboundReportModal onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
