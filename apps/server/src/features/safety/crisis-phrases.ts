import list from './crisis-phrases.json';

/**
 * Words as the crisis-phrase list compares them: NFKC, lower case, apostrophes dropped ("don't"
 * is "dont"), the invisible characters a keyboard or a copied text leaves inside a word dropped
 * (a zero-width joiner or non-joiner after a halant, a soft hyphen, a word joiner), the
 * Devanagari nukta dropped (ख़ = ख), and chandrabindu and anusvara dropped too (दूँ = दूं = दू,
 * नहीं = नही: phones' Hindi is often typed without the nasal dot), then split on anything that
 * is not a letter, a mark or a digit.
 */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`\u02bc]/g, '')
    .replace(/[\u00ad\u200c\u2060\ufeff]/g, '')
    .replace(/\u200d/g, '') // the joiner apart: inside a class it reads as joining its neighbours
    .replace(/\u093c/g, '')
    .replace(/[\u0901\u0902]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** One listed phrase: its words, the last of which may be a prefix ("kar*" matches "karne"). */
interface Phrase {
  words: { text: string; prefix: boolean }[];
}

function parsePhrase(phrase: string): Phrase {
  return {
    words: phrase.split(/\s+/).map((word) => {
      const prefix = word.endsWith('*');
      return { text: wordsOf(prefix ? word.slice(0, -1) : word).join(''), prefix };
    }),
  };
}

const phrases: Phrase[] = Object.values(list.languages).flat().map(parsePhrase);

function matchesAt(words: string[], start: number, phrase: Phrase): boolean {
  return phrase.words.every(({ text, prefix }, offset) => {
    const word = words[start + offset];
    return word !== undefined && (prefix ? word.startsWith(text) : word === text);
  });
}

/** Whether a message holds one of the reviewed crisis phrases (crisis-phrases.json). */
export function hasCrisisPhrase(text: string): boolean {
  const words = wordsOf(text);
  for (let start = 0; start < words.length; start += 1) {
    if (phrases.some((phrase) => matchesAt(words, start, phrase))) return true;
  }
  return false;
}
