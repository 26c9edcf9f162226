// Every seller support query sits under this key: the live socket invalidates it when a chat changes.
export const supportKey = ['support'] as const;

/** The fallback while no live socket delivers: chats, the list and the unread counts are read again this often. */
export const SUPPORT_POLL_MS = 15_000;
