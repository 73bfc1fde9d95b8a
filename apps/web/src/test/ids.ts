/**
 * A readable UUID for test data: `testId(201)` is 00000000-0000-4000-8000-000000000201. The API
 * contract only knows UUIDs, so fixtures with ids like 'd1' would no longer parse. By habit:
 * users 1xx, therapists 2xx, slots 3xx, bookings 4xx, notifications 5xx.
 */
export function testId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
