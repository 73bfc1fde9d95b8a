import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { listDoctors, listPlans, listServices } from './catalog.service';

/** The public catalogue: what anyone may browse before signing up. */
export async function catalogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.get('/plans', () => listPlans(db));
  app.get('/services', () => listServices(db));
  app.get('/doctors', () => listDoctors(db));
}
