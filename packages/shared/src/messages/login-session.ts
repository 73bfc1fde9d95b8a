import { defineMessages } from '#define-messages';
import { words } from '#words/login-session';

/**
 * What the sign-in itself says on every page (signing out, an expired sign-in): apart from
 * auth's, whose sign-in forms and idle prompt load with their screens (the first page's budget).
 */
export const loginSessionMessages = defineMessages('loginSession', words, {});
