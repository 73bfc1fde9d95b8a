import { Box, Stack, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { SECTION_IDS } from '@solace/shared';
import { Section } from './Section';

const pillars = [
  {
    Icon: VerifiedUserIcon,
    title: 'Licensed professionals',
    text: 'Every therapist on Solace is a qualified, licensed practitioner whose credentials we verify before they join.',
  },
  {
    Icon: LockIcon,
    title: 'Confidential by design',
    text: 'What you share stays between you and your therapist. Sessions are private and your details are never sold.',
  },
  {
    Icon: VideocamIcon,
    title: 'Sessions online',
    text: 'Meet by video or chat from wherever you feel at ease. No commute, no waiting room.',
  },
];

/** The "About" target of the navigation (`id="aboutus"`). */
export function AboutSection() {
  return (
    <Section
      id={SECTION_IDS.about}
      eyebrow="About us"
      title="About Solace"
      tinted
      intro={
        <>
          <p style={{ margin: '0 0 12px' }}>
            Solace is an online counselling and therapy service built on a simple belief: talking to
            someone should feel safe, easy and affordable.
          </p>
          <p style={{ margin: 0 }}>
            We bring together experienced, licensed therapists and people looking for support with
            stress, anxiety, low mood, relationships, grief and more, so that help is a few clicks
            away rather than a few months.
          </p>
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
