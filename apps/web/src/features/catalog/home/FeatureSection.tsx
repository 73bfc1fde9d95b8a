import { Box } from '@mui/material';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ServiceCard } from '../ServiceCard';
import { Section } from './Section';

const features = [
  {
    Icon: PsychologyIcon,
    title: 'Personalized Therapy',
    text: 'Care shaped around your goals, your history and your pace, never a one-size-fits-all script.',
  },
  {
    Icon: VideocamIcon,
    title: 'Virtual Consultations',
    text: 'Private video sessions from home, work or wherever you feel comfortable.',
  },
  {
    Icon: SavingsIcon,
    title: 'Affordable Care',
    text: 'Clear prices per session, week or month, so support fits your budget as well as your needs.',
  },
  {
    Icon: ForumIcon,
    title: 'Continuous Support',
    text: 'Stay in touch with your therapist between sessions through secure messages.',
  },
];

export function FeatureSection() {
  return (
    <Section eyebrow="Why Solace" title="Support that fits your life">
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {features.map(({ Icon, title, text }) => (
          <li key={title}>
            <ServiceCard icon={<Icon />} title={title} headingLevel="h3">
              {text}
            </ServiceCard>
          </li>
        ))}
      </Box>
    </Section>
  );
}
