// Security headers on every response (API, web app, API docs), through helmet. The policy and its reasons are in docs/configuration.md (Headers and logs).
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config.schema';
import { CSP_REPORT_PATH } from './csp-reports';
import { externalOrigins } from './external-origins';

/** HSTS, `upgrade-insecure-requests` and `Secure` cookies only make sense when users reach us over https. */
export function servedOverHttps(config: AppConfig): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/** The Content-Security-Policy directives: no inline or foreign script anywhere. */
export function cspDirectives(config: AppConfig): Record<string, string[]> {
  const https = servedOverHttps(config);
  const external = externalOrigins(config);
  return {
    'default-src': ["'self'"],
    // The counter's and the captcha's scripts, each only when configured.
    'script-src': ["'self'", ...external.scripts],
    'script-src-attr': ["'none'"],
    // antd (CSS-in-JS) and Swagger UI write <style> elements at run time; styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product photos are the seller's own links on any host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(https ? [] : ['http:'])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...external.connections],
    ...(external.frames.length > 0 ? { 'frame-src': external.frames } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaders(config: AppConfig): RequestHandler {
  const https = servedOverHttps(config);
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  }) as RequestHandler;
}
