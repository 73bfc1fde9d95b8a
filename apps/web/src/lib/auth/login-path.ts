import type { Role } from '@solace/shared';

/** Where someone signs in again: therapists and administrators on /doctorLogin, clients on /login. */
export function loginPathFor(role: Role | null | undefined): string {
  return role === 'doctor' || role === 'admin' ? '/doctorLogin' : '/login';
}
