import { useEffect } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
const isFileInput = (target: EventTarget | null) => target instanceof HTMLInputElement && target.type === 'file';

/**
 * A file dropped beside the place that takes it (the composer, a file field) does nothing, instead of the browser
 * leaving the back-office to open it and losing what was being written. What a place takes, it still takes: its
 * own handler runs first, and a file field keeps the browser's own drop.
 */
export function useFileDropGuard() {
  useEffect(() => {
    const refuse = (event: DragEvent) => {
      if (!carriesFiles(event) || isFileInput(event.target)) return;
      // A place below that takes files has accepted this one already (the composer): the cursor keeps saying so.
      const accepted = event.defaultPrevented;
      event.preventDefault();
      if (event.type === 'dragover' && !accepted && event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);
}
