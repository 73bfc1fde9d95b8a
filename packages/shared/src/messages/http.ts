import { defineMessages } from '#define-messages';
import { words } from '#words/http';

export const httpMessages = defineMessages('http', words, {});
