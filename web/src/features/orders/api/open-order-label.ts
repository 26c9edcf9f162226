// The order's label PDF opens in a new tab.
import { fileRoutes } from '@ledgerhouse/contracts';
import { openPdf } from '../../../shared/api/open-pdf';

export const openOrderLabel = (fileId: string, locale: string): Promise<void> =>
  openPdf(fileRoutes.download.path, { params: { fileId }, locale });
