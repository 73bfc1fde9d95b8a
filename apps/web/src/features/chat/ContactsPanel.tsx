import { Box, Chip, List, Typography } from '@mui/material';
import { chatMessages } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { LoadMoreButton, type MorePages } from '../../components/LoadMoreButton';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ChatContact } from './chat-contacts';
import { ContactRow } from './ContactRow';

interface Props {
  isPatient: boolean;
  contacts: ChatContact[];
  ready: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Older conversations, a page at a time. */
  morePages?: MorePages;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The left panel: 'Doctors' with the count of those online (patients), or 'Patients'. */
export function ContactsPanel(props: Props) {
  const { isPatient, contacts, ready, failed, onRetry, morePages, selectedId, onSelect } = props;
  const online = contacts.filter((contact) => contact.role === 'doctor' && contact.online).length;
  const title = isPatient ? chatMessages.doctorsTitle : chatMessages.patientsTitle;
  let body;
  if (failed) body = <ErrorNotice text={chatMessages.loadFailed} onRetry={onRetry} />;
  else if (!ready) body = <LoadingLine text={chatMessages.loadingConversations} />;
  else if (contacts.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {isPatient ? chatMessages.noDoctors : chatMessages.noPatients}
      </Typography>
    );
  } else {
    body = (
      <List aria-labelledby="chat-contacts-title" sx={{ py: 0, overflowY: 'auto', flex: 1 }}>
        {contacts.map((contact) => (
          <ContactRow
            key={contact.id}
            contact={contact}
            selected={contact.id === selectedId}
            onSelect={onSelect}
          />
        ))}
        {morePages && (
          <li>
            <LoadMoreButton pages={morePages} />
          </li>
        )}
      </List>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby="chat-contacts-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="chat-contacts-title" variant="h6" component="h2">
          {title}
        </Typography>
        {isPatient && ready && (
          <Chip
            size="small"
            color={online > 0 ? 'success' : 'default'}
            label={
              <>
                {online}
                <Box component="span" sx={visuallyHidden}>
                  {` ${chatMessages.online.toLowerCase()}`}
                </Box>
              </>
            }
          />
        )}
      </Box>
      <Box sx={{ px: failed || !ready ? 2 : 0, flex: 1, minHeight: 0, display: 'flex' }}>
        {body}
      </Box>
    </Box>
  );
}
