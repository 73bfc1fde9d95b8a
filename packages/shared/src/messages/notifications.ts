import { defineMessages } from '#define-messages';
import { words } from '#words/notifications';

export const notificationsMessages = defineMessages('notifications', words, {
  bellUnread: (count: number) => ({ count }),
});
