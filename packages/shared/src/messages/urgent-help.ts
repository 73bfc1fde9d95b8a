import { defineMessages } from '#define-messages';
import { words } from '#words/urgent-help';

/** The urgent-help page (issue 22, point 5): apart from app's, which every page downloads. */
export const urgentHelpMessages = defineMessages('urgentHelp', words, {
  callLine: (name: string, number: string) => ({ name, number }),
});
