// Demo products of the demo seller: created as the seller would, stock counted as a warehouse stock taking would.
import type { CommandBus } from '@nestjs/cqrs';
import type { CreateProductBody } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { CreateProduct } from '../catalog/commands/create-product';
import { SetListings } from '../catalog/commands/set-listings.command';
import { TakeStock } from '../catalog/commands/take-stock';
import { skuClaimStream } from '../catalog/domain/sku-claim';

type DemoProduct = Omit<CreateProductBody, 'status'> & {
  status?: CreateProductBody['status'];
  counted?: number;
  listings?: { accountName: string; quantityForSale: number; priceCents: number }[];
};

const cm = (length: number, width: number, height: number) => ({ length, width, height, unit: 'cm' as const });
const kg = (value: number) => ({ value, unit: 'kg' as const });

export const demoProducts: DemoProduct[] = [
  {
    title: 'Ceramic coffee mug, 350 ml',
    sku: 'MUG-350',
    barcode: '4006381333931',
    brand: 'Hearthware',
    countryOfOrigin: 'PT',
    priceCents: 1_490,
    unitOfMeasurement: 'pcs',
    dimensions: cm(12, 9, 10),
    weight: kg(0.35),
    counted: 48,
    listings: [
      { accountName: 'etsy-hearthware', quantityForSale: 40, priceCents: 1_690 },
      { accountName: 'ebay-hearthware', quantityForSale: 20, priceCents: 1_590 },
    ],
  },
  {
    title: 'Bamboo chopping block, large',
    sku: 'BAMBOO-BLOCK-L',
    brand: 'Hearthware',
    countryOfOrigin: 'VN',
    priceCents: 2_900,
    dimensions: cm(45, 30, 3),
    weight: kg(1.6),
    counted: 20,
  },
  {
    title: 'Cotton tea towels, set of 3',
    sku: 'TOWEL-SET-3',
    brand: 'Hearthware',
    countryOfOrigin: 'IN',
    priceCents: 1_850,
    unitOfMeasurement: 'set',
    dimensions: cm(25, 20, 4),
    weight: kg(0.4),
    counted: 75,
  },
  {
    title: 'Glass storage jar, 1 l',
    sku: 'JAR-1L',
    countryOfOrigin: 'PL',
    priceCents: 975,
    dimensions: cm(11, 11, 18),
    weight: kg(0.6),
    counted: 120,
  },
  {
    title: 'Cast iron skillet, 26 cm',
    sku: 'SKILLET-26',
    brand: 'Forge & Field',
    countryOfOrigin: 'US',
    priceCents: 4_200,
    dimensions: cm(48, 28, 6),
    weight: kg(2.9),
    counted: 12,
  },
  {
    title: 'Beeswax food wraps, 5 pack',
    sku: 'WRAP-BEE-5',
    countryOfOrigin: 'GB',
    priceCents: 1_600,
    dimensions: cm(20, 15, 2),
    weight: kg(0.12),
  },
  {
    title: 'Enamel kettle, 2 l',
    sku: 'KETTLE-2L',
    brand: 'Forge & Field',
    countryOfOrigin: 'DE',
    priceCents: 5_400,
    dimensions: cm(24, 22, 20),
    weight: kg(1.3),
  },
  {
    title: 'Stoneware dinner plate, 27 cm',
    sku: 'PLATE-27',
    countryOfOrigin: 'PT',
    priceCents: 1_240,
    status: 'INACTIVE',
    dimensions: cm(28, 28, 3),
    weight: kg(0.8),
  },
];

/** Creates each demo product whose SKU the seller never claimed; returns how many it created. */
export async function seedCatalog(store: EventStore, commands: CommandBus, sellerId: string): Promise<number> {
  let created = 0;
  for (const { counted, listings, ...body } of demoProducts) {
    if ((await store.readStream(skuClaimStream(sellerId, body.sku))).length > 0) continue;
    const { id } = await commands.execute(new CreateProduct(sellerId, { status: 'ACTIVE', ...body }));
    if (counted) await commands.execute(new TakeStock(id, counted, 'Opening count, demo data'));
    if (listings) await commands.execute(new SetListings(sellerId, id, listings));
    created++;
  }
  return created;
}
