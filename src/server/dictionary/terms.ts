// Reading and writing dictionary terms: by slug, related terms, the browser's catalog, search, and the admin list.
// Only live terms (deleted_at is null) are ever returned.
import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_CATEGORY_ID,
  type CatalogCountry,
  type CategoryEntry,
  type RelatedTerm,
  type SearchItem,
  type SlangTerm,
} from '@shared/schemas/dictionary';
import { SEARCH_RESULTS_MAX, type DictionaryLanguage } from '@shared/dictionary';
import { slugify } from '@shared/slug';
import type { Db } from '../db/client';
import { slangTerms } from '../db/schema';
import type { CountryInfo } from './content';

export type TermRow = typeof slangTerms.$inferSelect;

const live = isNull(slangTerms.deletedAt);

export function toSlangTerm(row: TermRow): SlangTerm {
  return {
    id: row.id,
    slug: row.slug,
    term: row.term,
    meaning: row.meaning,
    context: row.context,
    example: row.example,
    moreExamples: row.moreExamples,
    romanization: row.romanization,
    language: row.language as DictionaryLanguage,
    tags: row.tags,
    country: row.country,
    category: row.category,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findTermBySlug(db: Db, slug: string): Promise<TermRow | null> {
  const [row] = await db
    .select()
    .from(slangTerms)
    .where(and(eq(slangTerms.slug, slug), live));
  return row ?? null;
}

export async function findTermById(db: Db, id: string): Promise<TermRow | null> {
  const [row] = await db
    .select()
    .from(slangTerms)
    .where(and(eq(slangTerms.id, id), live));
  return row ?? null;
}

const RELATED_MAX = 6;

/**
 * Terms of the same category or sharing tags, most shared tags first, then the same category. A term with
 * neither (a community term) gets the terms whose spelling is closest to it.
 */
/** The other live terms of the same name (folded as search folds it): their pages' titles must differ. */
export async function homonymsOf(
  db: Db,
  term: TermRow,
): Promise<Pick<TermRow, 'slug' | 'language' | 'country' | 'category'>[]> {
  if (!term.termKey) return [];
  return db
    .select({
      slug: slangTerms.slug,
      language: slangTerms.language,
      country: slangTerms.country,
      category: slangTerms.category,
    })
    .from(slangTerms)
    .where(and(live, ne(slangTerms.id, term.id), eq(slangTerms.termKey, term.termKey)));
}

export async function relatedTerms(db: Db, term: TermRow): Promise<RelatedTerm[]> {
  const columns = { slug: slangTerms.slug, term: slangTerms.term, meaning: slangTerms.meaning };
  const others = and(live, ne(slangTerms.id, term.id), eq(slangTerms.language, term.language));
  if (term.tags.length === 0 && !term.category) {
    return db
      .select(columns)
      .from(slangTerms)
      .where(and(others, sql`${slangTerms.termKey} % ${term.termKey}`))
      .orderBy(desc(sql`similarity(${slangTerms.termKey}, ${term.termKey})`))
      .limit(RELATED_MAX);
  }
  // One array parameter (a JS array in a template would become a list of parameters).
  const tags = term.tags.length
    ? sql`array[${sql.join(
        term.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;
  const sameCategory =
    term.category && term.country
      ? sql`(${slangTerms.country} = ${term.country} and ${slangTerms.category} = ${term.category})`
      : sql`(${slangTerms.id} is null)`;
  const sharedTags = sql<number>`cardinality(array(select unnest(${slangTerms.tags}) intersect select unnest(${tags})))`;
  return db
    .select(columns)
    .from(slangTerms)
    .where(and(others, or(sql`${slangTerms.tags} && ${tags}`, sameCategory)))
    .orderBy(desc(sharedTags), desc(sameCategory), asc(slangTerms.termKey))
    .limit(RELATED_MAX);
}

/** The country whose categories are in `language`: where community terms of that language are listed. */
export function countryOfLanguage(
  countries: CountryInfo[],
  language: string,
): CountryInfo | undefined {
  return countries.find((country) =>
    country.subcategories.some((category) => category.language === language),
  );
}

/** The countries with entry counts, as the browser's first two levels show them. */
export async function catalog(db: Db, countries: CountryInfo[]): Promise<CatalogCountry[]> {
  const rows = await db
    .select({
      country: slangTerms.country,
      category: slangTerms.category,
      language: slangTerms.language,
      entries: count(),
    })
    .from(slangTerms)
    .where(live)
    .groupBy(slangTerms.country, slangTerms.category, slangTerms.language);

  const counts = new Map<string, number>();
  const add = (key: string, value: number) => counts.set(key, (counts.get(key) ?? 0) + value);
  for (const row of rows) {
    if (row.country && row.category) add(`${row.country}/${row.category}`, row.entries);
    else {
      const country = countryOfLanguage(countries, row.language);
      if (country) add(`${country.id}/${COMMUNITY_CATEGORY_ID}`, row.entries);
    }
  }

  return countries.map((country) => {
    const subcategories = country.subcategories.map((category) => ({
      id: category.id,
      title: category.title,
      description: category.description,
      language: category.language,
      entryCount: counts.get(`${country.id}/${category.id}`) ?? 0,
    }));
    const community = counts.get(`${country.id}/${COMMUNITY_CATEGORY_ID}`) ?? 0;
    if (community > 0) {
      subcategories.push({
        id: COMMUNITY_CATEGORY_ID,
        title: 'Community Picks',
        description: 'Terms added by SlangBridge readers and approved by our moderators.',
        language: country.subcategories[0]!.language,
        entryCount: community,
      });
    }
    const entryCount = subcategories.reduce((total, category) => total + category.entryCount, 0);
    return {
      id: country.id,
      title: country.title,
      description: country.description,
      flag: country.flag,
      color: country.color,
      status: entryCount > 0 ? ('active' as const) : ('coming-soon' as const),
      entryCount,
      subcategories,
    };
  });
}

/**
 * A category's search (spec 2 §4: term, meaning or any example): the header search's typo-tolerant term match
 * (termMatch), or the meaning or an example containing the query, accents and case aside. Null when the query
 * has nothing to search for (only punctuation): nothing matches.
 */
function categoryMatch(query: string): { matches: SQL; rank: SQL; similarity: SQL } | null {
  const contains = sql`'%' || replace(replace(slang_fold(${query}), '\\', '\\\\'), '%', '\\%') || '%'`;
  const term = termMatch(query);
  if (!term) return null;
  const examples = sql`concat_ws(' ', ${slangTerms.example}, array_to_string(${slangTerms.moreExamples}, ' '))`;
  return {
    ...term,
    matches: sql`(${term.matches} or slang_fold(${slangTerms.meaning}) like ${contains}
                  or slang_fold(${examples}) like ${contains})`,
  };
}

/** The entries of one category (or of a country's community terms): alphabetically, or best match first. */
export async function categoryEntries(
  db: Db,
  countries: CountryInfo[],
  countryId: string,
  categoryId: string,
  query?: string,
): Promise<CategoryEntry[]> {
  let where: SQL | undefined;
  if (categoryId === COMMUNITY_CATEGORY_ID) {
    const country = countries.find((item) => item.id === countryId);
    const languages = [...new Set(country?.subcategories.map((category) => category.language))];
    where = and(
      live,
      isNull(slangTerms.category),
      or(...languages.map((language) => eq(slangTerms.language, language))),
    );
  } else {
    where = and(live, eq(slangTerms.country, countryId), eq(slangTerms.category, categoryId));
  }
  const search = query ? categoryMatch(query) : undefined;
  if (search === null) return [];
  const rows = await db
    .select({
      slug: slangTerms.slug,
      term: slangTerms.term,
      meaning: slangTerms.meaning,
      example: slangTerms.example,
      moreExamples: slangTerms.moreExamples,
    })
    .from(slangTerms)
    .where(and(where, search?.matches))
    .orderBy(
      ...(search ? [search.rank, desc(search.similarity)] : []),
      asc(slangTerms.termKey),
      asc(slangTerms.slug),
    );
  return rows.map((row) => ({
    slug: row.slug,
    term: row.term,
    meaning: row.meaning,
    examples: [...(row.example ? [row.example] : []), ...row.moreExamples],
  }));
}

/** Where a term is listed, for search results: "American Slang · Chat Shortcuts", or "Community". */
export function sourceLabel(
  countries: CountryInfo[],
  row: Pick<TermRow, 'country' | 'category'>,
): string {
  const country = countries.find((item) => item.id === row.country);
  const category = country?.subcategories.find((item) => item.id === row.category);
  return country && category ? `${country.title} · ${category.title}` : 'Community';
}

/**
 * How a search query meets a term, shared by the header's search and a category's: typo-tolerant and
 * accent-insensitive over the term and its romanization. `matches` holds exact matches, prefixes and trigram
 * neighbours (pg_trgm's % operator, similarity ≥ 0.3); `rank` orders them exact 0, prefix 1, neighbour 2 (3 for
 * a row matched otherwise), then `similarity`. slang_fold() of the query is written out at each use rather than
 * in a CTE: with a constant argument the planner folds it to a constant, and only then can the trigram and
 * prefix indexes serve the conditions (from a CTE every row's similarity was computed: 100 ms per query on
 * 100,000 terms instead of a few). Null when the query has nothing to search for.
 */
function termMatch(query: string): { matches: SQL; rank: SQL; similarity: SQL } | null {
  const key = sql`slang_fold(${query})`;
  // The folded query as a LIKE prefix pattern, its own % and \ escaped.
  const prefix = sql`replace(replace(slang_fold(${query}), '\\', '\\\\'), '%', '\\%') || '%'`;
  // '67' finds the term written '6 7', 'w-with' the one written 'w/'.
  const slug = slugify(query);
  if (!slug && !/\p{L}|\p{N}/u.test(query)) return null;
  const { termKey, altKey } = slangTerms;
  const isPrefix = sql`(${termKey} like ${prefix} or ${altKey} like ${prefix})`;
  const isExact = sql`(${termKey} = ${key} or ${altKey} = ${key} or ${slangTerms.slug} = ${slug})`;
  return {
    matches: sql`(${isPrefix} or ${termKey} % ${key} or ${altKey} % ${key} or ${slangTerms.slug} = ${slug})`,
    rank: sql`case when ${isExact} then 0 when ${isPrefix} then 1
                   when ${termKey} % ${key} or ${altKey} % ${key} then 2 else 3 end`,
    similarity: sql`greatest(similarity(${termKey}, ${key}), coalesce(similarity(${altKey}, ${key}), 0))`,
  };
}

/** The header's search: the best matching terms of the whole dictionary (see termMatch). */
export async function searchTerms(
  db: Db,
  countries: CountryInfo[],
  query: string,
  limit = SEARCH_RESULTS_MAX,
): Promise<SearchItem[]> {
  const match = termMatch(query);
  if (!match) return [];
  const rows = await db
    .select({
      term: slangTerms.term,
      slug: slangTerms.slug,
      meaning: slangTerms.meaning,
      context: slangTerms.context,
      country: slangTerms.country,
      category: slangTerms.category,
    })
    .from(slangTerms)
    .where(and(live, match.matches))
    .orderBy(
      match.rank,
      desc(match.similarity),
      sql`length(${slangTerms.termKey})`,
      slangTerms.termKey,
    )
    .limit(limit);
  return rows.map((row) => ({
    term: row.term,
    slug: row.slug,
    meaning: row.meaning,
    long_explanation: row.context,
    context_source: sourceLabel(countries, row),
  }));
}

/** The admin list: one page of the live terms, optionally of one language and matching a search. */
export async function listTerms(
  db: Db,
  options: {
    language?: string | undefined;
    query?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: TermRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [live];
  if (options.language) filters.push(eq(slangTerms.language, options.language));
  if (options.query) {
    const pattern = `%${options.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(
      or(
        sql`${slangTerms.termKey} like '%' || replace(replace(slang_fold(${options.query}), '\\', '\\\\'), '%', '\\%') || '%'`,
        sql`${slangTerms.meaning} ilike ${pattern}`,
        sql`${slangTerms.slug} ilike ${pattern}`,
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(slangTerms)
      .where(where)
      // The id last: terms changed at the same moment (the seed's) keep one order from page to page.
      .orderBy(desc(slangTerms.updatedAt), asc(slangTerms.termKey), asc(slangTerms.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(slangTerms).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
