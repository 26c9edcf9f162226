import { floorMetricsRoutes, type FloorReportTable, type REPORT_FORMATS } from '@ledgerhouse/contracts';
import { downloadFile } from '../../../shared/api/download';
import type { FloorPeriod } from './floor-period';

/** Activity's table also follows the page's bucket and staff filter. */
export type FloorReport = {
  table: FloorReportTable;
  bucket?: 'hour' | 'day';
  staffId?: string;
};

/** One chart's table as CSV or Excel, written by the server in the reader's language and time zone. */
export function downloadFloorReport(period: FloorPeriod, report: FloorReport, format: (typeof REPORT_FORMATS)[number], locale: string) {
  return downloadFile(floorMetricsRoutes.report.path, { ...period, ...report, format }, locale);
}
