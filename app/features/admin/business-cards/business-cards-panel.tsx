import { useState } from 'react';
import { businessCardMessages as messages } from '../../../../domain/business-cards/business-card-schema';
import type { DirectoryCheck } from '../../../../domain/business-cards/business-card-schema';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage } from '../../../api/error-message';
import { useCanWrite } from '../auth/use-can-write';
import { ReadOnlyNote } from '../ui/read-only-note';
import { checkDirectory, useCardAction, useShownOwners } from './business-cards-api';
import { CardCarousel } from './card-carousel';
import { CardModal } from './card-modal';
import { CardSlideCard } from './card-slide-card';
import { slidesOf, type CardSlide, type CardView } from './card-slides';
import { ViewToggle } from '../ui/view-toggle';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Cartes de visite (back-office §2.9): owners' cards and alternative designs, enlarged, checked, regenerated, deleted. */
export function BusinessCardsPanel() {
  const { owners, fallback, loading, retry } = useShownOwners();
  const action = useCardAction();
  const [view, setView] = useState<CardView>('recto-verso');
  const [layout, setLayout] = useState<'carousel' | 'grid'>('carousel');
  const [enlarged, setEnlarged] = useState<CardSlide | null>(null);
  const [toDelete, setToDelete] = useState<CardSlide | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [checks, setChecks] = useState<Record<number, DirectoryCheck | string>>({});
  const slides = slidesOf(owners, view);
  const canWrite = useCanWrite();

  const confirmDelete = async () => {
    const slide = toDelete;
    setToDelete(null);
    if (!slide) return;
    try {
      const result = await action.mutateAsync(
        slide.iterationName
          ? { kind: 'delete-iteration', ownerId: slide.owner.id, iterationName: slide.iterationName }
          : { kind: 'delete-card', ownerId: slide.owner.id },
      );
      setFeedback({ tone: 'success', text: result.message });
    } catch (error) {
      setFeedback({ tone: 'error', text: messages.deleteFailed(errorMessage(error)) });
    }
  };

  const generate = async (slide: CardSlide) => {
    try {
      const result = await action.mutateAsync({ kind: 'generate', ownerId: slide.owner.id });
      setFeedback({ tone: 'success', text: `${slide.owner.name}\u00a0: ${result.message}` });
    } catch (error) {
      setFeedback({ tone: 'error', text: `Génération impossible\u00a0: ${errorMessage(error)}` });
    }
  };

  const check = async (slide: CardSlide) => {
    try {
      const result = await checkDirectory(slide.owner.id);
      setChecks((current) => ({ ...current, [slide.owner.id]: result }));
    } catch (error) {
      setChecks((current) => ({ ...current, [slide.owner.id]: errorMessage(error) }));
    }
  };

  const renderSlide = (slide: CardSlide) => {
    const result = checks[slide.owner.id];
    return (
      <CardSlideCard
        slide={slide}
        readOnly={fallback}
        busy={action.isPending}
        canWrite={canWrite}
        onEnlarge={() => setEnlarged(slide)}
        onDelete={() => setToDelete(slide)}
        onGenerate={() => void generate(slide)}
        onCheck={() => void check(slide)}
        directoryNote={
          result === undefined ? null : (
            <div className="mt-3 rounded-lg border border-ink-700 bg-ink-900 p-3 text-sm" role="status">
              {typeof result === 'string' ? (
                <p className="text-red-300">{result}</p>
              ) : (
                <>
                  <p className={result.exists && result.missing.length === 0 ? 'text-emerald-300' : 'text-amber-200'}>{result.message}</p>
                  {result.missing.length > 0 && (
                    <ul className="mt-1 list-inside list-disc break-all text-xs text-gray-400">
                      {result.missing.map((path) => (
                        <li key={path}>{path}</li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </div>
          )
        }
      />
    );
  };

  return (
    <div id="business-cards" className="scroll-mt-28 rounded-xl border border-ink-700 p-4 outline-none data-[highlighted=true]:ring-4 data-[highlighted=true]:ring-accent-400">
      <h3 className="text-lg font-semibold text-white">Cartes de visite</h3>
      <div className="mt-3 flex flex-wrap gap-3">
        <ViewToggle
          label="Modèles affichés"
          value={view}
          onChange={setView}
          options={[
            { value: 'recto-verso', label: 'Recto-verso' },
            { value: 'alternatives', label: 'Modèles alternatifs' },
          ]}
        />
        <ViewToggle
          label="Disposition"
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'carousel', label: 'Carrousel' },
            { value: 'grid', label: 'Tout afficher' },
          ]}
        />
      </div>
      {fallback && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-200" role="alert">
          <p>{messages.loadFailed} Les modèles intégrés au site sont affichés, sans modification possible.</p>
          <button type="button" onClick={retry} className="rounded-lg border border-red-300/50 px-3 py-1 font-semibold hover:bg-red-500/20">
            Réessayer
          </button>
        </div>
      )}
      <ReadOnlyNote className="mt-3" />
      <p role="status" className={`mt-3 min-h-5 text-sm ${feedback?.tone === 'error' ? 'text-red-300' : 'text-emerald-300'}`}>
        {feedback?.text}
      </p>
      <div className="mt-2">
        {loading ? (
          <p className="text-gray-400">Chargement des cartes…</p>
        ) : slides.length === 0 ? (
          <p className="rounded-lg border border-dashed border-ink-600 p-6 text-center text-gray-400">{messages.empty}</p>
        ) : layout === 'carousel' ? (
          <CardCarousel items={slides} itemKey={(slide) => slide.key} render={renderSlide} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {slides.map((slide) => (
              <div key={slide.key}>{renderSlide(slide)}</div>
            ))}
          </div>
        )}
      </div>
      <CardModal slide={enlarged} onClose={() => setEnlarged(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        question={
          toDelete?.iterationName
            ? messages.confirmDeleteIteration(toDelete.iterationName)
            : messages.confirmDeleteCard(toDelete?.owner.name ?? '')
        }
        confirmLabel="Supprimer"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
