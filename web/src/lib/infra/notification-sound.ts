import { useCallback } from 'react';
import { STORAGE_KEYS } from '../constants';
import { readStored, useStored, writeStoredAndNotify } from './storage';

const OFF = '0';
const ON = '1';

/** Whether notifications play a sound (SPEC section 4); on unless switched off in settings. */
export function isNotificationSoundOn(): boolean {
  return readStored(STORAGE_KEYS.notificationSound) !== OFF;
}

/** The settings switch: the stored preference and its setter, shared by every tab. */
export function useNotificationSound(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useStored(STORAGE_KEYS.notificationSound) !== OFF;
  const setOn = useCallback((value: boolean) => {
    writeStoredAndNotify(STORAGE_KEYS.notificationSound, value ? ON : OFF);
  }, []);
  return [on, setOn];
}
