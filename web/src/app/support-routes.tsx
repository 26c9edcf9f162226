// support: the chat list and contacts beside the new-chat form (support/new-chat) or one chat (support/{chatId}).
import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';

export const supportRoutes: RouteObject[] = [
  {
    lazy: () => import('../features/support/pages/support-layout').then((m) => ({ Component: m.SupportLayout })),
    children: [
      { index: true, element: <Navigate to={paths.supportNewChat.href()} replace /> },
      {
        path: 'new-chat',
        lazy: () => import('../features/support/pages/new-support-chat-page').then((m) => ({ Component: m.NewSupportChatPage })),
      },
      {
        path: ':chatId',
        lazy: () => import('../features/support/pages/support-chat-page').then((m) => ({ Component: m.SupportChatPage })),
      },
    ],
  },
];
