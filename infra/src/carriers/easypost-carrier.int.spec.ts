// The carrier contract against EasyPost when EASYPOST_API_KEY holds a test-mode key; without it, says so and passes.
import { systemClock } from '../clock/clock';
import { runCarrierContract } from './carrier-port.contract';
import { EasyPostCarrier } from './easypost-carrier';

const apiKey = process.env.EASYPOST_API_KEY;

if (apiKey) {
  runCarrierContract('EasyPost', () => new EasyPostCarrier(apiKey, systemClock));
} else {
  describe('CarrierPort contract: EasyPost', () => {
    it('is not run: no EASYPOST_API_KEY', () => {
      console.warn('EasyPost carrier contract skipped: set EASYPOST_API_KEY (a test-mode key, EZTK...) to run it against EasyPost.');
      expect(process.env.EASYPOST_API_KEY).toBeUndefined();
    });
  });
}
