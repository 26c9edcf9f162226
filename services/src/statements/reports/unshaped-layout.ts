// Lays text out glyph by glyph from the font's character map, each glyph looked up once: a statement's table needs
// no OpenType shaping (kerning, ligatures), and fontkit shaping every cell of a 10,000-line month took over 15 s.
// The table's cells are measured and encoded here straight from that glyph table (pdf-lib's widthOfTextAtSize and
// encodeText make a glyph array and a PDF object per call).
import type { PDFFont } from 'pdf-lib';

interface Glyph {
  id: number;
  advanceWidth: number;
}
interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): Glyph;
  layout(text: string, features?: unknown): { glyphs: Glyph[] };
}

/** An embedded font with its glyph table: a cell's width and its glyph ids as the hex a `Tj` shows. */
export interface UnshapedFont {
  font: PDFFont;
  /** Equal to pdf-lib's `widthOfTextAtSize` (the same sum in the same order). */
  width(text: string, size: number): number;
  /** Equal to pdf-lib's `encodeText(text).toString()`: `<…>`, four hex digits per glyph id. */
  hex(text: string): string;
}

/** Replaces the embedded font's layout (pdf-lib's encodeText and widthOfTextAtSize call it) with the unshaped one. */
export function layoutUnshaped(font: PDFFont): UnshapedFont {
  const fontkit = (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;
  const scale = 1000 / fontkit.unitsPerEm;
  const glyphs = new Map<number, Glyph & { hex: string; scaled: number }>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      const g = fontkit.glyphForCodePoint(codePoint);
      glyph = {
        id: g.id,
        advanceWidth: g.advanceWidth,
        hex: g.id.toString(16).toUpperCase().padStart(4, '0'),
        scaled: g.advanceWidth * scale,
      };
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  fontkit.layout = (text: string) => ({ glyphs: Array.from(text, (char) => glyphOf(char.codePointAt(0)!)) });
  return {
    font,
    width(text, size) {
      let total = 0;
      for (const char of text) total += glyphOf(char.codePointAt(0)!).scaled;
      return total * (size / 1000);
    },
    hex(text) {
      let out = '<';
      for (const char of text) out += glyphOf(char.codePointAt(0)!).hex;
      return `${out}>`;
    },
  };
}
