import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listDoctors, listPlans, listServices } from './catalog.service';

/** The public catalogue: what anyone may browse before signing up. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/plans', () => listPlans(db));
  app.get('/services', () => listServices(db));
  app.get('/doctors', () => listDoctors(db));
}
