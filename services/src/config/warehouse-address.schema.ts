// The warehouse's address, shown to sellers as where to send shipments (their id goes in address line 2).
import { z } from 'zod';

export const warehouseAddressConfig = {
  WAREHOUSE_RECIPIENT: z.string().trim().min(1).default('Ledgerhouse Fulfillment'),
  WAREHOUSE_ADDRESS_LINE1: z.string().trim().min(1).default('1200 Harbor Way, Dock 4'),
  WAREHOUSE_CITY: z.string().trim().min(1).default('Newark'),
  WAREHOUSE_STATE: z.string().trim().min(1).default('NJ'),
  WAREHOUSE_ZIP: z.string().trim().min(1).default('07114'),
  WAREHOUSE_COUNTRY: z.string().trim().min(1).default('US'),
};
