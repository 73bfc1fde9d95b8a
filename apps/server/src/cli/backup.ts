/**
 * `npm run db:backup [-- FILE]`: a consistent backup of the embedded database and the uploads
 * under DATA_DIR, as one file (backup/backup-archive.ts), by default in DATA_DIR/backups. While
 * the server runs, the server takes it (its control channel) without stopping; otherwise this
 * command opens the data directory itself. On PostgreSQL: pg_dump (docs/deploy.md).
 */
import { BackupError, defaultBackupPath, writeBackup } from '../backup/backup-archive';
import { ConfigError, loadConfig } from '../config';
import { sendControlRequest, type BackupReply } from '../control-channel';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { keepDataDirPrivate } from '../lib/private-data';
import { runCommand } from './run-command';

const BACKUP_TIMEOUT_MS = 30 * 60_000;

function report(reply: BackupReply): number {
  if (!reply.ok) {
    console.error(reply.error);
    return 1;
  }
  console.log(`Backup written: ${reply.file} (${reply.bytes} bytes).`);
  return 0;
}

async function main(out: string | undefined): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md, "Backups").',
    );
    return 1;
  }
  const reply = await sendControlRequest<BackupReply>(
    config.dataDir,
    { command: 'backup', ...(out && { out: out }) },
    BACKUP_TIMEOUT_MS,
  );
  if (reply) return report(reply);
  keepDataDirPrivate(config.dataDir);
  const database = await openDatabase({ pgliteDir: `${config.dataDir}/db`, migrate: false });
  try {
    const now = new Date();
    const written = await writeBackup({
      dump: database.dump!,
      dataDir: config.dataDir,
      uploadsInBucket: Boolean(config.s3),
      out: out ?? defaultBackupPath(config.dataDir, now),
      now,
    });
    return report({ ok: true, ...written });
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv[2]), [ConfigError, DataDirLockedError, BackupError]);
