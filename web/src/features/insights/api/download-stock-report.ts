import { insightsStockRoutes, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { downloadFile } from '../../../shared/api/download';
import type { StockSeriesParams } from './get-stock-series';

/** Every change of the period as CSV or Excel. */
export const downloadStockReport = (params: StockSeriesParams & { format: (typeof REPORT_FORMATS)[number] }, locale: string) =>
  downloadFile(insightsStockRoutes.stockReport.path, { ...params }, locale);
