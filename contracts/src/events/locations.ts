// Facts of the locations context: one `location-<code>` stream per warehouse bin (code such as A-01-02).
// The code is the bin's identity (printed on its label, read by scanners) and never changes, so it names the stream.

export type LocationEvent =
  | { type: 'LocationCreated'; data: { code: string; zone: string; aisle: number; shelf: number; at: string } }
  | { type: 'LocationDeactivated'; data: { code: string; at: string } }
  | { type: 'LocationReactivated'; data: { code: string; at: string } };

export const LOCATION_STREAM_PREFIX = 'location-';
export const locationStream = (code: string) => `${LOCATION_STREAM_PREFIX}${code}`;
