import { Avatar, Box, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ChatContact } from './chat-contacts';
import { PresenceDot } from './PresenceDot';
import { chatMessages } from '@solace/shared';

export const contactRowId = (id: string) => `chat-contact-${id}`;

export function initials(name: string): string {
  const letters = name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase());
  return letters.slice(0, 2).join('') || '?';
}

/** The visible count is a picture; the words are for screen readers. */
function UnreadCount({ count }: { count: number }) {
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 700,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {chatMessages.unreadCount(count)}
      </Box>
    </>
  );
}

interface Props {
  contact: ChatContact;
  selected: boolean;
  onSelect: (id: string) => void;
}

/**
 * One person of the left panel, a button: avatar, name, specialization (therapists) or the last
 * message (patients), presence for therapists, and the unread count. Offline therapists with no
 * conversation yet cannot be chosen.
 */
export function ContactRow({ contact, selected, onSelect }: Props) {
  const isDoctor = contact.role === 'doctor';
  const secondary = isDoctor ? contact.specialization : (contact.lastMessage?.text ?? '');
  return (
    <ListItem disablePadding>
      <ListItemButton
        id={contactRowId(contact.id)}
        selected={selected}
        disabled={!contact.selectable}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(contact.id)}
        sx={{ gap: 1.5, py: 1.25 }}
      >
        <ListItemAvatar sx={{ minWidth: 0, position: 'relative' }}>
          <Avatar
            src={contact.avatar ?? undefined}
            alt=""
            // MUI's grey behind white initials fails axe's contrast check; the theme's green passes.
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initials(contact.name)}
          </Avatar>
          {isDoctor && (
            <Box sx={{ position: 'absolute', right: -2, bottom: -2 }}>
              <PresenceDot online={contact.online} />
            </Box>
          )}
        </ListItemAvatar>
        <ListItemText
          primary={contact.name}
          secondary={secondary || undefined}
          slotProps={{
            primary: { sx: { fontWeight: contact.unread > 0 ? 700 : 500 }, noWrap: true },
            secondary: { noWrap: true },
          }}
          sx={{ minWidth: 0 }}
        />
        {contact.unread > 0 && <UnreadCount count={contact.unread} />}
      </ListItemButton>
    </ListItem>
  );
}
