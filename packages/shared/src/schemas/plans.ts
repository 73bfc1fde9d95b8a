/**
 * Plans as the administrators' console sets them (issue 26): `GET/POST /api/admin/plans`,
 * `PATCH /api/admin/plans/{id}`. Prices are integer minor units (decision 0025); the console's
 * form reads the price as typed text, digit by digit (money.ts).
 */
import { z } from 'zod';
import { messages } from '../messages';
import { parseMajorUnits } from '../money';
import { NOT_FOUND_CODE_KEY } from './common';
import { textField, type SaidLater } from './text';

const p = messages.plans;

/** The most a plan may cost: 1,000,000.00 in a currency of two decimals. */
export const MAX_PLAN_PRICE_MINOR = 100_000_000;
export const MAX_PLAN_FEATURES = 8;

/** A plan's id: a slug made from its name when it was added (`weekly`, `couples-plan-2`). */
export const PLAN_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const planIdParamsSchema = z
  .object({
    id: z
      .string()
      .max(60, { error: () => p.notFound })
      .regex(PLAN_ID_PATTERN, { error: () => p.notFound }),
  })
  .meta({ [NOT_FOUND_CODE_KEY]: 'PLAN_NOT_FOUND' });

const wholeNumber = (min: number, max: number, message: SaidLater) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const planFields = {
  name: textField({
    trim: true,
    required: () => p.nameRequired,
    notText: () => p.nameRequired,
    max: 60,
    tooLong: () => p.nameTooLong,
  }),
  priceMinor: z
    .number({ error: () => p.priceInvalid })
    .int({ error: () => p.priceInvalid })
    .min(1, { error: () => p.priceInvalid })
    .max(MAX_PLAN_PRICE_MINOR, { error: () => p.priceTooHigh }),
  /** ISO 4217, upper case (typed in any case). */
  currency: z
    .string({ error: () => p.currencyInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: () => p.currencyInvalid }),
  /** What the price is said to be per ("per week"); what it buys is sessions and validity. */
  period: z.enum(['session', 'week', 'month'], { error: () => p.periodInvalid }),
  sessionsIncluded: wholeNumber(1, 100, () => p.sessionsInvalid),
  validityDays: wholeNumber(1, 3650, () => p.validityInvalid),
  description: textField({
    trim: true,
    required: () => p.descriptionRequired,
    notText: () => p.descriptionRequired,
    max: 300,
    tooLong: () => p.descriptionTooLong,
  }),
  features: z
    .array(
      textField({
        trim: true,
        required: () => p.featuresInvalid,
        notText: () => p.featuresInvalid,
        max: 120,
        tooLong: () => p.featureTooLong,
      }),
      { error: () => p.featuresInvalid },
    )
    .min(1, { error: () => p.featuresInvalid })
    .max(MAX_PLAN_FEATURES, { error: () => p.featuresInvalid }),
  onSale: z.boolean(),
  sortOrder: wholeNumber(0, 1000, () => p.sortOrderInvalid),
};

/** `POST /api/admin/plans`: a new plan; its id is made from its name. */
export const createPlanRequestSchema = z.object({
  ...planFields,
  currency: planFields.currency.default('INR'),
  period: planFields.period.default('session'),
  onSale: planFields.onSale.default(true),
  sortOrder: planFields.sortOrder.optional(),
});
export type CreatePlanRequest = z.infer<typeof createPlanRequestSchema>;

/** `PATCH /api/admin/plans/{id}`: the fields to change; the others stay. */
export const updatePlanRequestSchema = z.object(planFields).partial();
export type UpdatePlanRequest = z.infer<typeof updatePlanRequestSchema>;

/** A plan as the console lists it, on sale or not. */
export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  period: z.enum(['session', 'week', 'month']),
  sessionsIncluded: z.number().int(),
  validityDays: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  onSale: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansResponseSchema = z.array(adminPlanSchema);

/** A whole number typed as text: an empty box is no number at all (not 0). */
const typedWhole = (schema: z.ZodNumber) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(schema);

/**
 * What the console's plan form holds (text as typed, one feature a line), read as the request
 * it sends. The price is read in the currency's own decimals, digit by digit: "1400.10" is
 * 140010 paise exactly.
 */
export const planFormSchema = /* @__PURE__ */ z
  .object(planFields)
  .omit({ priceMinor: true })
  .extend({
    // An amount at all here (each field says its own problem at once); in the currency's own
    // decimals below, once the currency is known to be right.
    price: z.string().refine((text) => (parseMajorUnits(text, 'KWD') ?? 0) > 0, {
      error: () => p.priceInvalid,
    }),
    sessionsIncluded: typedWhole(planFields.sessionsIncluded),
    validityDays: typedWhole(planFields.validityDays),
    sortOrder: typedWhole(planFields.sortOrder),
    features: z
      .string()
      .transform((text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(planFields.features),
  })
  .transform(({ price, ...fields }, ctx) => {
    const checked = planFields.priceMinor.safeParse(
      parseMajorUnits(price, fields.currency) ?? Number.NaN,
    );
    if (checked.success) return { ...fields, priceMinor: checked.data };
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: issue.message });
    }
    return z.NEVER;
  });
export type PlanFormOutput = z.output<typeof planFormSchema>;
