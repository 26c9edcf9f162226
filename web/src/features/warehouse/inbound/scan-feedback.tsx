// The answer to the last scan, big enough to read from arm's length: green when counted, amber when counted but
// worth a look (more than declared), red (with a beep) when not.
import { Alert } from 'antd';

export interface Feedback {
  kind: 'success' | 'warning' | 'error' | 'info';
  message: string;
  /** Changes per scan so the same text twice still reads as a new answer. */
  seq: number;
}

export function ScanFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <Alert
      key={feedback.seq}
      data-testid="scan-feedback"
      data-kind={feedback.kind}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      type={feedback.kind}
      showIcon
      title={<span style={{ fontSize: 18, fontWeight: 600 }}>{feedback.message}</span>}
    />
  );
}
