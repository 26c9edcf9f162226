// The Roboto WOFF unpacked into TrueType: the same font (glyphs, names, Cyrillic), as fontkit reads both.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { woffToTtf } from './woff-to-ttf';

describe('woffToTtf', () => {
  it('unpacks a WOFF into the TrueType font it wraps', () => {
    const woff = readFileSync(require.resolve('roboto-fontface/fonts/roboto/Roboto-Regular.woff'));
    const ttf = woffToTtf(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const [fromWoff, fromTtf] = [fontkit.create(woff), fontkit.create(ttf)];
    expect([fromTtf.numGlyphs, fromTtf.postscriptName]).toEqual([fromWoff.numGlyphs, fromWoff.postscriptName]);
    expect(fromTtf.glyphForCodePoint('Ж'.codePointAt(0)!).id).toBe(fromWoff.glyphForCodePoint('Ж'.codePointAt(0)!).id);
    expect(fromTtf.glyphForCodePoint('Ж'.codePointAt(0)!).id).toBeGreaterThan(0);
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => woffToTtf(Buffer.from('not a font at all, really'))).toThrow('not a WOFF font');
  });
});
