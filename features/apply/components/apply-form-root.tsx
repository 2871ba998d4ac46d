'use client';

import { ApplyForm, type ApplyFormProps } from './apply-form';

/** The lazily loaded part of the apply section: react-hook-form and the form (plain fields, no MUI). */
export function ApplyFormRoot(props: ApplyFormProps) {
  return <ApplyForm {...props} />;
}
