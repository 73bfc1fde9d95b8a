import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { videoMessages } from '@solace/shared';
import type { LocalMedia } from './use-local-media';
import { useMicLevel } from './use-mic-level';
import { VideoTile } from './VideoTile';

interface Props {
  media: LocalMedia;
  onJoin: () => void;
}

const m = videoMessages;

/** Before entering: one's own camera and microphone level, and what works without them. */
export function PreJoinCheck({ media, onJoin }: Props) {
  const level = useMicLevel(media.stream);
  const percent = Math.round(level * 100);
  return (
    <Box component="section" aria-labelledby="prejoin-title" sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography id="prejoin-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {m.checkTitle}
      </Typography>
      <VideoTile label={m.you} videoName={m.ownVideo} stream={media.stream} muted mirrored />
      {media.access !== 'pending' && media.access !== 'full' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {media.access === 'audio-only' ? m.noCamera : m.noMedia}
        </Alert>
      )}
      <Stack sx={{ mt: 2, gap: 0.5 }}>
        <Typography id="mic-level">{m.microphoneLevel}</Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="mic-level"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Stack>
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        onClick={onJoin}
        disabled={media.access === 'pending'}
      >
        {m.join}
      </Button>
    </Box>
  );
}
