import { describe, expect, it } from 'vitest';
import { createToast, enqueueToast, removeToast, swipeOutcome, toastDefaults, type ToastType } from './toasts';

let clock = 0;
const make = (type: ToastType, content: string = type) => {
  clock += 1;
  return createToast({ type, content }, clock, `t${clock}`);
};

describe('toast defaults', () => {
  it('uses the durations and priorities of the specification', () => {
    expect(toastDefaults.navigation).toEqual({ duration: 6000, priority: 1 });
    expect(toastDefaults.action).toEqual({ duration: 8000, priority: 2 });
    expect(toastDefaults.success).toEqual({ duration: 4000, priority: 3 });
    expect(toastDefaults.info).toEqual({ duration: 5000, priority: 4 });
    expect(toastDefaults.warning).toEqual({ duration: 7000, priority: 5 });
  });

  it('keeps an explicit duration', () => {
    expect(createToast({ type: 'info', content: 'x', duration: 1000 }, 1, 'a').duration).toBe(1000);
  });

  it('holds French punctuation to its word, so that no line of the toast begins with it', () => {
    expect(createToast({ type: 'success', content: 'Mot de passe modifié : connectez-vous avec le nouveau' }, 1, 'a').content).toBe(
      'Mot de passe modifié\u00a0: connectez-vous avec le nouveau',
    );
  });
});

describe('enqueueToast', () => {
  it('replaces a toast of the same type', () => {
    const first = make('info', 'premier');
    const second = make('info', 'second');
    const queue = enqueueToast(enqueueToast([], first), second);
    expect(queue.map((t) => t.content)).toEqual(['second']);
  });

  it('keeps at most three, the lowest priority numbers', () => {
    let queue = [make('warning'), make('info'), make('success')];
    queue = queue.reduce((q, t) => enqueueToast(q, t), [] as ReturnType<typeof make>[]);
    expect(queue.map((t) => t.type)).toEqual(['success', 'info', 'warning']);
    queue = enqueueToast(queue, make('navigation'));
    expect(queue.map((t) => t.type)).toEqual(['navigation', 'success', 'info']);
    queue = enqueueToast(queue, make('warning'));
    expect(queue.map((t) => t.type)).toEqual(['navigation', 'success', 'info']);
  });

  it('removes by id', () => {
    const a = make('info');
    expect(removeToast(enqueueToast([], a), a.id)).toEqual([]);
  });
});

describe('gestures and custom mode', () => {
  it('needs a swipe over 80 px', () => {
    expect(swipeOutcome(80)).toBe('none');
    expect(swipeOutcome(81)).toBe('close');
    expect(swipeOutcome(-81)).toBe('action');
    expect(swipeOutcome(-80)).toBe('none');
  });
});
