import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { adminSupportKey } from './admin-support-key';
import { adminSupportChatKey, getAdminSupportChat } from './get-admin-support-chat';

export type AdminNewSupportChatInput = BodyIn<typeof routes.adminCreate>;

/** Staff opens a chat with a seller; the new chat is read once it is projected, so its page opens with it. */
export function useCreateAdminSupportChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNewSupportChatInput) => apiRequest(routes.adminCreate, { body }),
    onSuccess: async ({ id, position }) => {
      const fresh = await getAdminSupportChat(id, position).catch(() => undefined);
      if (fresh) queryClient.setQueryData(adminSupportChatKey(id), fresh);
      await queryClient.invalidateQueries({ queryKey: adminSupportKey });
    },
  });
}
