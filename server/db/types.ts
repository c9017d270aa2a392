import type { Generated } from 'kysely';

/** Contact messages and callback requests share one table (back-office §3). */
export interface CallbackRequestTable {
  id: Generated<number>;
  source: 'contact' | 'callback';
  name: string;
  email: string;
  phone: string;
  company: string;
  preferredTime: string | null;
  status: 'pending' | 'completed' | 'cancelled';
  notes: string;
  createdAt: string;
  processedAt: string | null;
  processedBy: string | null;
}

export interface AdminUserTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  /** Comma-separated roles, e.g. 'ROLE_ADMIN'. */
  roles: string;
  lastLogin: string | null;
  createdAt: string;
}

export interface DB {
  callbackRequests: CallbackRequestTable;
  adminUsers: AdminUserTable;
}
