import { loadConfig } from '../config/load-config';
import { publicRuntimeConfig } from './public-runtime-config';

describe('publicRuntimeConfig', () => {
  it('tells the web nothing is configured by default', () => {
    expect(publicRuntimeConfig(loadConfig({ JWT_SECRET: 'x'.repeat(32) }))).toEqual({
      errorReporting: null,
      analytics: null,
      supportWsUrl: null,
      captcha: null,
    });
  });

  it('hands over the captcha site key, never its secret', () => {
    const answer = publicRuntimeConfig(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'server-only-secret' }),
    );
    expect(answer.captcha?.siteKey).toBe('site-key');
    expect(JSON.stringify(answer)).not.toContain('server-only-secret');
  });
});
