// Every admin support query sits under this key: the live socket invalidates it when a chat changes.
export const adminSupportKey = ['admin-support'] as const;
