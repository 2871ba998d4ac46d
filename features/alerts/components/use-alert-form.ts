'use client';

import { useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { createJobFilterBodySchema, guestJobAlertBodySchema } from '../alert-schema';
import { DEFAULT_FREQUENCY } from '../rules';

/** What the dialog does on sending: a visitor's alert, a save in this browser, or a candidate's saved search. */
export type AlertAction = 'guest' | 'local' | 'member';

type GuestInput = (typeof guestJobAlertBodySchema)['_zod']['input'];
/** The dialog's values: the guest alert's body (the saved search's is its name and search). */
export type AlertFormValues = Required<Omit<GuestInput, 'filters'>>;

const FIELDS = new Set<string>(['name', 'email', 'frequency', 'privacyPolicyAccepted', 'searchUrl']);

const guestResolver = catalogueResolver(guestJobAlertBodySchema) as unknown as Resolver<AlertFormValues>;
const searchResolver = catalogueResolver(createJobFilterBodySchema) as unknown as Resolver<AlertFormValues>;

/**
 * The add-alert dialog's form: checked with the schema of the route the action calls (a visitor's alert, or a
 * saved search for a candidate and for this browser's list), as each field changes after a first send.
 */
export function useAlertForm() {
  const action = useRef<AlertAction>('local');
  const form = useForm<AlertFormValues>({
    resolver: (values, context, options) =>
      (action.current === 'guest' ? guestResolver : searchResolver)(values, context, options),
    defaultValues: {
      name: '',
      email: '',
      frequency: DEFAULT_FREQUENCY,
      searchUrl: '/job-offers',
      createCandidate: false,
      marketingAgreement: false,
      privacyPolicyAccepted: false,
    },
  });

  /** The server's field messages on their fields; false when it named none of them (a snackbar tells). */
  const showServerErrors = (error: unknown): boolean => {
    const fields = error instanceof ApiError && error.status < 500 ? error.fields : [];
    const known = fields.filter((f) => FIELDS.has(f.field));
    for (const f of known) {
      // The search is the page's, not a field: what is wrong with it is said under the name.
      const field = (f.field === 'searchUrl' ? 'name' : f.field) as FieldPath<AlertFormValues>;
      form.setError(field, { type: 'server', message: f.message });
    }
    return known.length > 0;
  };

  /** Checks and sends for `run`'s action. */
  const submitAs =
    (next: AlertAction, run: (values: AlertFormValues) => Promise<void> | void) => (event?: BaseSyntheticEvent) => {
      action.current = next;
      return form.handleSubmit(run)(event);
    };

  return { form, submitAs, showServerErrors };
}
