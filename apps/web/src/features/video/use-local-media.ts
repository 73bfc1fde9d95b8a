import { useEffect, useState } from 'react';

/** What the browser let us have: camera and microphone, the microphone only, or nothing. */
export type MediaAccess = 'pending' | 'full' | 'audio-only' | 'none';

export interface LocalMedia {
  stream: MediaStream | null;
  access: MediaAccess;
}

async function askForMedia(): Promise<LocalMedia> {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!devices?.getUserMedia) return { stream: null, access: 'none' };
  // Camera refused or missing: the consultation goes on by voice, or by chat alone.
  const attempts: [MediaStreamConstraints, MediaAccess][] = [
    [{ video: true, audio: true }, 'full'],
    [{ audio: true }, 'audio-only'],
  ];
  for (const [constraints, access] of attempts) {
    try {
      return { stream: await devices.getUserMedia(constraints), access };
    } catch (err) {
      console.warn('media not available', constraints, err);
    }
  }
  return { stream: null, access: 'none' };
}

/**
 * The camera and microphone, asked for once on entry (as the spec does) and released when the
 * page goes. The same stream is used by the pre-join check and the call.
 */
export function useLocalMedia(): LocalMedia {
  const [media, setMedia] = useState<LocalMedia>({ stream: null, access: 'pending' });
  useEffect(() => {
    let gone = false;
    let stream: MediaStream | null = null;
    void askForMedia().then((got) => {
      stream = got.stream;
      if (gone) stream?.getTracks().forEach((track) => track.stop());
      else setMedia(got);
    });
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return media;
}
