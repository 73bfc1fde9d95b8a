import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { type ChatMessage, chatMessages } from '@solace/shared';
import { useNow } from '../../lib/use-now';
import type { PendingMessage } from './chat-room-state';
import { MessageBubble } from './MessageBubble';

interface Props {
  me: string;
  otherName: string;
  history: ChatMessage[];
  pending: PendingMessage[];
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
}

function PendingStatus({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  if (item.status !== 'failed') {
    return <ScheduleIcon titleAccess={chatMessages.sending} sx={{ fontSize: 14 }} />;
  }
  return (
    <>
      <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
        {item.error && item.error !== chatMessages.failed
          ? `${chatMessages.failed} ${item.error}`
          : chatMessages.failed}
      </Box>
      <Button size="small" color="error" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
        {chatMessages.retry}
      </Button>
    </>
  );
}

/**
 * The conversation, oldest first, scrolled to the newest whenever one arrives (not when an older
 * page is added above). Our unsent messages follow the stored ones.
 */
export function MessageList(props: Props) {
  const { me, otherName, history, pending, loaded, hasOlder, loadingOlder } = props;
  const scroller = useRef<HTMLOListElement>(null);
  const now = useNow().getTime();
  const newest = pending.at(-1)?.clientId ?? history.at(-1)?.id;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  const empty = loaded && history.length === 0 && pending.length === 0;
  return (
    <Box
      component="ol"
      ref={scroller}
      aria-label={chatMessages.messagesWith(otherName)}
      // Scrollable content must be reachable by keyboard.
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 1.5, sm: 2 },
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {hasOlder && (
        <Box component="li" sx={{ alignSelf: 'center' }}>
          <Button size="small" onClick={props.onLoadOlder} disabled={loadingOlder}>
            {chatMessages.olderMessages}
          </Button>
        </Box>
      )}
      {empty && (
        <Box component="li" sx={{ m: 'auto', textAlign: 'center', px: 2 }}>
          <Typography color="text.secondary">
            {chatMessages.startConsultation(otherName)}
          </Typography>
        </Box>
      )}
      {history.map((message) => (
        <MessageBubble
          key={message.id}
          mine={message.userId === me}
          author={message.name}
          text={message.text}
          time={message.time}
          now={now}
        />
      ))}
      {pending.map((item) => (
        <MessageBubble
          key={item.clientId}
          mine
          author=""
          text={item.text}
          time={item.time}
          now={now}
          status={<PendingStatus item={item} onRetry={() => props.onRetry(item.clientId)} />}
        />
      ))}
    </Box>
  );
}
