import { Button } from '@portal/shared-ui/components/Button';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';

/** 'Nav vēl sava konta? Reģistrējies šeit': the register dialog, keeping where the guard stopped. */
export function RegisterLink({ redirect }: { redirect?: string | null }) {
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <Button variant="link" onClick={() => openDialog('register', redirect ? { redirect } : undefined)}>
      Nav vēl sava konta? Reģistrējies šeit
    </Button>
  );
}
