// The guarded fetch every context uses for a URL a user typed (photo checks now; webhooks and store domains next).
import type { Provider } from '@nestjs/common';
import { AddressGuard, GuardedFetch } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../persistence/tokens';

export const OUTBOUND_FETCH = Symbol('OUTBOUND_FETCH');

export const outboundFetchProvider: Provider = {
  provide: OUTBOUND_FETCH,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): GuardedFetch =>
    new GuardedFetch(new AddressGuard({ allowPrivateAddresses: config.OUTBOUND_ALLOW_PRIVATE_ADDRESSES })),
};
