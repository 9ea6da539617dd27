import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { basicType } from '@portal/contracts/constants';
import {
  ANONYMOUS_AUTHOR_LABEL,
  CategoryNode,
  Comment,
  CurrentUser,
  Material,
  OAuthErrorBody,
  OAuthTokenResponse,
  PublicUser,
  ValidationErrorBody,
  paged,
  single,
} from '@portal/contracts/schemas/entities';

const path = [
  { id: 1, category_id: 10, title: '7. klase', has_children: true },
  { id: 2, category_id: 20, title: 'Gaisma', has_children: true },
];

const material = {
  id: 5,
  title: 'Gaismas laušana',
  description: null,
  type: 'file',
  uri: null,
  file: 'lausana.pdf',
  mime_type: 'application/pdf',
  basic_type: basicType('file', 'application/pdf'),
  created_at: '2026-01-31T10:15:00.000Z',
  is_liked: false,
  has_bookmark: false,
  likes: 3,
  views: 10,
  downloads: 2,
  categories: [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
  ],
  owner: null,
  owner_id: null,
  signature: ANONYMOUS_AUTHOR_LABEL,
  signature_type: 'name',
  pseudonym: null,
  note: null,
  path,
  preview_url: null,
};

describe('entities', () => {
  it('describe a material as an anonymous viewer gets it', () => {
    expect(v.is(Material, material)).toBe(true);
    expect(material.basic_type).toBe('pdf');
    expect(ANONYMOUS_AUTHOR_LABEL).toBe('Portāla lietotājs');
  });

  it('refuse a material with an unknown type', () => {
    expect(v.is(Material, { ...material, type: 'video' })).toBe(false);
  });

  it('describe the recursive category tree', () => {
    const category = (id: number, title: string) => ({
      id,
      title,
      description: null,
      icon_url: null,
      materials_count: 0,
      user_materials_count: null,
    });
    const leaf = { id: 3, parent_id: 2, category_id: 30, category: category(30, 'Darba lapas'), path, children: [] };
    const theme = {
      id: 2,
      parent_id: 1,
      category_id: 20,
      category: category(20, 'Gaisma'),
      path: path.slice(0, 1),
      children: [leaf],
    };
    const root = {
      id: 1,
      parent_id: null,
      category_id: 10,
      category: category(10, '7. klase'),
      path: [],
      children: [theme],
    };
    expect(v.is(CategoryNode, root)).toBe(true);
    expect(v.is(CategoryNode, { ...root, children: [{ ...theme, children: [{ ...leaf, category: null }] }] })).toBe(
      false,
    );
  });

  it('describe nested comment replies', () => {
    const base = {
      message: 'Paldies!',
      created_at: '2026-01-31T10:15:00.000Z',
      user_id: 1,
      author: { id: 1, name: 'Anna Ozola', avatar: null },
      material: { id: 5, title: 'Gaismas laušana', owner_id: 2, basic_type: 'pdf' },
      seen_by_sender: true,
      seen_by_recipient: false,
    };
    const comment = { ...base, id: 1, parent_id: null, replies: [{ ...base, id: 2, parent_id: 1, replies: [] }] };
    expect(v.is(Comment, comment)).toBe(true);
  });

  it('keep e-mail, newsletter, verified, enabled and the pseudonym out of the public user', () => {
    const user = {
      id: 1,
      name: 'Jānis Kalniņš',
      first_name: 'Jānis',
      last_name: 'Kalniņš',
      school: { id: 3, title: 'Rīgas 1. vidusskola' },
      school_id: 3,
      description: null,
      avatar: null,
      avatar_id: null,
    };
    const own = {
      ...user,
      pseudonym: 'Fizikas Fans',
      email: 'janis@skola.lv',
      newsletter: null,
      verified: true,
      enabled: true,
      is_admin: false,
    };
    expect(v.is(CurrentUser, own)).toBe(true);
    expect(Object.keys(v.parse(PublicUser, own)).sort()).toEqual(Object.keys(user).sort());
  });

  it('describe the envelopes and error bodies', () => {
    expect(v.is(single(Material), { data: material })).toBe(true);
    expect(
      v.is(paged(Material), { data: [material], meta: { current_page: 1, last_page: 1, total: 1, per_page: 20 } }),
    ).toBe(true);
    expect(
      v.is(paged(Material), { data: [material], meta: { current_page: 0, last_page: 1, total: 1, per_page: 20 } }),
    ).toBe(false);
    expect(v.is(ValidationErrorBody, { message: 'Norādītie dati nav derīgi.', errors: { email: ['x'] } })).toBe(true);
    expect(v.is(OAuthTokenResponse, { token_type: 'Bearer', access_token: 'a', expires_in: 3600 })).toBe(true);
    expect(v.is(OAuthErrorBody, { error: 'access_denied', message: 'Pieeja bloķēta' })).toBe(true);
  });
});
