import { Box, Paper, Typography } from '@mui/material';
import { type VideoRoomMessage, videoMessages } from '@solace/shared';
import { RoomMessageBody } from './RoomMessageBody';

/** The chat of a closed consultation, to read afterwards. Nothing when nobody wrote. */
export function RoomTranscript({ me, list }: { me: string; list: VideoRoomMessage[] }) {
  if (list.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="room-transcript"
      variant="outlined"
      sx={{ p: 2, maxWidth: 640, mx: 'auto' }}
    >
      <Typography id="room-transcript" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {videoMessages.transcript}
      </Typography>
      <Box component="ul" aria-labelledby="room-transcript" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((message) => (
          <Box component="li" key={message.id} sx={{ my: 1 }}>
            <RoomMessageBody
              sender={message.senderId === me ? videoMessages.you : message.sender}
              text={message.text}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
