import { useEffect, useRef } from 'react';
import { Box, Paper, useMediaQuery, useTheme } from '@mui/material';
import type { SessionUser } from '../../lib/auth/session-user';
import { useSocket, useSocketConnected } from '../../lib/use-socket';
import { contactRowId } from './ContactRow';
import { ContactsPanel } from './ContactsPanel';
import { ConversationPanel } from './ConversationPanel';
import { useChatContacts } from './use-chat-contacts';
import { useChatRoom } from './use-chat-room';
import { useChatSelection } from './use-chat-selection';
import { useMarkRead } from './use-mark-read';
import { useOlderMessages } from './use-older-messages';
import { useReconnecting } from './use-reconnecting';

const noMessages: never[] = [];

/**
 * The live chat of a signed-in person: people on the left, the conversation on the right; on a
 * phone one panel at a time, the list first.
 */
export function ChatScreen({ me }: { me: SessionUser }) {
  const isPatient = me.role === 'patient';
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const socket = useSocket();
  const reconnecting = useReconnecting(useSocketConnected(socket));
  const { contacts, ready, failed, retry, morePages } = useChatContacts(me);
  const { selectedId, opened, select, back } = useChatSelection(me.id, contacts, ready, isPatient);
  const room = useChatRoom(socket, me, selectedId);
  const older = useOlderMessages(room.dispatch);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const returnToRow = useRef(false);

  const contact = contacts.find((item) => item.id === selectedId);
  const thread = selectedId ? room.state.threads[selectedId] : undefined;
  const history = thread?.messages ?? noMessages;
  const pending = room.state.outbox.filter((item) => item.receiverId === selectedId);
  useMarkRead({
    me: me.id,
    otherId: selectedId,
    conversationId: contact?.conversationId ?? history[0]?.conversationId ?? null,
    latestIncomingId: history.findLast((message) => message.userId !== me.id)?.id,
    unread: contact?.unread ?? 0,
  });

  // A chosen conversation takes the focus to its message box; Back returns it to the row.
  useEffect(() => {
    if (opened && selectedId) inputRef.current?.focus();
  }, [opened, selectedId]);
  const showList = !narrow || !opened;
  useEffect(() => {
    if (!showList || !returnToRow.current || !selectedId) return;
    returnToRow.current = false;
    document.getElementById(contactRowId(selectedId))?.focus();
  }, [showList, selectedId]);

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : '320px minmax(0, 1fr)',
        height: { xs: 'calc(100dvh - 150px)', md: 'min(760px, calc(100dvh - 200px))' },
        minHeight: 480,
        borderRadius: 3,
        overflow: 'hidden',
      }}
    >
      {showList && (
        <Box sx={{ minHeight: 0, borderRight: narrow ? 0 : 1, borderColor: 'divider' }}>
          <ContactsPanel
            isPatient={isPatient}
            contacts={contacts}
            ready={ready}
            failed={failed}
            onRetry={retry}
            morePages={morePages}
            selectedId={selectedId}
            onSelect={select}
          />
        </Box>
      )}
      {(!narrow || opened) && (
        <ConversationPanel
          me={me.id}
          isPatient={isPatient}
          contact={contact}
          view={{
            history,
            pending,
            loaded: thread?.loaded ?? false,
            hasOlder: thread?.hasOlder ?? false,
            loadingOlder: older.loading,
          }}
          reconnecting={reconnecting}
          chatError={room.chatError}
          onDismissError={room.dismissChatError}
          crisisLines={room.crisisLines}
          onCloseCrisisLines={room.closeCrisisLines}
          announcement={room.announcement}
          onSend={(text) => selectedId && room.send(selectedId, text)}
          onRetry={room.retry}
          onLoadOlder={() => selectedId && older.loadOlder(selectedId, history[0])}
          onBack={
            narrow
              ? () => {
                  returnToRow.current = true;
                  back();
                }
              : undefined
          }
          inputRef={inputRef}
        />
      )}
    </Paper>
  );
}
