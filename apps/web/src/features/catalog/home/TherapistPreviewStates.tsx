import { Alert, Card, CardContent, Skeleton } from '@mui/material';
import { HOME_THERAPIST_CARD_COUNT, catalogMessages } from '@solace/shared';

/**
 * The preview's states other than its cards. A server-rendered home page arrives with the cards,
 * so these (and MUI's Skeleton and Alert) are fetched only when the browser needs one.
 */

/** Placeholders shaped like the cards while the list loads. */
export function PreviewSkeletons() {
  return Array.from({ length: HOME_THERAPIST_CARD_COUNT }, (_, index) => (
    <li key={index} aria-hidden="true">
      <Card>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        <CardContent>
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
          <Skeleton width="40%" />
        </CardContent>
      </Card>
    </li>
  ));
}

export function NoTherapistsYet() {
  return (
    <Alert severity="info" variant="outlined" role="status">
      {catalogMessages.doctorsEmpty}
    </Alert>
  );
}
