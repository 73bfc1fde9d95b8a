/**
 * `npm run records:rotate-key`: wraps every encrypted record's data key again under the first
 * master key of RECORDS_KEY / RECORDS_KEY_FILE, in small transactions, while servers run
 * (docs/security.md, "Rotating the records key"). The records themselves are not re-encrypted:
 * only their 60-byte wrapped keys change. On the embedded database the running server does it,
 * through its control channel; otherwise this command opens the database itself.
 */
import { ConfigError, loadConfig } from '../config';
import { sendControlRequest, type RotateReply } from '../control-channel';
import { reportRotation } from './rotation-report';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  openRecordsKeyring,
  RecordsKeyError,
  rotateRecordsKey,
} from '../features/records/records.service';
import { keepDataDirPrivate } from '../lib/private-data';
import { runCommand } from './run-command';

const ROTATION_TIMEOUT_MS = 60 * 60_000;

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const reply = await sendControlRequest<RotateReply>(
      config.dataDir,
      { command: 'rotate-records-key' },
      ROTATION_TIMEOUT_MS,
    );
    if (reply) return reportRotation(reply);
    keepDataDirPrivate(config.dataDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    timeoutMs: config.dbTimeoutMs,
  });
  try {
    const keyring = await openRecordsKeyring(config.recordsKeys, database.db);
    const done = await rotateRecordsKey({ db: database.db }, keyring, {
      onBatch: (n) => process.stdout.write(`\r${n} re-wrapped`),
    });
    if (done.rewrapped > 0) process.stdout.write('\n');
    return reportRotation({ ok: true, ...done });
  } finally {
    await database.close();
  }
}

runCommand(main, [ConfigError, DataDirLockedError, RecordsKeyError]);
