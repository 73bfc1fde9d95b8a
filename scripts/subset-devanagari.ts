/**
 * Writes the Hindi pages' font (apps/web/src/app/fonts): Noto Sans Devanagari from
 * @fontsource-variable, cut down to what Hindi needs. Run it again after a fontsource update:
 * `npx tsx scripts/subset-devanagari.ts`. The output is committed, so a build needs no
 * subsetter (decision note 0031).
 *
 * Two cuts, 121 KB → about 70 KB of woff2:
 * - Characters: the Devanagari block and the joiners Hindi uses (every letter, sign and digit, so
 *   any name or message a person writes still draws in it, with all its conjuncts), without the
 *   Vedic extensions fontsource's subset carries (U+1CD0–1CF9, U+A8E0–A8FF) that Hindi never uses.
 * - Weights: the theme draws 400 to 700 (app/theme.ts), so the weight axis keeps that range only.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The file app/fonts.css names (its test, fonts/devanagari-font.test.ts, checks the cuts). */
const DEVANAGARI_FONT_FILE = path.resolve(
  'apps/web/src/app/fonts/noto-sans-devanagari-hindi-wght.woff2',
);
/** The Devanagari block, the joiners (ZWNJ, ZWJ), the rupee sign and the dotted circle. */
const HINDI_CHARACTERS = String.fromCodePoint(
  ...Array.from({ length: 0x80 }, (_, i) => 0x0900 + i),
  0x200c,
  0x200d,
  0x20b9,
  0x25cc,
);
const HINDI_WEIGHTS = { min: 400, max: 700 };

const source = path.resolve(
  'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);
const original = fs.readFileSync(source);
const subset = await subsetFont(original, HINDI_CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { wght: HINDI_WEIGHTS },
});
fs.writeFileSync(DEVANAGARI_FONT_FILE, subset);
fs.copyFileSync(
  path.resolve('node_modules/@fontsource-variable/noto-sans-devanagari/LICENSE'),
  path.join(path.dirname(DEVANAGARI_FONT_FILE), 'OFL.txt'),
);
console.log(
  `${path.relative(process.cwd(), DEVANAGARI_FONT_FILE)}: ${subset.length} bytes (from ${original.length})`,
);
