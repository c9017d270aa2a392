import { useState } from 'react';
import { pickRefusal, type AttachmentInput } from '../../../../domain/email-attachments';

/** A file chosen in the composer, read and ready to leave. */
export interface PickedFile extends AttachmentInput {
  size: number;
}

/** A file's bytes in base64, as the API takes them (the data URL's own encoding, without its prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    reader.readAsDataURL(file);
  });
}

/**
 * The files of an e-mail being written, however they come (the picker, a drop on the composer): what is added joins
 * the files already there, refused in French when the whole would be more than the e-mail can carry.
 */
export function useAttachmentPicking(files: readonly PickedFile[], onChange: (files: PickedFile[]) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const add = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const refused = pickRefusal([...files, ...chosen]);
    setRefusal(refused);
    if (refused) return;
    setReading(true);
    try {
      const read = await Promise.all(chosen.map(async (file) => ({ name: file.name, size: file.size, content: await base64Of(file) })));
      onChange([...files, ...read]);
    } catch {
      setRefusal('Un fichier n’a pas pu être lu : choisissez-le de nouveau.');
    } finally {
      setReading(false);
    }
  };
  const remove = (index: number) => {
    setRefusal(null);
    onChange(files.filter((_, at) => at !== index));
  };
  return { files, add, remove, refusal, reading };
}
export type AttachmentPicking = ReturnType<typeof useAttachmentPicking>;
