// Writes a statement as PDF, CSV or Excel, in the request's language; its lines read in batches from the read model.
import type { Response } from 'express';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { StatementLineView } from '@ledgerhouse/contracts';
import { localeOf } from '../../http/error-body';
import { ListStatementLines, type StatementLinesBatch } from '../queries/list-statement-lines';
import { statementPdf } from '../reports/statement-pdf';
import { writeStatementTable } from '../reports/statement-table';
import { readStatement } from './read-statement';

const BATCH = 1000;

export async function downloadStatement(
  buses: { queries: QueryBus; commands: CommandBus },
  res: Response,
  request: { userId: string; month: string; format: 'pdf' | 'csv' | 'xlsx'; timeZone: string; now: Date },
): Promise<void> {
  const { userId, month, format } = request;
  const statement = await readStatement(buses, userId, month, { page: 1, pageSize: 1 });
  async function* lines(): AsyncIterable<StatementLineView[]> {
    for (let after = 0; ;) {
      const batch: StatementLinesBatch = await buses.queries.execute(new ListStatementLines(userId, month, after, BATCH));
      if (batch.lines.length > 0) yield batch.lines;
      if (batch.lines.length < BATCH) return;
      after = batch.lastVersion;
    }
  }
  if (format !== 'pdf') return writeStatementTable(res, statement, lines(), format, request.timeZone);
  const locale = localeOf(res.req.headers['accept-language']);
  const pdf = await statementPdf({ statement, lines: lines(), locale, timeZone: request.timeZone, createdAt: request.now });
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="statement-${month}.pdf"`);
  res.setHeader('Content-Language', locale);
  res.setHeader('Cache-Control', 'no-store');
  res.end(Buffer.from(pdf));
}
