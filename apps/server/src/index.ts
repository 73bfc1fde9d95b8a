/**
 * What tools outside the server may use (`@solace/server`): the benchmark and operators'
 * scripts. Everything else in this package is internal.
 */
export { buildApp } from './app';
export { loadConfig } from './config';
export {
  createAdminWithSession,
  createDoctorWithSession,
  createPatientWithSession,
} from './fixtures';
// Rows of every growing list, in bulk (the benchmark's growth table).
export { addListRows, analyze } from './list-fixtures';
export { createStaffAccount } from './features/accounts/staff-accounts.service';
export { addSlots, listOwnSlots } from './features/availability/availability.service';
// The demo accounts of a SEED_DEMO server (the page-load bench gives a demo therapist free times).
export { DEMO_PASSWORD, demoDoctors } from './db/seed-data';
// The benchmark checks what a run left in the database (exactly-once) once the server is gone.
export { openDatabase, type Database } from './db/client';
export { sql } from 'drizzle-orm';
// The production topology on one machine and what the bench measures on it (its "cluster" part).
export { startCluster } from './cluster/topology';
export { freePort } from './lib/free-port';
export { seedClusterPeople } from './cluster/people';
export { rollingRestartUnderLoad } from './cluster/rolling-restart';
export { measureBellLatency } from './cluster/bell-latency';
