import { storageFeeRoutes } from '@ledgerhouse/contracts';
import { downloadFile } from '../../../shared/api/download';
import type { WalletReportParams } from './download-wallet-report';

export type StorageFeeReportParams = Omit<WalletReportParams, 'category'>;

/** Storage fees of a period as CSV or Excel. */
export const downloadStorageFeeReport = (params: StorageFeeReportParams, locale: string) =>
  downloadFile(storageFeeRoutes.report.path, { ...params }, locale);
