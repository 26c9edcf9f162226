import { fullAddress } from './full-address';

describe('full shipping address', () => {
  it('puts recipient, both lines, "city, state zip" and the country on their own lines', () => {
    expect(
      fullAddress({
        recipient: 'Ledgerhouse',
        addressLine1: '1 Dock Rd',
        addressLine2: 'ID u-42',
        city: 'Newark',
        state: 'NJ',
        zip: '07114',
        country: 'US',
      }),
    ).toBe('Ledgerhouse\n1 Dock Rd\nID u-42\nNewark, NJ 07114\nUS');
  });

  it('leaves out what is empty', () => {
    expect(fullAddress({ recipient: 'W', addressLine1: 'L1', addressLine2: '', city: 'C', state: '', zip: '', country: '' })).toBe(
      'W\nL1\nC',
    );
  });
});
