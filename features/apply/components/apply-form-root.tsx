'use client';

import { ApplyForm, type ApplyFormProps } from './apply-form';
import { MuiScope, type MuiScopeProps } from './mui-scope';

/** The lazily loaded part of the apply section: MUI and the form. */
export function ApplyFormRoot({ mui, ...props }: ApplyFormProps & { mui: MuiScopeProps }) {
  return (
    <MuiScope mui={mui}>
      <ApplyForm {...props} />
    </MuiScope>
  );
}
