// /admin/submissions (spec 2 §2 "Admin user submissions manager"): the submissions from the add and suggest
// forms with search and the Pending / Approved / All filter, polled every 30 s; in a second tab, readers' open
// reports of term pages; in a third, readers' pending definitions of existing terms (issue 28), whose list's code
// loads when its tab is first pointed at, focused or chosen (its count comes with the page). Filters live in page
// state and survive switching tabs.
import { Inbox, Loader2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useDefinitions } from '../api/get-definitions';
import { useReports } from '../api/get-reports';
import { useSuggestions } from '../api/get-suggestions';
import type { SuggestionStatusFilter } from '../api/query-keys';
import { COMMON_TEXT, DEFINITIONS_TEXT, SUBMISSIONS_TEXT as T } from '../texts';
import { ListRegion, ListSkeleton, useListFocus } from '@client/components/ui/list-states';
import { ModerationListBody } from './moderation-list-body';
import { ReportsList } from './reports-list';
import { SearchField } from '@client/components/ui/search-field';
import { SuggestionCard } from './suggestion-card';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

const { Component: DefinitionsList, preloadProps: definitionsPreloadProps } = lazyOnFirstUse<{
  query: ReturnType<typeof useDefinitions>;
}>(() => import('./definitions-list').then((module) => ({ default: module.DefinitionsList })));

const STATUS_FILTERS: SuggestionStatusFilter[] = ['pending', 'approved', 'all'];

const tabClasses =
  'inline-flex min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center sm:gap-2 sm:px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-input';

function SuggestionsPanel({
  status,
  onStatusChange,
  search,
  onSearchChange,
  query,
}: {
  status: SuggestionStatusFilter;
  onStatusChange: (status: SuggestionStatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  query: ReturnType<typeof useSuggestions>;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const { regionRef, leave } = useListFocus();
  const pendingCount = query.data?.pendingCount;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchField
          id="suggestion-search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={onSearchChange}
          className="md:flex-1"
        />
        <div
          role="group"
          aria-label={T.filterLabel}
          className="flex flex-col gap-2 min-[420px]:flex-row"
        >
          {STATUS_FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'primary' : 'outline'}
              aria-pressed={status === value}
              onClick={() => onStatusChange(value)}
              className="min-[420px]:flex-1 md:flex-none"
            >
              {T.filter[value]}
              {value === 'pending' && pendingCount !== undefined && (
                <Badge variant={status === value ? 'inverse' : 'warning'}>{pendingCount}</Badge>
              )}
            </Button>
          ))}
        </div>
      </div>

      {query.isPlaceholderData && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {COMMON_TEXT.updating}
        </p>
      )}

      <ListRegion ref={regionRef} label={T.listLabel}>
        <ModerationListBody
          query={query}
          items={(data) => data.suggestions}
          texts={{ loading: T.loading, loadFailed: T.loadFailed }}
          empty={{ icon: <Inbox aria-hidden />, title: T.empty, hint: T.emptyHint }}
          renderItem={(suggestion) => (
            <SuggestionCard
              suggestion={suggestion}
              editing={editingId === suggestion.id}
              onEditingChange={(open) => setEditingId(open ? suggestion.id : null)}
              onLeft={leave}
            />
          )}
        />
      </ListRegion>
    </div>
  );
}

export function SubmissionsManager() {
  const [tab, setTab] = useState<'suggestions' | 'reports' | 'definitions'>('suggestions');
  const [status, setStatus] = useState<SuggestionStatusFilter>('pending');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestions(status, debouncedSearch);
  const reports = useReports('open');
  const openCount = reports.data?.openCount;
  const definitions = useDefinitions('pending');
  const pendingDefinitions = definitions.data?.definitions.length;

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
      <Tabs.List
        aria-label={T.tabsLabel}
        className="mb-5 grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:grid-cols-[auto_auto_auto]"
      >
        <Tabs.Trigger value="suggestions" className={tabClasses}>
          {T.suggestionsTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="reports" className={tabClasses}>
          {T.reportsTab}
          {openCount !== undefined && openCount > 0 && <Badge variant="accent">{openCount}</Badge>}
        </Tabs.Trigger>
        <Tabs.Trigger value="definitions" className={tabClasses} {...definitionsPreloadProps}>
          {T.definitionsTab}
          {pendingDefinitions !== undefined && pendingDefinitions > 0 && (
            <Badge variant="warning">{pendingDefinitions}</Badge>
          )}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="suggestions" tabIndex={-1} className="outline-none">
        <SuggestionsPanel
          status={status}
          onStatusChange={setStatus}
          search={search}
          onSearchChange={setSearch}
          query={suggestions}
        />
      </Tabs.Content>
      <Tabs.Content value="reports" tabIndex={-1} className="outline-none">
        <ReportsList query={reports} />
      </Tabs.Content>
      <Tabs.Content value="definitions" tabIndex={-1} className="outline-none">
        <Suspense fallback={<ListSkeleton label={DEFINITIONS_TEXT.loading} />}>
          <DefinitionsList query={definitions} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
