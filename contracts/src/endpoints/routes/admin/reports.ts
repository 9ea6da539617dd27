/**
 * The method and path of every entry of 'Ziņojumi' (endpoints/admin/reports.ts): the queue and each
 * decision on a material or a comment, named `<action><Type>`; see routes/categories.ts.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminReportRoutes = {
  queue: { method: 'GET', path: '/api/admin/reports' },
  hideMaterial: { method: 'POST', path: '/api/admin/reports/material/:id/hide' },
  restoreMaterial: { method: 'POST', path: '/api/admin/reports/material/:id/restore' },
  dismissMaterial: { method: 'POST', path: '/api/admin/reports/material/:id/dismiss' },
  deleteMaterial: { method: 'POST', path: '/api/admin/reports/material/:id/delete' },
  hideComment: { method: 'POST', path: '/api/admin/reports/comment/:id/hide' },
  restoreComment: { method: 'POST', path: '/api/admin/reports/comment/:id/restore' },
  dismissComment: { method: 'POST', path: '/api/admin/reports/comment/:id/dismiss' },
  deleteComment: { method: 'POST', path: '/api/admin/reports/comment/:id/delete' },
} as const satisfies Record<string, Route>;
