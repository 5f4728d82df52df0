import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { MODAL_ID_PARAM, MODAL_PARAM, type ModalName } from '../../lib/infra/modal';
import { Button } from './button';
import { ParamForm } from './param-form';

function modalParams(modal: ModalName, modalId?: string): Record<string, string> {
  return modalId ? { [MODAL_PARAM]: modal, [MODAL_ID_PARAM]: modalId } : { [MODAL_PARAM]: modal };
}

interface ModalButtonProps extends Omit<
  ComponentProps<typeof Button>,
  'type' | 'onClick' | 'name' | 'value'
> {
  modal: ModalName;
  /** The modal's `modal_id` (whose followers, which post's likes). */
  modalId?: string;
}

/** A button that opens a modal (`?modal=`), also when clicked before the app has hydrated. */
export function ModalButton({ modal, modalId, ...button }: ModalButtonProps) {
  return (
    <ParamForm set={modalParams(modal, modalId)} drop={[MODAL_ID_PARAM]}>
      <Button type="submit" {...button} />
    </ParamForm>
  );
}

interface ModalTriggerProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'name' | 'value'
> {
  modal: ModalName;
  modalId?: string;
}

/** A button of its own look that opens a modal, also when clicked before the app has hydrated. */
export function ModalTrigger({ modal, modalId, ...button }: ModalTriggerProps) {
  return (
    <ParamForm set={modalParams(modal, modalId)} drop={[MODAL_ID_PARAM]}>
      <button type="submit" {...button} />
    </ParamForm>
  );
}
