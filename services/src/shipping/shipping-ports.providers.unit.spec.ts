import type { FactoryProvider } from '@nestjs/common';
import { EasyPostAddressVerifier, EasyPostCarrier, FormatAddressVerifier, ManualClock, SandboxCarrier } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { loadConfig } from '../config/load-config';
import { shippingPortProviders } from './shipping-ports.providers';
import { ADDRESS_VERIFIER, CARRIER, SHIPPING_ORIGIN } from './shipping.tokens';

const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
const make = (token: symbol, config: AppConfig) => {
  const provider = shippingPortProviders.find((p) => (p as FactoryProvider).provide === token) as FactoryProvider;
  return provider.useFactory(config, clock);
};
const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

describe('shipping port providers', () => {
  it('choose the sandbox carrier and the format verifier without EASYPOST_API_KEY (blank counts as unset)', () => {
    for (const config of [loadConfig(base), loadConfig({ ...base, EASYPOST_API_KEY: '  ' })]) {
      expect(make(CARRIER, config)).toBeInstanceOf(SandboxCarrier);
      expect(make(ADDRESS_VERIFIER, config)).toBeInstanceOf(FormatAddressVerifier);
    }
  });

  it('choose EasyPost for both ports when EASYPOST_API_KEY is set', () => {
    const config = loadConfig({ ...base, EASYPOST_API_KEY: 'EZTKtestkey' });
    expect(make(CARRIER, config)).toBeInstanceOf(EasyPostCarrier);
    expect(make(ADDRESS_VERIFIER, config)).toBeInstanceOf(EasyPostAddressVerifier);
  });

  it('send from the configured warehouse address', () => {
    const config = loadConfig({ ...base, WAREHOUSE_ZIP: '10001', WAREHOUSE_STATE: 'NY', WAREHOUSE_CITY: 'New York' });
    expect(make(SHIPPING_ORIGIN, config)).toMatchObject({
      name: config.WAREHOUSE_RECIPIENT,
      address: { country: 'US', region: 'NY', city: 'New York', postalCode: '10001', line1: config.WAREHOUSE_ADDRESS_LINE1, line2: null },
    });
  });
});
