import { Controller, Inject } from '@nestjs/common';
import { runtimeConfigRoutes, type RuntimeConfig } from '@ledgerhouse/contracts';
import type { AppConfig } from '../config/config.schema';
import { ContractRoute } from '../http/contract-route';
import { Public } from '../http/auth/access.decorators';
import { APP_CONFIG } from '../persistence/tokens';
import { publicRuntimeConfig } from './public-runtime-config';

@Controller()
export class RuntimeConfigController {
  private readonly answer: RuntimeConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.answer = publicRuntimeConfig(config);
  }

  @Public()
  @ContractRoute(runtimeConfigRoutes.get)
  get(): RuntimeConfig {
    return this.answer;
  }
}
