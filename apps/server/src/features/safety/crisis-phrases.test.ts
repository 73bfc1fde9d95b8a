import { describe, expect, it } from 'vitest';
import list from './crisis-phrases.json';
import { hasCrisisPhrase } from './crisis-phrases';

describe('the crisis-phrase list', () => {
  it.each([
    'I want to kill myself',
    'Honestly I keep thinking about ending my life.',
    "I just don't want to live any more",
    'I don’t want to be alive',
    "everyone would be BETTER OFF DEAD... i mean me, i'd be better off dead",
    'I have been self-harming again',
    'i cut myself last night',
    'I feel suicidal tonight',
    'sometimes I want to end it all',
    'मैं मरना चाहता हूँ',
    'अब जीना नहीं चाहती',
    'मन करता है ख़ुद को मार दूँ',
    'मन करता है खुद को मार दूं',
    // Typed without the nasal dot, as on many phones.
    'अब जीना नही चाहता',
    'मै मरना चाहता हू',
    'कभी कभी आत्महत्या करने का मन करता है',
    'अपनी जान लेने की सोच रही हूँ',
    'yaar main marna chahta hu',
    'khudkushi karne ka mann hai',
  ])('matches %j', (text) => {
    expect(hasCrisisPhrase(text)).toBe(true);
  });

  it.each([
    'This traffic is killing me',
    'I killed it in my exam today!',
    'I could die for some chai right now',
    "I'm dying to tell you about my week",
    'My boss will kill me if I am late',
    'I am dead tired after work',
    'We watched Suicide Squad yesterday',
    'I read an article for World Suicide Prevention Day',
    'I did not wake up on time',
    'Can we talk about how I hurt my knee?',
    'My selfie skills are terrible',
    'शर्म से मर जाऊँ, इतनी गलती हो गई',
    'आत्महत्या रोकथाम दिवस पर एक लेख पढ़ा',
    'मैं थक गया हूँ',
    'mera marna tay hai agar exam mein fail hua',
    'Thank you for the session, it helped a lot',
  ])('does not match %j', (text) => {
    expect(hasCrisisPhrase(text)).toBe(false);
  });

  // Invisible characters a keyboard or a copied text leaves inside a word: a Hindi keyboard's
  // zero-width joiner or non-joiner after a halant (आत्‍महत्‍या), a soft hyphen, a modifier
  // letter apostrophe. The word reads the same on screen, and must match the same.
  it.each([
    'आत्\u200dमहत्\u200dया करने का मन करता है',
    'आत्\u200cमहत्\u200cया करने का मन करता है',
    'मैं मरना चाह\u200dता हूँ',
    'I want to kill my\u00adself',
    'I want to kill my\u2060self',
    'I don\u02bct want to live',
  ])('matches %j, with an invisible character inside a word', (text) => {
    expect(hasCrisisPhrase(text)).toBe(true);
  });

  it('matches a negation on purpose: a calm message read by a therapist costs little', () => {
    expect(hasCrisisPhrase('I would never kill myself, do not worry')).toBe(true);
  });

  it('lists every phrase once, in lower case, and each one matches itself in a sentence', () => {
    const all = Object.values(list.languages).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const phrase of all) {
      expect(phrase).toBe(phrase.toLowerCase());
      expect(hasCrisisPhrase(`well, ${phrase.replace(/\*/g, 'ing')} today.`)).toBe(true);
    }
  });
});
