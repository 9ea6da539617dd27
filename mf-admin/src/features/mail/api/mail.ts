/** The outbox of 'Pasts' (issue 19): one state's page, and sending failed mail again. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMail, retryMail } from '@portal/contracts/api/admin/mail';
import type { MailStatus } from '@portal/contracts/schemas/admin/mail';

export interface MailFilter {
  status: MailStatus;
  page: number;
}

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  list: (filter: MailFilter) => [...mailKeys.all, 'list', filter] as const,
};

export function useMail(filter: MailFilter) {
  return useQuery({
    queryKey: mailKeys.list(filter),
    queryFn: () => listMail(filter),
    placeholderData: keepPreviousData,
  });
}

/** One failed mail (`id`) or all of them; every tab's list and count are asked again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | undefined) => retryMail(id),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
