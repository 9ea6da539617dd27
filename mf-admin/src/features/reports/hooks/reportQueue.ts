/**
 * The moderation queue ('Ziņojumi', issue 19): open reports grouped per item, a page at a time, and
 * the decisions on an item. A decision changes the queue (the item leaves it) and what every list of
 * the portal shows, so the queue and every cached material list are fetched again.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReportQueue, moderateItem } from '@portal/contracts/api/admin/reports';
import type { ModerationAction, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { materialsChanged } from '@portal/shared-ui/queries/materials';
import { notify } from '@portal/shared-ui/stores/notifications';

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  page: (page: number) => [...reportKeys.all, 'page', page] as const,
};

export const reportQueueQuery = (page: number) =>
  queryOptions({
    queryKey: reportKeys.page(page),
    queryFn: () => listReportQueue(page),
    // The next page keeps the last one on screen (dimmed) until it comes.
    placeholderData: keepPreviousData,
  });

export function useReportQueue(page: number) {
  return useQuery(reportQueueQuery(page));
}

export const DECISION_NOTICES: Record<ModerationAction, { title: string; text?: string }> = {
  hide: { title: 'Paslēpts!', text: 'Autors saņems e-pastu un paziņojumu ar iemeslu.' },
  restore: { title: 'Atjaunots!', text: 'Saturs atkal ir redzams visiem.' },
  dismiss: { title: 'Ziņojumi noraidīti!', text: 'Saturs paliek, kā bija.' },
  delete: { title: 'Izdzēsts!', text: 'Autors saņems e-pastu ar iemeslu.' },
};

export interface Decision {
  action: ModerationAction;
  reason?: string;
}

/** A decision on one group's item; its failure is the caller's to show (a dialog keeps it). */
export function useDecision(group: Pick<ReportGroup, 'item_type' | 'item_id'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: Decision) => moderateItem(group.item_type, group.item_id, action, reason),
    onSuccess: (result) => {
      notify({ type: 'success', ...DECISION_NOTICES[result.action] });
      void client.invalidateQueries({ queryKey: reportKeys.all });
      void materialsChanged(client);
    },
  });
}
