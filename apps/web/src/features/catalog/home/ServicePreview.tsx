import { Box } from '@mui/material';
import { serviceIcon } from '../service-icons';
import { ServiceCard } from '../ServiceCard';
import { Section } from './Section';
import { homeMessages } from '@solace/shared';

const highlights = [
  {
    id: 'depression',
    name: homeMessages.depression,
    text: homeMessages.depressionText,
  },
  {
    id: 'anxiety',
    name: homeMessages.anxiety,
    text: homeMessages.anxietyText,
  },
  {
    id: 'addiction',
    name: homeMessages.addiction,
    text: homeMessages.addictionText,
  },
];

export function ServicePreview() {
  return (
    <Section
      eyebrow={homeMessages.servicesEyebrow}
      title={homeMessages.servicesTitle}
      intro={homeMessages.servicesIntro}
      tinted
      seeAll={{ to: '/services', label: homeMessages.exploreServices }}
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {highlights.map(({ id, name, text }) => {
          const Icon = serviceIcon(id);
          return (
            <li key={id}>
              <ServiceCard icon={<Icon />} title={name} headingLevel="h3">
                {text}
              </ServiceCard>
            </li>
          );
        })}
      </Box>
    </Section>
  );
}
