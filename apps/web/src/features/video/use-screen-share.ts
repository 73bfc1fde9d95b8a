import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Share screen: the screen's track replaces the outgoing camera track (no renegotiation), and
 * the camera comes back when sharing stops, from our button or the browser's own "Stop sharing"
 * (which ends the track).
 */
export function useScreenShare(
  camera: MediaStreamTrack | null,
  sendVideo: (track: MediaStreamTrack | null) => Promise<void>,
) {
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const current = useRef<MediaStreamTrack | null>(null);

  const stop = useCallback(async () => {
    const track = current.current;
    if (!track) return;
    current.current = null;
    track.stop();
    setScreen(null);
    await sendVideo(camera);
  }, [camera, sendVideo]);

  const start = useCallback(async () => {
    if (current.current || !navigator.mediaDevices?.getDisplayMedia) return;
    let display: MediaStream;
    try {
      display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch (err) {
      console.warn('screen share not started', err);
      return;
    }
    const track = display.getVideoTracks()[0];
    if (!track) return;
    current.current = track;
    track.addEventListener('ended', () => {
      if (current.current === track) void stop();
    });
    setScreen(track);
    await sendVideo(track);
  }, [sendVideo, stop]);

  // Leaving the page stops sharing.
  useEffect(() => () => current.current?.stop(), []);

  return { screen, start, stop, supported: Boolean(navigator.mediaDevices?.getDisplayMedia) };
}
