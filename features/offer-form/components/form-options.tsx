'use client';

import { createContext, useContext } from 'react';
import type { PlaceLabel } from '@/features/map/place-labels';

export interface Option {
  value: string;
  label: string;
}

/** The lists, labels and limits the steps read (from form-inputs-data, the board and the plan). */
export interface OfferFormOptions {
  companySizes: string[];
  seniorities: Option[];
  workplaceTypes: Option[];
  workingTimes: Option[];
  employmentTypes: Option[];
  salaryUnits: Option[];
  currencies: string[];
  skillLevels: { value: number; label: string }[];
  suggestedSkills: { id: number; name: string }[];
  categories: { key: string; parentKey: string | null; label: string }[];
  cities: { label: string; countryCode: string; latitude: number; longitude: number }[];
  languageCodes: string[];
  languageNames: Record<string, string>;
  /** The plan's location limit (spec: the first location is the main one). */
  maxLocations: number;
  /** Seniorities the plan allows (empty: all). */
  allowedSeniorities: string[];
  planName: string;
  /** Formatted price of the plan ("" when free or unknown). */
  planPrice: string;
  /** The plan's gross price with VAT, formatted ("" when free or unknown). */
  planGrossPrice: string;
  /** Days a publication on the plan lasts (null: plan unknown): the review's JSON-LD preview ends it there. */
  planDurationDays: number | null;
  /** The invoice data the payment step starts from: the company's, for members who may see it. */
  invoice: InvoiceFields;
  /** The company has invoice data on file (fields left empty are taken from it). */
  invoiceOnFile: boolean;
  mapStyleUrl: string | null;
  mapLabels: PlaceLabel[];
  /** The company's information clauses (pre-fill of the clause). */
  clauses: string[];
  /** The company's logo already stored, shown when the form has none of its own. */
  companyLogoUrl: string | null;
  /** Whether the member may change the company's logo (the company-data right, decision 0043). */
  canChangeLogo?: boolean;
}

/** The payment step's invoice fields, named as the payment request names them (without `invoice_`). */
export interface InvoiceFields {
  company_name: string;
  tax_id: string;
  street: string;
  number: string;
  postal_code: string;
  city: string;
  country: string;
}

const OptionsContext = createContext<OfferFormOptions | null>(null);
export const OptionsProvider = OptionsContext.Provider;

export function useFormOptions(): OfferFormOptions {
  const options = useContext(OptionsContext);
  if (!options) throw new Error('useFormOptions outside OptionsProvider');
  return options;
}
