// The sandbox carrier's price list: a few couriers' services, each priced from billable weight (the greater of actual
// and dimensional weight, L×W×H cm / 5000 kg) and the destination zone, with the transit days it promises.
import type { CarrierAddress, Parcel } from './carrier-port';

/** Zones 1 (same region) to 8 (across the country); INTL between countries. */
export type Zone = number | 'INTL';

export interface SandboxService {
  carrier: string;
  service: string;
  /** Where it goes: within one country only, abroad only, or both. */
  reach: 'DOMESTIC' | 'INTERNATIONAL' | 'ANY';
  /** Countries it ships from (null: any). */
  fromCountries: readonly string[] | null;
  maxWeightGrams: number;
  baseCents: number;
  /** Per started kilogram of billable weight, per zone step. */
  perKgCents: number;
  days(zone: Zone): number;
}

const US = ['US'];
export const SANDBOX_SERVICES: readonly SandboxService[] = [
  {
    carrier: 'USPS',
    service: 'Ground Advantage',
    reach: 'DOMESTIC',
    fromCountries: US,
    maxWeightGrams: 31_750,
    baseCents: 475,
    perKgCents: 55,
    days: (zone) => (zone === 'INTL' ? 0 : 2 + Math.ceil(zone / 2)),
  },
  {
    carrier: 'USPS',
    service: 'Priority Mail',
    reach: 'DOMESTIC',
    fromCountries: US,
    maxWeightGrams: 31_750,
    baseCents: 895,
    perKgCents: 70,
    days: (zone) => (zone === 'INTL' ? 0 : 1 + Math.ceil(zone / 3)),
  },
  {
    carrier: 'USPS',
    service: 'Priority Mail International',
    reach: 'INTERNATIONAL',
    fromCountries: US,
    maxWeightGrams: 20_000,
    baseCents: 4_450,
    perKgCents: 900,
    days: () => 8,
  },
  {
    carrier: 'UPS',
    service: 'Ground',
    reach: 'DOMESTIC',
    fromCountries: null,
    maxWeightGrams: 68_000,
    baseCents: 1_050,
    perKgCents: 60,
    days: (zone) => (zone === 'INTL' ? 0 : 1 + Math.ceil(zone / 2)),
  },
  {
    carrier: 'FedEx',
    service: 'Home Delivery',
    reach: 'DOMESTIC',
    fromCountries: null,
    maxWeightGrams: 31_750,
    baseCents: 1_000,
    perKgCents: 65,
    days: (zone) => (zone === 'INTL' ? 0 : 1 + Math.ceil(zone / 2)),
  },
  {
    carrier: 'DHL',
    service: 'Express Worldwide',
    reach: 'ANY',
    fromCountries: null,
    maxWeightGrams: 70_000,
    baseCents: 2_900,
    perKgCents: 450,
    days: (zone) => (zone === 'INTL' ? 3 : 1),
  },
];

/** The zone between two addresses: by the first digit of numeric postal codes, else 4 within a country. */
export function zoneBetween(from: CarrierAddress, to: CarrierAddress): Zone {
  if (from.country.toUpperCase() !== to.country.toUpperCase()) return 'INTL';
  const a = /^[0-9]/.exec(from.postalCode.trim());
  const b = /^[0-9]/.exec(to.postalCode.trim());
  if (!a || !b) return 4;
  return Math.min(8, 1 + Math.abs(Number(a[0]) - Number(b[0])));
}

export function billableGrams(parcel: Parcel): number {
  const dimensional = (parcel.lengthCm * parcel.widthCm * parcel.heightCm) / 5;
  return Math.ceil(Math.max(parcel.weightGrams, dimensional));
}

export function servesRoute(service: SandboxService, from: CarrierAddress, zone: Zone): boolean {
  if (service.fromCountries && !service.fromCountries.includes(from.country.toUpperCase())) return false;
  if (service.reach === 'DOMESTIC') return zone !== 'INTL';
  if (service.reach === 'INTERNATIONAL') return zone === 'INTL';
  return true;
}

/** Price in cents: base + per started kg × zone factor, plus 1% of the insured value (at least $1) when insured. */
export function priceCents(service: SandboxService, parcel: Parcel, zone: Zone, insuranceCents: number): number {
  const kilograms = Math.max(1, Math.ceil(billableGrams(parcel) / 1000));
  const factor = zone === 'INTL' ? 1 : 1 + (zone - 1) / 4;
  const insurance = insuranceCents > 0 ? Math.max(100, Math.ceil(insuranceCents / 100)) : 0;
  return service.baseCents + Math.round(kilograms * service.perKgCents * factor) + insurance;
}
