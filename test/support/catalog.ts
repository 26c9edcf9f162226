// Catalog test data: a product body as the create route takes it, and creating one over HTTP until it is listed.
import type { z } from 'zod';
import type { GlobalPosition } from '@ledgerhouse/infra';
import { productRoutes, type createProductBody } from '@ledgerhouse/contracts';
import { apiRoute } from './api-route';
import type { TestApp } from './test-app';

export type NewProduct = z.input<typeof createProductBody>;

/** A valid product with this SKU (title "Mug <sku>", $12.99); `extra` sets or overrides any field. */
export const newProduct = (sku: string, extra: Partial<NewProduct> = {}): NewProduct => ({
  title: `Mug ${sku}`,
  sku,
  priceCents: 1299,
  ...extra,
});

/** Creates the product as the caller the headers name; its id once the read models show it. Fails on any refusal. */
export async function createProduct(app: TestApp, headers: Record<string, string>, body: NewProduct): Promise<string> {
  const res = await apiRoute(app, productRoutes.create, { body, headers });
  if (res.status !== 201) throw new Error(`create product ${body.sku}: ${res.status} ${JSON.stringify(res.body)}`);
  await app.running.runner.waitFor(res.body.position as GlobalPosition, 5000);
  return res.body.id;
}
