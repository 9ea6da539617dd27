/** Requests in flight, counted by the API client's hooks; the ProgressBar shows while any is pending. */
import { create } from 'zustand';

interface ProgressState {
  pending: number;
  start(): void;
  done(): void;
}

export const useProgress = create<ProgressState>()((set) => ({
  pending: 0,
  start() {
    set((state) => ({ pending: state.pending + 1 }));
  },
  // Never below zero: an unmatched done() must not leave the count negative and hide the next request.
  done() {
    set((state) => ({ pending: Math.max(0, state.pending - 1) }));
  },
}));
