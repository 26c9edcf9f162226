import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { fillPath } from '../../../shared/api/query-string';

/** The seller's download route of a chat's file, relative to /api (the thread's `fileUrl`). */
export const supportFilePath = (chatId: string) => (fileId: string) => fillPath(routes.file.path, { chatId, fileId });
