import { useMutation } from '@tanstack/react-query';
import { devMailboxRoutes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';

export type OwnMailboxInput = BodyIn<typeof devMailboxRoutes.own>;

export const readOwnMailbox = (body: OwnMailboxInput) => apiRequest(devMailboxRoutes.own, { body });

/** Signed out: the mail to an address, for whoever knows its account's password (a newcomer confirming it). */
export const useOwnMailboxMutation = () => useMutation({ mutationFn: readOwnMailbox });
