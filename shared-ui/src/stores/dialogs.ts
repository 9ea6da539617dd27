/**
 * Which remote dialog is open. Dialogs are modules exposed by remotes (contracts DIALOGS); the
 * shell renders the current one, anyone may open or close it.
 */
import { create } from 'zustand';
import type { DialogName } from '@portal/contracts/routes';

export interface OpenDialog {
  name: DialogName;
  props?: Record<string, unknown>;
}

interface DialogsState {
  current: OpenDialog | null;
  openDialog(name: DialogName, props?: Record<string, unknown>): void;
  closeDialog(): void;
}

export const useDialogs = create<DialogsState>()((set) => ({
  current: null,
  openDialog(name, props) {
    set({ current: props === undefined ? { name } : { name, props } });
  },
  closeDialog() {
    set({ current: null });
  },
}));

export function openDialog(name: DialogName, props?: Record<string, unknown>): void {
  useDialogs.getState().openDialog(name, props);
}

export function closeDialog(): void {
  useDialogs.getState().closeDialog();
}
