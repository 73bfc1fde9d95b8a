import { useEffect, useId, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import MicOffIcon from '@mui/icons-material/MicOff';
import { CameraOffCard } from './CameraOffCard';

interface Props {
  /** 'You', 'Therapist' or 'Client': the caption, and how tests find the video. */
  label: string;
  /** The video's accessible name ("Video of Dr. Ananya Sharma"). */
  videoName: string;
  stream: MediaStream | null;
  /** The person's name, shown instead of the picture while their camera is off. */
  name?: string;
  cameraOff?: boolean;
  microphoneOff?: boolean;
  /** Our own tile: never played back to ourselves. */
  muted?: boolean;
  /** Shown over the tile when there is no picture. */
  placeholder?: string;
  /** Mirrored like a mirror: only our own camera. */
  mirrored?: boolean;
  /** 'contain' shows the whole picture (the other person); 'cover' fills the tile (our own). */
  fit?: 'contain' | 'cover';
  sx?: SxProps<Theme>;
}

/**
 * One video box with its caption; it plays sound unless muted. A camera that is off shows the
 * person's name and icons, not a black picture (the element stays, for the sound).
 */
export function VideoTile(props: Props) {
  const { label, videoName, stream, name, cameraOff, microphoneOff, muted } = props;
  const video = useRef<HTMLVideoElement>(null);
  const labelId = useId();
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) element.play().catch(() => undefined);
  }, [stream]);

  const hasVideo = Boolean(stream?.getVideoTracks().length);
  const showCard = Boolean(stream) && (cameraOff || !hasVideo) && !props.placeholder;
  return (
    <Box
      component="figure"
      aria-labelledby={labelId}
      sx={[
        {
          m: 0,
          position: 'relative',
          bgcolor: '#1F2A2E',
          borderRadius: 2,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
        },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={muted}
        aria-label={videoName}
        data-video-label={label}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: props.fit ?? 'cover',
          display: 'block',
          transform: props.mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {!hasVideo && props.placeholder && (
        <Typography
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            textAlign: 'center',
            p: 2,
          }}
        >
          {props.placeholder}
        </Typography>
      )}
      {showCard && <CameraOffCard name={name ?? label} microphoneOff={microphoneOff} />}
      <Typography
        component="figcaption"
        id={labelId}
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          px: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.7)',
          color: '#fff',
          fontSize: '0.875rem',
        }}
      >
        {label}
        {microphoneOff && !showCard && <MicOffIcon fontSize="inherit" aria-hidden="true" />}
      </Typography>
    </Box>
  );
}
