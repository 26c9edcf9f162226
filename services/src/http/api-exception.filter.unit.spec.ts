// An error code has one HTTP status, declared beside the code (contracts' errorStatus), and the filter answers exactly that.
import { Logger, type ArgumentsHost } from '@nestjs/common';
import { ErrorCode, errorStatus, type ErrorCode as Code } from '@ledgerhouse/contracts';
import { DomainError } from '../errors/domain-error';
import type { ErrorReporter } from '../telemetry/error-reporter';
import { ApiExceptionFilter } from './api-exception.filter';

const codes = Object.values(ErrorCode);

function answer(exception: unknown): { status: number; body: { code: string; message: string } } {
  const res = {
    headersSent: false,
    statusCode: 0,
    body: null as never,
    setHeader: () => res,
    status: (s: number) => ((res.statusCode = s), res),
    json: (b: never) => (res.body = b),
  };
  const req = { headers: { 'accept-language': 'ru-RU' }, method: 'POST', path: '/api/probe', originalUrl: '/api/probe' };
  const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as unknown as ArgumentsHost;
  const reporter = { capture: () => undefined } as unknown as ErrorReporter;
  new ApiExceptionFilter(reporter).catch(exception, host);
  return { status: res.statusCode, body: res.body };
}

describe('error statuses', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('gives every error code exactly one HTTP status, a 4xx or a 5xx', () => {
    expect(Object.keys(errorStatus).sort()).toEqual([...codes].sort());
    const outOfRange = Object.entries(errorStatus).filter(([, status]) => !Number.isInteger(status) || status < 400 || status > 599);
    expect(outOfRange).toEqual([]);
  });

  it('answers every code thrown as a DomainError with that status and the code', () => {
    const answered = codes.map((code) => [code, answer(new DomainError(code)).status, answer(new DomainError(code)).body.code]);
    expect(answered).toEqual(codes.map((code) => [code, errorStatus[code], code]));
  });

  it.each<[Code, number]>([
    ['ACCOUNT_BLOCKED', 403],
    ['PLAN_UPDATE_FAILED', 402],
    ['GOOGLE_SIGN_IN_FAILED', 400],
    ['GOOGLE_SIGN_IN_UNAVAILABLE', 502],
  ])('answers %s with %i, whoever throws it', (code, status) => {
    expect(answer(new DomainError(code))).toMatchObject({ status, body: { code } });
  });
});
