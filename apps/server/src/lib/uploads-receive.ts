import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@solace/shared';
import { AppError } from './app-error';
import { detectFileType, FileInspector, sanitiseFileName, type CheckedType } from './file-types';
import type { UploadStore } from './uploads';

export interface UploadRules {
  /** The multipart field the files come in (`attachment`, repeated). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Types accepted; any other content is refused, whatever its name says. */
  allowed: readonly CheckedType[];
}

/** What each refusal says; every one that concerns a file names it. */
export interface UploadWording {
  tooManyFiles: string;
  fileTooLarge: (name: string) => string;
  totalTooLarge: string;
  refused: (name: string) => string;
  malformed: string;
}

interface ReceivedFile {
  /**
   * The uploaded name, sanitised and ending with an extension of its checked type: for showing
   * and for the download's name only.
   */
  name: string;
  tempPath: string;
  size: number;
  type: CheckedType;
}

/** Text fields of a form: at most this many, each at most this many bytes. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

const limitCodes: Record<string, keyof UploadWording> = {
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_PARTS_LIMIT: 'malformed',
  FST_FIELDS_LIMIT: 'malformed',
};

/**
 * Reads a multipart request, streaming each file to a temporary file while its size, the
 * request's total and its content type are checked: nothing larger than a limit is held in
 * memory or written whole. Any refusal removes every file written so far and answers 400 in
 * the field's name. On success the caller owns the temporary files (keep or remove them).
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: UploadStore,
  rules: UploadRules,
  wording: UploadWording,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const refuse = (message: string, code: ErrorCode = 'ATTACHMENT_REFUSED') =>
    new AppError(400, code, message, { [rules.fileField]: message });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const written: string[] = [];
  let total = 0;
  try {
    if (!request.isMultipart()) throw refuse(wording.malformed, 'BAD_REQUEST');
    const parts = request.parts({
      limits: {
        files: rules.maxFiles,
        fileSize: rules.maxFileBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: rules.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || typeof part.value !== 'string') throw refuse(wording.malformed);
        fields[part.fieldname] = part.value;
        continue;
      }
      const name = sanitiseFileName(part.filename);
      if (part.fieldname !== rules.fileField) throw refuse(wording.refused(name));
      const temp = await store.temporary();
      written.push(temp.path);
      const inspector = new FileInspector((bytes) => {
        total += bytes;
        return total > rules.maxTotalBytes ? refuse(wording.totalTooLarge) : undefined;
      });
      await pipeline(part.file, inspector, temp.stream);
      if (part.file.truncated) throw refuse(wording.fileTooLarge(name));
      // A file input left empty sends a nameless, empty part: nothing was chosen.
      if (inspector.bytes === 0 && !part.filename) continue;
      const verdict = inspector.verdict(name, await detectFileType(temp.path));
      if (!verdict || !rules.allowed.includes(verdict.type)) throw refuse(wording.refused(name));
      files.push({ ...verdict, tempPath: temp.path, size: inspector.bytes });
    }
    return { fields, files };
  } catch (err) {
    await store.remove(written);
    throw toRefusal(err, refuse, wording);
  }
}

function toRefusal(
  err: unknown,
  refuse: (message: string) => AppError,
  wording: UploadWording,
): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (err as { part?: { filename?: string } }).part;
    return refuse(wording.fileTooLarge(sanitiseFileName(part?.filename)));
  }
  const key = limitCodes[code];
  if (key) return refuse(wording[key] as string);
  // The disk's own failures (ENOSPC, EACCES...) are ours: a 500, logged.
  if (/^E[A-Z]+$/.test(code)) return err;
  // Anything else is busboy's complaint about a malformed or cut-off body: the sender's fault.
  return refuse(wording.malformed);
}
