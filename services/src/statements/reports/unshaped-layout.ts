// Lays text out glyph by glyph from the font's character map, each glyph looked up once: a statement's table needs
// no OpenType shaping (kerning, ligatures), and fontkit shaping every cell of a 10,000-line month took over 15 s.
import type { PDFFont } from 'pdf-lib';

interface Glyph {
  id: number;
  advanceWidth: number;
}
interface FontkitFont {
  glyphForCodePoint(codePoint: number): Glyph;
  layout(text: string, features?: unknown): { glyphs: Glyph[] };
}

/** Replaces the embedded font's layout (pdf-lib's encodeText and widthOfTextAtSize call it) with the unshaped one. */
export function layoutUnshaped(font: PDFFont): PDFFont {
  const fontkit = (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = fontkit.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  fontkit.layout = (text: string) => ({ glyphs: Array.from(text, (char) => glyphOf(char.codePointAt(0)!)) });
  return font;
}
