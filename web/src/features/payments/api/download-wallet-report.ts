import { walletRoutes, type REPORT_CATEGORIES, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { downloadFile } from '../../../shared/api/download';

export interface WalletReportParams {
  category: (typeof REPORT_CATEGORIES)[number];
  format: (typeof REPORT_FORMATS)[number];
  from: string;
  to: string;
}

/** Top-ups or spendings of a period as CSV or Excel, saved under the server's file name. */
export const downloadWalletReport = (params: WalletReportParams, locale: string) =>
  downloadFile(walletRoutes.report.path, { ...params }, locale);
