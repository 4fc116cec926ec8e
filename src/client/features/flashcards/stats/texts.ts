// The statistics page's visible texts (issue 29 item 2), shared by the UI and its tests.
import { MATURE_INTERVAL_DAYS } from '@shared/flashcards/review-stats';
import type { ReviewStateName } from '@shared/flashcards/review-scheduler';
import { plural } from '@client/lib/plural';

const number = (value: number) => value.toLocaleString('en-US');
const counted = (count: number, one: string, other: string) =>
  `${number(count)} ${plural(count, one, other)}`;

export const STATS_TEXT = {
  link: 'Statistics',
  title: 'Learning statistics',
  description: 'How much you review, how much you remember, and what is coming up.',
  backToFlashcards: 'Back to Flashcards',
  loading: 'Loading your statistics',
  failed: 'We could not load your statistics.',
  emptyTitle: 'No reviews yet',
  emptyText:
    'Review a few cards and your calendar, retention and forecast will fill in here, day by day.',
  startReviewing: 'Start reviewing',
  totalReviews: (count: number) => `${counted(count, 'review', 'reviews')} in all`,
  daysStudied: (days: number) => `${counted(days, 'day', 'days')} with reviews in the last year`,

  showTable: 'Show as table',

  calendarTitle: 'Reviews per day',
  calendarDescription: 'The last 365 days; darker days had more reviews.',
  calendarCaption: 'Days with reviews in the last 365 days',
  less: 'Less',
  more: 'More',
  date: 'Date',
  reviews: 'Reviews',
  noDaysYet: 'No reviews in the last 365 days.',
  dayReviews: (day: string, count: number) => `${day}: ${counted(count, 'review', 'reviews')}`,

  retentionTitle: 'True retention',
  retentionDescription:
    'The share of reviews of cards in review you remembered (Got It!), in the last 365 days.',
  retentionCaption: 'True retention by card age',
  young: 'Young cards',
  mature: 'Mature cards',
  youngHint: `Last interval under ${MATURE_INTERVAL_DAYS} days`,
  matureHint: `Last interval of ${MATURE_INTERVAL_DAYS} days or more`,
  cards: 'Cards',
  passed: 'Remembered',
  rate: 'Retention',
  noRate: 'No reviews yet',
  passedOf: (passed: number, reviews: number) =>
    `${number(passed)} of ${counted(reviews, 'review', 'reviews')} remembered`,

  statesTitle: 'Cards by state',
  statesDescription: 'Every card you have started, by where it is in its schedule.',
  statesCaption: 'Your cards by state',
  state: 'State',
  stateNames: {
    new: 'New',
    learning: 'Learning',
    review: 'Review',
    relearning: 'Relearning',
  } satisfies Record<ReviewStateName, string>,
  cardCount: (count: number) => counted(count, 'card', 'cards'),

  forecastTitle: 'Due in the next 30 days',
  forecastDescription: 'Cards falling due each day; overdue cards count today.',
  forecastCaption: 'Cards due per day in the next 30 days',
  due: 'Due',
  today: 'Today',
  forecastTotal: (count: number) => `${counted(count, 'card', 'cards')} due in 30 days`,
} as const;
