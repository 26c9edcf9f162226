// Screens a later release builds: an honest panel, and modal children that open over it.
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, type RouteObject } from 'react-router';
import { DEFAULT_MODAL_WIDTH } from '../shared/ui/modal-host';
import { NotAvailableYet } from '../shared/ui/not-available-yet';
import type { ScreenKey } from './paths';
import type { RouteHandle } from './route-handle';

function PlaceholderPage({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation('screens');
  return (
    <>
      <NotAvailableYet screen={t(screen, { channel: '' })} />
      <Outlet />
    </>
  );
}

function PlaceholderModal({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation('screens');
  const navigate = useNavigate();
  return (
    <Modal open title={t(screen)} footer={null} width={DEFAULT_MODAL_WIDTH} onCancel={() => navigate('..', { relative: 'path' })}>
      <NotAvailableYet screen={t(screen)} />
    </Modal>
  );
}

/** A route whose page is not built yet; `crumb` names it in the breadcrumbs; modal children keep its scroll. */
export function placeholder(
  path: string,
  screen: ScreenKey,
  { children, ...handle }: RouteHandle & { children?: RouteObject[] } = {},
): RouteObject {
  const element = <PlaceholderPage screen={screen} />;
  // '' is the section's own page: an index route, or a pathless layout over its modal children.
  if (!children) return path ? { path, element, handle } : { index: true, element, handle };
  return {
    ...(path ? { path } : {}),
    element,
    handle: { ...handle, keepsScroll: true },
    children: [{ index: true, element: null }, ...children],
  };
}

/** A modal child route over its list (spec 2: modal routes). */
export function placeholderModal(path: string, screen: ScreenKey): RouteObject {
  return { path, element: <PlaceholderModal screen={screen} /> };
}

/** A branch that only groups children and names a breadcrumb. */
export function section(
  path: string,
  crumb: ScreenKey | undefined,
  children: RouteObject[],
  handle: Omit<RouteHandle, 'crumb'> = {},
): RouteObject {
  return { path, handle: { ...handle, crumb }, children };
}
