import { defineMessages } from '#define-messages';
import { words } from '#words/crisis-lines';

/** The crisis lines' names and what each is for (../crisis-lines.ts has their numbers). */
export const crisisLinesMessages = defineMessages('crisisLines', words, {});
