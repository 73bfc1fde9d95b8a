import { Box, Button } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router';
import { serviceIcon } from '../service-icons';
import { ServiceCard } from '../ServiceCard';
import { Section } from './Section';

const highlights = [
  {
    id: 'depression',
    name: 'Depression',
    text: 'Gentle, structured support to lift low mood, rebuild energy and rediscover what matters to you.',
  },
  {
    id: 'anxiety',
    name: 'Anxiety',
    text: 'Practical tools to quiet racing thoughts, ease worry and feel steady in everyday life.',
  },
  {
    id: 'addiction',
    name: 'Addiction',
    text: 'Compassionate, non-judgemental help to understand cravings and build a healthier routine.',
  },
];

export function ServicePreview() {
  return (
    <Section
      eyebrow="Services"
      title="How we can help"
      intro="From everyday stress to long-standing struggles, find support that fits what you are going through."
      tinted
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
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button
          component={Link}
          to="/services"
          variant="outlined"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          Explore All Services
        </Button>
      </Box>
    </Section>
  );
}
