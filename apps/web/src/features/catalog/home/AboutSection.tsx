import { Box, Stack, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { SECTION_IDS, homeMessages } from '@solace/shared';
import { Section } from './Section';

const pillars = [
  {
    Icon: VerifiedUserIcon,
    title: homeMessages.licensedProfessionals,
    text: homeMessages.licensedProfessionalsText,
  },
  {
    Icon: LockIcon,
    title: homeMessages.confidentialByDesign,
    text: homeMessages.confidentialText,
  },
  {
    Icon: VideocamIcon,
    title: homeMessages.sessionsOnline,
    text: homeMessages.sessionsOnlineText,
  },
];

/** The "About" target of the navigation (`id="aboutus"`). */
export function AboutSection() {
  return (
    <Section
      id={SECTION_IDS.about}
      eyebrow={homeMessages.aboutEyebrow}
      title={homeMessages.aboutTitle}
      tinted
      intro={
        <>
          <p style={{ margin: '0 0 12px' }}>{homeMessages.aboutBelief}</p>
          <p style={{ margin: 0 }}>{homeMessages.aboutTogether}</p>
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {pillars.map(({ Icon, title, text }) => (
          <Stack key={title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '50%',
                bgcolor: 'background.paper',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon fontSize="small" />
            </Box>
            <Box>
              <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Section>
  );
}
