import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { sample } from '../test/upload-kit';
import {
  attachmentDisposition,
  FileInspector,
  nameForType,
  sanitiseFileName,
  storedNameFor,
} from './file-types';

/** Streams `chunks` through an inspector and answers its verdict for `name` (type and name). */
async function check(name: string, ...chunks: Buffer[]) {
  const inspector = new FileInspector();
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(Readable.from(chunks), inspector, sink);
  // The upload path detects from the temporary file (detectFileType); the same library here.
  return inspector.verdict(name, await fileTypeFromBuffer(Buffer.concat(chunks)));
}
const verdict = async (name: string, ...chunks: Buffer[]) => (await check(name, ...chunks))?.type;

describe('file types by content', () => {
  it.each([
    ['a.png', sample.png(), 'image/png'],
    ['a.jpeg', sample.jpeg(), 'image/jpeg'],
    ['a.gif', sample.gif(), 'image/gif'],
    ['a.webp', sample.webp(), 'image/webp'],
    ['a.pdf', sample.pdf(), 'application/pdf'],
    ['a.mp4', sample.mp4(), 'video/mp4'],
    ['a.mov', sample.mov(), 'video/quicktime'],
    ['a.webm', sample.webm(), 'video/webm'],
    ['notes.txt', sample.text(), 'text/plain'],
    ['README', sample.text(), 'text/plain'],
    // A signature wins over a name that promises nothing of it.
    ['shot.bin', sample.png(), 'image/png'],
  ])('knows %s', async (name, data, type) => {
    expect(await verdict(name, data)).toBe(type);
  });

  it.each([
    ['HTML named .png', 'a.png', sample.html()],
    ['HTML named .txt', 'a.txt', sample.html()],
    ['an SVG', 'a.txt', Buffer.from('  <svg onload="alert(1)"></svg>')],
    ['an executable', 'a.exe', sample.exe()],
    ['a JPEG named .png', 'a.png', sample.jpeg()],
    ['text named .pdf', 'a.pdf', sample.text()],
    ['text with a NUL', 'a.txt', Buffer.from('a\u0000b')],
    ['nothing at all', 'a.txt', Buffer.alloc(0)],
    // Kinds outside the documented ones, which the hand-written check called video/mp4.
    ['a HEIC photo', 'a.heic', sample.heic()],
    ['a HEIC photo named .mp4', 'a.mp4', sample.heic()],
    ['an AVIF image', 'a.avif', sample.avif()],
    ['a 3GP video', 'a.3gp', sample.threeGp()],
    ['XML', 'a.txt', Buffer.from('<?xml version="1.0"?><a/>')],
  ])('refuses %s', async (_, name, data) => {
    expect(await verdict(name, data)).toBeUndefined();
  });

  it.each([
    ['run.html', 'run.txt'],
    ['logo.svg', 'logo.txt'],
    ['payload.js', 'payload.txt'],
    ['setup.hta', 'setup.txt'],
    ['start.bat', 'start.txt'],
    ['README', 'README.txt'],
    ['notes v1.2 final', 'notes v1.2 final.txt'],
    ['console.log', 'console.log'],
    ['steps.TXT', 'steps.TXT'],
  ])('keeps text named %j as %j: the extension always says text', async (name, kept) => {
    expect(await check(name, sample.text())).toEqual({ type: 'text/plain', name: kept });
  });

  it('gives binary files the extension of their type when the name has none of it', async () => {
    expect(await check('shot.bin', sample.png())).toEqual({ type: 'image/png', name: 'shot.png' });
    expect(await check('a.png.exe', sample.png())).toEqual({
      type: 'image/png',
      name: 'a.png.png',
    });
    expect(await check('clip.mov', sample.mp4())).toEqual({ type: 'video/mp4', name: 'clip.mp4' });
    expect(await check('photo.JPG', sample.jpeg())).toEqual({
      type: 'image/jpeg',
      name: 'photo.JPG',
    });
  });

  it('checks UTF-8 across chunk boundaries, and refuses a sequence cut at the end', async () => {
    const euro = Buffer.from('price: 5 €', 'utf8');
    const cut = euro.length - 2;
    expect(await verdict('a.txt', euro.subarray(0, cut), euro.subarray(cut))).toBe('text/plain');
    expect(await verdict('a.txt', euro.subarray(0, cut))).toBeUndefined();
  });

  it('stops the stream with the refusal its byte counter returns', async () => {
    const inspector = new FileInspector((bytes) => (bytes > 3 ? new Error('too much') : undefined));
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await expect(pipeline(Readable.from([Buffer.from('abcdef')]), inspector, sink)).rejects.toThrow(
      'too much',
    );
  });
});

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\shot.png', 'shot.png'],
    ['<script>x</script>.png', 'script.png'],
    ['..', 'attachment'],
    ['', 'attachment'],
    ['a\u0000b\u001fc.txt', 'abc.txt'],
    ['résumé “final”.pdf', 'résumé “final”.pdf'],
    // U+202E shows `invoice<U+202E>fdp.exe` as `invoiceexe.pdf`; the isolates and marks go too.
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['a\u2066b\u2069\u200e\u200f\u061c\u200b\ufeffc.txt', 'abc.txt'],
    ['line\u2028break.txt', 'linebreak.txt'],
    ['trailing.txt. . ', 'trailing.txt'],
  ])('keeps of %j only %j', (name, kept) => {
    expect(sanitiseFileName(name)).toBe(kept);
  });

  it("shows and offers an older, uncleaned stored name cleaned and with its type's extension", () => {
    expect(storedNameFor('x\u202eLMTH.html', 'text/plain')).toBe('xLMTH.txt');
    expect(storedNameFor('shot.png', 'image/png')).toBe('shot.png');
    expect(nameForType('a'.repeat(300), 'application/pdf')).toBe(`${'a'.repeat(190)}.pdf`);
  });

  it('offers downloads as attachments with the name percent-encoded', () => {
    expect(attachmentDisposition(`O'Brien (1).pdf`)).toBe(
      `attachment; filename="O_Brien _1_.pdf"; filename*=UTF-8''O%27Brien%20%281%29.pdf`,
    );
  });
});
