// Every seller command on sales channels, with read-your-writes: the list is read again once the projection shows it.
// Starting and finishing an OAuth connection answer the marketplace's consent address and the new channel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesChannelRoutes as routes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { salesChannelsKey, waitForSalesChannels } from './sales-channels-keys';

export type ConnectInput = BodyIn<typeof routes.connect>;
export type CredentialsInput = ConnectInput['credentials'];
export type OAuthMarketplace = 'EBAY' | 'ETSY';

const useChannelCommand = <T>(send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation<T>({ send, waitFor: waitForSalesChannels, invalidate: salesChannelsKey });

export const useConnectChannel = () => useChannelCommand((body: ConnectInput) => apiRequest(routes.connect, { body }));
export const useRenameChannel = () =>
  useChannelCommand(({ channelId, name }: { channelId: string; name: string }) =>
    apiRequest(routes.rename, { params: { channelId }, body: { name } }),
  );
export const useUpdateConnection = () =>
  useChannelCommand(({ channelId, credentials }: { channelId: string; credentials: CredentialsInput }) =>
    apiRequest(routes.updateConnection, { params: { channelId }, body: { credentials } }),
  );
export const useActivateChannel = () => useChannelCommand((channelId: string) => apiRequest(routes.activate, { params: { channelId } }));
export const useDeactivateChannel = () =>
  useChannelCommand((channelId: string) => apiRequest(routes.deactivate, { params: { channelId } }));
export const useRemoveChannel = () => useChannelCommand((channelId: string) => apiRequest(routes.remove, { params: { channelId } }));
export const useFinishOAuth = () =>
  useChannelCommand(({ marketplace, state, code }: { marketplace: OAuthMarketplace; state: string; code: string }) =>
    apiRequest(routes.finishOAuth, { params: { marketplace }, body: { state, code } }),
  );

/** The consent page's address; the caller sends the browser there. */
export const useStartOAuth = () =>
  useMutation({
    mutationFn: ({ marketplace, body }: { marketplace: OAuthMarketplace; body: BodyIn<typeof routes.startOAuth> }) =>
      apiRequest(routes.startOAuth, { params: { marketplace }, body }),
  });

/** Imports write through sagas of their own: the list (last import) and the orders are read again afterwards. */
export function useImportNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => apiRequest(routes.importNow, { params: { channelId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: salesChannelsKey });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export function useRepush(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiRequest(routes.repush, { params: { channelId, productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...salesChannelsKey, 'drift', channelId] }),
  });
}
