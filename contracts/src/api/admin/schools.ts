/** The administrators' school list (issue 19, 'Skolas'). */
import type { AdminSchoolEndpoints } from '@portal/contracts/endpoints/admin/schools';
import { adminSchoolRoutes } from '@portal/contracts/endpoints/routes/admin/schools';
import type { Paged } from '@portal/contracts/schemas/entities';
import type { AdminSchool, SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { clientFor } from '@portal/contracts/api/client';

const schools = clientFor<AdminSchoolEndpoints>(adminSchoolRoutes);

export interface AdminSchoolListParams {
  page?: number;
  q?: string;
}

export function listAdminSchools(params: AdminSchoolListParams = {}): Promise<Paged<AdminSchool>> {
  return schools.list({ query: { page: params.page, q: params.q?.trim() } });
}

export async function createSchool(form: SchoolForm): Promise<AdminSchool> {
  return (await schools.create({ body: form })).data;
}

export async function renameSchool(id: number, form: SchoolForm): Promise<AdminSchool> {
  return (await schools.rename({ params: { id }, body: form })).data;
}
