// Marks a chat read up to its newest message once the reader can see it: the chat is shown, has unread messages, and
// the window is visible (a chat left open in a background tab is read when the tab comes back).
import { useEffect, useRef } from 'react';

export function useReadWhenVisible({
  lastMessageId,
  unread,
  markRead,
}: {
  lastMessageId: string | undefined;
  unread: number;
  markRead(upToMessageId: string): void;
}): void {
  const sent = useRef<string | null>(null);
  const latest = useRef(markRead);
  latest.current = markRead;
  useEffect(() => {
    if (!lastMessageId || unread === 0) return;
    const tryNow = () => {
      if (document.visibilityState !== 'visible' || sent.current === lastMessageId) return;
      sent.current = lastMessageId;
      latest.current(lastMessageId);
    };
    tryNow();
    document.addEventListener('visibilitychange', tryNow);
    return () => document.removeEventListener('visibilitychange', tryNow);
  }, [lastMessageId, unread]);
}
