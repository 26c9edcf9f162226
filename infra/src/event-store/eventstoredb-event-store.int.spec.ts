// The same contract against EventStoreDB/KurrentDB when EVENT_STORE_URL names one (none runs on this machine).
import { runEventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const url = process.env.EVENT_STORE_URL;

if (url) {
  runEventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(url, { batchIdleMs: 10 });
    const extra: EventStoreDbEventStore[] = [];
    return {
      store,
      withUpcast: (upcast) => {
        const s = new EventStoreDbEventStore(url, { upcast });
        extra.push(s);
        return s;
      },
      cleanup: async () => {
        await Promise.all([store, ...extra].map((s) => s.close()));
      },
    };
  });
} else {
  describe('EventStore contract: EventStoreDB', () => {
    it('is not run: no EVENT_STORE_URL', () => {
      console.warn('EventStoreDB contract skipped: set EVENT_STORE_URL=esdb://host:2113?tls=false to run it against a server.');
      expect(process.env.EVENT_STORE_URL).toBeUndefined();
    });
  });
}
