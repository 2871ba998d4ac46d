/** The editable element's attributes of a rich-text editor: a labelled multi-line textbox, invalid when its field is. */
export function richTextAttributes({
  labelId,
  describedBy,
  invalid,
  testId,
}: {
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  testId: string;
}): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': invalid ? 'true' : 'false',
    'data-testid': testId,
  };
}
