import { notificationMessages } from '../../domain/notifications/notification-settings';
import { fieldRefusal } from './api-error';
import { reachesPrivateAddress } from './url-guard';

const isLoopback = (hostname: string) => hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * The webhook may only reach a public https:// host: checked when the setting is saved and again before each
 * attempt (the name may have been pointed elsewhere since). Tests alone may allow an http:// loopback receiver.
 */
export async function webhookUrlProblem(address: string, allowLoopback: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return notificationMessages.webhookUrl;
  }
  if (allowLoopback && isLoopback(url.hostname)) return null;
  if (url.protocol !== 'https:') return notificationMessages.webhookScheme;
  if (await reachesPrivateAddress(url.hostname)) return notificationMessages.webhookPrivate;
  return null;
}

export async function assertWebhookUrlAllowed(address: string | undefined, allowLoopback: boolean): Promise<void> {
  if (!address) return;
  const problem = await webhookUrlProblem(address, allowLoopback);
  // The settings form shows the refusal beside its webhook field.
  if (problem) throw fieldRefusal(400, 'notificationWebhookUrl', problem);
}
