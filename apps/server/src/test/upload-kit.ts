import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface UploadFile {
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

/** Small files whose first bytes are those of each accepted type. */
export const sample = {
  png: () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(200)]),
  jpeg: () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), randomBytes(200)]),
  gif: () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]),
  webp: () =>
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), randomBytes(50)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  mp4: () =>
    Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42'), randomBytes(64)]),
  webm: () => Buffer.concat([Buffer.from('1a45dfa3', 'hex'), randomBytes(64)]),
  text: () => Buffer.from('Steps:\n1. Open the login page\n2. Nothing happens\n'),
  html: () => Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64), randomBytes(200)]),
  /** Starts like a PNG, then `bytes` in all. */
  big: (bytes: number) => {
    const data = Buffer.alloc(bytes, 0x61);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(data);
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
