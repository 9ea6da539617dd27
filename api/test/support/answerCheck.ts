/**
 * Every answer a test app gives on a route of the endpoint table is checked against its entry's
 * schema for that status (issue 20): a status the entry does not name, or a body its schema does
 * not take, is recorded, and the test app's close() fails with the list. So each API test is also a
 * test of the table's truth, and of the client types derived from it.
 */
import type { FastifyInstance } from 'fastify';
import { isNonJsonAnswer } from '@portal/contracts/endpoints/endpoint';
import { shapeIssues } from '../helpers/shape';

export interface AnswerCheck {
  /** One line per answer that did not match its entry. */
  mismatches: string[];
  /** Answers checked, so a suite can tell the check ran. */
  checked: number;
}

export function checkAnswersAgainstTable(app: FastifyInstance): AnswerCheck {
  const result: AnswerCheck = { mismatches: [], checked: 0 };
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.routeOptions.config.endpoint;
    if (!entry) return payload;
    result.checked += 1;
    const status = reply.statusCode;
    const where = `${request.method} ${request.url} answered ${status}`;
    const answer = entry.responses[status];
    if (!answer) {
      result.mismatches.push(`${where}: a status its entry does not name`);
      return payload;
    }
    if (isNonJsonAnswer(answer)) {
      if (answer.kind === 'empty' && payload !== undefined && payload !== null && payload !== '')
        result.mismatches.push(`${where}: a body on an answer its entry says has none`);
      return payload;
    }
    if (request.method === 'HEAD') return payload;
    if (typeof payload !== 'string') {
      result.mismatches.push(`${where}: not a JSON text`);
      return payload;
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      result.mismatches.push(`${where}: not JSON: ${payload.slice(0, 120)}`);
      return payload;
    }
    const issues = shapeIssues(answer, body);
    if (issues.length > 0) result.mismatches.push(`${where}: ${issues.slice(0, 5).join('; ')}`);
    return payload;
  });
  return result;
}
