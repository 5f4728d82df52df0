import type { ButtonHTMLAttributes } from 'react';
import { Button } from './button';
import { FormError } from './form-field';

interface FormSubmitProps extends Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'onClick' | 'title' | 'children'
> {
  /** The form's own message (not a field's), shown above the button; nothing while there is none. */
  error: string | null | undefined;
}

/** The end of a form: its own message, then the large full-width submit button. */
export function FormSubmit({ error, children, ...button }: FormSubmitProps) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" size="lg" block {...button}>
        {children}
      </Button>
    </>
  );
}
