import { useRef } from 'react';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { getSupportChat, supportChatKey } from './get-support-chat';
import { supportKey } from './support-key';

export type NewSupportChatInput = BodyIn<typeof routes.create>;

/** Open a chat: category, numbered or free subject, first message and files; answers the new chat's id. */
export const useCreateSupportChatMutation = () => {
  const created = useRef('');
  return useCommandMutation({
    send: async (body: NewSupportChatInput) => {
      const result = await apiRequest(routes.create, { body });
      created.current = result.id;
      return result;
    },
    waitFor: (position) => getSupportChat(created.current, position),
    store: (queryClient, fresh) => queryClient.setQueryData(supportChatKey(fresh.id), fresh),
    invalidate: supportKey,
  });
};
