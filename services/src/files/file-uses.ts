// The documents that use a file (the file_references read model): such a file cannot be deleted, or an order would
// pack without its label and a chat would show a broken attachment.
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { FileReferenceKind, ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../errors/domain-error';
import { READ_DB } from '../persistence/tokens';

export interface FileUse {
  kind: FileReferenceKind;
  id: string;
}

@Injectable()
export class FileUses {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  /** 409 FILE_IN_USE naming every document that uses the file. */
  async refuseWhenUsed(fileId: string): Promise<void> {
    const rows = await this.db
      .selectFrom('file_references')
      .select(['kind', 'document_id'])
      .where('file_id', '=', fileId)
      .orderBy('kind')
      .orderBy('document_id')
      .execute();
    if (rows.length === 0) return;
    const documents: FileUse[] = rows.map((r) => ({ kind: r.kind, id: r.document_id }));
    throw new DomainError(ErrorCode.FILE_IN_USE, {}, { documents });
  }
}
