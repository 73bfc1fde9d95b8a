import { defineMessages } from '#define-messages';
import { words } from '#words/input';

/** Solace's own checks on every field a client sends (issue 9), beyond the spec's wording. */
export const inputMessages = defineMessages('input', words, {});
