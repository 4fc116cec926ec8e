// /word-of-the-day (issue 28 item 3): today's term, or a past day's with ?date=YYYY-MM-DD (the Atom feed's entries
// link there); an unreadable date shows today's.
import { useSearch } from 'wouter';
import { WordOfTheDayPage } from '@client/features/word-of-the-day/components/word-of-the-day-page';
import { isDay } from '@client/features/word-of-the-day/lib/format-day';

export default function WordOfTheDayRoute() {
  const date = new URLSearchParams(useSearch()).get('date');
  const day = isDay(date) ? date : null;
  return <WordOfTheDayPage key={day ?? 'today'} date={day} />;
}
