// Every seller support query sits under this key: useSupportLive (mounted in the seller layout) invalidates it on
// each live frame, and every 10 s while the socket is down.
export const supportKey = ['support'] as const;
