// Without KAFKA_BROKERS and with no broker handed in, the integration topics are off: no broker, no relay job, no
// relay checkpoint, and orders are placed as ever.
import { readCheckpoints } from '@ledgerhouse/projections';
import { MESSAGE_BROKER } from '../../services/src/integration/message-broker.provider';
import { KafkaRelayService } from '../../services/src/integration/relay/kafka-relay.service';
import { newSeller } from '../support/accounts';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('runs no relay without a broker, and orders are placed as ever', async () => {
  expect(app.running.app.get(MESSAGE_BROKER)).toBeNull();
  expect(app.running.app.get(KafkaRelayService).relay).toBeNull();
  const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  const seller = await newSeller(app);
  const [product] = await stockedProducts(app, seller, manager, [3]);
  expect(await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]))).toEqual(expect.any(String));
  expect(await readCheckpoints(app.running.persistence.db, 'relay')).toEqual(new Map());
});
