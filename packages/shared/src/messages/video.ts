import { defineMessages } from '#define-messages';
import { words } from '#words/video';

export const videoMessages = defineMessages('video', words, {
  chatWith: (other: 'Therapist' | 'Client') => ({ other }),
  opensAt: (when: string) => ({ when }),
  waiting: (other: 'Therapist' | 'Client') => ({ other }),
  inWaitingRoom: (therapist: string) => ({ therapist }),
  sessionTimes: (range: string, zone: string) => ({ range, zone }),
  startsAt: (time: string) => ({ time }),
  countdown: (left: string) => ({ left }),
  roomOpensAt: (time: string) => ({ time }),
  isWaiting: (clientName: string) => ({
    clientName: clientName.trim().split(/\s+/)[0] ?? clientName,
  }),
  isWaitingMessage: (clientName: string, time: string) => ({ clientName, time }),
  cameraOff: (name: string) => ({ name }),
  microphoneOff: (name: string) => ({ name }),
  remoteVideo: (name: string) => ({ name }),
  rateAfterEnd: (time: string) => ({ time }),
  opensOn: (date: string, time: string) => ({ date, time }),
});
