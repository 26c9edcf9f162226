// Bin labels open as a PDF in a new tab.
import { locationRoutes as routes } from '@ledgerhouse/contracts';
import { openPdf } from '../../../../shared/api/open-pdf';

export const openLabelsPdf = (codes: readonly string[], locale: string): Promise<void> =>
  openPdf(routes.labels.path, { query: { codes: [...codes] }, locale });
