// /admin/editor (spec 2 §2 "Multi-language editor console"): a style picker over all six styles, the style's
// counts, Export CSV for the chosen style and status, and the same list as the style pages, sorted by creation,
// source or output A–Z, or most requested; admins also lock and unlock entries.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { EDITOR_STYLES, type EditorStyle } from '@shared/roles';
import type { EditorSort } from '@shared/schemas/editor';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { exportUrl } from '../api/export-url';
import { useEditorList } from '../hooks/use-editor-list';
import { CONSOLE_TEXT as T, EDITOR_TEXT, STYLE_NAMES } from '../texts';
import { EditorFilters } from './editor-filters';
import { LabelledSelect } from './labelled-select';
import { TranslationList } from './translation-list';

/** The console sorts by creation (spec 2 §9) and adds source and output A–Z. */
export const CONSOLE_SORTS: readonly EditorSort[] = [
  'requested',
  'created_newest',
  'created_oldest',
  'source_az',
  'output_az',
];

const STYLE_OPTIONS = EDITOR_STYLES.map((style) => ({ value: style, label: STYLE_NAMES[style] }));

function Count({
  label,
  value,
  variant,
}: {
  label: string;
  value: number | undefined;
  variant: 'outline' | 'warning' | 'success';
}) {
  return (
    <Badge variant={variant} size="md">
      {label}
      <span className="tabular-nums">
        {value === undefined ? '—' : value.toLocaleString('en-US')}
      </span>
    </Badge>
  );
}

export function EditorConsole() {
  const id = useId();
  const [style, setStyle] = useState<EditorStyle>('gen_z_english');
  const list = useEditorList(style, 'requested');
  // A placeholder list (another page or filter of the same style) has the same style-wide counts.
  const data = list.query.data;

  return (
    <div className="grid gap-5">
      <Card className="flex flex-col gap-4 p-4 md:flex-row md:items-center md:justify-between">
        <LabelledSelect
          id={`${id}-style`}
          label={T.styleLabel}
          value={style}
          onChange={setStyle}
          options={STYLE_OPTIONS}
          className="md:w-72"
        />
        <div role="group" aria-label={T.countsLabel} className="flex flex-wrap gap-2">
          <Count label={T.total} value={data?.styleTotal} variant="outline" />
          <Count label={T.pending} value={data?.pendingCount} variant="warning" />
          <Count label={T.approved} value={data?.approvedCount} variant="success" />
        </div>
        <Button asChild variant="outline">
          <a
            href={exportUrl(style, list.status)}
            download
            title={T.exportHint(STYLE_NAMES[style], EDITOR_TEXT.statusFilter[list.status])}
          >
            <Download aria-hidden />
            {T.exportCsv}
          </a>
        </Button>
      </Card>

      <EditorFilters list={list} sorts={CONSOLE_SORTS} />
      <TranslationList list={list} loadFailedTitle={EDITOR_TEXT.loadFailed()} canLock />
    </div>
  );
}
