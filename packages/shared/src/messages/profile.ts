import { defineMessages } from '#define-messages';
import { words } from '#words/profile';

export const profileMessages = defineMessages('profile', words, {
  home: {
    welcome: (firstName: string) => ({ firstName }),
    bookAgain: (name: string) => ({ name }),
    moreBooked: (count: number) => ({ count }),
  },
  timeZoneDeviceDiffers: (zoneName: string) => ({ zoneName }),
  cancelConfirm: (name: string, when: string) => ({ name, when }),
  rescheduleCurrent: (name: string, when: string) => ({ name, when }),
  joinVideoHint: (minutes: number) => ({ minutes }),
  cancelledOn: (who: string, date: string, time: string) => ({ who, date, time }),
  cancelledBy: (who: string) => ({ who }),
  cancelReason: (line: string, reason: string) => ({ line, reason }),
});
