import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { sample } from '../test/upload-kit';
import { attachmentDisposition, FileInspector, sanitiseFileName } from './file-types';

/** Streams `chunks` through an inspector and answers its verdict for `name`. */
async function verdict(name: string, ...chunks: Buffer[]) {
  const inspector = new FileInspector();
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(Readable.from(chunks), inspector, sink);
  return inspector.verdict(name);
}

describe('file types by content', () => {
  it.each([
    ['a.png', sample.png(), 'image/png'],
    ['a.jpeg', sample.jpeg(), 'image/jpeg'],
    ['a.gif', sample.gif(), 'image/gif'],
    ['a.webp', sample.webp(), 'image/webp'],
    ['a.pdf', sample.pdf(), 'application/pdf'],
    ['a.mp4', sample.mp4(), 'video/mp4'],
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
  ])('refuses %s', async (_, name, data) => {
    expect(await verdict(name, data)).toBeUndefined();
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
  ])('keeps of %j only %j', (name, kept) => {
    expect(sanitiseFileName(name)).toBe(kept);
  });

  it('offers downloads as attachments with the name percent-encoded', () => {
    expect(attachmentDisposition(`O'Brien (1).pdf`)).toBe(
      `attachment; filename="O_Brien _1_.pdf"; filename*=UTF-8''O%27Brien%20%281%29.pdf`,
    );
  });
});
