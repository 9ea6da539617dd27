/**
 * 'Žurnāls' server state: one page of the audit log with its filters. The log grows with every
 * administrator's action, in any section and on the command line, so it is asked afresh each time
 * the screen opens rather than taken from the cache.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAudit, type AuditListParams } from '@portal/contracts/api/admin/audit';

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
};

export const auditListQuery = (params: AuditListParams) =>
  queryOptions({ queryKey: auditKeys.list(params), queryFn: () => listAudit(params) });

export function useAuditLog(params: AuditListParams) {
  return useQuery({
    ...auditListQuery(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
