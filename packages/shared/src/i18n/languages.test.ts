import { describe, expect, it } from 'vitest';
import { LANGUAGES, languagePath, splitLanguagePath } from './languages';

describe('page paths in a language', () => {
  it('puts a page under its language’s prefix, the home page at the prefix itself', () => {
    expect(languagePath('en', '/')).toBe('/');
    expect(languagePath('en', '/doctors')).toBe('/doctors');
    expect(languagePath('hi', '/')).toBe('/hi');
    expect(languagePath('hi', '/doctors/abc')).toBe('/hi/doctors/abc');
  });

  it('is undone by splitLanguagePath', () => {
    for (const language of LANGUAGES) {
      for (const path of ['/', '/plans', '/video-chat/room-1']) {
        expect(splitLanguagePath(languagePath(language, path))).toEqual({ language, path });
      }
    }
  });
});
