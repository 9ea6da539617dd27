import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { isLinksCategory, uploadHref } from '../../../lib/links';

/**
 * Opens the upload form preset to this category: '+ Augšuplādēt' (a file), and in the category
 * titled 'Noderīgas saites' '+ Pievienot' (a link), spec §2.2.
 */
export function UploadButton({ node }: { node: Pick<CategoryNode, 'id' | 'path' | 'category'> }) {
  return <Button to={uploadHref(node)}>{isLinksCategory(node) ? '+ Pievienot' : '+ Augšuplādēt'}</Button>;
}
