/** The English words of catalogMessages (../catalog.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  plansFailed: 'Failed to fetch plans. Please try again later.',
  doctorsLoading: 'Loading doctors...',
  doctorsEmpty: 'No doctors available at the moment. Please check back later.',
  servicesFailed: 'Failed to fetch services. Please try again later.',
  mostPopular: 'Most popular',
  planIncludes: 'What the {name} plan includes',
  plansTitle: 'Plans and Subscriptions',
  plansIntro:
    'Simple, transparent pricing. Start with a single session or save with a weekly or monthly plan. No hidden fees, cancel any time.',
  afterPlan: 'After choosing a plan you pick the therapist who feels right.',
  servicesTitle: 'Our Therapy Services',
  servicesDocumentTitle: 'Therapy services',
  servicesIntro:
    'Whatever you are carrying, you do not have to carry it alone. Our therapists offer evidence-based support for a wide range of concerns.',
  notSureWhere: 'Not sure where to start?',
  noDiagnosisNeeded:
    'You do not need a diagnosis to reach out. Tell a therapist what is on your mind and you will work out the next step together.',
  book: 'Book',
  meetOurDoctors: 'Meet Our Doctors',
  therapistsIntro:
    'Every Solace therapist is licensed, experienced and here to listen. Choose someone who feels right and book a private online session.',
  therapistsDocumentTitle: 'Therapists',
  pricesInRupees: 'Prices are in Indian rupees.',
  planLabel: '{name} plan',
  noFreeSlots: 'No free slots yet',
  nextFree: 'Next free: {when}',
  ratedOutOf5: 'Rated {value} out of 5',
} as const;
