import { Button } from '@portal/shared-ui/components/Button';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useMarkCommentSeen } from '../api/inboxComments';

export const SEEN_TEXT = 'Redzēts';
export const SEEN_TOOLTIP = 'Atzīmēt kā redzētu';

/** 'Redzēts' on an unseen comment (spec §2.2): marks it seen and refreshes the header's badges. */
export function SeenButton({ commentId }: { commentId: number }) {
  const markSeen = useMarkCommentSeen();
  const notify = useNotifications((state) => state.notify);
  const onClick = () =>
    markSeen.mutate(commentId, {
      // The button stays, so it can be pressed again; the reason is told where every failure is.
      onError: async (error) => notify({ type: 'error', title: (await describeFailure(error)).message }),
    });
  return (
    <Button
      variant="secondary"
      size="small"
      icon="check"
      title={SEEN_TOOLTIP}
      loading={markSeen.isPending}
      onClick={onClick}
    >
      {SEEN_TEXT}
    </Button>
  );
}
