import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { remainingText } from '@portal/shared-ui/components/FormField';
import styles from './controls.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * With `maxLength` and a controlled `value`, shows 'Atlikušās rakstzīmes: N' under the text area
   * (leave it off when the surrounding FormField already shows `remaining`).
   */
  counter?: boolean;
}

export function TextArea({ className, counter = false, maxLength, value, ref, ...rest }: TextAreaProps) {
  const counterId = `${useId()}-counter`;
  const showCounter = counter && maxLength !== undefined;
  const length = typeof value === 'string' ? value.length : 0;
  const remaining = (maxLength ?? 0) - length;
  const describedBy =
    [rest['aria-describedby'], showCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <textarea
        {...rest}
        ref={ref}
        value={value}
        maxLength={maxLength}
        aria-describedby={describedBy}
        className={[styles.control, styles.textarea, className ?? ''].filter(Boolean).join(' ')}
      />
      {showCounter ? (
        <p id={counterId} className={[styles.counter, remaining < 0 ? styles.over : ''].filter(Boolean).join(' ')}>
          {remainingText(remaining)}
        </p>
      ) : null}
    </>
  );
}
