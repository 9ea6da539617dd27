import { queryOptions, useQuery } from '@tanstack/react-query';
import { verify } from '@portal/contracts/api/auth';
import type { VerificationResult } from '@portal/contracts/schemas/entities';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';
import { describeFailure, failureBody } from '../../../lib/failure';

export const verificationKeys = {
  all: ['verification'] as const,
  token: (token: string) => [...verificationKeys.all, token] as const,
};

function isResult(body: unknown): body is VerificationResult {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message, code } = body as Partial<VerificationResult>;
  return (status === 'success' || status === 'fail') && typeof message === 'string' && typeof code === 'string';
}

/** The server's answer; a verification that could not even be asked (network, server error) reads as a failed one. */
async function verifyAndRead(token: string): Promise<VerificationResult> {
  try {
    return await verify(token);
  } catch (error) {
    const body = await failureBody(error, isResult);
    return body ?? { status: 'fail', message: (await describeFailure(error)).message, code: '' };
  }
}

/**
 * The token works once, so it is sent once per page load: the query is shared by every mount
 * (React's strict mode mounts twice), never retried, never stale and never dropped, not even on
 * sign-in or sign-out.
 */
export const verificationQuery = (token: string) =>
  queryOptions({
    queryKey: verificationKeys.token(token),
    queryFn: () => verifyAndRead(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

/** The answer for the token, or null while it is being confirmed. */
export function useVerification(token: string): VerificationResult | null {
  return useQuery(verificationQuery(token)).data ?? null;
}
