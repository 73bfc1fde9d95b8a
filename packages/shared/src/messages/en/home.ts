/** The English words of homeMessages (../home.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  documentTitle: 'Online therapy and counselling',
  heroTitle: 'Feel heard.',
  heroTitleCalm: 'Find your calm.',
  heroText:
    'Solace connects you with licensed therapists for private online sessions, at a pace and price that work for you. Take the first step today, gently.',
  getStarted: 'Get Started',
  licensedTherapists: 'Licensed therapists',
  confidentialByDesign: 'Confidential by design',
  onlineFromAnywhere: 'Online, from anywhere',
  privateAndConfidential: 'Private and confidential',
  aboutEyebrow: 'About us',
  aboutTitle: 'About Solace',
  aboutBelief:
    'Solace is an online counselling and therapy service built on a simple belief: talking to someone should feel safe, easy and affordable.',
  aboutTogether:
    'We bring together experienced, licensed therapists and people looking for support with stress, anxiety, low mood, relationships, grief and more, so that help is a few clicks away rather than a few months.',
  licensedProfessionals: 'Licensed professionals',
  licensedProfessionalsText:
    'Every therapist on Solace is a qualified, licensed practitioner whose credentials we verify before they join.',
  confidentialText:
    'What you share stays between you and your therapist. Sessions are private and your details are never sold.',
  sessionsOnline: 'Sessions online',
  sessionsOnlineText:
    'Meet by video or chat from wherever you feel at ease. No commute, no waiting room.',
  whySolace: 'Why Solace',
  featuresTitle: 'Support that fits your life',
  personalizedTherapy: 'Personalized Therapy',
  personalizedTherapyText:
    'Care shaped around your goals, your history and your pace, never a one-size-fits-all script.',
  virtualConsultations: 'Virtual Consultations',
  virtualConsultationsText:
    'Private video sessions from home, work or wherever you feel comfortable.',
  affordableCare: 'Affordable Care',
  affordableCareText:
    'Clear prices per session, week or month, so support fits your budget as well as your needs.',
  continuousSupport: 'Continuous Support',
  continuousSupportText:
    'Stay in touch with your therapist between sessions through secure messages.',
  servicesEyebrow: 'Services',
  servicesTitle: 'How we can help',
  servicesIntro:
    'From everyday stress to long-standing struggles, find support that fits what you are going through.',
  depression: 'Depression',
  depressionText:
    'Gentle, structured support to lift low mood, rebuild energy and rediscover what matters to you.',
  anxiety: 'Anxiety',
  anxietyText:
    'Practical tools to quiet racing thoughts, ease worry and feel steady in everyday life.',
  addiction: 'Addiction',
  addictionText:
    'Compassionate, non-judgemental help to understand cravings and build a healthier routine.',
  exploreServices: 'Explore All Services',
  therapistsEyebrow: 'Our therapists',
  therapistsTitle: 'Meet some of our therapists',
  therapistsIntro:
    'Warm, experienced professionals who listen without judgement and help you move forward at your own pace.',
  viewAllTherapists: 'View All Therapists',
  ctaTitle: 'Ready to talk to someone?',
  ctaText: 'Choose a therapist and a time that suits you. Your first step can be a small one.',
  ctaButton: 'Schedule Your Consultation',
} as const;
