import { defineMessages } from '#define-messages';
import { words } from '#words/home';

/** The visitors' home page (features/catalog/home): its own words, so no other page carries them. */
export const homeMessages = defineMessages('home', words, {});
