/** What a fresh Solace starts with: the spec's plans and services, and demo therapists. */

/**
 * The spec's three plans (prices in paise): a single session valid 30 days; a week's four
 * sessions valid 7 days; a month's sixteen valid 31 days (each plan's features say as much).
 */
export const seedPlans = [
  {
    id: 'single',
    name: 'Single',
    priceMinor: 40000,
    currency: 'INR',
    sessionsIncluded: 1,
    validityDays: 30,
    period: 'session' as const,
    description: 'One session when you need it, with no commitment.',
    features: [
      'One 50-minute video session',
      'Choose any available therapist',
      'Secure chat with your therapist before the session',
      'Reschedule free up to 24 hours ahead',
    ],
    sortOrder: 1,
  },
  {
    id: 'weekly',
    name: 'Weekly',
    priceMinor: 140000,
    currency: 'INR',
    sessionsIncluded: 4,
    validityDays: 7,
    period: 'week' as const,
    description: 'Steady support for a difficult stretch.',
    features: [
      'Up to four sessions in the week',
      'The same therapist every time',
      'Unlimited secure messages during the week',
      'Session reminders by e-mail',
    ],
    sortOrder: 2,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    priceMinor: 499900,
    currency: 'INR',
    sessionsIncluded: 16,
    validityDays: 31,
    period: 'month' as const,
    description: 'Ongoing therapy with room to grow.',
    features: [
      'Up to sixteen sessions in the month',
      'A personal care plan reviewed with your therapist',
      'Unlimited secure messages',
      'Priority booking of evening slots',
    ],
    sortOrder: 3,
  },
];

export const seedServices = [
  {
    id: 'depression',
    name: 'Depression',
    description:
      'Evidence-based talk therapy that helps you understand low mood, rebuild routines and find hope again.',
  },
  {
    id: 'anxiety',
    name: 'Anxiety',
    description:
      'Practical tools for worry, panic and stress, so everyday situations feel manageable again.',
  },
  {
    id: 'addiction',
    name: 'Addiction',
    description:
      'Non-judgemental support to understand cravings, prevent relapse and rebuild relationships.',
  },
  {
    id: 'ocd',
    name: 'OCD',
    description:
      'Exposure and response prevention with a trained therapist to loosen the grip of obsessions and compulsions.',
  },
  {
    id: 'couples-therapy',
    name: 'Couples Therapy',
    description: 'A safe space for both partners to communicate, resolve conflict and reconnect.',
  },
  {
    id: 'trauma',
    name: 'Trauma',
    description:
      'Trauma-informed care that helps you process painful experiences at your own pace.',
  },
  {
    id: 'adhd',
    name: 'ADHD',
    description:
      'Strategies for focus, organisation and emotional regulation for adults and teenagers.',
  },
  {
    id: 'grief',
    name: 'Grief',
    description: 'Gentle support through loss, whenever and however grief shows up.',
  },
  {
    id: 'bipolar-disorder',
    name: 'Bipolar Disorder',
    description:
      'Therapy alongside medical care to recognise mood patterns, plan ahead and stay well.',
  },
].map((service, index) => ({ ...service, sortOrder: index + 1 }));

/** Every demo account shares this password; the start-up log and the README name it. */
export const DEMO_PASSWORD = 'solace-demo-2026';

export const demoPatient = {
  email: 'patient@solace.example',
  name: 'Priya Patel',
  phone: '+919812345678',
  age: 29,
};

export const demoDoctors = [
  {
    email: 'ananya.sharma@solace.example',
    name: 'Dr. Ananya Sharma',
    phone: '+919800000001',
    specialization: 'Anxiety and depression',
    description:
      'Clinical psychologist with 11 years of experience. Uses CBT and mindfulness to help adults manage anxiety, panic and low mood.',
    priceRupees: 1200,
    image: '/avatars/ananya-sharma.svg',
    credentials: 'M.Phil. Clinical Psychology (NIMHANS); RCI-registered clinical psychologist',
    languages: ['English', 'Hindi'],
    approach:
      'Cognitive behavioural therapy with mindfulness: we agree on small, practical steps and review them together each week.',
  },
  {
    email: 'rohan.mehta@solace.example',
    name: 'Dr. Rohan Mehta',
    phone: '+919800000002',
    specialization: 'Bipolar disorder and mood',
    description:
      'Psychiatrist focused on mood disorders. Works with clients and families on stability, sleep and early warning signs.',
    priceRupees: 1500,
    image: '/avatars/rohan-mehta.svg',
    credentials: 'MD Psychiatry (AIIMS Delhi); registered with the National Medical Commission',
    languages: ['English', 'Hindi', 'Gujarati'],
    approach:
      'Combines psychiatric care with psychoeducation and family sessions, so that everyone knows the early signs and the plan.',
  },
  {
    email: 'kavya.iyer@solace.example',
    name: 'Kavya Iyer',
    phone: '+919800000003',
    specialization: 'Couples and family therapy',
    description:
      'Counselling psychologist helping couples and families communicate openly, resolve conflict and rebuild trust.',
    priceRupees: 900,
    image: '/avatars/kavya-iyer.svg',
    credentials: 'M.A. Counselling Psychology; certified Gottman Method couples therapist',
    languages: ['English', 'Tamil', 'Malayalam'],
    approach:
      'Emotionally focused and systemic: both partners are heard, patterns are named without blame, and new ways of talking are practised.',
  },
  {
    email: 'arjun.nair@solace.example',
    name: 'Arjun Nair',
    phone: '+919800000004',
    specialization: 'Addiction recovery',
    description:
      'Certified addiction counsellor. Supports recovery from alcohol, substance and gaming dependence with motivational interviewing.',
    priceRupees: 800,
    image: '/avatars/arjun-nair.svg',
    credentials: 'M.Sc. Psychology; certified addiction professional (ICAP I)',
    languages: ['English', 'Malayalam', 'Hindi'],
    approach:
      'Motivational interviewing and relapse-prevention planning, at your pace and without judgement.',
  },
  {
    email: 'meera.kapoor@solace.example',
    name: 'Dr. Meera Kapoor',
    phone: '+919800000005',
    specialization: 'Trauma and PTSD',
    description:
      'Trauma-informed therapist trained in EMDR. Helps survivors of accidents, abuse and loss feel safe in their lives again.',
    priceRupees: 1300,
    image: '/avatars/meera-kapoor.svg',
    credentials: 'Ph.D. Clinical Psychology; EMDR Europe accredited practitioner',
    languages: ['English', 'Hindi', 'Punjabi'],
    approach:
      'Trauma-informed and phase-based: safety and stabilisation first, then processing with EMDR when you are ready.',
  },
  {
    email: 'zoya.khan@solace.example',
    name: 'Zoya Khan',
    phone: '+919800000006',
    specialization: 'ADHD and OCD',
    description:
      'Works with teenagers and adults on attention, organisation and obsessive-compulsive patterns using ERP and coaching.',
    priceRupees: 1000,
    image: '/avatars/zoya-khan.svg',
    credentials: 'M.A. Clinical Psychology; trained in exposure and response prevention (ERP)',
    languages: ['English', 'Hindi', 'Urdu'],
    approach:
      'Structured, skills-based sessions: ERP for OCD, and coaching for focus, planning and routines for ADHD.',
  },
  {
    email: 'vikram.desai@solace.example',
    name: 'Vikram Desai',
    phone: '+919800000007',
    specialization: 'Grief and life transitions',
    description:
      'Gentle, person-centred counsellor supporting people through bereavement, divorce, retirement and other big changes.',
    priceRupees: 700,
    image: '/avatars/vikram-desai.svg',
    credentials: 'M.A. Counselling; diploma in grief and bereavement counselling',
    languages: ['English', 'Marathi', 'Hindi'],
    approach:
      'Person-centred and unhurried: space to talk about loss and change, and to find what matters to you next.',
  },
];
