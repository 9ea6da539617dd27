/** Sample comments (spec §3) for stories and component tests. */
import type { Comment } from '@portal/contracts/schemas/entities';

/** A comment as GET /api/materials/{id}/comments answers (a top-level one unless `parent_id`). */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 901,
    message: 'Paldies, izmantoju 9.b klasē — skolēniem ļoti patika!',
    created_at: '2025-10-03T12:15:00.000Z',
    user_id: 8,
    author: { id: 8, name: 'Jānis Kalniņš', avatar: null },
    parent_id: null,
    replies: [],
    material: { id: 101, title: 'Oma likums', owner_id: 7, basic_type: 'pdf' },
    seen_by_sender: true,
    seen_by_recipient: false,
    ...overrides,
  };
}
