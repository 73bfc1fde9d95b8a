import { defineMessages } from '#define-messages';
import { words } from '#words/catalog';

export const catalogMessages = defineMessages('catalog', words, {
  planLabel: (name: string) => ({ name }),
  planIncludes: (name: string) => ({ name }),
  nextFree: (when: string) => ({ when }),
  ratedOutOf5: (value: number) => ({ value }),
});
