/**
 * `npm run db:restore -- FILE`: brings a backup of `db:backup` back into an empty DATA_DIR (no
 * database, no uploads there yet), then `npm run serve` starts on it and applies any newer
 * migrations. The directory is locked meanwhile, so no server can start on it half restored.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { BackupError, readBackup } from '../backup/backup-archive';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { keepDataDirPrivate } from '../lib/private-data';
import { runCommand } from './run-command';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run db:restore -- FILE (a backup written by npm run db:backup)');
    return 1;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md).');
    return 1;
  }
  keepDataDirPrivate(config.dataDir);
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const { manifest, database } = await readBackup(path.resolve(file), config.dataDir);
    // PGlite unpacks its own archive into the new data folder on this first start.
    const pglite = await PGlite.create(path.join(config.dataDir, 'db'), {
      extensions: { btree_gist },
      loadDataDir: new Blob([database]),
    });
    await pglite.close();
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir}` +
        (manifest.uploads === 'in-bucket'
          ? ' (its uploads are in the bucket, not in the backup).'
          : '.'),
    );
    return 0;
  } finally {
    lock.release();
  }
}

runCommand(() => main(process.argv[2]), [ConfigError, DataDirLockedError, BackupError]);
