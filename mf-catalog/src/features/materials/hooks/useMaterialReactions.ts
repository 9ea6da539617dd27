import { useCallback, useRef, useState } from 'react';
import { setBookmarked, setLiked } from '@portal/contracts/api/materials';
import { NOTICES } from '@portal/contracts/messages';
import type { Material } from '@portal/contracts/schemas/entities';
import { notify } from '@portal/shared-ui/stores/notifications';

const FAILED = { title: 'Darbība neizdevās!', text: 'Mēģini vēlreiz pēc brīža.' };

interface Updated {
  scope: string;
  byId: ReadonlyMap<number, Material>;
}

export interface MaterialReactions {
  /** The list with every material the server has answered for since it loaded. */
  apply: (materials: readonly Material[]) => Material[];
  onLike: (material: Material) => void;
  onBookmark: (material: Material) => void;
}

/**
 * Like and bookmark toggles for the cards of one list (spec §4): the server answers with the
 * updated material and the card shows that answer. `scope` names the list; when it changes (another
 * category, sort or page) the fresh list from the server is shown as it is. A second click while
 * the first is on its way is ignored, so a double click cannot toggle twice.
 */
export function useMaterialReactions(scope: string): MaterialReactions {
  const [updated, setUpdated] = useState<Updated>({ scope, byId: new Map() });
  const pending = useRef(new Set<string>());

  const remember = useCallback(
    (material: Material) =>
      setUpdated((previous) => {
        const byId = new Map(previous.scope === scope ? previous.byId : []);
        byId.set(material.id, material);
        return { scope, byId };
      }),
    [scope],
  );

  const toggle = useCallback(
    async (material: Material, what: 'like' | 'bookmark') => {
      const key = `${what}:${material.id}`;
      if (pending.current.has(key)) return;
      pending.current.add(key);
      try {
        if (what === 'like') {
          const answer = await setLiked(material.id, !material.is_liked);
          remember(answer);
          notify({ type: 'success', ...(answer.is_liked ? NOTICES.likeAdded : NOTICES.likeRemoved) });
        } else {
          const answer = await setBookmarked(material.id, !material.has_bookmark);
          remember(answer);
          notify({ type: 'success', ...(answer.has_bookmark ? NOTICES.bookmarkAdded : NOTICES.bookmarkRemoved) });
        }
      } catch (error) {
        console.error(`Material ${material.id}: ${what} failed`, error);
        notify({ type: 'error', ...FAILED });
      } finally {
        pending.current.delete(key);
      }
    },
    [remember],
  );

  const current = updated.scope === scope ? updated.byId : null;
  const apply = useCallback(
    (materials: readonly Material[]) => materials.map((material) => current?.get(material.id) ?? material),
    [current],
  );
  const onLike = useCallback((material: Material) => void toggle(material, 'like'), [toggle]);
  const onBookmark = useCallback((material: Material) => void toggle(material, 'bookmark'), [toggle]);
  return { apply, onLike, onBookmark };
}
