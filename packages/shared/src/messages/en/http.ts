/** The English words of httpMessages (../http.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  notFound: 'Not found',
  invalidInput: 'Some of the information sent is not valid.',
  unauthorized: 'Please log in to continue.',
  payloadTooLarge: 'The request is too large.',
  /** JSON nested deeper than any request of the API (a parser-exhausting body). */
  tooDeeplyNested: 'The request is nested too deeply.',
  unsupportedMediaType: 'This content type is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** The database did not answer in time or the connection to it was lost (a 503). */
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** The file store (an S3-compatible bucket) did not answer or refused: nothing was kept. */
  storageUnavailable: 'Files cannot be stored right now. Please try again later.',
  /** GET /api/ready: why this instance should get no traffic now (load balancers read it). */
  notReady: {
    starting: 'Starting.',
    draining: 'Shutting down.',
    database: 'The database does not answer.',
    migrations: 'The database is not migrated to this version.',
    redis: 'Redis does not answer.',
  },
  /** This tab's live connection was closed because the person opened too many others. */
  tooManyConnections:
    'Live updates stopped in this window because Solace is open in too many other windows. Refresh the page to resume them here.',
} as const;
