import { Transform, type TransformCallback } from 'node:stream';

/** The types Solace accepts in uploads, each found by its content, never by a name or a header. */
export type CheckedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'image/gif'
  | 'application/pdf'
  | 'text/plain'
  | 'video/mp4'
  | 'video/webm';

export const IMAGE_TYPES: readonly CheckedType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];

/** How many leading bytes the signatures below need. */
const HEAD_BYTES = 16;

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;
const bytes = (head: Buffer, at: number, values: number[]) =>
  head.length >= at + values.length && values.every((v, i) => head[at + i] === v);

/** The binary type whose signature starts the file, if any. */
export function typeFromSignature(head: Buffer): CheckedType | undefined {
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  if (ascii(head, 4, 'ftyp')) return 'video/mp4';
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return undefined;
}

/** Markup that a browser would run if it ever sniffed the file: refused even as plain text. */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)\b/i;

/** The name's extension, lower case, or '' (the last dot's, so `a.png.exe` is `exe`). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Extensions that promise one of the binary types: content of another type is a disguise. */
const PROMISED: Record<string, CheckedType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/mp4',
  webm: 'video/webm',
};

/**
 * Watches a file stream go by without holding it: counts its bytes, keeps its first bytes for
 * the signature and checks, chunk by chunk, whether it is UTF-8 text without NULs. `verdict`
 * then names the checked type, or undefined for anything else.
 */
export class FileInspector extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;
  private textStart = '';

  constructor(private readonly onBytes?: (bytes: number) => Error | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    const refusal = this.onBytes?.(chunk.length);
    if (refusal) return done(refusal);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    if (this.text) {
      if (chunk.includes(0)) this.text = false;
      else {
        try {
          const decoded = this.decoder.decode(chunk, { stream: true });
          if (this.textStart.length < 64) this.textStart += decoded.slice(0, 64);
        } catch {
          this.text = false;
        }
      }
    }
    done(null, chunk);
  }

  /** The checked type of what went by, given the name it came with. */
  verdict(name: string): CheckedType | undefined {
    if (this.bytes === 0) return undefined;
    const signed = typeFromSignature(this.head);
    const promised = PROMISED[extensionOf(name)];
    if (signed) return promised && promised !== signed ? undefined : signed;
    if (!this.text || promised) return undefined;
    try {
      this.decoder.decode(); // an unfinished sequence at the very end is not text
    } catch {
      return undefined;
    }
    return MARKUP_START.test(this.textStart) ? undefined : 'text/plain';
  }
}

/**
 * A name safe to store and show: its last path part, without control characters or characters
 * that file systems and headers dislike, at most 200 characters; `attachment` if nothing is left.
 */
export function sanitiseFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

/** `Content-Disposition: attachment` with the name percent-encoded (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\w.\- ]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
