/**
 * The checks of a plan's purchase and the client's plans (classic zod), in a module of their
 * own loaded on the first such call: catalog-schemas.ts, which the home page loads, stays on
 * zod/mini (decision notes 0008, 0016).
 */
export { myPlansResponseSchema, planPurchaseResponseSchema } from '@solace/shared';
