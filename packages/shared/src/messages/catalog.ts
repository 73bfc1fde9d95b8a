export const catalogMessages = {
  plansFailed: 'Failed to fetch plans. Please try again later.',
  doctorsLoading: 'Loading doctors...',
  doctorsEmpty: 'No doctors available at the moment. Please check back later.',
  doctorsInvalid: 'Invalid data format received.',
  servicesFailed: 'Failed to fetch services. Please try again later.',
} as const;
