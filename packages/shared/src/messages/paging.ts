import { defineMessages } from '#define-messages';
import { words } from '#words/paging';

/** Texts of paged lists (issue 23): the "Load more" button and a cursor the server cannot read. */
export const pagingMessages = defineMessages('paging', words, {});
