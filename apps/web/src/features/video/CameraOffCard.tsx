import { Avatar, Box, Stack, Typography } from '@mui/material';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { videoMessages } from '@solace/shared';

/**
 * What a tile shows while the person's camera is off: their initial and name, and icons for the
 * camera (and the microphone when muted), each icon named for screen readers.
 */
export function CameraOffCard({ name, microphoneOff }: { name: string; microphoneOff?: boolean }) {
  return (
    <Box
      data-camera-off="true"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#1F2A2E',
        color: '#fff',
        p: 1,
      }}
    >
      <Stack sx={{ alignItems: 'center', gap: 1, textAlign: 'center', minWidth: 0 }}>
        <Avatar
          sx={{ bgcolor: '#2F6F5E', width: 56, height: 56, display: { xs: 'none', sm: 'flex' } }}
        >
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <VideocamOffIcon titleAccess={videoMessages.cameraOff(name)} />
          {microphoneOff && <MicOffIcon titleAccess={videoMessages.microphoneOff(name)} />}
        </Stack>
      </Stack>
    </Box>
  );
}
