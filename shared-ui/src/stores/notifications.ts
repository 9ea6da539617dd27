/**
 * Transient notices (spec §9): 3000 ms by default, errors 5000 ms. The store owns the timers so
 * a notice disappears even when the widget that shows it is not mounted yet.
 */
import { create } from 'zustand';
import { NOTIFICATION } from '@portal/contracts/constants';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  type: NotificationType;
  title: string;
  text?: string;
  /** Milliseconds before it goes away by itself; 0 or less keeps it until it is clicked. */
  duration?: number;
}

export interface Notification extends NotifyOptions {
  id: number;
  duration: number;
}

interface NotificationsState {
  items: Notification[];
  notify(options: NotifyOptions): number;
  dismiss(id: number): void;
  clear(): void;
}

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function defaultDuration(type: NotificationType): number {
  return type === 'error' ? NOTIFICATION.error.duration : NOTIFICATION.duration;
}

export const useNotifications = create<NotificationsState>()((set) => ({
  items: [],
  notify(options) {
    const id = nextId++;
    const duration = options.duration ?? defaultDuration(options.type);
    set((state) => ({ items: [...state.items, { ...options, id, duration }] }));
    if (duration > 0) {
      timers.set(
        id,
        setTimeout(() => useNotifications.getState().dismiss(id), duration),
      );
    }
    return id;
  },
  dismiss(id) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    set((state) => ({ items: state.items.filter((n) => n.id !== id) }));
  },
  clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ items: [] });
  },
}));

/** Shows a notice; returns its id for an early `dismiss`. */
export function notify(options: NotifyOptions): number {
  return useNotifications.getState().notify(options);
}

export function dismiss(id: number): void {
  useNotifications.getState().dismiss(id);
}
