import type { RefObject } from 'react';
import { Alert, Box } from '@mui/material';
import { type ChatMessage, chatMessages } from '@solace/shared';
import { visuallyHidden } from '../../components/visually-hidden';
import { RiskNotice } from '../questionnaires';
import type { ChatContact } from './chat-contacts';
import type { PendingMessage } from './chat-room-state';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';

interface ConversationView {
  history: ChatMessage[];
  pending: PendingMessage[];
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
}

interface Props {
  me: string;
  isPatient: boolean;
  contact: ChatContact | undefined;
  view: ConversationView;
  reconnecting: boolean;
  chatError: string | null;
  onDismissError: () => void;
  /** The client wrote crisis words: the crisis lines, above the message box, until closed. */
  crisisLines: boolean;
  onCloseCrisisLines: () => void;
  /** The latest message from the selected person, for screen readers. */
  announcement: string;
  onSend: (text: string) => void;
  onRetry: (clientId: string) => void;
  onLoadOlder: () => void;
  onBack?: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The right panel: header, connection state, the messages and the message box. */
export function ConversationPanel(props: Props) {
  const { contact, isPatient, view, reconnecting, chatError } = props;
  const offlineTherapist = contact?.role === 'doctor' && !contact.online;
  return (
    <Box
      component="section"
      aria-labelledby="chat-conversation-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', minWidth: 0 }}
    >
      <ConversationHeader contact={contact} isPatient={isPatient} onBack={props.onBack} />
      <Box role="status" sx={reconnecting ? { px: 2, pt: 1 } : visuallyHidden}>
        {reconnecting && (
          <Alert severity="warning" role="none">
            {chatMessages.reconnecting}
          </Alert>
        )}
      </Box>
      {chatError && (
        <Alert severity="error" onClose={props.onDismissError} sx={{ mx: 2, mt: 1 }}>
          {chatError}
        </Alert>
      )}
      {contact && (
        <>
          <MessageList
            me={props.me}
            otherName={contact.name}
            history={view.history}
            pending={view.pending}
            loaded={view.loaded}
            hasOlder={view.hasOlder}
            loadingOlder={view.loadingOlder}
            onLoadOlder={props.onLoadOlder}
            onRetry={props.onRetry}
          />
          {props.crisisLines && (
            // Capped and scrollable, so the message box stays in view on a phone.
            <Box sx={{ mx: 2, maxHeight: '45%', overflowY: 'auto', flexShrink: 0 }}>
              <RiskNotice
                title={chatMessages.crisisTitle}
                body={chatMessages.crisisBody}
                caveat={chatMessages.crisisCaveat}
                onClose={props.onCloseCrisisLines}
                closeLabel={chatMessages.crisisClose}
              />
            </Box>
          )}
          {offlineTherapist && (
            <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
              {chatMessages.offlineDelivery(contact.name)}
            </Alert>
          )}
          <Composer
            isPatient={isPatient}
            medicalQuestions={contact.medicalQuestions}
            onSend={props.onSend}
            inputRef={props.inputRef}
          />
        </>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {props.announcement}
      </Box>
    </Box>
  );
}
