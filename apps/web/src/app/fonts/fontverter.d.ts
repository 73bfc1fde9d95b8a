/** fontverter ships no types: the one call the font's test makes (woff2 → the sfnt HarfBuzz reads). */
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    to: 'truetype' | 'sfnt' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
