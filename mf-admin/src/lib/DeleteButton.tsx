import { Button } from '@portal/shared-ui/components/Button';

/** 'Dzēst' in a list's row, named for what it deletes ('Dzēst: Pasākumi'); it asks first (useDeleteQuestion). */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="small" variant="secondary" icon="trash" aria-label={`Dzēst: ${name}`} onClick={onClick}>
      Dzēst
    </Button>
  );
}
