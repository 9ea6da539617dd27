/** The school picker's search (spec §7). */
import type { List, School } from '../schemas/entities';
import { api, query } from './client';

export async function listSchools(s = ''): Promise<School[]> {
  return (await api.get('/api/schools', { searchParams: query({ s: s.trim() }) }).json<List<School>>()).data;
}
