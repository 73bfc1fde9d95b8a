/**
 * The checks of the catalogue answers, in a module of their own that catalog-api.ts loads on its
 * first fetch: a server-rendered page arrives with its answers (ssr/), so zod is not part of
 * what the page needs before it can be used.
 */
export {
  doctorListItemSchema,
  doctorsResponseSchema,
  plansResponseSchema,
  servicesResponseSchema,
} from '@solace/shared';
