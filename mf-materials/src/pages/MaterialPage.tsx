import { useParams } from '@portal/shared-ui/lib/router';
import { CommentsBlock } from '../features/comments/components/CommentsBlock';
import { MaterialScreen } from '../features/material/components/MaterialScreen';
import { ModerationTools } from '../features/moderation/components/ModerationTools';

/**
 * /material/:id (login required: the shell's guard sees to that). A new id is a new visit. Reporting
 * and an administrator's hiding (issue 19) sit beside the material's actions and each comment's.
 */
export default function MaterialPage() {
  const { id } = useParams();
  return (
    <MaterialScreen
      key={id}
      id={id}
      tools={(material) => (
        <ModerationTools
          item={{ type: 'material', id: material.id, materialId: material.id }}
          ownerId={material.owner_id}
          hidden={material.hidden}
          what={`materiālu „${material.title}”`}
        />
      )}
      after={(material) => (
        <CommentsBlock
          material={material}
          commentTools={(comment) => (
            <ModerationTools
              compact
              item={{ type: 'comment', id: comment.id, materialId: material.id }}
              ownerId={comment.user_id}
              hidden={comment.hidden}
              what={`komentāru (${comment.author.name})`}
            />
          )}
        />
      )}
    />
  );
}
