import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';

/** How dialogs and button labels name the reported item: 'Materiāls „Kustība”', 'Komentārs (Anna Ozola)'. */
export function itemName(group: ReportGroup): string {
  return group.item_type === 'material'
    ? `Materiāls „${group.material.title}”`
    : `Komentārs (${group.comment?.author.name ?? 'nezināms autors'})`;
}
