/** The English words of questionnairesMessages (../questionnaires.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  phq9Name: 'PHQ-9',
  phq9Title: 'Patient Health Questionnaire (PHQ-9)',
  gad7Name: 'GAD-7',
  gad7Title: 'Generalized Anxiety Disorder scale (GAD-7)',
  /** The published stems: PHQ-9 asks about "any of" the problems, GAD-7 about "the" problems. */
  phq9Stem:
    'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  gad7Stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  phq9Items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  gad7Items: [
    'Feeling nervous, anxious or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
  /** The four answers of every item, scored 0 to 3 in this order. */
  answerOptions: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  /** PHQ-9's closing question: asked, never scored. */
  phq9Difficulty:
    'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  difficultyOptions: [
    'Not difficult at all',
    'Somewhat difficult',
    'Very difficult',
    'Extremely difficult',
  ],
  attribution:
    'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  /** The published severity bands, in plain words. */
  bandLabels: {
    minimal: 'Minimal',
    mild: 'Mild',
    moderate: 'Moderate',
    moderatelySevere: 'Moderately severe',
    severe: 'Severe',
  },
  /** What a band means, as a sentence a client reads beside their score. */
  phq9BandMeaning: '{band} symptoms of depression',
  gad7BandMeaning: '{band} symptoms of anxiety',
  scoreOutOf: '{score} out of {max}',
  // The form.
  progress: '{current} of {total}',
  questionLabel: '{number}. {text}',
  next: 'Next',
  back: 'Back',
  submit: 'Send my answers',
  sending: 'Sending...',
  answerRequired: 'Please answer question {number}.',
  difficultyInvalid: 'Please choose one of the answers, or leave this question out.',
  difficultyOptional: '(optional)',
  difficultyNotAsked: '{name} has no closing question; please leave it out.',
  answersRequired: 'Please answer each question.',
  unknownInstrument: 'Please choose PHQ-9 or GAD-7.',
  wrongAnswerCount: '{name} has {count} questions; please answer each of them.',
  sendFailed: 'Your answers could not be sent. They are kept here; please try again.',
  saved: 'Thank you. Your answers are saved.',
  resumed: 'Welcome back: your earlier answers are filled in.',
  notADiagnosis:
    'This questionnaire is not a diagnosis, and Solace does not replace emergency services.',
  // The safety net: shown at once when PHQ-9's question 9 is answered above "Not at all".
  riskTitle: 'Thank you for telling us',
  riskBody:
    'You said you have had thoughts that you would be better off dead or of hurting yourself. You are not alone, and you can talk to someone right now.',
  // The crisis lines themselves are the app's one sentence (appMessages.crisisLine), as links.
  riskMoreLines: 'More helplines',
  // The chart of scores over time (the client's own, and their therapist's view of it).
  chartTitle: '{name} scores over time',
  chartDescription:
    'Each point is one time {name} was answered, scored from 0 to {max}; a higher score means more symptoms.',
  chartEmpty: 'No answers yet.',
  chartLatest: 'Latest, {date}: {score} out of {max}, {meaning}.',
  chartTableCaption: '{name} scores, oldest first',
  chartDate: 'Date',
  chartScore: 'Score',
  chartBand: 'Severity',
} as const;
