import { Module } from '@nestjs/common';
import { RuntimeConfigController } from './runtime-config.controller';

/** GET /api/runtime-config: what the web app learns about this deployment when it starts. */
@Module({ controllers: [RuntimeConfigController] })
export class RuntimeConfigModule {}
