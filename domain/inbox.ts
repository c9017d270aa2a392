import { z } from './validation/zod';

/** Lead inbox statuses and sources (back-office §4), shared by the admin screens and the API. */
export const REQUEST_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const REQUEST_SOURCES = ['contact', 'callback'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestSource = (typeof REQUEST_SOURCES)[number];

export const statusLabels: Record<RequestStatus, string> = {
  pending: 'En attente',
  completed: 'Traité',
  cancelled: 'Annulé',
};

export const sourceLabels: Record<RequestSource, string> = {
  contact: 'Contact',
  callback: 'Rappel',
};

/** From pending an admin processes or cancels; a processed or cancelled item can go back to pending. */
export function canMoveTo(from: RequestStatus, to: RequestStatus): boolean {
  return from === 'pending' ? to !== 'pending' : to === 'pending';
}

export const INBOX_PAGE_SIZE = 20;

export const inboxQuerySchema = z.object({
  source: z.enum(REQUEST_SOURCES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});

export const statusChangeSchema = z.object({ status: z.enum(REQUEST_STATUSES) });

export const countPendingQuerySchema = z.object({ source: z.enum(REQUEST_SOURCES).optional() });
