// The public event catalogue and each payload's JSON Schema. Public like the docs it mirrors: the schemas describe
// shapes, never data, so an integrator can fetch them before having an account.
import { Controller } from '@nestjs/common';
import {
  ErrorCode,
  INTEGRATION_EVENTS,
  integrationJsonSchemas,
  integrationRoutes,
  type IntegrationEventTypeView,
  type JsonSchema,
  type ParamsOf,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { Public } from '../../http/auth/access.decorators';
import { ContractRoute, ValidParams } from '../../http/contract-route';

@Controller()
export class IntegrationSchemasController {
  private readonly eventTypes: IntegrationEventTypeView[] = INTEGRATION_EVENTS.map(({ type, topic, description }) => ({
    type,
    topic,
    description,
  }));
  /** A Map, so a type such as `__proto__` or `constructor` finds nothing. */
  private readonly schemas = new Map<string, JsonSchema>(Object.entries(integrationJsonSchemas()));

  @Public()
  @ContractRoute(integrationRoutes.eventTypes)
  list(): IntegrationEventTypeView[] {
    return this.eventTypes;
  }

  @Public()
  @ContractRoute(integrationRoutes.schema)
  schema(@ValidParams(integrationRoutes.schema) { type }: ParamsOf<typeof integrationRoutes.schema>): JsonSchema {
    const schema = this.schemas.get(type);
    if (!schema) throw new DomainError(ErrorCode.INTEGRATION_EVENT_TYPE_NOT_FOUND, { type });
    return schema;
  }
}
