// A chat's messages, oldest first, kept scrolled to the newest; the reader's own messages say whether the other side read them.
import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMessageView } from '@ledgerhouse/contracts';
import { SupportMessage, type SupportSide } from './support-message';

export interface SupportMessageThreadProps {
  messages: SupportMessageView[];
  ownSide: SupportSide;
  /** The other side's read marker (SupportChatView.otherSideReadUpTo). */
  otherSideReadUpTo: string | null;
  /** A file's download route relative to /api: the seller's and staff's differ. */
  fileUrl(fileId: string): string;
  /** The scrolling area's height (CSS), fixed. */
  height?: string;
  /** Or its greatest height: the thread grows with its content up to it. Unbounded when neither is set. */
  maxHeight?: string;
}

export function SupportMessageThread({ messages, ownSide, otherSideReadUpTo, fileUrl, height, maxHeight }: SupportMessageThreadProps) {
  const { t } = useTranslation('support');
  const scroller = useRef<HTMLDivElement>(null);
  const readIndex = otherSideReadUpTo ? messages.findIndex((m) => m.id === otherSideReadUpTo) : -1;
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  return (
    <div
      ref={scroller}
      data-testid="support-thread"
      role="log"
      aria-label={t('thread.label')}
      aria-live="polite"
      tabIndex={0}
      style={{ height, maxHeight, overflowY: 'auto', padding: '8px 4px' }}
    >
      {messages.length === 0 ? (
        <Empty description={t('thread.empty')} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {messages.map((message, index) => (
            <SupportMessage
              key={message.id}
              message={message}
              ownSide={ownSide}
              read={message.from === ownSide ? index <= readIndex : null}
              fileUrl={fileUrl}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
