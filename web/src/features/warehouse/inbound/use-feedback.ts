import { useRef, useState } from 'react';
import { beep } from '../../../shared/scanner/beep';
import type { Feedback } from './scan-feedback';

/** One submitted code and what became of it, newest first in the log. */
export interface LoggedScan extends Feedback {
  code: string;
  /** A scanner's fast burst, or typed by hand. */
  scanned: boolean;
}

const LOG_SIZE = 5;

/** The last scan's answer and a short log; an error also sounds, so the floor hears a refused scan without looking. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [log, setLog] = useState<LoggedScan[]>([]);
  const counter = useRef(0);
  const show = (kind: Feedback['kind'], message: string, scan?: { code: string; scanned: boolean }) => {
    if (kind === 'error') beep();
    const seq = ++counter.current;
    setFeedback({ kind, message, seq });
    if (scan) setLog((old) => [{ kind, message, seq, ...scan }, ...old].slice(0, LOG_SIZE));
  };
  return { feedback, log, show };
}
