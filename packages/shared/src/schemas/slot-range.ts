import { z } from 'zod';
import { messages } from '../messages';
import { isoDateTime } from './dates';

const m = messages.slots;
const DAY_MS = 24 * 3600_000;

/**
 * The longest range `GET /api/doctor/available-slots?from=&to=` answers: a month view (six weeks)
 * with a week's margin on each side fits, and so does a daylight-saving change inside it.
 */
export const MAX_SLOT_RANGE_DAYS = 62;

/**
 * `GET /api/doctor/available-slots?from=&to=`: the slots overlapping [from, to). Both or
 * neither: without them the answer is the spec's (the recent past and everything ahead).
 */
export const doctorSlotsQuerySchema = z
  .object({ from: isoDateTime().optional(), to: isoDateTime().optional() })
  .superRefine(({ from, to }, ctx) => {
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined) {
      const path = from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [path], message: m.rangeBothEnds });
      return;
    }
    const span = Date.parse(to) - Date.parse(from);
    if (!(span > 0)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeEndBeforeStart });
    } else if (span > MAX_SLOT_RANGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeTooLong(MAX_SLOT_RANGE_DAYS) });
    }
  });
export type DoctorSlotsQuery = z.infer<typeof doctorSlotsQuerySchema>;
