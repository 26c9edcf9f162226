// The address verifier contract against EasyPost when EASYPOST_API_KEY holds a test-mode key; without it, says so.
import { runAddressVerifierContract } from './address-verifier.contract';
import { EasyPostAddressVerifier } from './easypost-address-verifier';

const apiKey = process.env.EASYPOST_API_KEY;

if (apiKey) {
  runAddressVerifierContract('EasyPost', () => new EasyPostAddressVerifier(apiKey));
} else {
  describe('AddressVerifier contract: EasyPost', () => {
    it('is not run: no EASYPOST_API_KEY', () => {
      console.warn('EasyPost address verifier contract skipped: set EASYPOST_API_KEY (a test-mode key) to run it against EasyPost.');
      expect(process.env.EASYPOST_API_KEY).toBeUndefined();
    });
  });
}
