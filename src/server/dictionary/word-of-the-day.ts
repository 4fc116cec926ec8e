// The word of the day (issue 28 item 3): one term per streak day (the day turns at 6 AM America/New_York, like the
// visit streak). The first replica asked for a day chooses it and stores it; the row's primary key makes every
// other replica (and a concurrent request) read that same row. The choice: a live term with an example, not
// featured in the year before, the best voted first (net votes of its approved definitions), ties broken by a hash
// of the day so the pick varies from day to day but not from replica to replica. An admin may pin a term to a
// future day.
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { WordOfTheDay, WordOfTheDayArchive } from '@shared/schemas/dictionary';
import { WORD_OF_THE_DAY_ARCHIVE_PAGE_SIZE } from '@shared/schemas/dictionary';
import type { DictionaryLanguage } from '@shared/dictionary';
import { streakDayOf } from '@shared/engagement/streak-day';
import type { SessionUser } from '@shared/schemas/auth';
import type { Db } from '../db/client';
import { slangTerms, wordOfTheDay } from '../db/schema';
import { AppError, notFound } from '../errors';
import { definitionsOfTerms } from './definitions';
import { findTermBySlug, type TermRow } from './terms';

/** A term is not featured again within this many days. */
export const NO_REPEAT_DAYS = 365;

/** Today's day of the word of the day (the streak day: it turns at 6 AM New York). */
export const wordOfTheDayToday = (now = new Date()) => streakDayOf(now);

/** Chooses and stores the term of `day` unless the day has one; every caller then reads the stored row. */
async function chooseFor(db: Db, day: string): Promise<void> {
  // Nearly every call finds the day chosen: a primary-key lookup, not the ranking of every term.
  const [chosen] = await db
    .select({ day: wordOfTheDay.day })
    .from(wordOfTheDay)
    .where(eq(wordOfTheDay.day, day));
  if (chosen) return;
  await db.execute(sql`
    insert into ${wordOfTheDay} (day, term_id)
    select ${day}::date, t.id
    from ${slangTerms} t
    where t.deleted_at is null
      and t.example is not null
      and not exists (
        select 1 from ${wordOfTheDay} w
        where w.term_id = t.id
          and w.day > ${day}::date - ${NO_REPEAT_DAYS}::int
          and w.day < ${day}::date + ${NO_REPEAT_DAYS}::int
      )
    order by (
      select coalesce(sum(v.value), 0)
      from term_definitions d join definition_votes v on v.definition_id = d.id
      where d.term_id = t.id and d.status = 'approved'
    ) desc, md5(t.id::text || ${day}::text)
    limit 1
    on conflict (day) do nothing`);
}

async function termOfDay(db: Db, day: string): Promise<TermRow | null> {
  const [row] = await db
    .select({ term: slangTerms })
    .from(wordOfTheDay)
    .innerJoin(slangTerms, eq(slangTerms.id, wordOfTheDay.termId))
    .where(and(eq(wordOfTheDay.day, day), sql`${slangTerms.deletedAt} is null`));
  return row?.term ?? null;
}

/** Days with their terms as the API shows them: each term with its best definition (one query for them all). */
async function present(
  db: Db,
  days: readonly { day: string; term: TermRow }[],
): Promise<WordOfTheDay[]> {
  const definitions = await definitionsOfTerms(
    db,
    days.map(({ term }) => term),
    null,
  );
  return days.map(({ day, term }) => {
    const [best] = definitions.get(term.id) ?? [];
    return {
      date: day,
      term: {
        slug: term.slug,
        term: term.term,
        meaning: best?.meaning ?? term.meaning,
        example: best ? best.example : term.example,
        context: best ? best.context : term.context,
        romanization: term.romanization,
        language: term.language as DictionaryLanguage,
      },
    };
  });
}

/**
 * The word of `day` (today when not given): today's is chosen on first request; a past day without one (nobody
 * asked that day) and a future day (pins stay a surprise) are 404.
 */
export async function getWordOfTheDay(
  db: Db,
  day: string | undefined,
  now = new Date(),
): Promise<WordOfTheDay> {
  const today = wordOfTheDayToday(now);
  const wanted = day ?? today;
  if (wanted > today) throw notFound('There is no word of the day for that date yet.');
  let term = await termOfDay(db, wanted);
  if (!term && wanted === today) {
    await chooseFor(db, today);
    term = await termOfDay(db, today);
  }
  if (!term) throw notFound('There is no word of the day for that date.');
  const [word] = await present(db, [{ day: wanted, term }]);
  return word!;
}

/** Days up to today with their (live) terms, newest first. */
async function pastDays(db: Db, today: string, limit: number, offset: number) {
  return db
    .select({ day: wordOfTheDay.day, term: slangTerms })
    .from(wordOfTheDay)
    .innerJoin(slangTerms, eq(slangTerms.id, wordOfTheDay.termId))
    .where(and(lte(wordOfTheDay.day, today), sql`${slangTerms.deletedAt} is null`))
    .orderBy(desc(wordOfTheDay.day))
    .limit(limit)
    .offset(offset);
}

/** The days so far, newest first, a page at a time (today's chosen first if nobody has asked yet). */
export async function wordOfTheDayArchive(
  db: Db,
  page: number,
  now = new Date(),
): Promise<WordOfTheDayArchive> {
  const today = wordOfTheDayToday(now);
  await chooseFor(db, today);
  const [{ total = 0 } = {}] = await db
    .select({ total: count() })
    .from(wordOfTheDay)
    .innerJoin(slangTerms, eq(slangTerms.id, wordOfTheDay.termId))
    .where(and(lte(wordOfTheDay.day, today), sql`${slangTerms.deletedAt} is null`));
  const size = WORD_OF_THE_DAY_ARCHIVE_PAGE_SIZE;
  const rows = await pastDays(db, today, size, (page - 1) * size);
  const items = (await present(db, rows)).map(({ date, term }) => ({
    date,
    slug: term.slug,
    term: term.term,
    meaning: term.meaning,
  }));
  return { items, page, totalPages: Math.max(1, Math.ceil(total / size)) };
}

/** The newest days with their terms, for the Atom feed (today's chosen first). */
export async function latestWordsOfTheDay(
  db: Db,
  limit: number,
  now = new Date(),
): Promise<WordOfTheDay[]> {
  const today = wordOfTheDayToday(now);
  await chooseFor(db, today);
  const rows = await pastDays(db, today, limit, 0);
  return present(db, rows);
}

/** An admin pins a term to a future day (replacing an earlier pin of that day). */
export async function pinWordOfTheDay(
  db: Db,
  input: { date: string; slug: string },
  admin: SessionUser,
  now = new Date(),
): Promise<void> {
  const today = wordOfTheDayToday(now);
  if (input.date <= today) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Only a future day can be pinned: today’s word is already out.',
    );
  }
  const term = await findTermBySlug(db, input.slug);
  if (!term) throw notFound('Term not found.');
  await db
    .insert(wordOfTheDay)
    .values({ day: input.date, termId: term.id, pinnedBy: admin.id })
    .onConflictDoUpdate({
      target: wordOfTheDay.day,
      set: { termId: term.id, pinnedBy: admin.id },
      // Only days still ahead: a day that has come is never changed.
      setWhere: gt(wordOfTheDay.day, today),
    });
}
