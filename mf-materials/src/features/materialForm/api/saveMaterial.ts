/** Saving a material (spec §4): create without an id, update with one; progress of the file's upload. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMaterial, updateMaterial, type MaterialInput } from '@portal/contracts/api/materials';
import { NOTICES } from '@portal/contracts/notices';
import { materialKeys, materialsChanged } from '@portal/shared-ui/queries/materials';
import { notify } from '@portal/shared-ui/stores/notifications';

export interface SaveRequest {
  /** the material changed; a new one without it */
  id?: number;
  input: MaterialInput;
  onProgress?: (percent: number) => void;
}

/**
 * The saved material goes into the cache; every list may now hold it (or hold it differently), and
 * a new material or one moved to other categories changes the counts on the category tiles.
 */
export function useSaveMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, onProgress }: SaveRequest) =>
      id === undefined ? createMaterial(input, { onProgress }) : updateMaterial(id, input, { onProgress }),
    onSuccess: (material) => {
      client.setQueryData(materialKeys.detail(material.id), material);
      void materialsChanged(client);
      notify({ type: 'success', ...NOTICES.materialSaved });
    },
  });
}
