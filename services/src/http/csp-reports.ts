// Where browsers report Content-Security-Policy violations: each report is logged at warn and the latest few kept for tests.
import express, { type Express, type Request, type Response } from 'express';
import { Logger } from '@nestjs/common';
import { loggableUrl } from './loggable-url';

export const CSP_REPORT_PATH = '/api/csp-report';
/** The log message of a report; the browser tier fails on any line holding it. */
export const CSP_VIOLATION_MESSAGE = 'Content Security Policy violation';

const KEPT = 50;
/** Anyone may post reports: past this many a minute they are counted, not logged, so a flood cannot fill the log. */
const LOGGED_PER_MINUTE = 100;

export interface CspViolation {
  documentUrl: string | null;
  blockedUrl: string | null;
  directive: string | null;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
}

export class CspReports {
  private readonly kept: CspViolation[] = [];
  private readonly logger = new Logger('CspReports');
  private minute = { start: 0, logged: 0, dropped: 0 };

  record(violation: CspViolation, now = Date.now()): void {
    this.kept.push(violation);
    if (this.kept.length > KEPT) this.kept.shift();
    if (now - this.minute.start >= 60_000) {
      if (this.minute.dropped > 0)
        this.logger.warn({ dropped: this.minute.dropped }, `${CSP_VIOLATION_MESSAGE} reports over the log limit`);
      this.minute = { start: now, logged: 0, dropped: 0 };
    }
    if (this.minute.logged >= LOGGED_PER_MINUTE) {
      this.minute.dropped += 1;
      return;
    }
    this.minute.logged += 1;
    this.logger.warn({ cspViolation: violation }, CSP_VIOLATION_MESSAGE);
  }

  /** The latest reports, oldest first. */
  recent(): readonly CspViolation[] {
    return [...this.kept];
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, 500) : null);
const url = (value: unknown): string | null => {
  const given = text(value);
  return given === null ? null : loggableUrl(given);
};

/** Both report formats: `report-uri` ({ "csp-report": {...} }) and the Reporting API ([{ type, body }]). */
export function violationsIn(payload: unknown): CspViolation[] {
  const legacy = (payload as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return [
      {
        documentUrl: url(legacy['document-uri']),
        blockedUrl: url(legacy['blocked-uri']),
        directive: text(legacy['effective-directive']) ?? text(legacy['violated-directive']),
        sourceFile: url(legacy['source-file']),
        line: typeof legacy['line-number'] === 'number' ? legacy['line-number'] : null,
        sample: text(legacy['script-sample']),
      },
    ];
  }
  if (!Array.isArray(payload)) return [];
  return payload
    .filter(
      (report: { type?: unknown; body?: unknown }) => report?.type === 'csp-violation' && report.body && typeof report.body === 'object',
    )
    .map(({ body }: { body: Record<string, unknown> }) => ({
      documentUrl: url(body.documentURL),
      blockedUrl: url(body.blockedURL),
      directive: text(body.effectiveDirective),
      sourceFile: url(body.sourceFile),
      line: typeof body.lineNumber === 'number' ? body.lineNumber : null,
      sample: text(body.sample),
    }));
}

/** Mounted before the XSRF and environment-header checks: browsers send reports without them. Always 204. */
export function mountCspReports(server: Express, reports: CspReports): void {
  const parse = express.json({ limit: '16kb', type: ['application/csp-report', 'application/reports+json', 'application/json'] });
  server.post(CSP_REPORT_PATH, parse, (req: Request, res: Response) => {
    for (const violation of violationsIn(req.body)) reports.record(violation);
    res.status(204).end();
  });
  // A malformed or oversized report is dropped the same way.
  server.use(CSP_REPORT_PATH, (_err: unknown, _req: Request, res: Response, _next: unknown) => void res.status(204).end());
}
