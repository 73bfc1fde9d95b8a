import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { type VideoRoomMessage, videoMessages } from '@solace/shared';
import type { OtherSide } from './call-status';
import { RoomMessageBody } from './RoomMessageBody';

interface Props {
  me: string;
  other: OtherSide;
  list: VideoRoomMessage[];
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
}

const m = videoMessages;

/** 'Chat with your Therapist' beside the videos: Enter sends, blank messages are not sent. */
export function RoomChat({ me, other, list, onSend, sending }: Props) {
  const [text, setText] = useState('');
  const headingId = useId();
  const listBox = useRef<HTMLUListElement>(null);

  // The newest message comes into view inside the list only: scrolling it into view would move
  // the whole page too, and push the video off a laptop's screen mid-call.
  useEffect(() => {
    const box = listBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [list.length]);

  const send = async () => {
    const message = text;
    if (message.trim() === '' || sending) return;
    if (await onSend(message)) setText((now) => (now === message ? '' : now));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 280, height: '100%', p: 2 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {m.chatWith(other)}
      </Typography>
      <Box
        component="ul"
        ref={listBox}
        aria-labelledby={headingId}
        aria-live="polite"
        sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, overflowY: 'auto', maxHeight: 360 }}
      >
        {list.length === 0 && (
          <Typography component="li" color="text.secondary">
            {m.noMessages}
          </Typography>
        )}
        {list.map((message) => {
          const mine = message.senderId === me;
          return (
            <Box
              component="li"
              key={message.id}
              data-sender={mine ? 'me' : 'other'}
              sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', my: 0.5 }}
            >
              <Box
                sx={{
                  maxWidth: '80%',
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 2,
                  bgcolor: mine ? 'primary.main' : 'grey.100',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <RoomMessageBody sender={mine ? m.you : message.sender} text={message.text} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={m.placeholder}
          slotProps={{ htmlInput: { 'aria-label': m.placeholder, maxLength: 2000 } }}
          size="small"
          multiline
          maxRows={3}
          fullWidth
        />
        <Button variant="contained" onClick={() => void send()} disabled={text.trim() === ''}>
          {m.send}
        </Button>
      </Box>
    </Paper>
  );
}
