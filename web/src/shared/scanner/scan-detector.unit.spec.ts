import { ScanDetector, type KeyTarget, type ScanVerdict } from './scan-detector';

/** A detector on a hand-driven clock, and a field that takes in what the detector lets through. */
function setup() {
  let clock = 1_000;
  const detector = new ScanDetector(() => clock);
  let field = '';
  const press = (key: string, target: KeyTarget = 'scan', gapMs = 0): ScanVerdict => {
    clock += gapMs;
    const verdict = detector.key({ key, target, fieldValue: field });
    if (verdict.action === 'record' || verdict.action === 'redirect') field += key;
    if (verdict.action === 'submit') field = '';
    return verdict;
  };
  const type = (text: string, gapMs: number, target: KeyTarget = 'scan') => [...text].map((c) => press(c, target, gapMs));
  return { press, type, field: () => field, detector };
}

describe('ScanDetector', () => {
  it('submits a fast burst ended by Enter as a scan', () => {
    const s = setup();
    expect(s.type('4006381333931', 5)).toEqual(Array(13).fill({ action: 'record' }));
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '4006381333931', scanned: true });
  });

  it('submits a fast burst ended by Tab as a scan, so Tab never moves focus after a scan', () => {
    const s = setup();
    s.type('A-01-02', 8);
    expect(s.press('Tab', 'scan', 8)).toEqual({ action: 'submit', code: 'A-01-02', scanned: true });
  });

  it('accepts slow typing ended by Enter in the scan field as a typed code (manual entry)', () => {
    const s = setup();
    s.type('SKU12', 180);
    expect(s.press('Enter', 'scan', 300)).toEqual({ action: 'submit', code: 'SKU12', scanned: false });
  });

  it('lets Tab after slow typing move focus as usual, keeping what was typed', () => {
    const s = setup();
    s.type('SKU12', 180);
    expect(s.press('Tab', 'scan', 300)).toEqual({ action: 'pass' });
    expect(s.field()).toBe('SKU12');
  });

  it('treats a code with one gap of 50 ms or more as typed', () => {
    const s = setup();
    s.type('1234', 10);
    s.press('5', 'scan', 50);
    s.type('678', 10);
    expect(s.press('Enter', 'scan', 10)).toEqual({ action: 'submit', code: '12345678', scanned: false });
  });

  it('treats an edited code as typed even when every key was fast', () => {
    const s = setup();
    s.type('12345', 5);
    s.press('Backspace', 'scan', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '12345', scanned: false });
  });

  it('starts a new burst after a pause when the field is empty', () => {
    const s = setup();
    s.type('1111', 5);
    s.press('Enter', 'scan', 5);
    s.type('2222', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '2222', scanned: true });
    s.press('3', 'scan', 5_000);
    s.type('333', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '3333', scanned: true });
  });

  it('calls a burst shorter than 4 keys typed', () => {
    const s = setup();
    s.type('12', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '12', scanned: false });
  });

  it('swallows Enter on an empty scan field and passes Tab so the keyboard can leave it', () => {
    const s = setup();
    expect(s.press('Enter')).toEqual({ action: 'swallow' });
    expect(s.press('Tab')).toEqual({ action: 'pass' });
  });

  it('redirects characters typed while a button has focus into the scan field, and the scan Enter submits', () => {
    const s = setup();
    expect(s.press('4', 'other', 5)).toEqual({ action: 'redirect', char: '4' });
    s.type('006', 5, 'other');
    expect(s.field()).toBe('4006');
    expect(s.press('Enter', 'other', 5)).toEqual({ action: 'submit', code: '4006', scanned: true });
  });

  it('lets Enter press a focused button when no fast burst came just before it', () => {
    const s = setup();
    expect(s.press('Enter', 'other', 1_000)).toEqual({ action: 'pass' });
    s.type('4006', 5, 'other');
    expect(s.press('Enter', 'other', 200)).toEqual({ action: 'pass' });
  });

  it('lets Space press a focused button instead of redirecting it', () => {
    const s = setup();
    expect(s.press(' ', 'other')).toEqual({ action: 'pass' });
  });

  it('leaves other text fields and shortcut keys alone', () => {
    const s = setup();
    expect(s.press('7', 'editable')).toEqual({ action: 'pass' });
    expect(s.press('Enter', 'editable')).toEqual({ action: 'pass' });
    expect(s.detector.key({ key: 'v', ctrlKey: true, target: 'scan', fieldValue: '' })).toEqual({ action: 'pass' });
    expect(s.press('ArrowLeft')).toEqual({ action: 'pass' });
  });

  it('submits the code without surrounding spaces and swallows an Enter on spaces only', () => {
    const s = setup();
    s.type(' 123456 ', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'submit', code: '123456', scanned: true });
    s.type('  ', 5);
    expect(s.press('Enter', 'scan', 5)).toEqual({ action: 'swallow' });
  });
});
