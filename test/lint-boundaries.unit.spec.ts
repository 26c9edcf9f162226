// The import zones are a rule only if lint fails on a crossing: probe files linted with the project's own eslint config.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  jest.setTimeout(120_000);

  it('fails a billing file that imports catalog internals', async () => {
    const code = "import { productDecider } from '../../catalog/domain/product';\nexport const probe = productDecider;\n";
    expect(await ruleIdsFor(code, 'services/src/billing/commands/boundary-probe.ts')).toEqual(['import/no-restricted-paths']);
  });

  it("fails a saga that imports another context's internals, and passes one that uses its public doors", async () => {
    const internals = "import { available } from '../../catalog/domain/inventory';\nexport const probe = available;\n";
    expect(await ruleIdsFor(internals, 'services/src/orders/sagas/boundary-probe.ts')).toEqual(['import/no-restricted-paths']);
    const doors = [
      "import { ReserveStock } from '../../catalog/commands/reserve-stock.command';",
      "import { GetFreeStock } from '../../catalog/queries/get-free-stock.query';",
      "import { unlessAlreadyDone } from '../../sagas/saga';",
      'export const probe = [ReserveStock, GetFreeStock, unlessAlreadyDone];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(doors, 'services/src/orders/sagas/boundary-probe.ts')).toEqual([]);
  });

  it("lets the saga runtime register contexts' sagas and modules, and nothing else of theirs", async () => {
    const registration = [
      "import { OrderStockSaga } from '../orders/sagas/order-stock.saga';",
      "import { WebhookDisabledMailSaga } from '../webhooks/delivery/webhook-disabled-mail.saga';",
      "import { ChannelsModule } from '../channels/channels.module';",
      'export const probe = [OrderStockSaga, WebhookDisabledMailSaga, ChannelsModule];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(registration, 'services/src/sagas/boundary-probe.ts')).toEqual([]);
    const internals =
      "import { MarkInboundPaidHandler } from '../inbound/commands/mark-inbound-paid';\nexport const probe = MarkInboundPaidHandler;\n";
    expect(await ruleIdsFor(internals, 'services/src/sagas/boundary-probe.ts')).toEqual(['import/no-restricted-paths']);
  });

  it('fails a web feature that imports another feature', async () => {
    const code = "import * as productForm from '../../products/components/product-form';\nexport const probe = productForm;\n";
    expect(await ruleIdsFor(code, 'web/src/features/payments/components/boundary-probe.tsx')).toEqual(['import/no-restricted-paths']);
  });

  it('fences feature folders missing from older zone lists (subscription, warehouse, dev-mailbox)', async () => {
    const code = "import * as productForm from '../products/components/product-form';\nexport const probe = productForm;\n";
    for (const area of ['subscription', 'warehouse', 'dev-mailbox']) {
      expect(await ruleIdsFor(code, `web/src/features/${area}/boundary-probe.tsx`)).toEqual(['import/no-restricted-paths']);
    }
  });

  it('fails an import that resolves to nothing', async () => {
    const code = "import { nothing } from './no-such-module';\nexport const probe = nothing;\n";
    expect(await ruleIdsFor(code, 'services/src/billing/commands/boundary-probe.ts')).toEqual(['import/no-unresolved']);
  });

  it('passes a context that uses contracts, the shared auth decorators and its own internals', async () => {
    const code = [
      "import { ErrorCode } from '@ledgerhouse/contracts';",
      "import { CurrentUserId } from '../../http/auth/current-user';",
      "import { walletStream } from '../domain/wallet';",
      'export const probe = [ErrorCode, CurrentUserId, walletStream];',
      '',
    ].join('\n');
    expect(await ruleIdsFor(code, 'services/src/billing/commands/boundary-probe.ts')).toEqual([]);
  });

  it('passes a web feature that uses shared code and its own components', async () => {
    const code =
      "import * as productForm from '../components/product-form';\nimport { apiRequest } from '../../../shared/api/api-client';\nexport const probe = [productForm, apiRequest];\n";
    expect(await ruleIdsFor(code, 'web/src/features/products/pages/boundary-probe.tsx')).toEqual([]);
  });
});
