// Query keys of the payments area; every command invalidates the whole area once its write is readable.
export const paymentsKey = ['payments'] as const;
export const cardsKey = [...paymentsKey, 'cards'] as const;
export const cardPaymentsKey = [...paymentsKey, 'card-payments'] as const;
export const walletKey = [...paymentsKey, 'wallet'] as const;
export const topUpsKey = [...paymentsKey, 'top-ups'] as const;
export const spendingsKey = [...paymentsKey, 'spendings'] as const;
export const storageFeesKey = [...paymentsKey, 'storage-fees'] as const;
