import { responseLabel, responseState, type PromisedRequest, type ResponseState } from '../../../../domain/response-promises';

const tones: Record<ResponseState['kind'], string> = {
  waiting: 'border-sky-400/50 bg-sky-400/10 text-sky-200',
  dueSoon: 'border-amber-400/60 bg-amber-400/15 text-amber-100',
  late: 'border-red-400/60 bg-red-500/15 text-red-200',
  answered: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  none: 'border-gray-500/50 bg-gray-500/10 text-gray-300',
};

/**
 * Where a request stands against the answer the site promised (domain/response-promises.ts); `wrap` lets it break
 * over two lines in a narrow place such as a board card.
 */
export function ResponseBadge({ request, now = new Date(), wrap = false }: { request: PromisedRequest; now?: Date; wrap?: boolean }) {
  const state = responseState(request, now);
  const tone = state.kind === 'answered' && !state.onTime ? 'border-orange-400/50 bg-orange-400/10 text-orange-200' : tones[state.kind];
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${wrap ? '' : 'whitespace-nowrap'} ${tone}`} data-response={state.kind}>
      {responseLabel(state, now)}
    </span>
  );
}
