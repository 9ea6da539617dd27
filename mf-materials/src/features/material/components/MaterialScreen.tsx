import type { ReactNode } from 'react';
import type { Material } from '@portal/contracts/schemas/entities';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { readMaterialId, useMaterial } from '../../../lib/materialQuery';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useRecordView } from '../api/material';
import { MaterialDetails } from './MaterialDetails';

export interface MaterialScreenProps {
  /** the :id of the address */
  id: string | undefined;
  /** What follows the material (its comments); the page decides. */
  after?: (material: Material) => ReactNode;
  /** Beside the material's actions (reporting and hiding, issue 19); the page decides. */
  tools?: (material: Material) => ReactNode;
}

/** The material page (spec §2.2): the material, its actions and preview, then what the page adds. */
export function MaterialScreen({ id, after, tools }: MaterialScreenProps) {
  const materialId = readMaterialId(id);
  const material = useMaterial(materialId);
  useRecordView(materialId);
  useDocumentTitle(material.data?.title);
  const error = shownError(material);

  if (materialId === null || isNotFound(material.error)) return <NotFound title="Materiāls nav atrasts" />;
  if (error) return <LoadError text="Neizdevās ielādēt materiālu." onRetry={() => void material.refetch()} />;
  if (!material.data) return <Spinner block label="Ielādē materiālu..." />;
  return (
    <MaterialDetails material={material.data} tools={tools?.(material.data)}>
      {after?.(material.data)}
    </MaterialDetails>
  );
}
