import { useRef, useState } from 'react';
import { beep } from '../../../shared/scanner/beep';
import type { Feedback } from './scan-feedback';

/** One submitted code and what became of it; `seq` is its place in scan order, taken when it was scanned. */
export interface LoggedScan extends Feedback {
  code: string;
}

const LOG_SIZE = 5;

/**
 * The last scan's answer and a short log in scan order (newest first), whatever order the answers arrive in: a scan
 * takes its number when it is scanned (`scanned`), and its answer is shown under that number. The banner shows the
 * newest scan's answer; an error also sounds, so the floor hears a refused scan without looking.
 */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [log, setLog] = useState<LoggedScan[]>([]);
  const counter = useRef(0);
  /** The number of a scan just made, for its answer. */
  const scanned = () => ++counter.current;
  const show = (kind: Feedback['kind'], message: string, scan?: { code: string; seq: number }) => {
    if (kind === 'error') beep();
    const seq = scan?.seq ?? ++counter.current;
    setFeedback((old) => (old && old.seq > seq ? old : { kind, message, seq }));
    if (scan) setLog((old) => [{ kind, message, seq, code: scan.code }, ...old].sort((a, b) => b.seq - a.seq).slice(0, LOG_SIZE));
  };
  return { feedback, log, show, scanned };
}
