/** The material page's calls beyond the material itself: the view, the preview, the download, deleting. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteMaterial, downloadUrl, previewUrl, recordView } from '@portal/contracts/api/materials';
import { NOTICES } from '@portal/contracts/notices';
import { materialKeys, materialsChanged } from '@portal/shared-ui/queries/materials';
import { notify } from '@portal/shared-ui/stores/notifications';

/**
 * Apart from `materialKeys`: invalidating materials (after a like, a save) must not send the view
 * again, nor drop a preview address that is still good.
 */
export const materialPageKeys = {
  all: ['material-page'] as const,
  /** one visit of the page: the view it records */
  view: (id: number, visit: number) => [...materialPageKeys.all, 'view', id, visit] as const,
  preview: (id: number) => [...materialPageKeys.all, 'preview', id] as const,
};

let visits = 0;

/**
 * Spec §2.2: viewing records a view, once per visit. A visit is one mount of the page for the
 * material (useState keeps its number through strict mode's second render and effect run), and
 * the call is a query keyed by it, so strict mode, a re-render or a refetch elsewhere never sends
 * it twice. The server counts a viewer once an hour anyway.
 */
export function useRecordView(id: number | null): void {
  const [visit] = useState(() => ++visits);
  useQuery({
    queryKey: materialPageKeys.view(id ?? 0, visit),
    queryFn: async () => {
      await recordView(id ?? 0);
      return true;
    },
    enabled: id !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The inline preview's signed address (spec §4: loaded when the preview appears). It lives ten
 * minutes on the server, so it is taken fresh after nine.
 */
export function useMaterialPreview(id: number) {
  return useQuery({
    queryKey: materialPageKeys.preview(id),
    queryFn: () => previewUrl(id),
    staleTime: 9 * 60_000,
    gcTime: 9 * 60_000,
    retry: false,
  });
}

const DOWNLOAD_FAILED = { title: 'Lejuplāde neizdevās!', text: 'Mēģini vēlreiz pēc brīža.' };

/** 'Lejuplādēt': a short-lived address from the API, then the browser goes there (spec §7). */
export function useDownload(id: number) {
  return useMutation({
    mutationFn: () => downloadUrl(id),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      console.error(`Material ${id}: download failed`, error);
      notify({ type: 'error', ...DOWNLOAD_FAILED });
    },
  });
}

const DELETE_FAILED = { title: 'Materiālu neizdevās izdzēst!', text: 'Mēģini vēlreiz pēc brīža.' };

/**
 * Deleting one's own material: 'Materiāls izdzēsts!', and every list that may hold it and every
 * count that counted it is stale.
 */
export function useDeleteMaterial(id: number, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMaterial(id),
    onSuccess: () => {
      notify({ type: 'success', ...NOTICES.materialDeleted });
      void materialsChanged(client);
      onDeleted();
      // After leaving the page, so it does not fetch the material it is still showing.
      client.removeQueries({ queryKey: materialKeys.detail(id) });
    },
    onError: (error) => {
      console.error(`Material ${id}: delete failed`, error);
      notify({ type: 'error', ...DELETE_FAILED });
    },
  });
}
