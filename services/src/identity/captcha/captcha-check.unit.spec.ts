import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config/load-config';
import { DomainError } from '../../errors/domain-error';
import { CaptchaCheck, captchaVerifierFor } from './captcha-check';
import { SandboxCaptcha, TURNSTILE_TEST_KEYS } from './sandbox-captcha';
import { SiteverifyCaptcha } from './siteverify-captcha';

const config = (env: Record<string, string> = {}) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
const checkWith = (secret: string) => {
  const c = config({ CAPTCHA_SITE_KEY: TURNSTILE_TEST_KEYS.siteKeyAlwaysPasses, CAPTCHA_SECRET: secret });
  return new CaptchaCheck(captchaVerifierFor(c), c);
};
const codeOf = (promise: Promise<void>) =>
  promise.then(
    () => 'passed',
    (err: DomainError) => `${err.status} ${err.code}`,
  );

describe('CaptchaCheck', () => {
  it('asks nothing when no captcha is configured', async () => {
    const c = config();
    expect(captchaVerifierFor(c)).toBeNull();
    await expect(codeOf(new CaptchaCheck(null, c).require(undefined, '127.0.0.1'))).resolves.toBe('passed');
  });

  it('answers the documented test secrets in-process and any other secret through siteverify', () => {
    expect(captchaVerifierFor(config({ CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET: TURNSTILE_TEST_KEYS.secretAlwaysPasses }))).toBeInstanceOf(
      SandboxCaptcha,
    );
    expect(captchaVerifierFor(config({ CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET: '0x4AAAAAAA-real-secret' }))).toBeInstanceOf(
      SiteverifyCaptcha,
    );
  });

  it('wants a token (400 CAPTCHA_REQUIRED), passes the always-pass test secret, refuses with the always-fail one (400 CAPTCHA_FAILED)', async () => {
    await expect(codeOf(checkWith(TURNSTILE_TEST_KEYS.secretAlwaysPasses).require(undefined, undefined))).resolves.toBe(
      '400 CAPTCHA_REQUIRED',
    );
    await expect(
      codeOf(checkWith(TURNSTILE_TEST_KEYS.secretAlwaysPasses).require(TURNSTILE_TEST_KEYS.dummyToken, undefined)),
    ).resolves.toBe('passed');
    await expect(codeOf(checkWith(TURNSTILE_TEST_KEYS.secretAlwaysFails).require(TURNSTILE_TEST_KEYS.dummyToken, undefined))).resolves.toBe(
      '400 CAPTCHA_FAILED',
    );
    await expect(
      codeOf(checkWith(TURNSTILE_TEST_KEYS.secretTokenAlreadySpent).require(TURNSTILE_TEST_KEYS.dummyToken, undefined)),
    ).resolves.toBe('400 CAPTCHA_FAILED');
  });
});

describe('SiteverifyCaptcha', () => {
  it('posts secret, token and address as a form and reads success and error codes', async () => {
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        const ok = new URLSearchParams(body).get('response') === 'good';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(ok ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const verifier = new SiteverifyCaptcha(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, 'the-secret');
      await expect(verifier.verify('good', '203.0.113.9')).resolves.toEqual({ success: true, errorCodes: [] });
      await expect(verifier.verify('bad', undefined)).resolves.toEqual({ success: false, errorCodes: ['invalid-input-response'] });
      expect(Object.fromEntries(new URLSearchParams(received[0]))).toEqual({
        secret: 'the-secret',
        response: 'good',
        remoteip: '203.0.113.9',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses when the provider cannot be reached', async () => {
    await expect(new SiteverifyCaptcha('http://127.0.0.1:9/siteverify', 's').verify('t', undefined)).resolves.toEqual({
      success: false,
      errorCodes: ['verifier-unreachable'],
    });
  });
});
