// admin/support: the user-initiated and system-initiated tabs, each with its chat list, `new` and `{chatId}`.
import { Navigate, type RouteObject } from 'react-router';
import { paths, SUPPORT_KINDS } from './paths';

const list = () => import('../features/admin-support/pages/admin-support-list-tab').then((m) => ({ Component: m.AdminSupportListTab }));
const newChat = () =>
  import('../features/admin-support/pages/admin-support-new-chat-page').then((m) => ({ Component: m.AdminSupportNewChatPage }));
const chat = () => import('../features/admin-support/pages/admin-support-chat-page').then((m) => ({ Component: m.AdminSupportChatPage }));

export const adminSupportRoute: RouteObject = {
  path: 'support',
  handle: { crumb: 'adminSupport' },
  lazy: () => import('../features/admin-support/pages/admin-support-page').then((m) => ({ Component: m.AdminSupportPage })),
  children: [
    { index: true, element: <Navigate to={paths.adminSupport.href('user-initiated')} replace /> },
    ...SUPPORT_KINDS.map((kind): RouteObject => ({
      path: kind,
      handle: { crumb: kind === 'user-initiated' ? 'userInitiated' : 'systemInitiated', keepsScroll: true },
      children: [
        { index: true, lazy: list },
        { path: 'new', handle: { crumb: 'newChat' }, lazy: newChat },
        { path: ':chatId', handle: { crumb: 'chat' }, lazy: chat },
      ],
    })),
  ],
};
