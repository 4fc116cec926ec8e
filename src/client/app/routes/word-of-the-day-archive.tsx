// /word-of-the-day/archive?page=N (issue 28 item 3): the past words of the day.
import { WordOfTheDayArchiveList } from '@client/features/word-of-the-day/components/word-of-the-day-archive';

export default function WordOfTheDayArchiveRoute() {
  return <WordOfTheDayArchiveList />;
}
