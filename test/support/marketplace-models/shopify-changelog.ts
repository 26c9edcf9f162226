// The models hold Shopify Admin GraphQL 2025-10 only; newer versions are described by Shopify's changelog. The adapter
// pins a newer version, so the schema it is held to is 2025-10 with the changelog entries that touch our operations
// applied (docs/decisions/0027). Each entry names its changelog title; nothing else of 2025-10 is changed.

interface ChangelogEntry {
  title: string;
  effective: string;
  /** The whole definition it replaces, by its first line. */
  replaces: string;
  definition: string;
}

export const SHOPIFY_CHANGELOG: ChangelogEntry[] = [
  {
    title: 'New compare and swap syntax for the inventorySetQuantities mutation',
    effective: '2026-04',
    replaces: 'input InventoryQuantityInput {',
    definition: `input InventoryQuantityInput {
  inventoryItemId: ID!
  locationId: ID!
  quantity: Int!
  changeFromQuantity: Int
}`,
  },
  {
    title: 'New compare and swap syntax for the inventorySetQuantities mutation',
    effective: '2026-04',
    replaces: 'input InventorySetQuantitiesInput {',
    definition: `input InventorySetQuantitiesInput {
  reason: String!
  name: String!
  referenceDocumentUri: String
  quantities: [InventoryQuantityInput!]!
}`,
  },
  {
    title: 'New compare and swap syntax for the inventorySetQuantities mutation (CHANGE_FROM_QUANTITY_STALE)',
    effective: '2026-04',
    replaces: 'enum InventorySetQuantitiesUserErrorCode {',
    definition: `enum InventorySetQuantitiesUserErrorCode {
  INVALID_INVENTORY_ITEM
  INVALID_LOCATION
  INVALID_QUANTITY_NEGATIVE
  INVALID_REASON
  INVALID_REFERENCE_DOCUMENT
  ITEM_NOT_STOCKED_AT_LOCATION
  INVALID_QUANTITY_TOO_HIGH
  INVALID_QUANTITY_TOO_LOW
  CHANGE_FROM_QUANTITY_STALE
  INVALID_NAME
  NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR
  NON_MUTABLE_INVENTORY_ITEM
}`,
  },
];

/** The SDL with each entry's definition in place of the one it replaces; throws if a replaced definition is missing. */
export function withChangelog(sdl: string): string {
  return SHOPIFY_CHANGELOG.reduce((text, entry) => {
    const start = text.indexOf(`\n${entry.replaces}`);
    if (start < 0) throw new Error(`Shopify model has no "${entry.replaces}" for "${entry.title}"`);
    const end = text.indexOf('\n}', start + 1) + 2;
    return `${text.slice(0, start + 1)}${entry.definition}${text.slice(end)}`;
  }, sdl);
}
