// What a shipping label may cost before anything is charged or bought: a quote above this is a manipulated or broken
// input (an imported order insured for trillions), never a real parcel, so the purchase is refused with
// LABEL_PRICE_IMPLAUSIBLE. $5,000 covers the dearest international express parcel insured for $400,000.
export const LABEL_PRICE_CENTS_MAX = 500_000;

export const isPlausibleLabelPrice = (priceCents: number): boolean =>
  Number.isSafeInteger(priceCents) && priceCents >= 0 && priceCents <= LABEL_PRICE_CENTS_MAX;
