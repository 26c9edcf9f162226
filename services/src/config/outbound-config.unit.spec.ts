import { ConfigError, loadConfig } from './load-config';

describe('OUTBOUND_ALLOW_PRIVATE_ADDRESSES', () => {
  it('keeps outbound calls off private addresses unless a test opens them', () => {
    expect(loadConfig({}).OUTBOUND_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }).OUTBOUND_ALLOW_PRIVATE_ADDRESSES).toBe(true);
  });

  it('refuses to start in production with private addresses opened', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).problems.join('\n')).toContain('OUTBOUND_ALLOW_PRIVATE_ADDRESSES: is test-only');
    }
  });
});
