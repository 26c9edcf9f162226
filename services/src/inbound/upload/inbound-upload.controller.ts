import { Controller, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { inboundUploadRoutes as routes, MAX_FILE_BYTES, type QueryOf } from '@ledgerhouse/contracts';
import { FindOwnProductsBySku } from '../../catalog/queries/find-own-products-by-sku.query';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidQuery } from '../../http/contract-route';
import { localeOf } from '../../http/error-body';
import { readMultipartFiles } from '../../http/multipart-files';
import { writeTableDownload } from '../../http/table-download';
import { inboundFileError } from './inbound-file-errors';
import { inboundTemplate } from './inbound-template';
import { readInboundFile } from './read-inbound-file';
import type { SheetKind } from './sheet-rows';

const KINDS: Record<string, SheetKind> = {
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The wizard's step 2 from a file, and the file's template. Declared before inbound's `/:id` routes (app.module). */
@Controller()
export class InboundUploadController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.linesFromFile)
  async linesFromFile(@CurrentUserId() sellerId: string, @Req() req: Request) {
    const locale = localeOf(req.headers['accept-language']);
    const refuse = (code: 'INBOUND_FILE_INVALID' | 'INBOUND_FILE_EMPTY') =>
      inboundFileError([{ code, row: null, column: null, sku: null }], locale);
    const [file] = await readMultipartFiles(
      req,
      {
        ...routes.linesFromFile.multipart!,
        maxBytes: MAX_FILE_BYTES,
        refusal: (reason) =>
          reason === 'EMPTY' ? refuse('INBOUND_FILE_EMPTY') : reason === 'TYPE_NOT_ALLOWED' ? refuse('INBOUND_FILE_INVALID') : undefined,
      },
      async (incoming) => {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming.content) chunks.push(chunk as Buffer);
        return { kind: KINDS[incoming.type] as SheetKind | undefined, bytes: Buffer.concat(chunks) };
      },
    );
    if (!file.kind) throw refuse('INBOUND_FILE_INVALID');
    const result = await readInboundFile(file.bytes, file.kind, (skus) => this.queries.execute(new FindOwnProductsBySku(sellerId, skus)));
    if (result.problems.length > 0) throw inboundFileError(result.problems, locale);
    return { lines: result.lines };
  }

  @ContractRoute(routes.linesTemplate)
  async linesTemplate(@ValidQuery(routes.linesTemplate) query: QueryOf<typeof routes.linesTemplate>, @Res() res: Response) {
    await writeTableDownload(res, inboundTemplate(query.format));
  }
}
