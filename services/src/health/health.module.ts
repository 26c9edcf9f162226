import { Module } from '@nestjs/common';
import { SagasModule } from '../sagas/sagas.module';
import { HealthController } from './health.controller';

@Module({ imports: [SagasModule], controllers: [HealthController] })
export class HealthModule {}
