import { Module } from '@nestjs/common';
import { fileStorageProvider, FILE_STORAGE } from './file-storage.provider';
import { FileUses } from './file-uses';
import { AdminFilesController } from './http/admin-files.controller';
import { FilesController } from './http/files.controller';

const controllers = [FilesController, AdminFilesController];

/** Attachments: upload (screened by bytes and size), owner and staff download, delete unless a document uses the file; the FileStorage port for others. */
@Module({ controllers, providers: [fileStorageProvider, FileUses], exports: [FILE_STORAGE] })
export class FilesModule {}
