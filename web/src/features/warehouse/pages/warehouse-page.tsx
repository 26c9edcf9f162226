import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { WAREHOUSE_TABS } from '../../../app/paths';

/** /admin/warehouse: the five tabs of the spec over the routed tab. */
export function WarehousePage() {
  const { t } = useTranslation('warehouse');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = WAREHOUSE_TABS.find((tab) => pathname.startsWith(`/admin/warehouse/${tab}`));
  return (
    <>
      <Tabs
        data-testid="warehouse-tabs"
        activeKey={active}
        onChange={(tab) => navigate(`/admin/warehouse/${tab}`)}
        items={WAREHOUSE_TABS.map((tab) => ({ key: tab, label: t(`sections.${tab}`) }))}
      />
      <Outlet />
    </>
  );
}
