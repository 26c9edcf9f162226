import { Logger } from '@nestjs/common';
import { CspReports, violationsIn } from './csp-reports';

const violation = (n: number) => ({
  documentUrl: `/page-${n}`,
  blockedUrl: 'inline',
  directive: 'script-src-elem',
  sourceFile: null,
  line: n,
  sample: null,
});

describe('CspReports', () => {
  it('keeps the latest 50 reports and logs at most 100 a minute, then counts the rest', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const reports = new CspReports();
    for (let n = 0; n < 130; n++) reports.record(violation(n), 1_000);
    expect(reports.recent()).toHaveLength(50);
    expect(reports.recent()[0].line).toBe(80);
    expect(warn).toHaveBeenCalledTimes(100);
    reports.record(violation(130), 61_000);
    expect(warn).toHaveBeenCalledWith({ dropped: 30 }, expect.stringContaining('over the log limit'));
    expect(warn).toHaveBeenLastCalledWith({ cspViolation: violation(130) }, 'Content Security Policy violation');
    warn.mockRestore();
  });
});

describe('violationsIn', () => {
  it('reads report-uri and Reporting API payloads, masks tokens in URLs and ignores anything else', () => {
    expect(
      violationsIn({
        'csp-report': { 'document-uri': 'http://h/reset_password?token=abc', 'violated-directive': 'style-src', 'line-number': 3 },
      }),
    ).toEqual([
      {
        documentUrl: 'http://h/reset_password?token=[Redacted]',
        blockedUrl: null,
        directive: 'style-src',
        sourceFile: null,
        line: 3,
        sample: null,
      },
    ]);
    expect(
      violationsIn([
        { type: 'csp-violation', body: { documentURL: 'http://h/', effectiveDirective: 'img-src', blockedURL: 'http://x/' } },
        { type: 'deprecation', body: {} },
      ]),
    ).toEqual([{ documentUrl: 'http://h/', blockedUrl: 'http://x/', directive: 'img-src', sourceFile: null, line: null, sample: null }]);
    expect(violationsIn('nope')).toEqual([]);
    expect(violationsIn(null)).toEqual([]);
  });
});
