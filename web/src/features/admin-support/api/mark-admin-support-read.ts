import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { adminSupportKey } from './admin-support-key';

/** Support has seen a chat up to a message: the unread counts (tabs, list, menu) are read again. */
export function useMarkAdminSupportReadMutation(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: string) => apiRequest(routes.adminRead, { params: { chatId }, body: { upToMessageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminSupportKey, 'unread'] }),
  });
}
