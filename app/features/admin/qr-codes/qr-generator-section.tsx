import Download from 'lucide-react/icons/download';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Save from 'lucide-react/icons/save';
import { useEffect, useState } from 'react';
import { qrMessages, qrPrintPreset, type SavedQrCode } from '../../../../domain/qr-codes';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { ApiError } from '../../../api/http';
import { useCanWrite } from '../auth/use-can-write';
import { notify } from '../ui/notify';
import { ReadOnlyNote, writeControl } from '../ui/read-only-note';
import { Section } from '../ui/section';
import { useDeleteQrCode, useQrCodes, useSaveQrCode } from './qr-codes-api';
import { useQrDraftStore } from './qr-draft-store';
import { checkForm, defaultForm, type QrFormState } from './qr-form-state';
import { drawQr, fileNameFor, qrSvg, withBorder, type QrDrawing } from './qr-render';
import { QrSavedGrid } from './qr-saved-grid';
import { QrSettingsForm } from './qr-settings-form';
import { useQrPreview } from './use-qr-preview';
import { downloadBlob } from '../ui/download-blob';

const button =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const secondary = `${button} border border-ink-600 text-gray-100 hover:border-brand-400`;

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 0 ? qrMessages.connectionError : errorMessage(error, fallback);

/** The fields the form shows: the server's refusal of one of them is shown beside it. */
const FIELDS = ['name', 'url', 'size', 'margin'] as const;

/** 'Générateur de QR codes' and its saved library (back-office §2.8, §4, §5, §8, §9). */
export function QrGeneratorSection() {
  const [form, setForm] = useState<QrFormState>(defaultForm);
  // The tracking link the encoded text belongs to, as long as the text is still its scan address.
  const [linked, setLinked] = useState<{ id: number; url: string } | null>(null);
  const trackingLinkId = linked && linked.url === form.url.trim() ? linked.id : undefined;
  const codes = useQrCodes();
  const save = useSaveQrCode();
  const remove = useDeleteQrCode();
  const [toDelete, setToDelete] = useState<SavedQrCode | null>(null);
  const { size, margin, errors, blocking } = checkForm(form);
  const refused = refusalOf(save.error, FIELDS);
  const canWrite = useCanWrite();
  const drawing: QrDrawing | null =
    size !== null && margin !== null && !errors.url && form.url.trim()
      ? { url: form.url.trim(), fgColor: form.fgColor, bgColor: form.bgColor, size, margin, errorLevel: form.errorLevel, includeLogo: form.includeLogo, logoSize: form.logoSize }
      : null;
  const preview = useQrPreview(drawing);
  const change = (patch: Partial<QrFormState>) => setForm((current) => ({ ...current, ...patch }));

  // A tracking link handed over from its table fills the name and the text to encode, also when it was handed over
  // before this section's module had loaded (the sections load when reached).
  useEffect(() => {
    const take = ({ draft }: ReturnType<typeof useQrDraftStore.getState>) => {
      if (!draft) return;
      setForm((current) => ({ ...current, name: draft.name, url: draft.url }));
      setLinked(draft.trackingLinkId ? { id: draft.trackingLinkId, url: draft.url } : null);
    };
    take(useQrDraftStore.getState());
    return useQrDraftStore.subscribe(take);
  }, []);

  const onSave = () => {
    if (!form.name.trim() || !form.url.trim()) return notify('error', qrMessages.nameAndUrlRequired);
    if (blocking) return notify('error', blocking);
    if (!drawing || !preview.dataUrl) return notify('error', preview.error ?? qrMessages.saveError);
    save.mutate(
      { ...drawing, name: form.name.trim(), borderSize: 20, data: preview.dataUrl, ...(trackingLinkId ? { trackingLinkId } : {}) },
      {
        // Back-office §9: the name is cleared for the next code; the saved one keeps it, in the list below.
        onSuccess: () => {
          notify('success', qrMessages.saved);
          setForm((current) => ({ ...current, name: '' }));
        },
        onError: (error) => {
          if (refusalOf(error, FIELDS).general !== null) notify('error', failureOf(error, qrMessages.saveError));
        },
      },
    );
  };

  const onDownloadPng = async () => {
    try {
      if (!drawing) throw new Error('invalid');
      const canvas = withBorder(await drawQr(drawing), drawing.bgColor);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('png');
      downloadBlob(blob, fileNameFor(form.name || form.url, 'png'));
      notify('success', qrMessages.downloaded);
    } catch {
      notify('error', qrMessages.downloadError);
    }
  };

  const onDownloadSvg = async () => {
    try {
      if (!drawing) throw new Error('invalid');
      downloadBlob(new Blob([await qrSvg(drawing)], { type: 'image/svg+xml' }), fileNameFor(form.name || form.url, 'svg'));
      notify('success', qrMessages.svgDownloaded);
    } catch {
      notify('error', qrMessages.svgDownloadError);
    }
  };

  const onLoad = (code: SavedQrCode) => {
    setForm({ ...code, size: String(code.size), margin: String(code.margin) });
    setLinked(code.trackingLink ? { id: code.trackingLink.id, url: code.url } : null);
    notify('success', qrMessages.loaded);
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify('success', qrMessages.deleted),
      onError: (error) => notify('error', failureOf(error, qrMessages.deleteError)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Section id="tools-qr-generator" title="Générateur de QR codes">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <QrSettingsForm
            form={form}
            errors={{ name: refused.field('name'), url: errors.url ?? refused.field('url'), size: errors.size ?? refused.field('size'), margin: errors.margin ?? refused.field('margin') }}
            onChange={change}
          />
          {trackingLinkId && (
            <p className="text-sm text-emerald-200" data-testid="qr-linked">
              Ce QR code encode l'adresse de scan d'un lien de tracking&nbsp;: ses scans seront comptés à part des clics.
            </p>
          )}
          <button type="button" onClick={() => change(qrPrintPreset)} className="text-sm font-medium text-accent-300 underline-offset-4 hover:underline">
            Préréglage impression&nbsp;: niveau H, logo 30 %
          </button>
          <ReadOnlyNote />
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={onSave} {...writeControl(canWrite, save.isPending)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
              <Save aria-hidden size={16} /> {save.isPending ? 'Sauvegarde...' : 'Sauvegarder'}
            </button>
            <button type="button" onClick={onDownloadPng} disabled={!drawing} className={secondary}>
              <Download aria-hidden size={16} /> Télécharger PNG
            </button>
            <button type="button" onClick={onDownloadSvg} disabled={!drawing} className={secondary}>
              <Download aria-hidden size={16} /> Télécharger SVG
            </button>
            <button
              type="button"
              onClick={() => {
                setForm(defaultForm());
                setLinked(null);
              }}
              className={secondary}
            >
              <RotateCcw aria-hidden size={16} /> Réinitialiser le formulaire
            </button>
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <div className="flex min-h-56 items-center justify-center overflow-auto rounded-xl border border-ink-700 bg-ink-950/60 p-4">
            {preview.dataUrl ? (
              <img src={preview.dataUrl} alt="Aperçu du QR code" data-testid="qr-preview" className="h-auto max-w-full" style={{ width: size ?? undefined }} />
            ) : (
              <p className="text-sm text-gray-400">{preview.error ?? (form.url.trim() ? 'Corrigez les réglages pour voir l’aperçu' : qrMessages.nameAndUrlRequired)}</p>
            )}
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-white">QR codes sauvegardés</h3>
            {codes.error && (
              <p role="alert" className="mb-2 text-sm text-red-300">
                {qrMessages.loadError}
              </p>
            )}
            <QrSavedGrid codes={codes.data} canWrite={canWrite} onLoad={onLoad} onDelete={setToDelete} />
          </div>
        </div>
      </div>
      <ConfirmDialog open={toDelete !== null} question={qrMessages.deleteConfirm} confirmLabel="Supprimer" onConfirm={onConfirmDelete} onCancel={() => setToDelete(null)} />
    </Section>
  );
}
