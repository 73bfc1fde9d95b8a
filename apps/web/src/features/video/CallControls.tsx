import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import CallEndIcon from '@mui/icons-material/CallEnd';
import { videoMessages } from '@solace/shared';

interface Props {
  muted: boolean;
  videoOff: boolean;
  sharing: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  canShare: boolean;
  onMute: () => void;
  onVideo: () => void;
  onShare: () => void;
  onEnd: () => void;
}

const m = videoMessages;

/** Mute/unmute, video on/off, share screen and End Consultation; each button says what it does. */
export function CallControls(props: Props) {
  const toggles = [
    {
      key: 'mute',
      pressed: props.muted,
      label: props.muted ? m.unmute : m.mute,
      icon: props.muted ? <MicOffIcon /> : <MicIcon />,
      onClick: props.onMute,
      disabled: !props.hasAudio,
    },
    {
      key: 'video',
      pressed: props.videoOff,
      label: props.videoOff ? m.videoOn : m.videoOff,
      icon: props.videoOff ? <VideocamOffIcon /> : <VideocamIcon />,
      onClick: props.onVideo,
      disabled: !props.hasVideo,
    },
    {
      key: 'share',
      pressed: props.sharing,
      label: props.sharing ? m.stopSharing : m.shareScreen,
      icon: props.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />,
      onClick: props.onShare,
      disabled: !props.canShare,
    },
  ];
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={videoMessages.callControls}
      sx={{ gap: 1.5, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      {toggles.map((toggle) => (
        <Tooltip key={toggle.key} title={toggle.label} arrow>
          <span>
            <IconButton
              aria-label={toggle.label}
              aria-pressed={toggle.pressed}
              onClick={toggle.onClick}
              disabled={toggle.disabled}
              sx={{
                bgcolor: toggle.pressed ? 'error.light' : 'grey.200',
                '&:hover': { bgcolor: toggle.pressed ? 'error.main' : 'grey.300' },
              }}
            >
              {toggle.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={props.onEnd}>
        {m.end}
      </Button>
    </Stack>
  );
}
