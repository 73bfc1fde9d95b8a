import { z } from 'zod';
import {
  BOOKING_PHONE_PATTERN,
  CONTROL_CHARACTER_PATTERN,
  EMAIL_PATTERN,
  SIGNUP_PHONE_PATTERN,
} from './constants';

// Apart from constants.ts: z.regexes runs when its module loads, and the web app's first
// chunk imports constants (section ids, roles), which would put zod on the home route.

/**
 * Every pattern Solace runs on what a client sends, including those zod runs for ids and
 * date-times. Each must answer a worst-case input in linear time (`input-patterns.test.ts`).
 */
export const INPUT_PATTERNS: Readonly<Record<string, RegExp>> = {
  EMAIL_PATTERN,
  SIGNUP_PHONE_PATTERN,
  BOOKING_PHONE_PATTERN,
  CONTROL_CHARACTER_PATTERN,
  uuid: z.regexes.uuid(),
  isoDateTime: z.regexes.datetime({ offset: true }),
};
