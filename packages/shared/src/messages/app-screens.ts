import { defineMessages } from '#define-messages';
import { words } from '#words/app-screens';

/**
 * The app's words that several screens share but the first page never shows (the not-found
 * page, the menu drawer, password fields, retry, the time-zone note): apart from appMessages,
 * which every first visit downloads (the home page's budget, decision note 0031).
 */
export const appScreensMessages = defineMessages('appScreens', words, {
  timesShownIn: (zoneName: string) => ({ zoneName }),
  showField: (field: string) => ({ field }),
  hideField: (field: string) => ({ field }),
});
