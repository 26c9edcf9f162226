// Which carrier and verifier the app talks to: EasyPost when EASYPOST_API_KEY is set, the sandbox carrier and the
// built-in format verifier otherwise. The key stays here: it is never logged nor answered.
import type { Provider } from '@nestjs/common';
import {
  EasyPostAddressVerifier,
  EasyPostCarrier,
  FormatAddressVerifier,
  SandboxCarrier,
  type AddressVerifier,
  type CarrierParty,
  type CarrierPort,
  type Clock,
} from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, CLOCK } from '../persistence/tokens';
import { ADDRESS_VERIFIER, CARRIER, SHIPPING_ORIGIN } from './shipping.tokens';

export const shippingPortProviders: Provider[] = [
  {
    provide: CARRIER,
    inject: [APP_CONFIG, CLOCK],
    useFactory: (config: AppConfig, clock: Clock): CarrierPort =>
      config.EASYPOST_API_KEY ? new EasyPostCarrier(config.EASYPOST_API_KEY, clock) : new SandboxCarrier(clock),
  },
  {
    provide: ADDRESS_VERIFIER,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): AddressVerifier =>
      config.EASYPOST_API_KEY ? new EasyPostAddressVerifier(config.EASYPOST_API_KEY) : new FormatAddressVerifier(),
  },
  {
    provide: SHIPPING_ORIGIN,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): CarrierParty => ({
      name: config.WAREHOUSE_RECIPIENT,
      address: {
        country: config.WAREHOUSE_COUNTRY.toUpperCase(),
        region: config.WAREHOUSE_STATE,
        city: config.WAREHOUSE_CITY,
        postalCode: config.WAREHOUSE_ZIP,
        line1: config.WAREHOUSE_ADDRESS_LINE1,
        line2: null,
      },
    }),
  },
];
