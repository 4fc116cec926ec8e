// The dictionary browser (spec 2 §2, §4): countries → a country's categories → a category's entries. Each level
// has its own address (/dictionary/{country}/{category}, issue 26 item 2), so the browser's back button, shared
// links and search engines work; the page's Back button still moves up one level, and each level starts with an
// empty search.
import { AlertCircle, ArrowLeft, BookOpen, ChevronRight, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { dictionaryBrowsePath } from '@shared/dictionary-paths';
import { SEARCH_DEBOUNCE_MS } from '@shared/dictionary';
import type { CatalogCountry } from '@shared/schemas/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useCatalog } from '../api/get-catalog';
import { useCategoryEntries } from '../api/get-category-entries';
import { DICTIONARY_TEXT as T } from '../texts';

/** Accent classes per design-token colour name of countries.json. */
const ACCENTS: Record<string, string> = {
  primary: 'bg-primary/12 text-primary',
  accent: 'bg-accent/15 text-accent',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/20 text-warning-foreground dark:text-warning',
  danger: 'bg-danger/15 text-danger',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A country's flag (a picture: emoji flags do not show on Windows or without an emoji font). */
const FLAG_SIZES = { sm: 'h-3.5 w-5', md: 'h-5 w-7', lg: 'h-6 w-9' } as const;

function Flag({
  code,
  size = 'lg',
  className,
}: {
  code: string;
  size?: keyof typeof FLAG_SIZES;
  className?: string;
}) {
  return (
    <img
      src={`/flags/${code}.svg`}
      alt=""
      width={36}
      height={24}
      className={cn(
        FLAG_SIZES[size],
        'rounded-sm object-cover shadow-sm ring-1 ring-border',
        className,
      )}
    />
  );
}

function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.+$/, '')}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}

function BackButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="w-fit">
      <Link href={href}>
        <ArrowLeft aria-hidden /> {T.back}
      </Link>
    </Button>
  );
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <BookOpen className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </Card>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
      <AlertCircle className="size-6 text-danger" aria-hidden />
      <p>{T.loadFailed}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {T.retry}
      </Button>
    </Card>
  );
}

function CardGridSkeleton() {
  return (
    // A status region (a plain div may not carry a label): screen readers hear "Loading"; the shapes are hidden.
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only">Loading</span>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} rounded="lg" className="h-40" aria-hidden />
      ))}
    </div>
  );
}

function CountryCard({ country }: { country: CatalogCountry }) {
  const soon = country.status === 'coming-soon';
  return (
    <Link
      href={dictionaryBrowsePath(country.id)}
      className="group rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="flex h-full flex-col gap-3 p-5 transition-colors group-hover:border-primary/50">
        <div className="flex items-start justify-between gap-3">
          <span
            className={cn(
              'flex size-12 items-center justify-center rounded-xl',
              ACCENTS[country.color],
            )}
          >
            <Flag code={country.flag} size="md" />
          </span>
          <span className="flex flex-wrap justify-end gap-1.5">
            {soon && <Badge variant="warning">{T.soon}</Badge>}
            <Badge variant={soon ? 'muted' : 'success'}>{soon ? T.comingSoon : T.ready}</Badge>
          </span>
        </div>
        <div className="grid gap-1">
          <h2 className="text-lg font-bold">{country.title}</h2>
          <p className="text-sm text-muted-foreground">{country.description}</p>
        </div>
        <p className="mt-auto flex items-center justify-between text-sm font-medium">
          {T.entries(country.entryCount)}
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </p>
      </Card>
    </Link>
  );
}

function CountriesLevel({ countries }: { countries: CatalogCountry[] }) {
  const [query, setQuery] = useState('');
  const shown = countries.filter(
    (country) =>
      fold(country.title).includes(fold(query.trim())) ||
      fold(country.description).includes(fold(query.trim())),
  );
  return (
    <div className="grid gap-4">
      <SearchBox value={query} onChange={setQuery} placeholder={T.searchCategories} />
      {shown.length === 0 ? (
        <Message title={T.noCountries} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((country) => (
            <CountryCard key={country.id} country={country} />
          ))}
        </div>
      )}
    </div>
  );
}

function CountryLevel({ country }: { country: CatalogCountry }) {
  return (
    <div className="grid gap-4">
      <BackButton href={dictionaryBrowsePath()} />
      <div className="flex flex-wrap items-center gap-3">
        <Flag code={country.flag} />
        <h2 className="text-xl font-bold">{country.title}</h2>
        <Badge variant="muted">{T.entries(country.entryCount)}</Badge>
      </div>
      {country.status === 'coming-soon' ? (
        <Message title={T.comingSoon}>
          <p className="max-w-md text-muted-foreground">{T.working(country.title)}</p>
        </Message>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {country.subcategories.map((category) => (
            <Link
              key={category.id}
              href={dictionaryBrowsePath(country.id, category.id)}
              className="group rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Card className="flex h-full flex-col gap-2 p-5 transition-colors group-hover:border-primary/50">
                <h3 className="font-bold">{category.title}</h3>
                <p className="text-sm text-muted-foreground">{category.description}</p>
                <p className="mt-auto flex items-center justify-between pt-2 text-sm font-medium">
                  {T.entries(category.entryCount)}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                </p>
              </Card>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

function CategoryLevel({ countryId, categoryId }: { countryId: string; categoryId: string }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useCategoryEntries(countryId, categoryId, debounced);

  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const { country, category } = query.data;
  const shown = query.data.entries;
  const total = category.entryCount;
  return (
    <div className="grid gap-4">
      <BackButton href={dictionaryBrowsePath(country.id)} />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          <Flag code={country.flag} size="sm" className="mr-1.5 inline align-[-2px]" />
          {country.title}
        </p>
        <h2 className="text-xl font-bold">{category.title}</h2>
        <p className="text-muted-foreground">{category.description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={search} onChange={setSearch} placeholder={T.searchEntries} />
        <span className="flex flex-wrap gap-2">
          <Badge variant="primary">{T.totalEntries(total)}</Badge>
          <Badge variant="muted" aria-live="polite">
            {T.showing(shown.length, total)}
          </Badge>
        </span>
      </div>
      {shown.length === 0 ? (
        <Message title={debounced ? T.noMatches : T.noEntries} />
      ) : (
        <Card className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:w-1/4">
                  {T.slangTerm}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {T.meaning}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {shown.map((entry) => (
                <tr key={entry.slug} className="align-top">
                  <th scope="row" className="px-4 py-3 font-semibold break-words">
                    {entry.term}
                  </th>
                  <td className="px-4 py-3">
                    <p>{entry.meaning}</p>
                    <Link
                      href={paths.slang(entry.slug)}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                      aria-label={`${T.fullExplanation}: ${entry.term}`}
                    >
                      {T.fullExplanation}
                      <ChevronRight className="size-3.5" aria-hidden />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

export function DictionaryBrowser() {
  const { country: countryId, category: categoryId } = useParams<{
    country?: string;
    category?: string;
  }>();
  const catalog = useCatalog();
  const [, navigate] = useLocation();

  if (catalog.isPending) return <CardGridSkeleton />;
  if (catalog.isError) return <LoadError onRetry={() => void catalog.refetch()} />;
  const countries = catalog.data.countries;
  if (!countryId) return <CountriesLevel countries={countries} />;

  const country = countries.find((item) => item.id === countryId);
  if (!country) {
    return (
      <div className="grid gap-4">
        <BackButton href={dictionaryBrowsePath()} />
        <Message title={T.countryNotFound} />
      </div>
    );
  }
  if (!categoryId) return <CountryLevel country={country} />;
  if (!country.subcategories.some((item) => item.id === categoryId)) {
    return (
      <div className="grid gap-4">
        <BackButton href={dictionaryBrowsePath(country.id)} />
        <Message title={T.categoryNotFound}>
          <Button variant="link" onClick={() => navigate(dictionaryBrowsePath(country.id))}>
            {country.title}
          </Button>
        </Message>
      </div>
    );
  }
  // Keyed: another category starts with an empty search.
  return (
    <CategoryLevel
      key={`${country.id}/${categoryId}`}
      countryId={country.id}
      categoryId={categoryId}
    />
  );
}
