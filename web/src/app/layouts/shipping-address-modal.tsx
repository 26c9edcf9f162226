import { lazy, Suspense } from 'react';

// The shipments feature owns the address (and its copy button); the menu opens the same modal, loaded when first asked for.
const AddressModal = lazy(() =>
  import('../../features/shipments/components/shipping-address-modal').then((m) => ({ default: m.ShippingAddressModal })),
);

/** The warehouse address sellers ship to, from the side menu's Help. */
export function ShippingAddressModal({ open, onClose }: { open: boolean; onClose(): void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressModal onClose={onClose} />
    </Suspense>
  );
}
