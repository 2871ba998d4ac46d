import { integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Shared column builders. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Labels of dictionary rows in both languages. */
export interface Localized {
  pl: string;
  en: string;
}
