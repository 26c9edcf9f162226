import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InboundUploadController } from './inbound-upload.controller';

const controllers = [InboundUploadController];

/** Inbound lines from a CSV or XLSX file, and the file's template (products looked up through catalog's query). */
@Module({ imports: [CqrsModule], controllers })
export class InboundUploadModule {}
