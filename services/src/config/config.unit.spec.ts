import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('.data');
  });

  it('rejects a bad port and a bad database URL, naming both', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect((err as ConfigError).problems).toHaveLength(2);
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('SEED_DEMO_DATA', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

  it('seeds demo data by default outside production', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('seeds nothing by default in production', () => {
    expect(loadConfig(production).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('refuses to start in production when SEED_DEMO_DATA=true is asked for, naming the variable', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA: demo accounts use a published password and are never seeded in production/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For is ignored', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses "true", which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('CAPTCHA_SCRIPT_URL', () => {
  const script = 'http://127.0.0.1:4010/turnstile/v0/api.js';

  it('takes an http:// widget script outside production, so a test can serve a stand-in widget', () => {
    expect(loadConfig({ CAPTCHA_SCRIPT_URL: script }).CAPTCHA_SCRIPT_URL).toBe(script);
  });

  it('refuses an http:// widget script in production, naming the variable', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, CAPTCHA_SCRIPT_URL: script })).toThrow(/CAPTCHA_SCRIPT_URL/);
  });
});

describe('a refused secret setting', () => {
  it('is named in the error without echoing its value', () => {
    const secret = 'short-jwt-secret-value';
    try {
      loadConfig({ JWT_SECRET: secret });
      throw new Error('loadConfig accepted a short JWT_SECRET');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).problems.join('\n');
      expect(text).toContain('JWT_SECRET');
      expect(text).toContain('(hidden)');
      expect(text).not.toContain(secret);
    }
  });

  it('still echoes what was given for a setting that is no secret', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(got "eighty"\)/);
  });
});
