import { Avatar, Box, Chip, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { chatMessages } from '@solace/shared';
import type { ChatContact } from './chat-contacts';
import { initials } from './ContactRow';

interface Props {
  contact: ChatContact | undefined;
  isPatient: boolean;
  /** On a phone: back to the list. */
  onBack?: () => void;
}

/** The selected person with Online or Offline, or the spec's 'Select a doctor to start chat'. */
export function ConversationHeader({ contact, isPatient, onBack }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        minHeight: 64,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {onBack && (
        <IconButton aria-label={chatMessages.backToConversations} onClick={onBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
      )}
      {contact ? (
        <>
          <Avatar
            src={contact.avatar ?? undefined}
            alt=""
            // MUI's grey behind white initials fails axe's contrast check; the theme's green passes.
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initials(contact.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id="chat-conversation-title"
              variant="subtitle1"
              component="h2"
              noWrap
              sx={{ fontWeight: 700 }}
            >
              {contact.name}
            </Typography>
            {contact.specialization && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {contact.specialization}
              </Typography>
            )}
          </Box>
          {contact.role === 'doctor' && (
            <Chip
              size="small"
              color={contact.online ? 'success' : 'default'}
              label={contact.online ? chatMessages.online : chatMessages.offline}
            />
          )}
        </>
      ) : (
        <Typography id="chat-conversation-title" variant="subtitle1" component="h2">
          {isPatient ? chatMessages.selectDoctor : chatMessages.selectPatient}
        </Typography>
      )}
    </Box>
  );
}
