import { Typography } from '@mui/material';

/** One room chat message: who wrote it (or 'You'), then the text as written. */
export function RoomMessageBody({ sender, text }: { sender: string; text: string }) {
  return (
    <>
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {sender}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
    </>
  );
}
