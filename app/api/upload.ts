import { NETWORK_MESSAGE, ApiError, readAnswer } from './http';

export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'checking' };

/**
 * Posts a JSON body with XMLHttpRequest, whose upload events give the progress fetch does not; the answer is
 * read like every other call (`readAnswer`), so a refusal throws the same `ApiError`.
 */
export function uploadJson<T>(path: string, body: unknown, onProgress: (progress: UploadProgress) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'checking' });
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE));
    xhr.onload = () => {
      try {
        resolve(readAnswer<T>(xhr.status, xhr.statusText, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(xhr.status, NETWORK_MESSAGE));
      }
    };
    xhr.send(JSON.stringify(body));
  });
}
