// Who counts as staff: the admin area (RequireSession) and the loaders of its routes (prefetch.ts) ask the same question.
export const isAdminType = (userType: string | null | undefined) => userType === 'STAFF' || userType === 'WAREHOUSE_MANAGER';
