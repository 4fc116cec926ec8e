// A statistics chart in its card, with the same numbers as a table: always there for screen readers (the drawing
// is hidden from them) and shown in the chart's place by "Show as table".
import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { STATS_TEXT as T } from '../texts';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  /** One row per line; the first cell names the line (a row header). */
  rows: readonly (readonly string[])[];
  /** Said when there are no rows. */
  empty?: string;
}

function DataTable({ table, visible }: { table: ChartTable; visible: boolean }) {
  const body =
    table.rows.length === 0 && table.empty ? (
      <tr>
        <td colSpan={table.columns.length} className="py-2 text-muted-foreground">
          {table.empty}
        </td>
      </tr>
    ) : (
      table.rows.map(([name, ...values]) => (
        <tr key={name} className="border-t">
          <th scope="row" className="py-1.5 pr-2 text-left font-medium">
            {name}
          </th>
          {values.map((value, index) => (
            <td key={index} className="py-1.5 pr-2 text-right tabular-nums">
              {value}
            </td>
          ))}
        </tr>
      ))
    );
  // Hidden, the table sits in a visually hidden box: "sr-only" on a table itself does not shrink it (a table is as
  // wide as its cells), and it would widen the page on a phone.
  return (
    <div className={visible ? undefined : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className={visible ? 'pb-2 text-left text-sm text-muted-foreground' : undefined}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={
                  index === 0
                    ? 'py-1.5 pr-2 text-left font-semibold'
                    : 'py-1.5 pr-2 text-right font-semibold'
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

export function ChartCard({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: string;
  table: ChartTable;
  /** The chart: hidden from screen readers, which read the table. */
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    // min-w-0: a grid item, it would otherwise widen its column to a chart's minimum width.
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1">
              <CardTitle id={headingId}>{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
            >
              <Table2 aria-hidden /> {T.showTable}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {!asTable && <div aria-hidden>{children}</div>}
          <DataTable table={table} visible={asTable} />
        </CardContent>
      </section>
    </Card>
  );
}
