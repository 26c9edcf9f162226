// Our carrier names to eBay's shippingCarrierCode values (the Trading API's ShippingCarrierCodeType, which the Fulfillment
// API accepts); a carrier eBay does not list goes as "Other" with its tracking number.
const CODES: Record<string, string> = {
  USPS: 'USPS',
  UPS: 'UPS',
  FEDEX: 'FedEx',
  DHL: 'DHL',
  DHLEXPRESS: 'DHL',
  ONTRAC: 'OnTrac',
  CANADAPOST: 'CanadaPost',
  ROYALMAIL: 'RoyalMail',
  AUSTRALIAPOST: 'AustraliaPost',
  PUROLATOR: 'Purolator',
  DPD: 'DPD',
  GLS: 'GLS',
  HERMES: 'Hermes',
  EVRI: 'Hermes',
};

export function ebayCarrierCode(carrier: string): string {
  return CODES[carrier.toUpperCase().replace(/[^A-Z]/g, '')] ?? 'Other';
}
