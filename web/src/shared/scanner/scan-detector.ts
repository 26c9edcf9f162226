// Keyboard-wedge scanners type a code in fast keystrokes and end it with Enter or Tab. The detector decides, per
// keydown, what the page does with the key; it keeps only keystroke times and what it took in for the scan field,
// and reads time from an injected clock so its rules are tested without a browser.

/** Where the key landed: the scan field, another text field (quantity, comment), or anything else (a button, the page). */
export type KeyTarget = 'scan' | 'editable' | 'other';

export interface ScanKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: KeyTarget;
  /** What the scan field holds now, redirected characters included (it may have been typed or edited by hand). */
  fieldValue: string;
}

export type ScanVerdict =
  /** The browser handles the key as usual. */
  | { action: 'pass' }
  /** Typing in the scan field: the browser types it, the detector notes the time. */
  | { action: 'record' }
  /** A fast key outside any text field: prevent it, focus the scan field and put the character there. */
  | { action: 'redirect'; char: string }
  /** The end of a scan or of a typed code: prevent the key (no button press, no focus move) and submit `code`. */
  | { action: 'submit'; code: string; scanned: boolean }
  /** Enter on an empty scan field: prevent it so it never submits a form or presses anything. */
  | { action: 'swallow' };

export interface ScanDetectorOptions {
  /** Keystrokes closer than this belong to one scan (scanners: 1–30 ms; people: rarely under 80 ms). */
  maxGapMs?: number;
  /** A shorter burst is a person pressing keys, not a scan. */
  minScanLength?: number;
}

export class ScanDetector {
  private readonly maxGapMs: number;
  private readonly minScanLength: number;
  /** Time of the last character, and how many came in one unbroken fast burst since the last submit. */
  private lastAt: number | undefined;
  private count = 0;
  /** A slow key or an edit in the middle of the code: whatever ends it was typed, not scanned. */
  private broken = false;

  constructor(
    private readonly now: () => number,
    { maxGapMs = 50, minScanLength = 4 }: ScanDetectorOptions = {},
  ) {
    this.maxGapMs = maxGapMs;
    this.minScanLength = minScanLength;
  }

  key(input: ScanKey): ScanVerdict {
    if (input.ctrlKey || input.metaKey || input.altKey) return { action: 'pass' };
    if (input.target === 'editable') return { action: 'pass' };
    if (input.key === 'Enter' || input.key === 'Tab') return this.end(input);
    if (input.key.length === 1) return this.character(input);
    if (input.target === 'scan' && (input.key === 'Backspace' || input.key === 'Delete')) this.broken = true;
    return { action: 'pass' };
  }

  /** Forget the burst (after a submit, or when the field is cleared). */
  reset(): void {
    this.lastAt = undefined;
    this.count = 0;
    this.broken = false;
  }

  private character(input: ScanKey): ScanVerdict {
    // Space keeps pressing a focused button: codes have no spaces.
    if (input.target === 'other' && input.key === ' ') return { action: 'pass' };
    const at = this.now();
    if (this.lastAt !== undefined && at - this.lastAt >= this.maxGapMs) {
      // After a pause, an empty field starts a new burst; text already there makes the whole code typed.
      if (input.fieldValue === '') this.count = 0;
      else this.broken = true;
    }
    this.lastAt = at;
    this.count += 1;
    if (input.target === 'scan') return { action: 'record' };
    return { action: 'redirect', char: input.key };
  }

  private end(input: ScanKey): ScanVerdict {
    const inField = input.target === 'scan';
    const code = input.fieldValue.trim();
    const scanned = !this.broken && this.count >= this.minScanLength;
    const recent = this.lastAt !== undefined && this.now() - this.lastAt < this.maxGapMs;
    if (code === '') return input.key === 'Enter' && inField ? { action: 'swallow' } : { action: 'pass' };
    // Enter in the scan field always submits (manual entry); elsewhere, and for Tab, only the end of a fast burst does,
    // so Tab still moves focus and Enter still presses a button when a person uses the keyboard.
    if (!(inField && input.key === 'Enter') && !(scanned && recent)) return { action: 'pass' };
    this.reset();
    return { action: 'submit', code, scanned };
  }
}
