// What the shipping context provides to the others (the fulfillment saga, returns, manifests): the carrier port, the
// address verifier, and the warehouse as the sender of every parcel.
export const CARRIER = Symbol('CARRIER');
export const ADDRESS_VERIFIER = Symbol('ADDRESS_VERIFIER');
/** The warehouse as a CarrierParty (name, address): the `from` of every quote. */
export const SHIPPING_ORIGIN = Symbol('SHIPPING_ORIGIN');
