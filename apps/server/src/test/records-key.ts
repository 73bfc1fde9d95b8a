/**
 * The records master key of every test app and server process: the test database is shared
 * between files (and, on PostgreSQL, between processes), so they all open each other's notes.
 */
export const TEST_RECORDS_KEY = Buffer.alloc(32, 7).toString('base64');
