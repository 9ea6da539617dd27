/** The school picker's search (spec §7), over the endpoint table's entry (endpoints/schools.ts). */
import type { SchoolEndpoints } from '@portal/contracts/endpoints/schools';
import { schoolRoutes } from '@portal/contracts/endpoints/routes/schools';
import type { School } from '@portal/contracts/schemas/entities';
import { clientFor } from '@portal/contracts/api/client';

const schools = clientFor<SchoolEndpoints>(schoolRoutes);

export async function listSchools(s = ''): Promise<School[]> {
  return (await schools.list({ query: { s: s.trim() } })).data;
}
