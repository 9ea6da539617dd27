/**
 * The endpoint table: every call moved onto it so far, grouped by module. The API registers each
 * handler against its entry (api/src/http/endpoint.ts) and its tests walk this table against the
 * server's routes (api/test/endpoint-table.test.ts).
 */
import { adminAuditEndpoints } from '@portal/contracts/endpoints/admin/audit';
import { adminCategoryEndpoints } from '@portal/contracts/endpoints/admin/categories';
import { adminContactEndpoints } from '@portal/contracts/endpoints/admin/contact';
import { adminContentEndpoints } from '@portal/contracts/endpoints/admin/content';
import { adminMailEndpoints } from '@portal/contracts/endpoints/admin/mail';
import { adminReleaseEndpoints } from '@portal/contracts/endpoints/admin/releases';
import { adminReportEndpoints } from '@portal/contracts/endpoints/admin/reports';
import { adminSchoolEndpoints } from '@portal/contracts/endpoints/admin/schools';
import { adminUserEndpoints } from '@portal/contracts/endpoints/admin/users';
import { accountEndpoints } from '@portal/contracts/endpoints/accounts';
import { authEndpoints } from '@portal/contracts/endpoints/auth';
import { captchaEndpoints } from '@portal/contracts/endpoints/captcha';
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import { commentEndpoints } from '@portal/contracts/endpoints/comments';
import { contactEndpoints } from '@portal/contracts/endpoints/contact';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import type { Endpoint } from '@portal/contracts/endpoints/endpoint';
import { materialEndpoints } from '@portal/contracts/endpoints/materials';
import { messageEndpoints } from '@portal/contracts/endpoints/messages';
import { profileEndpoints } from '@portal/contracts/endpoints/profiles';
import { reportEndpoints } from '@portal/contracts/endpoints/reports';
import { searchEndpoints } from '@portal/contracts/endpoints/search';
import { userEndpoints } from '@portal/contracts/endpoints/user';
import { schoolEndpoints } from '@portal/contracts/endpoints/schools';
import { setupEndpoints } from '@portal/contracts/endpoints/setup';
import { totpEndpoints } from '@portal/contracts/endpoints/totp';

export const ENDPOINTS = {
  categories: categoryEndpoints,
  materials: materialEndpoints,
  comments: commentEndpoints,
  user: userEndpoints,
  profiles: profileEndpoints,
  messages: messageEndpoints,
  search: searchEndpoints,
  reports: reportEndpoints,
  adminUsers: adminUserEndpoints,
  adminAudit: adminAuditEndpoints,
  adminContent: adminContentEndpoints,
  adminCategories: adminCategoryEndpoints,
  adminSchools: adminSchoolEndpoints,
  adminContact: adminContactEndpoints,
  adminMail: adminMailEndpoints,
  adminReports: adminReportEndpoints,
  adminReleases: adminReleaseEndpoints,
  content: contentEndpoints,
  schools: schoolEndpoints,
  captcha: captchaEndpoints,
  contact: contactEndpoints,
  accounts: accountEndpoints,
  auth: authEndpoints,
  setup: setupEndpoints,
  totp: totpEndpoints,
} as const;

/** Every entry, with the module it belongs to and its name there. */
export function allEndpoints(): Array<{ module: string; name: string; entry: Endpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([module, group]) =>
    Object.entries(group).map(([name, entry]) => ({ module, name, entry: entry as Endpoint })),
  );
}
