// The shipping address as one text to paste into a courier's form: one line each, empty lines left out.
export interface AddressLines {
  recipient: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const fullAddress = (a: AddressLines): string =>
  [a.recipient, a.addressLine1, a.addressLine2, [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '), a.country]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
