import { Box } from '@mui/material';
import { chatMessages } from '@solace/shared';
import { visuallyHidden } from '../../components/visually-hidden';

/** The online dot: green or grey, with its word for screen readers. */
export function PresenceDot({ online }: { online: boolean }) {
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: online ? 'success.main' : 'grey.400',
          border: 2,
          borderColor: 'background.paper',
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {online ? chatMessages.online : chatMessages.offline}
      </Box>
    </>
  );
}
