import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromFile, type FileTypeResult } from 'file-type';

/** The types Solace accepts in uploads, each found by its content, never by a name or a header. */
export type CheckedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'image/gif'
  | 'application/pdf'
  | 'text/plain'
  | 'video/mp4'
  | 'video/quicktime'
  | 'video/webm';

export const IMAGE_TYPES: readonly CheckedType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
];

/**
 * What `file-type` calls the types we keep; anything else it recognises (HEIC, AVIF, 3GP, ZIP,
 * executables, XML...) is refused. An animated PNG is a PNG; an M4V is an MP4.
 */
const DETECTED: Record<string, CheckedType> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
  'application/pdf': 'application/pdf',
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/webm': 'video/webm',
};

/** The extensions a stored name may end with, per type; the first is the one given. */
const EXTENSIONS: Record<CheckedType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
  'video/webm': ['webm'],
};

/**
 * The content type of a file on disk by its signature (`file-type`, which reads only the parts
 * it needs, however far into the file), or undefined when it knows none (plain text among them).
 */
export function detectFileType(file: string): Promise<FileTypeResult | undefined> {
  return fileTypeFromFile(file);
}

/** Markup that a browser would run if it ever sniffed the file: refused even as plain text. */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)\b/i;

/** The name's extension, lower case, or '' (the last dot's, so `a.png.exe` is `exe`). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Extensions that promise a binary type: content of another type is a disguise, refused. (MP4
 * and QuickTime are one container family; phones name either way.)
 */
const PROMISED: Record<string, readonly CheckedType[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  mp4: ['video/mp4', 'video/quicktime'],
  m4v: ['video/mp4', 'video/quicktime'],
  mov: ['video/mp4', 'video/quicktime'],
  webm: ['video/webm'],
};

/**
 * The name with an extension of its checked type: kept when it already ends with one, else its
 * extension is replaced (`run.html` kept as text is `run.txt`, `x.bat` is `x.txt`) or one is
 * added (`README` is `README.txt`). Whatever opens the downloaded file then opens it as what it
 * is, never as a page, a script or a program.
 */
export function nameForType(name: string, type: CheckedType): string {
  const allowed = EXTENSIONS[type];
  const extension = extensionOf(name);
  if (allowed.includes(extension)) return name;
  const base = /^[a-z\d]{1,10}$/.test(extension) ? name.slice(0, name.lastIndexOf('.')) : name;
  return `${base.slice(0, 190)}.${allowed[0]}`;
}

/** A stored name as it is shown and offered for download (older rows were kept uncleaned). */
export function storedNameFor(name: string, type: string): string {
  const clean = sanitiseFileName(name);
  return type in EXTENSIONS ? nameForType(clean, type as CheckedType) : clean;
}

/**
 * Watches a file stream go by without holding it: counts its bytes, keeps its first bytes for
 * the signature and checks, chunk by chunk, whether it is UTF-8 text without NULs. `verdict`
 * then names the checked type, or undefined for anything else.
 */
export class FileInspector extends Transform {
  bytes = 0;
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

  /**
   * The checked type of what went by and the name to keep it under, given the name it came with
   * and what `detectFileType` found in it; undefined when it is none of the checked types.
   */
  verdict(
    name: string,
    detected: FileTypeResult | undefined,
  ): { type: CheckedType; name: string } | undefined {
    if (this.bytes === 0) return undefined;
    const promised = PROMISED[extensionOf(name)];
    const type = detected ? DETECTED[detected.mime] : this.plainText(promised);
    if (!type || (detected && promised && !promised.includes(type))) return undefined;
    return { type, name: nameForType(name, type) };
  }

  /** Text that no signature claims: valid UTF-8 without NULs, no markup, no binary name. */
  private plainText(promised: readonly CheckedType[] | undefined): CheckedType | undefined {
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
 * A name safe to store and show: its last path part, without control characters, bidi controls
 * (U+202E would show `gpj.exe` as `exe.jpg`), invisible format characters, or characters that
 * file systems and headers dislike, at most 200 characters; `attachment` if nothing is left.
 */
export function sanitiseFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    // C0 and C1 controls; Arabic letter mark, zero-width and direction marks, line and paragraph
    // separators, embeddings and overrides, word joiner to isolates, byte order mark.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '')
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
