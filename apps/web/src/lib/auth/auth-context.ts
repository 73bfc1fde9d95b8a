import { createContext } from 'react';
import type { Role } from '@solace/shared';
import type { SessionUser } from './session-user';

/** `loading` lasts from start-up until the stored session has been checked with the server. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SignInOptions {
  /** Keep the session after the browser closes (localStorage); default true. */
  remember?: boolean;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  token: string | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True from a logout in this tab until the next sign-in (see use-logged-out-here.ts). */
  loggedOut: boolean;
  /**
   * The role of the session the server ended while this tab had it (idle, expired), until the
   * next sign-in: pages for signed-in people send a therapist to /doctorLogin with it.
   */
  endedRole: Role | null;
  /** Stores the session a login answered with; throws when the token or user is missing. */
  signIn: (token: string, user: unknown, options?: SignInOptions) => void;
  /** Tells the server, then forgets the session whatever the server said. */
  logout: () => Promise<void>;
  /** Replaces the signed-in user (e.g. a new name), in memory and in the store that holds it. */
  updateUser: (user: SessionUser) => void;
  /** Forgets the session here only, for when the server has already ended it (account deleted). */
  endSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
