// Product facts from a create/update body: a field left out is stored as null.
import type { CreateProductBody, ProductFacts } from '@ledgerhouse/contracts';

export const factsOf = (body: Partial<CreateProductBody>): Partial<ProductFacts> => {
  const out: Partial<ProductFacts> = {};
  for (const [key, value] of Object.entries(body)) (out as Record<string, unknown>)[key] = value === undefined ? null : value;
  return out;
};
