import { useEffect, useState } from 'react';

/** The microphone's loudness from 0 to 1, for the pre-join check's meter. */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || typeof AudioContext === 'undefined') return;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      setLevel(Math.min(1, peak / 64));
    }, 100);
    return () => {
      clearInterval(timer);
      void audio.close();
    };
  }, [stream]);
  return level;
}
