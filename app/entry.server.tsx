import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

/**
 * Renders a page for the build's pre-rendering (and the development server). Every page waits for all its
 * content, so the HTML holds each Suspense boundary complete and in place: no streamed segment and no inline
 * script to move it, so the page shows its full content without JavaScript and within its CSP
 * (docs/decisions/0009-first-visit-weight.md).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines a boundary larger than this (12,800 bytes by default) behind an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // Errors of the shell itself reject above and are reported by React Router.
        if (allReady) console.error(error);
      },
    });
  });
}
