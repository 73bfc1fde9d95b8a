import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The master keys that wrap every record's data key (docs/decisions/0023). They come from
 * `RECORDS_KEY` (comma-separated) or a key file (one a line); the first encrypts, all decrypt,
 * so a new key goes first beside the old one while `records:rotate-key` re-wraps.
 */
export interface MasterKey {
  /** Short hex of the key's SHA-256: stored beside each wrapped key, never the key itself. */
  id: string;
  key: Buffer;
}

export const MASTER_KEY_BYTES = 32;
const BASE64 = /^[a-z\d+/]+={0,2}$/i;

/** A record's key setting is missing, malformed or does not open the records: start-up stops. */
export class RecordsKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordsKeyError';
  }
}

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * The keys in a setting's text (commas or line breaks between them, `#` comments allowed in a
 * file), or what is wrong with it. The message never repeats a key.
 */
export function parseMasterKeys(text: string): Buffer[] | string {
  const entries = text
    .split(/[,\n\r]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('#'));
  if (entries.length === 0) return 'holds no key';
  const keys: Buffer[] = [];
  for (const [index, entry] of entries.entries()) {
    const key = BASE64.test(entry) ? Buffer.from(entry, 'base64') : undefined;
    if (key?.length !== MASTER_KEY_BYTES) {
      return `key ${index + 1} is not ${MASTER_KEY_BYTES} bytes in base64 (make one with: openssl rand -base64 32)`;
    }
    keys.push(key);
  }
  return keys;
}

export type KeySource =
  { setting: 'RECORDS_KEY'; keys: Buffer[] } | { setting: 'RECORDS_KEY_FILE'; path: string };

function readKeyFile(path: string): Buffer[] {
  const parsed = parseMasterKeys(fs.readFileSync(path, 'utf8'));
  if (typeof parsed === 'string') throw new RecordsKeyError(`RECORDS_KEY_FILE (${path}) ${parsed}`);
  return parsed;
}

/**
 * The configured master keys. A key file is read again when a record names a key id it does not
 * hold: an operator who put a new key in the file need not restart every instance at once.
 */
export class MasterKeyring {
  private keys: MasterKey[];

  constructor(private readonly source: KeySource) {
    this.keys = this.load();
  }

  get setting(): KeySource['setting'] {
    return this.source.setting;
  }

  /** The key new data keys are wrapped with. */
  get current(): MasterKey {
    return this.keys[0]!;
  }

  get ids(): string[] {
    return this.keys.map((k) => k.id);
  }

  find(id: string): MasterKey | undefined {
    const known = this.keys.find((k) => k.id === id);
    if (known || this.source.setting !== 'RECORDS_KEY_FILE') return known;
    try {
      this.keys = this.load();
    } catch {
      return undefined; // the file being rewritten: keep the keys read before
    }
    return this.keys.find((k) => k.id === id);
  }

  /** Reads a key file again (rotation starts so: the new first key need not wait for a restart). */
  reload(): void {
    if (this.source.setting === 'RECORDS_KEY_FILE') this.keys = this.load();
  }

  private load(): MasterKey[] {
    const keys =
      this.source.setting === 'RECORDS_KEY' ? this.source.keys : readKeyFile(this.source.path);
    return keys.map((key) => ({ id: keyIdOf(key), key }));
  }
}
