// A wizard opened from a reorder alert (/create-inbound-shipment?productId=…&quantity=…): that product's line with the
// suggested quantity, both editable. A quantity that is not a positive whole number is left for the seller to enter.
export interface WizardPrefill {
  productId: string;
  quantity: number | null;
}

export function prefillOf(search: URLSearchParams): WizardPrefill | null {
  const productId = search.get('productId')?.trim() ?? '';
  if (!productId) return null;
  const quantity = Number(search.get('quantity'));
  return { productId, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null };
}
