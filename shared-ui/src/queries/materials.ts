/**
 * Materials (spec §7): the key factory every remote uses, the lists, and like/bookmark. A material
 * appears in many lists at once (home sections, category pages, a profile's bookmarks), so what the
 * server answers for one material is written into every cached list that holds it.
 */
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listMaterials, setBookmarked, setLiked, type MaterialListParams } from '@portal/contracts/api/materials';
import { NOTICES } from '@portal/contracts/notices';
import type { Material, Paged } from '@portal/contracts/schemas/entities';
import { notify } from '@portal/shared-ui/stores/notifications';
import { categoryKeys, materialKeys } from '@portal/contracts/initialData';
import { userKeys } from '@portal/shared-ui/queries/users';

export { materialKeys };

/**
 * One page of materials. While the next page or sort of the same list loads, the last answer stays
 * on screen (dimmed by the grid), so the layout does not jump; a list mounted afresh (another
 * category) starts empty.
 */
export const materialListQuery = (params: MaterialListParams) =>
  queryOptions({
    queryKey: materialKeys.list(params),
    queryFn: () => listMaterials(params),
    placeholderData: keepPreviousData,
  });

function replaceIn(page: Paged<Material> | undefined, material: Material): Paged<Material> | undefined {
  if (!page?.data.some((item) => item.id === material.id)) return undefined;
  return { ...page, data: page.data.map((item) => (item.id === material.id ? material : item)) };
}

/**
 * The server's answer for one material, into every cached list and the detail that hold it.
 * Lists whose order or membership it may change (sorted by likes, the bookmarks) are marked stale
 * and fetched again when next shown; the one on screen keeps its order, so nothing jumps under
 * the pointer.
 */
export function putMaterial(client: QueryClient, material: Material): void {
  client.setQueriesData<Paged<Material>>({ queryKey: materialKeys.lists() }, (page) => replaceIn(page, material));
  client.setQueryData<Material>(materialKeys.detail(material.id), (cached) => (cached ? material : undefined));
  void client.invalidateQueries({ queryKey: materialKeys.lists(), refetchType: 'none' });
}

/**
 * A material created, moved to other categories or deleted: besides every list that may hold it,
 * every count of materials a screen shows is stale: the category tiles (catalogue and profiles,
 * all under `categoryKeys.all`) and the profiles' totals. What is on screen is fetched again at
 * once, the rest when next shown.
 */
export function materialsChanged(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: materialKeys.lists() }),
    client.invalidateQueries({ queryKey: categoryKeys.all }),
    client.invalidateQueries({ queryKey: userKeys.statistics() }),
  ]).then(() => undefined);
}

type Reaction = 'like' | 'bookmark';

interface ReactionRequest {
  material: Material;
  reaction: Reaction;
}

const FAILED = { title: 'Darbība neizdevās!', text: 'Mēģini vēlreiz pēc brīža.' };

function notice(answer: Material, reaction: Reaction) {
  if (reaction === 'like') return answer.is_liked ? NOTICES.likeAdded : NOTICES.likeRemoved;
  return answer.has_bookmark ? NOTICES.bookmarkAdded : NOTICES.bookmarkRemoved;
}

export interface MaterialReactions {
  onLike: (material: Material) => void;
  onBookmark: (material: Material) => void;
}

/**
 * Like and bookmark toggles (spec §4): the server answers with the updated material, which goes
 * into the cache (every card of it shows the answer) with the spec's notice. A second click while
 * the first is on its way is ignored, so a double click cannot toggle twice.
 */
export function useMaterialReactions(): MaterialReactions {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: materialKeys.reactions(),
    mutationFn: ({ material, reaction }: ReactionRequest) =>
      reaction === 'like'
        ? setLiked(material.id, !material.is_liked)
        : setBookmarked(material.id, !material.has_bookmark),
    onSuccess: (answer, { reaction }) => {
      putMaterial(client, answer);
      // A bookmark added or taken away changes which materials the bookmarks pages hold, not just
      // this card: they are fetched again (the removed card is already gone, written above).
      if (reaction === 'bookmark') void client.invalidateQueries({ queryKey: materialKeys.bookmarks() });
      notify({ type: 'success', ...notice(answer, reaction) });
    },
    onError: (error, { material, reaction }) => {
      console.error(`Material ${material.id}: ${reaction} failed`, error);
      notify({ type: 'error', ...FAILED });
    },
  });

  const toggle = useCallback(
    (material: Material, reaction: Reaction) => {
      const running = client.isMutating({
        mutationKey: materialKeys.reactions(),
        predicate: ({ state }) => {
          const request = state.variables as ReactionRequest | undefined;
          return request?.material.id === material.id && request.reaction === reaction;
        },
      });
      if (running === 0) mutate({ material, reaction });
    },
    [client, mutate],
  );
  const onLike = useCallback((material: Material) => toggle(material, 'like'), [toggle]);
  const onBookmark = useCallback((material: Material) => toggle(material, 'bookmark'), [toggle]);
  return { onLike, onBookmark };
}
