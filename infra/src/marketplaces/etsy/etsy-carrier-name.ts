// Our carrier names as Etsy's createReceiptShipment knows them (Etsy's carrier_name values are lower-case slugs).
const ETSY_CARRIERS: Record<string, string> = {
  usps: 'usps',
  ups: 'ups',
  fedex: 'fedex',
  dhl: 'dhl',
  'dhl express': 'dhl-express',
  'dhl ecommerce': 'dhl-ecommerce',
  'canada post': 'canada-post',
  'royal mail': 'royal-mail',
  'australia post': 'australia-post',
  'deutsche post': 'deutsche-post',
  ontrac: 'ontrac',
  lasership: 'lasership',
};

/** Known carriers by their Etsy name; any other name as Etsy spells slugs (Etsy files unknown carriers as "other"). */
export function etsyCarrierName(carrier: string): string {
  const key = carrier.trim().toLowerCase().replace(/\s+/g, ' ');
  return ETSY_CARRIERS[key] ?? key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
