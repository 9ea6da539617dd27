/** Sample answers of the admin API for this remote's tests. */
import type { Paged } from '@portal/contracts/schemas/entities';
import type { AdminUser } from '@portal/contracts/schemas/admin/users';
import type { AuditEntry, AuditPage } from '@portal/contracts/schemas/admin/audit';

export function paged<T>(data: T[], meta: Partial<Paged<T>['meta']> = {}): Paged<T> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta } };
}

export function makeAdminUser(values: Partial<AdminUser> = {}): AdminUser {
  const first = values.first_name ?? 'Gaida';
  const last = values.last_name ?? 'Apstiprinājumu';
  return {
    id: 41,
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    email: 'gaida@skola.lv',
    school: { id: 2, title: 'Cēsu Valsts ģimnāzija' },
    description: null,
    note: 'Mūsu skola neizmanto ne Mykoob, ne E-klasi.',
    verified: true,
    enabled: false,
    disabled: false,
    disabled_at: null,
    disabled_reason: null,
    is_admin: false,
    totp: false,
    created_at: '2026-03-02T09:00:00.000Z',
    approved_at: null,
    actions: ['approve', 'refuse', 'disable'],
    ...values,
  };
}

export function makeAuditEntry(values: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 7,
    actor: { id: 1, label: 'Zane Bērziņa <zane@skola.lv>' },
    action: 'user.disable',
    item_type: 'user',
    item_id: '41',
    before: { disabled_at: null, disabled_reason: null },
    after: { disabled_at: '2026-03-04T10:15:00.000Z', disabled_reason: 'Mēstules' },
    created_at: '2026-03-04T10:15:00.000Z',
    ...values,
  };
}

export function auditPage(data: AuditEntry[], meta: Partial<AuditPage['meta']> = {}, filters?: AuditPage['filters']) {
  return {
    data,
    meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta },
    filters: filters ?? {
      actions: [...new Set(data.map((entry) => entry.action))].sort(),
      item_types: [...new Set(data.map((entry) => entry.item_type))].sort(),
    },
  };
}
