import { adminStatementRoutes, statementRoutes, type STATEMENT_FORMATS } from '@ledgerhouse/contracts';
import { downloadFile } from '../../../shared/api/download';
import type { StatementTarget } from './get-statement';

/** The statement as PDF (times in the reader's time zone), CSV or Excel, saved under the server's file name. */
export function downloadStatement({ userId, month }: StatementTarget, format: (typeof STATEMENT_FORMATS)[number], locale: string) {
  const route = userId ? adminStatementRoutes.download : statementRoutes.download;
  const path = route.path.replace(':userId', userId ?? '').replace(':month', month);
  return downloadFile(path, { format, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }, locale);
}
