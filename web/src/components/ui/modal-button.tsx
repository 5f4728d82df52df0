import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { MODAL_ID_PARAM, MODAL_PARAM, type ModalName } from '../../lib/infra/modal';
import { Button } from './button';
import { ParamForm } from './param-form';

/** The modal a button opens. */
interface OpensModal {
  modal: ModalName;
  /** The modal's `modal_id` (whose followers, which post's likes). */
  modalId?: string;
}

/** The button submits the form that sets the modal's params, so it needs none of these. */
type SubmitOwned = 'type' | 'onClick' | 'name' | 'value';

function modalParams(modal: ModalName, modalId?: string): Record<string, string> {
  return modalId ? { [MODAL_PARAM]: modal, [MODAL_ID_PARAM]: modalId } : { [MODAL_PARAM]: modal };
}

// A form rather than a click handler, so the button works before the app has hydrated.
function ModalForm({ modal, modalId, children }: OpensModal & { children: ReactNode }) {
  return (
    <ParamForm set={modalParams(modal, modalId)} drop={[MODAL_ID_PARAM]}>
      {children}
    </ParamForm>
  );
}

type ModalButtonProps = Omit<ComponentProps<typeof Button>, SubmitOwned> & OpensModal;

/** A button that opens a modal (`?modal=`), also when clicked before the app has hydrated. */
export function ModalButton({ modal, modalId, ...button }: ModalButtonProps) {
  return (
    <ModalForm modal={modal} modalId={modalId}>
      <Button type="submit" {...button} />
    </ModalForm>
  );
}

type ModalTriggerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, SubmitOwned> & OpensModal;

/** A button of its own look that opens a modal, also when clicked before the app has hydrated. */
export function ModalTrigger({ modal, modalId, ...button }: ModalTriggerProps) {
  return (
    <ModalForm modal={modal} modalId={modalId}>
      <button type="submit" {...button} />
    </ModalForm>
  );
}
