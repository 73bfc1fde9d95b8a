import type { FastifyInstance } from 'fastify';
import { addSlotsRequestSchema, messages, slotTimesSchema } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { idParam } from '../../lib/params';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { getListedDoctor } from '../catalog/catalog.service';
import {
  addSlots,
  deleteSlot,
  listOwnSlots,
  listPublicSlots,
  updateSlot,
} from './availability.service';

export async function availabilityRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/doctors/:doctorId/available-slots', async (request) => {
    const doctorId = idParam(request.params, 'doctorId', messages.booking.doctorNotFound);
    await getListedDoctor(ctx, doctorId);
    return listPublicSlots(ctx, doctorId);
  });

  // The doctor's own slots: every route below works on the session's doctor only.
  const doctorOnly = (request: Parameters<typeof requireRole>[0]) =>
    requireRole(request, ['doctor'], messages.slots.onlyDoctors).user.id;
  const slotId = (params: unknown) => idParam(params, 'id', messages.booking.slotNotFound);

  app.get('/doctor/available-slots', (request) => listOwnSlots(ctx, doctorOnly(request)));

  app.post('/doctor/add-available-slots', async (request) => {
    const doctorId = doctorOnly(request);
    const added = await addSlots(ctx, doctorId, validate(addSlotsRequestSchema, request.body));
    return { success: true as const, added };
  });

  app.put('/doctor/available-slots/:id', async (request) => {
    const doctorId = doctorOnly(request);
    await updateSlot(
      ctx,
      doctorId,
      slotId(request.params),
      validate(slotTimesSchema, request.body),
    );
    return { success: true };
  });

  app.delete('/doctor/available-slots/:id', async (request) => {
    const doctorId = doctorOnly(request);
    await deleteSlot(ctx, doctorId, slotId(request.params));
    return { success: true };
  });
}
