import type { Tenant } from '@/lib/tenants/tenant-service';
import type { InvoiceData } from '@/lib/db/schema';

/**
 * The seller on a board's invoices: `seller` in the board's configuration (editable without a deploy,
 * like the rest of it), else the operator's registered data below.
 */
export interface Seller extends InvoiceData {
  bankAccount: string;
}

const DEFAULT_SELLER: Seller = {
  companyName: 'Wakat sp. z o.o.',
  taxId: '5252248481',
  street: 'ul. Prosta',
  number: '51',
  postalCode: '00-838',
  city: 'Warszawa',
  country: 'Polska',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
};

export function sellerOf(tenant: Pick<Tenant, 'config'>): Seller {
  const configured = (tenant.config as { seller?: Partial<Seller> }).seller;
  return { ...DEFAULT_SELLER, ...(configured ?? {}) };
}
