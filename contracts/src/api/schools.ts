/** The school picker's search (spec §7). */
import type { List, School } from '@portal/contracts/schemas/entities';
import { api, query } from '@portal/contracts/api/client';

export async function listSchools(s = ''): Promise<School[]> {
  return (await api.get('/api/schools', { searchParams: query({ s: s.trim() }) }).json<List<School>>()).data;
}
