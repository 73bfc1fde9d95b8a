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

/** When a key file was last changed (0 when it cannot be read just now). */
function changedAt(path: string): number {
  try {
    return fs.statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The configured master keys. A key file is read again when a record names a key id it does not
 * hold, and before a new record is sealed when the file changed since it was read: an operator
 * who put a new key first in the file need not restart every instance, and no instance goes on
 * sealing under the old key while `records:rotate-key` moves every record off it (the old key
 * is then dropped, and a note sealed under it after the rotation could no longer be opened).
 */
export class MasterKeyring {
  private keys: MasterKey[];
  private fileChangedAt = 0;

  constructor(private readonly source: KeySource) {
    this.keys = this.load();
  }

  get setting(): KeySource['setting'] {
    return this.source.setting;
  }

  /** The key new data keys are wrapped with: the first of the file as it is now. */
  get current(): MasterKey {
    if (this.source.setting === 'RECORDS_KEY_FILE') {
      const changed = changedAt(this.source.path);
      if (changed !== 0 && changed !== this.fileChangedAt) this.tryReload();
    }
    return this.keys[0]!;
  }

  get ids(): string[] {
    return this.keys.map((k) => k.id);
  }

  find(id: string): MasterKey | undefined {
    const known = this.keys.find((k) => k.id === id);
    if (known || this.source.setting !== 'RECORDS_KEY_FILE') return known;
    this.tryReload();
    return this.keys.find((k) => k.id === id);
  }

  private tryReload(): void {
    try {
      this.keys = this.load();
    } catch {
      // The file being rewritten: keep the keys read before, and look again next time.
    }
  }

  /** Reads a key file again (rotation starts so: the new first key need not wait for a restart). */
  reload(): void {
    if (this.source.setting === 'RECORDS_KEY_FILE') this.keys = this.load();
  }

  private load(): MasterKey[] {
    if (this.source.setting === 'RECORDS_KEY') {
      return this.source.keys.map((key) => ({ id: keyIdOf(key), key }));
    }
    // Noted before the read: a change during it is seen next time, never missed.
    const changed = changedAt(this.source.path);
    const keys = readKeyFile(this.source.path).map((key) => ({ id: keyIdOf(key), key }));
    this.fileChangedAt = changed;
    return keys;
  }
}
