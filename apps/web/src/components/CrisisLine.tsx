import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { appMessages } from '@solace/shared';

/** The numbers of the crisis line, which become links a phone can call. */
const NUMBERS = /(112|14416)/;

/**
 * The crisis line, where someone in distress may be: the sign-in screens, booking and the account
 * menu (the footer has it too). Its numbers are tel: links. A note, not an alert: it is always
 * there, so screen readers should not announce it as news.
 */
export function CrisisLine({ sx }: { sx?: SxProps<Theme> }) {
  const parts = appMessages.crisisLine.split(NUMBERS);
  return (
    <Box
      role="note"
      aria-label={appMessages.crisisLineLabel}
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(47, 111, 94, 0.08)',
        borderLeft: 4,
        borderColor: 'primary.main',
        ...sx,
      }}
    >
      <Typography variant="body2">
        {parts.map((part, index) =>
          NUMBERS.test(part) ? (
            <Link key={index} href={`tel:${part}`} sx={{ fontWeight: 700 }}>
              {part}
            </Link>
          ) : (
            part
          ),
        )}
      </Typography>
    </Box>
  );
}
