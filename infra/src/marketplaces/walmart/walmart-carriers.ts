// Walmart accepts carrierName.carrier only as one of its listed names, spelled exactly; any other carrier goes in
// carrierName.otherCarrier (Walmart "Ship order lines": supported carrier names).
export const WALMART_CARRIERS = [
  'UPS',
  'USPS',
  'FedEx',
  'Airborne',
  'OnTrac',
  'DHL',
  'LS',
  'UDS',
  'UPSMI',
  'FDX',
  'PILOT',
  'ESTES',
  'SAIA',
  'FDS Express',
  'Seko Worldwide',
  'HIT Delivery',
  'FEDEXSP',
  'RL Carriers',
  'Metropolitan Warehouse & Delivery',
  'China Post',
  'YunExpress',
  'Yellow Freight Sys',
  'AIT Worldwide Logistics',
  'Chukou1',
  'Sendle',
  'Landmark Global',
  'Sinotrans',
  'Roadrunner Freight',
  'Pitney Bowes',
  'Veho',
  'LaserShip',
] as const;

const byKey = new Map<string, string>(WALMART_CARRIERS.map((name) => [name.toLowerCase().replace(/[^a-z0-9]/g, ''), name]));
byKey.set('fedexground', 'FedEx');
byKey.set('dhlexpress', 'DHL');
byKey.set('dhlecommerce', 'DHL');
byKey.set('unitedparcelservice', 'UPS');
byKey.set('unitedstatespostalservice', 'USPS');

/** Our carrier name as Walmart's carrierName: its listed spelling when it is one of them, otherwise otherCarrier. */
export function walmartCarrierName(carrier: string): { carrier: string } | { otherCarrier: string } {
  const listed = byKey.get(carrier.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return listed ? { carrier: listed } : { otherCarrier: carrier };
}

export const isWalmartCarrier = (name: string): boolean => (WALMART_CARRIERS as readonly string[]).includes(name);
