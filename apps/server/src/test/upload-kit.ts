import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

interface UploadFile {
  name: string;
  data: Buffer;
  /** The type the sender claims; the server never trusts it. */
  type?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipartBody(
  fields: Record<string, string>,
  files: UploadFile[] = [],
  fileField = 'attachment',
) {
  const boundary = `----solace${randomBytes(8).toString('hex')}`;
  const quote = (value: string) => value.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${quote(file.name)}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG: signature, IHDR, IDAT, IEND (file-type reads the chunks up to IDAT). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** An EBML header naming its document type (`webm`, or `matroska` for an MKV). */
function ebmlHeader(docType: string): Buffer {
  const name = Buffer.from(docType);
  const body = Buffer.concat([
    Buffer.from('4286810142f7810142f2810442f381084282', 'hex'),
    Buffer.from([0x80 | name.length]),
    name,
    Buffer.from('4287810442858102', 'hex'),
  ]);
  return Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.from([0x80 | body.length]), body]);
}
/** An ISO media file's first box: `ftyp` and its major brand. */
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from(`ftyp${brand}`), randomBytes(64)]);

/** Small files whose first bytes are those of each type. */
export const sample = {
  png: () => Buffer.concat([PNG_1X1, randomBytes(200)]),
  /** A PNG's signature and chunks with its pixel data scrambled: the right type, no image. */
  brokenPng: () => {
    const data = Buffer.from(PNG_1X1);
    randomBytes(13).copy(data, 41); // IDAT's compressed bytes (its chunk starts at byte 33)
    return data;
  },
  jpeg: () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), randomBytes(200)]),
  gif: () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]),
  webp: () =>
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), randomBytes(50)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  mp4: () => ftyp('mp42'),
  mov: () => ftyp('qt  '),
  webm: () => Buffer.concat([ebmlHeader('webm'), randomBytes(64)]),
  /** Kinds Solace does not keep, which the old hand-written check called video/mp4. */
  heic: () => ftyp('heic'),
  avif: () => ftyp('avif'),
  threeGp: () => ftyp('3gp4'),
  text: () => Buffer.from('Steps:\n1. Open the login page\n2. Nothing happens\n'),
  html: () => Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64), randomBytes(200)]),
  /** Starts like a PNG, then `bytes` in all. */
  big: (bytes: number) => {
    const data = Buffer.alloc(bytes, 0x61);
    PNG_1X1.copy(data);
    return data;
  },
};

export const validFields = {
  problemType: 'Bug',
  description: 'The login button does nothing.',
  email: 'visitor@example.com',
  priority: 'High',
  additionalInfo: 'Chrome on Linux',
};

export function postReport(
  app: FastifyInstance,
  fields: Record<string, string>,
  files: UploadFile[] = [],
  options: { token?: string; address?: string } = {},
) {
  const body = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/report-problem',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    remoteAddress:
      options.address ??
      `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
}

/** Every file under DATA_DIR/uploads (stored and temporary), relative to it. */
export async function uploadedFiles(app: FastifyInstance): Promise<string[]> {
  const root = path.join(app.ctx.config.dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
