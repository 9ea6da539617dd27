/**
 * 'Ziņot par pārkāpumu' and an administrator's 'Paslēpt' / 'Atjaunot' on the material page (issue 19).
 * A decision changes what every list shows (the item leaves or comes back), so the lists, counts,
 * the material and its comments are fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderateItem } from '@portal/contracts/api/admin/reports';
import { reportItem } from '@portal/contracts/api/reports';
import type { ModerationAction } from '@portal/contracts/schemas/admin/reports';
import type { ReportForm, ReportItemType } from '@portal/contracts/schemas/reports';
import { materialKeys, materialsChanged } from '@portal/shared-ui/queries/materials';
import { notify } from '@portal/shared-ui/stores/notifications';
import { commentKeys } from '../../../lib/commentKeys';

export interface ModeratedItem {
  type: ReportItemType;
  id: number;
  /** the material the item is (or the comment is on) */
  materialId: number;
}

/** Sends a report; the dialog shows a refusal (409, 422, 429) itself. */
export function useReport(item: ModeratedItem) {
  return useMutation({ mutationFn: (form: ReportForm) => reportItem(item.type, item.id, form) });
}

const DONE: Record<ModerationAction, string> = {
  hide: 'Paslēpts!',
  restore: 'Atjaunots!',
  dismiss: 'Ziņojumi noraidīti!',
  delete: 'Izdzēsts!',
};

/** An administrator's decision on the item; the dialog shows a refusal itself. */
export function useModerate(item: ModeratedItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ModerationAction; reason?: string }) =>
      moderateItem(item.type, item.id, action, reason),
    onSuccess: (result) => {
      notify({
        type: 'success',
        title: DONE[result.action],
        text: result.action === 'hide' ? 'Autors saņems paziņojumu ar iemeslu.' : undefined,
      });
      void materialsChanged(client);
      void client.invalidateQueries({ queryKey: materialKeys.detail(item.materialId) });
      void client.invalidateQueries({ queryKey: commentKeys.material(item.materialId) });
    },
  });
}
