import { Global, Module } from '@nestjs/common';
import { ErrorReporter } from './error-reporter';

/** Error reporting for every context; the exception filter reports through it. */
@Global()
@Module({ providers: [ErrorReporter], exports: [ErrorReporter] })
export class TelemetryModule {}
