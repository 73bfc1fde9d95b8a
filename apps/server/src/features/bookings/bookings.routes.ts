import type { FastifyInstance } from 'fastify';
import { createBookingRequestSchema, messages } from '@solace/shared';
import type { AppContext } from '../../app-context';
import { idParam } from '../../lib/params';
import { validate } from '../../lib/validate';
import { requireRole, requireSession } from '../../plugins/auth';
import { cancelBooking, createBooking, listMyAppointments } from './bookings.service';

export async function bookingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.post('/bookings/create', async (request) => {
    const session = requireRole(request, ['patient'], messages.booking.onlyClientsBook);
    const input = validate(createBookingRequestSchema, request.body);
    // Ids that are not UUIDs cannot name a slot or a doctor.
    idParam(input, 'slotId', messages.booking.slotNotFound);
    idParam(input, 'doctorId', messages.booking.slotNotFound);
    return createBooking(ctx, session, input, (err) =>
      request.log.error({ err }, 'booking mail failed'),
    );
  });

  app.get('/bookings/mine', (request) => {
    const session = requireRole(request, ['patient'], messages.booking.onlyClientsBook);
    return listMyAppointments(ctx, session.user.id);
  });

  app.post('/bookings/:id/cancel', async (request) => {
    const session = requireSession(request);
    const bookingId = idParam(request.params, 'id', messages.booking.bookingNotFound);
    await cancelBooking(ctx, session, bookingId, (err) =>
      request.log.error({ err }, 'cancellation mail failed'),
    );
    return { success: true, message: messages.booking.cancelled };
  });
}
