import type { UserRole, UserStatus } from '@mitumba/contracts';

export const roleLabels: Record<UserRole, string> = { customer: 'Customer', cashier: 'Cashier', admin: 'Admin' };
export const statusLabels: Record<UserStatus, string> = { unverified: 'Unverified', active: 'Active', suspended: 'Suspended' };
export const roleOptions = Object.entries(roleLabels).map(([value, label]) => ({ value, label }));
export const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
