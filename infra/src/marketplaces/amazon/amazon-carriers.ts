// confirmShipment's carrierCode takes Amazon's carrier codes; a carrier not among them is sent as "Other" with its name.
export const AMAZON_CARRIER_CODES = [
  'USPS',
  'UPS',
  'FedEx',
  'DHL',
  'DHL eCommerce',
  'OnTrac',
  'Amazon Shipping',
  'LaserShip',
  'Veho',
  'Other',
] as const;

const byKey = new Map<string, string>(AMAZON_CARRIER_CODES.map((code) => [code.toLowerCase().replace(/[^a-z0-9]/g, ''), code]));
byKey.delete('other');

export function amazonCarrier(carrier: string): { carrierCode: string; carrierName?: string } {
  const code = byKey.get(carrier.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return code ? { carrierCode: code } : { carrierCode: 'Other', carrierName: carrier };
}

export const isAmazonCarrierCode = (code: string): boolean => (AMAZON_CARRIER_CODES as readonly string[]).includes(code);
