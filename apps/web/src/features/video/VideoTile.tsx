import { useEffect, useId, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  label: string;
  stream: MediaStream | null;
  /** Our own tile: never played back to ourselves. */
  muted?: boolean;
  /** Shown over the tile when there is no picture. */
  placeholder?: string;
  /** Mirrored like a mirror: only our own camera. */
  mirrored?: boolean;
  sx?: SxProps<Theme>;
}

/** One video box with its label ('You', 'Therapist', 'Client'); it plays sound unless muted. */
export function VideoTile({ label, stream, muted, placeholder, mirrored, sx }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const labelId = useId();
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) element.play().catch(() => undefined);
  }, [stream]);

  const hasVideo = Boolean(stream?.getVideoTracks().length);
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
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={muted}
        data-video-label={label}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: 'block',
          transform: mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {!hasVideo && placeholder && (
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
          {placeholder}
        </Typography>
      )}
      <Typography
        component="figcaption"
        id={labelId}
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          px: 1,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
          fontSize: '0.875rem',
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}
