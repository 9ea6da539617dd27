import styles from './FormAlert.module.css';

/** A form-level error (role alert, so it is announced); nothing when there is none. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={[styles.alert, className ?? ''].filter(Boolean).join(' ')}>
      {message}
    </p>
  );
}
