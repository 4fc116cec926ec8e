// POST /api/slang/{slug}/report and POST /api/definitions/{id}/report (issue 28): a reader reports a term page or
// one of its definitions to the moderators, with the same body (reportSchema); anonymous allowed. Both answer
// with a `message` (201 the first time, 200 when this reader already reported it).
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

/** What is reported: a term page, or one definition on it. */
export type ReportTarget = { kind: 'term'; slug: string } | { kind: 'definition'; id: string };

export const reportUrl = (target: ReportTarget) =>
  target.kind === 'term'
    ? `/api/slang/${encodeURIComponent(target.slug)}/report`
    : `/api/definitions/${encodeURIComponent(target.id)}/report`;

export const sendReport = (target: ReportTarget, body: ReportInput) =>
  apiJson<{ message: string }>('POST', reportUrl(target), body);

export function useReport(target: ReportTarget) {
  return useMutation({ mutationFn: (body: ReportInput) => sendReport(target, body) });
}
