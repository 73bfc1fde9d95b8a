/**
 * The database schema (Drizzle), in files by subject; drizzle-kit and every repo read it
 * through this one module.
 */
export * from './schema-core';
export * from './schema-signups';
export * from './schema-messages';
export * from './schema-reports';
export * from './schema-reviews';
export * from './schema-outbox';
export * from './schema-records';
export * from './schema-questionnaires';
export * from './schema-payments';
export * from './schema-calls';
export * from './schema-texts';
