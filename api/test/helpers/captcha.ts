/** Solves the app's (easy) altcha challenge the way the browser widget does and returns its payload. */
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge' });
  const challenge = JSON.parse(res.body) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}
