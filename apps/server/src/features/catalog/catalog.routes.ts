import type { FastifyInstance } from 'fastify';
import { messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { idParam } from '../../lib/params';
import { getListedDoctor, listDoctors, listPlans, listServices } from './catalog.service';

/** The public catalogue: what anyone may browse before signing up. */
export async function catalogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/plans', () => listPlans(ctx));
  app.get('/services', () => listServices(ctx));
  app.get('/doctors', () => listDoctors(ctx));
  app.get('/doctors/:doctorId', (request) =>
    getListedDoctor(ctx, idParam(request.params, 'doctorId', messages.booking.doctorNotFound)),
  );
}
