// @vitest-environment node
/**
 * The Hindi pages' font (noto-sans-devanagari-hindi-wght.woff2, cut by
 * scripts/subset-devanagari.ts) still draws everything Hindi needs: every word of the Hindi
 * catalogue shapes without a missing-glyph box, every Devanagari letter the full font had is
 * there (names and messages people write), and every weight the theme uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';

const HINDI_FONT = join(__dirname, 'noto-sans-devanagari-hindi-wght.woff2');
const FULL_FONT = join(
  __dirname,
  '../../../../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);
const HINDI_CATALOGUE = join(__dirname, '../../../../../packages/shared/src/messages/hi');

async function faceOf(file: string) {
  const sfnt = await convert(readFileSync(file), 'truetype');
  return new hb.Face(new hb.Blob(sfnt));
}

/** The glyphs HarfBuzz draws a text with: glyph 0 is the font's missing-glyph box. */
function glyphsOf(face: hb.Face, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(face), buffer);
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
}

/** Every run of Devanagari in the Hindi catalogue's files (words, with their joiners). */
function hindiWords(): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(HINDI_CATALOGUE)) {
    const text = readFileSync(join(HINDI_CATALOGUE, file), 'utf8');
    for (const [word] of text.matchAll(/[\u0900-\u097F\u200C\u200D]+/g)) words.add(word);
  }
  return [...words];
}

const devanagariBlock = (codePoints: Iterable<number>) =>
  [...codePoints].filter((c) => c >= 0x0900 && c <= 0x097f).sort((a, b) => a - b);

describe("the Hindi pages' Devanagari font", () => {
  it('draws every word of the Hindi catalogue, conjuncts included, without a missing glyph', async () => {
    const face = await faceOf(HINDI_FONT);
    const words = hindiWords();
    expect(words.length).toBeGreaterThan(1000);
    const missing = words.filter((word) => glyphsOf(face, word).includes(0));
    expect(missing).toEqual([]);
  });

  it('keeps every Devanagari letter and sign the full font has, and the rupee sign', async () => {
    const hindi = await faceOf(HINDI_FONT);
    const full = await faceOf(FULL_FONT);
    const kept = hindi.collectUnicodes();
    expect(devanagariBlock(kept)).toEqual(devanagariBlock(full.collectUnicodes()));
    expect([...kept]).toContain(0x20b9);
  });

  it("spans the theme's weights, 400 to 700", async () => {
    const { wght } = (await faceOf(HINDI_FONT)).getAxisInfos();
    expect(wght).toMatchObject({ min: 400, max: 700 });
  });
});
