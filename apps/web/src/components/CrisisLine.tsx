import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { appMessages, CRISIS_NUMBERS } from '@solace/shared';

/** Every crisis number as it is written, each with the link that calls it. */
const TEL_BY_NUMBER = new Map(CRISIS_NUMBERS.map((n) => [n.display, n.tel]));

/** The numbers of the crisis lines found in a text (longest first), to become links. */
const NUMBERS = new RegExp(
  `(${[...TEL_BY_NUMBER.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/-/g, '\\-'))
    .join('|')})`,
);

interface Props {
  sx?: SxProps<Theme>;
  /** The sentence shown; the crisis line's own by default. Its numbers become tel: links. */
  text?: string;
  /** A single quiet line, under the chat's message box, instead of the framed note. */
  dense?: boolean;
}

/**
 * The crisis line, where someone in distress may be: the sign-in screens, booking, the menus,
 * the chat and the report form (the footer and the header's Urgent help page have it too). Its
 * numbers are tel: links. A note, not an alert: it is always there, so screen readers should
 * not announce it as news.
 */
export function CrisisLine({ sx, text = appMessages.crisisLine, dense = false }: Props) {
  const parts = text.split(NUMBERS);
  const frame = dense
    ? {}
    : {
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'rgba(47, 111, 94, 0.08)',
        borderLeft: 4,
        borderColor: 'primary.main',
      };
  return (
    <Box role="note" aria-label={appMessages.crisisLineLabel} sx={{ ...frame, ...sx }}>
      <Typography variant={dense ? 'caption' : 'body2'} component="p" sx={{ m: 0 }}>
        {parts.map((part, index) => {
          const tel = TEL_BY_NUMBER.get(part);
          return tel ? (
            <Link key={index} href={tel} sx={{ fontWeight: 700 }}>
              {part}
            </Link>
          ) : (
            part
          );
        })}
      </Typography>
    </Box>
  );
}
