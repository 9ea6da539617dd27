import { Link } from '@portal/shared-ui/lib/router';
import type { Material } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { profileHref } from '../../../lib/links';
import styles from './AuthorLine.module.css';

/**
 * Spec §2.2: a material signed with a name links to its author's profile; one signed with a
 * pseudonym shows the anonymous avatar and no link (the server does not say whose it is).
 */
export function AuthorLine({ material, viewerId }: { material: Material; viewerId: number | null }) {
  const named = material.signature_type === 'name' && material.owner !== null;
  const avatar = <Avatar src={named ? material.owner?.avatar : null} name={material.signature} size={32} decorative />;
  return (
    <span className={styles.author}>
      <VisuallyHidden>Autors: </VisuallyHidden>
      {named && material.owner ? (
        <Link to={profileHref(material.owner.id, viewerId)} className={styles.link}>
          {avatar}
          {material.signature}
        </Link>
      ) : (
        <span className={styles.link}>
          {avatar}
          {material.signature}
        </span>
      )}
    </span>
  );
}
