import { z } from 'zod';
import { isTimeZone } from '../time';

/**
 * The browser's time zone (IANA), sent with sign-up and login so that e-mails, notifications and
 * history speak the person's own time. Optional, and one this runtime does not know is ignored
 * rather than refused: nobody should fail to log in over their clock.
 */
export const browserTimeZoneField = z
  .string()
  .max(64)
  .refine(isTimeZone)
  .optional()
  .catch(undefined);
