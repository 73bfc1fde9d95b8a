/**
 * People for a topology's load (the cluster suite, the bench's rolling restart): therapists and
 * clients with live sessions, written straight into the database before the instances start,
 * so that no sign-up limit applies and no instance has read anything about them yet.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../db/client';
import { createDoctorWithSession, createPatientWithSession } from '../fixtures';
import { systemClock } from '../lib/clock';

export interface ClusterPerson {
  id: string;
  token: string;
  email: string;
}

export interface ClusterPeople {
  therapists: ClusterPerson[];
  clients: ClusterPerson[];
}

/** Migrates `databaseUrl` (the cluster's own migration then has nothing to do) and adds them. */
export async function seedClusterPeople(
  databaseUrl: string,
  counts: { therapists: number; clients: number },
): Promise<ClusterPeople> {
  const database = await openDatabase({ databaseUrl, migrate: true });
  const ctx = { db: database.db, clock: systemClock };
  const run = randomUUID().slice(0, 8);
  const person = async (
    make: typeof createPatientWithSession,
    label: string,
    i: number,
  ): Promise<ClusterPerson> => {
    const email = `${label}${i}.${run}@cluster.example`;
    return { ...(await make(ctx, { name: `Cluster ${label} ${i}`, email })), email };
  };
  try {
    const therapists: ClusterPerson[] = [];
    for (let i = 0; i < counts.therapists; i += 1)
      therapists.push(await person(createDoctorWithSession, 'therapist', i));
    const clients: ClusterPerson[] = [];
    for (let i = 0; i < counts.clients; i += 1)
      clients.push(await person(createPatientWithSession, 'client', i));
    return { therapists, clients };
  } finally {
    await database.close();
  }
}
