import { useEffect, useRef } from 'react';
import { PROGRESS_BAR } from '@portal/contracts/constants';
import { useProgress } from '@portal/shared-ui/stores/progress';
import styles from './ProgressBar.module.css';

export interface ProgressAnimation {
  /** A request started: show the bar and let it creep forward (no-op while already running). */
  start(): void;
  /** Requests are done: fill the bar, then hide it. */
  finish(): void;
  dispose(): void;
}

export interface ProgressAnimationOptions {
  /** Time to creep from 0 to 100 percent (spec §9: 3000 ms). */
  duration?: number;
  /** Past this percentage the bar finishes on its own, even if a request is still pending (spec §9: 95). */
  finishAbove?: number;
  /** How long the full bar stays before it fades (DESIGN.md motion: 300 ms). */
  speed?: number;
  tick?: number;
}

/**
 * The bar's timing, apart from React so the frequent ticks never re-render anything: `draw`
 * receives the percentage and whether the bar is shown.
 */
export function createProgressAnimation(
  draw: (percent: number, visible: boolean) => void,
  {
    duration = PROGRESS_BAR.duration,
    finishAbove = PROGRESS_BAR.finishAbove,
    speed = 300,
    tick = 100,
  }: ProgressAnimationOptions = {},
): ProgressAnimation {
  let percent = 0;
  let ticking: ReturnType<typeof setInterval> | null = null;
  let hiding: ReturnType<typeof setTimeout> | null = null;
  const step = (100 * tick) / duration;

  const stop = () => {
    if (ticking !== null) clearInterval(ticking);
    if (hiding !== null) clearTimeout(hiding);
    ticking = null;
    hiding = null;
  };

  const finish = () => {
    if (ticking === null) return;
    stop();
    percent = 100;
    draw(percent, true);
    hiding = setTimeout(() => {
      hiding = null;
      percent = 0;
      draw(percent, false);
    }, speed);
  };

  return {
    start() {
      if (ticking !== null) return;
      stop();
      percent = 0;
      draw(percent, true);
      ticking = setInterval(() => {
        percent = Math.min(100, percent + step);
        draw(percent, true);
        if (percent > finishAbove) finish();
      }, tick);
    },
    finish,
    dispose: stop,
  };
}

/** A thin bar at the top of the page while API requests run (the API client counts them in useProgress). */
export function ProgressBar() {
  const pending = useProgress((state) => state.pending);
  const barRef = useRef<HTMLDivElement>(null);
  const animation = useRef<ProgressAnimation | null>(null);

  useEffect(() => {
    const created = createProgressAnimation((percent, visible) => {
      const bar = barRef.current;
      if (!bar) return;
      bar.style.transform = `scaleX(${percent / 100})`;
      bar.dataset.visible = String(visible);
    });
    animation.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (pending > 0) animation.current?.start();
    else animation.current?.finish();
  }, [pending]);

  return (
    <div className={styles.track} aria-hidden="true">
      <div ref={barRef} className={styles.bar} data-visible="false" />
    </div>
  );
}
