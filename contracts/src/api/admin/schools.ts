/** The administrators' school list (issue 19, 'Skolas'). */
import type { Paged, Single } from '@portal/contracts/schemas/entities';
import type { AdminSchool, SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { api, query } from '@portal/contracts/api/client';

export interface AdminSchoolListParams {
  page?: number;
  q?: string;
}

export function listAdminSchools(params: AdminSchoolListParams = {}): Promise<Paged<AdminSchool>> {
  return api
    .get('/api/admin/schools', { searchParams: query({ page: params.page, q: params.q?.trim() }) })
    .json<Paged<AdminSchool>>();
}

export async function createSchool(form: SchoolForm): Promise<AdminSchool> {
  return (await api.post('/api/admin/schools', { json: form }).json<Single<AdminSchool>>()).data;
}

export async function renameSchool(id: number, form: SchoolForm): Promise<AdminSchool> {
  return (await api.post(`/api/admin/schools/${encodeURIComponent(id)}`, { json: form }).json<Single<AdminSchool>>())
    .data;
}
