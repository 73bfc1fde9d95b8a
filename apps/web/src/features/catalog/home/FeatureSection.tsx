import { Box } from '@mui/material';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ServiceCard } from '../ServiceCard';
import { Section } from './Section';
import { homeMessages } from '@solace/shared';

const features = [
  {
    Icon: PsychologyIcon,
    title: homeMessages.personalizedTherapy,
    text: homeMessages.personalizedTherapyText,
  },
  {
    Icon: VideocamIcon,
    title: homeMessages.virtualConsultations,
    text: homeMessages.virtualConsultationsText,
  },
  {
    Icon: SavingsIcon,
    title: homeMessages.affordableCare,
    text: homeMessages.affordableCareText,
  },
  {
    Icon: ForumIcon,
    title: homeMessages.continuousSupport,
    text: homeMessages.continuousSupportText,
  },
];

export function FeatureSection() {
  return (
    <Section eyebrow={homeMessages.whySolace} title={homeMessages.featuresTitle}>
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
