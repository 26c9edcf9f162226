// The fields of Etsy Open API v3 answers the connector reads, as zod schemas (etsy-oas-3.0.0: nullable where the model
// says so). Money with a divisor that is not a positive integer is refused here rather than divided by.
import { z } from 'zod';

const id = z.number().int();
const money = z.object({ amount: z.number().int(), divisor: z.number().int().positive(), currency_code: z.string() });
const pageOf = <T extends z.ZodType>(result: T) => z.object({ count: z.number().int().nonnegative(), results: z.array(result) });

export const etsyTokenAnswer = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number().positive() });

export const etsyShopAnswer = z.object({ shop_id: id, shop_name: z.string() });

export const etsyReceiptAnswer = z.object({
  receipt_id: id,
  name: z.string(),
  first_line: z.string().nullable(),
  second_line: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country_iso: z.string().nullable(),
  status: z.string(),
  message_from_buyer: z.string().nullable(),
  is_paid: z.boolean(),
  is_shipped: z.boolean(),
  create_timestamp: z.number().int(),
  updated_timestamp: z.number().int(),
  shipments: z.array(z.object({ tracking_code: z.string() })),
  transactions: z.array(z.object({ transaction_id: id, sku: z.string().nullable(), quantity: z.number().int().positive(), price: money })),
});
export type EtsyReceiptAnswer = z.infer<typeof etsyReceiptAnswer>;

export const etsyReceiptsAnswer = pageOf(etsyReceiptAnswer);

export const etsyListingsAnswer = pageOf(z.object({ listing_id: id, skus: z.array(z.string()) }));

/** What updateListingInventory takes back: property values as read (loose), offerings with the fields we send. */
export const etsyInventoryAnswer = z.object({
  products: z.array(
    z.object({
      sku: z.string(),
      is_deleted: z.boolean(),
      property_values: z.array(z.looseObject({ property_id: id, value_ids: z.array(id), values: z.array(z.string()) })),
      offerings: z.array(
        z.object({
          quantity: z.number().int().nonnegative(),
          is_enabled: z.boolean(),
          is_deleted: z.boolean(),
          price: money,
          readiness_state_id: id.nullable(),
        }),
      ),
    }),
  ),
  price_on_property: z.array(id),
  quantity_on_property: z.array(id),
  sku_on_property: z.array(id),
});
export type EtsyInventoryAnswer = z.infer<typeof etsyInventoryAnswer>;

/** createReceiptShipment answers the receipt; nothing of it is read. */
export const etsyIgnoredAnswer = z.unknown();
