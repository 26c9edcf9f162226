import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** Home, then the crumb of every matched route that names one (spec 2, breadcrumb names). */
export function Breadcrumbs() {
  const { t } = useTranslation('screens');
  const matches = useMatches();
  const crumbs = matches.filter((m) => (m.handle as RouteHandle | undefined)?.crumb);
  const items = [
    { key: 'home', title: <Link to="/">{t('home')}</Link> },
    ...crumbs.map((m, i) => {
      const label = t((m.handle as RouteHandle).crumb!);
      return { key: m.id, title: i === crumbs.length - 1 ? label : <Link to={m.pathname}>{label}</Link> };
    }),
  ];
  return <Breadcrumb data-testid="breadcrumbs" items={items} style={{ marginBottom: 16 }} />;
}
