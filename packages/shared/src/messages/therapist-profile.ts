import { appMessages } from './app';

/** A therapist's public page and the therapist's own editor of it. */
export const therapistProfileMessages = {
  viewProfile: 'View profile',
  viewProfileOf: (name: string) => `View profile of ${name}`,
  notFound: 'This therapist could not be found. They may no longer be listed.',
  backToList: 'See all therapists',
  loading: 'Loading the profile...',
  loadingTimes: 'Loading free times...',
  notFoundTitle: 'Therapist not found',
  loadFailed: 'Could not load this profile.',
  about: 'About',
  credentials: 'Credentials',
  languages: 'Languages',
  approach: 'Approach',
  specialization: 'Specialization',
  price: 'Price (rupees per session)',
  nextFree: 'Next free times',
  noFreeTimes: 'No free times at the moment. Please check back later.',
  moreTimes: 'See all times',
  book: 'Book a session',
  bookAt: (time: string) => `Book ${time}`,
  /** A therapist card's own name: the whole card opens their booking page. */
  bookWith: (name: string) => `Book a session with ${name}`,
  /** One of a card's free times, named with the visible time first. */
  bookTimeWith: (time: string, name: string) => `Book ${time} with ${name}`,
  cardFreeTimes: (name: string) => `Free times of ${name}`,
  notProvided: 'Not provided yet.',
  /** The therapist's own editor, /dochome/profile. */
  myPublicProfile: appMessages.myPublicProfile,
  editTitle: 'My public profile',
  editIntro: 'What clients see on your profile page and card. Changes show at once.',
  bio: 'Bio',
  languagesHelp: 'Separate languages with commas, e.g. English, Hindi.',
  save: 'Save profile',
  saved: 'Your profile is saved.',
  photo: 'Photo',
  choosePhoto: 'Choose a new photo',
  photoSaved: 'Your photo is saved.',
  seePublic: 'See your public page',
  onlyTherapists: 'This page is for therapists.',
  languagesInvalid: 'Please list at most 10 languages of at most 40 characters each.',
} as const;
