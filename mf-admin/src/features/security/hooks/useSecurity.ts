import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTotp,
  enableTotp,
  getTotpStatus,
  renewRecoveryCodes,
  startTotpSetup,
} from '@portal/contracts/api/admin/security';
import type { TotpProofForm, TotpStatus } from '@portal/contracts/schemas/admin/security';

export const securityKeys = {
  all: ['admin', 'security'] as const,
  status: () => [...securityKeys.all, 'totp'] as const,
};

export const totpStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.status(),
    queryFn: getTotpStatus,
  });

/** The signed-in administrator's second factor: on, waiting for its first code, required. */
export function useTotpStatus() {
  return useQuery(totpStatusQuery());
}

/** What proves the second factor is still the administrator's: a current code or a recovery code. */
export type Proof = Partial<TotpProofForm>;

/** A new key for the app (while on, with a proof: moving to another app). */
export function useStartSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proof?: Proof) => startTotpSetup(proof),
    // Moving to another app turns the old key off at once.
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useEnableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => enableTotp({ code }),
    onSuccess: ({ status }) => client.setQueryData<TotpStatus>(securityKeys.status(), status),
  });
}

export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proof: Proof) => disableTotp(proof),
    onSuccess: (status) => client.setQueryData<TotpStatus>(securityKeys.status(), status),
  });
}

export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proof: Proof) => renewRecoveryCodes(proof),
    onSuccess: ({ status }) => client.setQueryData<TotpStatus>(securityKeys.status(), status),
  });
}
