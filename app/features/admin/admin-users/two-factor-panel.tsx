import { zodResolver } from '@hookform/resolvers/zod';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import ShieldCheck from 'lucide-react/icons/shield-check';
import QRCode from 'qrcode';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorCodeSchema, twoFactorMessages } from '../../../../domain/validation/two-factor-schema';
import type { z } from '../../../../domain/validation/zod';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { TextField } from '../../../ui/text-field';
import { downloadBlob } from '../ui/download-blob';
import { Notice, primaryButton, secondaryButton } from '../settings/settings-controls';
import { formatDateTime } from '../ui/format';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { Modal } from '../ui/modal';
import { notify } from '../ui/notify';
import { useStartTwoFactor, useTwoFactorStatus, useTwoFactorStep } from './two-factor-api';
import { COPY_FAILED, useCopy } from '../ui/use-copy';
import { Subsection } from '../ui/section';

type CodeForm = z.output<typeof twoFactorCodeSchema>;
type CodeStep = 'confirm' | 'recovery-codes' | 'disable';

const RECOVERY_FILE = 'codes-de-secours-synapse-ia.txt';

/** The recovery codes, shown once: copied, downloaded, or written down before the dialog closes. */
function RecoveryCodes({ message, codes, onDone }: { message: string; codes: string[]; onDone: () => void }) {
  const { copied, failed, copy } = useCopy();
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <Notice tone="success">{message}</Notice>
      <p className="text-sm text-gray-300">
        Chaque code de secours ouvre une session une seule fois, à la place du code de l’application, si votre téléphone n’est pas à portée de main. Ils
        ne seront plus affichés.
      </p>
      <ol aria-label="Codes de secours" className="grid grid-cols-2 gap-2 rounded-xl border border-ink-600 bg-ink-950 p-3 font-mono text-sm text-white">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy(text)}>
          <Copy aria-hidden size={16} /> {copied ? 'Codes copiés' : 'Copier les codes'}
        </button>
        <button type="button" className={secondaryButton} onClick={() => downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_FILE)}>
          <Download aria-hidden size={16} /> Télécharger
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          J’ai noté mes codes
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-amber-300">
          {COPY_FAILED}
        </p>
      )}
    </div>
  );
}

/** The code of the application asked by a step; `onDone` gets the new recovery codes when the step gives some. */
function CodeForm({ step, submitLabel, onCancel, onDone }: { step: CodeStep; submitLabel: string; onCancel: () => void; onDone: (answer: { message: string; recoveryCodes?: string[] }) => void }) {
  const mutation = useTwoFactorStep(step);
  const formRef = useFocusFirstInvalid(mutation.error);
  const refused = refusalOf(mutation.error, ['code'], 'Erreur lors de la vérification du code');
  const form = useForm<z.input<typeof twoFactorCodeSchema>, unknown, CodeForm>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values.code, { onSuccess: onDone }))}>
      <TextField
        label="Code affiché par l’application"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        hint={step === 'confirm' ? 'Les six chiffres du compte « Synapse IA » que l’application vient d’ajouter.' : twoFactorMessages.codeAsked}
        error={form.formState.errors.code?.message ?? refused.field('code')}
        {...form.register('code')}
      />
      {refused.general && <Notice tone="error">{refused.general}</Notice>}
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Annuler
        </button>
        <button type="submit" className={primaryButton} disabled={mutation.isPending}>
          {mutation.isPending ? 'Vérification...' : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Turning the second factor on: the secret to scan or type, then a code of it, then the recovery codes. */
function SetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const start = useStartTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; codes: string[] } | null>(null);
  const { mutate, reset } = start;
  const uri = start.data?.uri;

  useEffect(() => {
    if (open) mutate();
  }, [open, mutate]);
  useEffect(() => {
    let current = true;
    if (uri) void QRCode.toDataURL(uri, { width: 220, margin: 2, errorCorrectionLevel: 'M' }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [uri]);

  const client = useQueryClient();
  const close = () => {
    // Turned on, a second factor the agency requires opens the back-office: the session says so once the codes are noted.
    if (done) void reloadAfterWrite(client, { others: [adminKeys.session] });
    // The secret and the codes leave memory with the dialog.
    reset();
    setQr(null);
    setDone(null);
    onClose();
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title="Activer la double authentification" description={done ? undefined : twoFactorMessages.started}>
      {done ? (
        <RecoveryCodes message={done.message} codes={done.codes} onDone={close} />
      ) : start.error ? (
        <Notice tone="error">{errorMessage(start.error, 'Erreur lors de la création de la clé')}</Notice>
      ) : !start.data ? (
        <p role="status" className="text-sm text-gray-300">
          Création de la clé...
        </p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            {qr ? (
              <img src={qr} width={220} height={220} alt="QR code à scanner avec votre application d’authentification" className="rounded-xl bg-white" />
            ) : (
              <div className="h-[220px] w-[220px] rounded-xl bg-ink-800" aria-hidden />
            )}
            <p className="text-sm text-gray-300">
              Google Authenticator, Microsoft Authenticator, 1Password, Bitwarden ou toute application de codes à usage unique. Sans appareil photo, saisissez
              cette clé{'\u00a0'}:
              <output aria-label="Clé à saisir dans l’application" className="mt-2 block break-words font-mono text-sm tracking-wider text-white">
                {start.data.secret.match(/.{1,4}/g)?.join(' ')}
              </output>
            </p>
          </div>
          <CodeForm step="confirm" submitLabel="Activer" onCancel={close} onDone={(answer) => setDone({ message: answer.message, codes: answer.recoveryCodes ?? [] })} />
        </div>
      )}
    </Modal>
  );
}

/** Renewing the recovery codes or turning the second factor off, each with a code of it. */
function CodeStepModal({ step, onClose }: { step: 'recovery-codes' | 'disable' | null; onClose: () => void }) {
  const [codes, setCodes] = useState<{ message: string; codes: string[] } | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  const title = step === 'disable' ? 'Désactiver la double authentification' : 'Nouveaux codes de secours';
  return (
    <Modal
      open={step !== null}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={codes ? undefined : step === 'disable' ? 'Votre connexion ne demandera plus que le mot de passe.' : 'Les codes de secours actuels ne seront plus valables.'}
    >
      {codes ? (
        <RecoveryCodes message={codes.message} codes={codes.codes} onDone={close} />
      ) : (
        step && (
          <CodeForm
            step={step}
            submitLabel={step === 'disable' ? 'Désactiver' : 'Générer de nouveaux codes'}
            onCancel={close}
            onDone={(answer) => {
              if (answer.recoveryCodes) return setCodes({ message: answer.message, codes: answer.recoveryCodes });
              notify('success', answer.message);
              close();
            }}
          />
        )
      )}
    </Modal>
  );
}

/** 'Double authentification de votre compte': each user turns their own second factor on or off (0457). */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const [settingUp, setSettingUp] = useState(false);
  const [step, setStep] = useState<'recovery-codes' | 'disable' | null>(null);
  const state = status.data;

  return (
    <Subsection id="two-factor" title="Double authentification de votre compte">
      <p className="text-sm text-gray-300">
        Après le mot de passe, la connexion demande le code à six chiffres d’une application d’authentification&nbsp;: un mot de passe deviné ou volé ne suffit
        plus.
      </p>
      {status.error ? (
        <Notice tone="error">{errorMessage(status.error, 'Erreur lors du chargement de la double authentification')}</Notice>
      ) : !state ? (
        <p role="status" className="text-sm text-gray-400">
          Chargement...
        </p>
      ) : state.enabled ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
          <p className="flex-1 text-sm text-gray-200">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
              <ShieldCheck aria-hidden size={14} /> Activée
            </span>
            {state.enabledAt && <span className="ml-2 text-gray-400">depuis le {formatDateTime(state.enabledAt)}</span>}
            <span className={`mt-1 block text-xs ${state.recoveryCodesLeft <= 2 ? 'text-amber-300' : 'text-gray-400'}`}>
              Codes de secours restants&nbsp;: {state.recoveryCodesLeft}
              {state.recoveryCodesLeft <= 2 && ' — générez-en de nouveaux'}
            </span>
          </p>
          <button type="button" className={secondaryButton} onClick={() => setStep('recovery-codes')}>
            Nouveaux codes de secours
          </button>
          <button type="button" className={secondaryButton} onClick={() => setStep('disable')}>
            Désactiver
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-4">
          <p className="flex-1 text-sm text-gray-300">
            <span className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-gray-200">Désactivée</span>
          </p>
          <button type="button" className={primaryButton} onClick={() => setSettingUp(true)}>
            <ShieldCheck aria-hidden size={16} /> Activer la double authentification
          </button>
        </div>
      )}
      <SetupModal open={settingUp} onClose={() => setSettingUp(false)} />
      <CodeStepModal step={step} onClose={() => setStep(null)} />
    </Subsection>
  );
}
