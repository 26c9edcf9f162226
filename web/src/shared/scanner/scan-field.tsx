// The dedicated, auto-focused field a keyboard-wedge scanner types into. While `capturing`, it also listens on the
// whole page (capture phase): a scan that starts while a button has focus lands here instead, and its Enter or Tab
// never presses the button nor moves focus.
import { Input, type InputRef } from 'antd';
import { flushSync } from 'react-dom';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { modals } from '../ui/modal-queue';
import { primeAudio } from './beep';
import { ScanDetector, type KeyTarget } from './scan-detector';

export interface ScanFieldProps {
  onScan: (code: string) => void;
  label: string;
  placeholder: string;
  /** Off while a dialog is open: the page's keys belong to the dialog then. */
  capturing: boolean;
  disabled?: boolean;
  testId?: string;
  /** Lets a page put the cursor back here, e.g. after a quantity was typed and confirmed with Enter. */
  ref?: Ref<ScanFieldHandle>;
}

export interface ScanFieldHandle {
  focus(): void;
}

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export function ScanField({ onScan, label, placeholder, capturing, disabled, testId = 'scan-field', ref }: ScanFieldProps) {
  const input = useRef<InputRef>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);
  const [detector] = useState(() => new ScanDetector(() => performance.now()));
  const [value, setValue] = useState('');
  const valueRef = useRef('');
  const put = (next: string) => {
    valueRef.current = next;
    setValue(next);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    // A dialog's keys belong to the dialog (confirmations come through the modal queue).
    if (!capturing || disabled || modals.current) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    const own = input.current?.input ?? null;
    const target: KeyTarget = event.target === own ? 'scan' : isEditable(event.target) ? 'editable' : 'other';
    const verdict = detector.key({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      target,
      fieldValue: valueRef.current,
    });
    switch (verdict.action) {
      case 'pass':
      case 'record':
        return;
      case 'redirect':
        event.preventDefault();
        event.stopPropagation();
        // Rendered at once: the scanner's next key, a few ms away, types into the field and must find this one there.
        flushSync(() => put(valueRef.current + verdict.char));
        input.current?.focus({ cursor: 'end' });
        return;
      case 'swallow':
        event.preventDefault();
        event.stopPropagation();
        return;
      case 'submit':
        event.preventDefault();
        event.stopPropagation();
        put('');
        input.current?.focus();
        primeAudio();
        onScan(verdict.code);
        return;
      default: {
        const never: never = verdict;
        return never;
      }
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, []);

  useEffect(() => {
    if (capturing && !disabled) input.current?.focus();
  }, [capturing, disabled]);

  return (
    <Input
      ref={input}
      size="large"
      autoFocus
      autoComplete="off"
      spellCheck={false}
      aria-label={label}
      placeholder={placeholder}
      disabled={disabled}
      data-testid={testId}
      value={value}
      onChange={(e) => {
        put(e.target.value);
        if (e.target.value === '') detector.reset();
      }}
    />
  );
}
