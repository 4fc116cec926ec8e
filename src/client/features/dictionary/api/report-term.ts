// POST /api/slang/{slug}/report: a reader reports a term page to the moderators.
import { useMutation } from '@tanstack/react-query';
import type { ReportInput, ReportReceipt } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const reportTerm = (slug: string, body: ReportInput) =>
  apiJson<ReportReceipt>('POST', `/api/slang/${encodeURIComponent(slug)}/report`, body);

export function useReportTerm(slug: string) {
  return useMutation({ mutationFn: (body: ReportInput) => reportTerm(slug, body) });
}
