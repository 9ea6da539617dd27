/** Contact-form messages of 'Saziņa' (issue 19): one tab's page, and the answered mark. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listContactMessages, markContactMessageAnswered } from '@portal/contracts/api/admin/contact';
import type { ContactMessageStatus } from '@portal/contracts/schemas/admin/contact';

export interface ContactMessageFilter {
  status: ContactMessageStatus;
  page: number;
  q: string;
}

export const contactKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (filter: ContactMessageFilter) => [...contactKeys.all, 'list', filter] as const,
};

export function useContactMessages(filter: ContactMessageFilter) {
  return useQuery({
    queryKey: contactKeys.list(filter),
    queryFn: () => listContactMessages(filter),
    placeholderData: keepPreviousData,
  });
}

/** The message moves to the other tab: both tabs' lists and counts are asked again. */
export function useMarkAnswered() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answered }: { id: number; answered: boolean }) => markContactMessageAnswered(id, answered),
    onSuccess: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
