/**
 * What this browser keeps between its sign-up and the e-mailed link (localStorage, so a link
 * opened in a new tab finds it): a random key that proves to the server the link is opened where
 * the sign-up was made (then no password is asked), and where the visitor was going, with the
 * page's state (a booking keeps the time picked before signing up).
 */
const KEY = 'solace.signup';

interface SignupMemory {
  browserKey: string;
  returnTo: string | null;
  state: unknown;
}

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function readSignupMemory(): SignupMemory | null {
  const raw = store()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignupMemory>;
    if (typeof value.browserKey !== 'string') return null;
    return {
      browserKey: value.browserKey,
      returnTo: typeof value.returnTo === 'string' ? value.returnTo : null,
      state: value.state ?? null,
    };
  } catch {
    return null;
  }
}

/** Before a sign-up: this browser's key (kept across sign-ups) and where to go afterwards. */
export function rememberSignup(returnTo: string | null, state: unknown): SignupMemory {
  const memory = {
    browserKey: readSignupMemory()?.browserKey ?? newKey(),
    returnTo,
    state: state ?? null,
  };
  try {
    store()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Full or blocked storage: the link still works, with the password.
  }
  return memory;
}

export function forgetSignup(): void {
  store()?.removeItem(KEY);
}
