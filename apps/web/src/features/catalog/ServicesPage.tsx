import { catalogMessages, appMessages } from '@solace/shared';
import { Box, Button, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PageContainer } from '../../components/PageContainer';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useServices } from './catalog-api';
import { serviceIcon } from './service-icons';
import { ServiceCard } from './ServiceCard';

const serviceGridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

function ServiceSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent sx={{ p: 3.5 }}>
        <Skeleton variant="rounded" width={52} height={52} sx={{ mb: 2.5 }} />
        <Skeleton width="50%" height={30} />
        <Skeleton height={20} />
        <Skeleton height={20} width="85%" />
      </CardContent>
    </Card>
  );
}

export function ServicesPage() {
  useDocumentTitle(catalogMessages.servicesDocumentTitle);
  const { data, error, isFetching, refetch } = useServices();

  return (
    <PageContainer title={catalogMessages.servicesTitle} intro={catalogMessages.servicesIntro}>
      {error && !data && !isFetching ? (
        <ErrorNotice text={catalogMessages.servicesFailed} onRetry={() => void refetch()} />
      ) : (
        <Box component="ul" sx={serviceGridSx} aria-busy={!data}>
          {data
            ? data.map((service) => {
                const Icon = serviceIcon(service.id);
                return (
                  <li key={service.id}>
                    <ServiceCard icon={<Icon />} title={service.name}>
                      {service.description}
                    </ServiceCard>
                  </li>
                );
              })
            : Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <ServiceSkeleton />
                </li>
              ))}
        </Box>
      )}
      <Paper
        elevation={0}
        sx={{
          mt: { xs: 5, md: 8 },
          p: { xs: 3, md: 5 },
          bgcolor: '#E6F0EC',
          borderRadius: 4,
          textAlign: 'center',
        }}
      >
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
          {catalogMessages.notSureWhere}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
          {catalogMessages.noDiagnosisNeeded}
        </Typography>
        <Button component={Link} to="/doctors" variant="contained" size="large">
          {appMessages.findTherapist}
        </Button>
      </Paper>
    </PageContainer>
  );
}
