/** The query keys of the employer's payments. */
export const paymentKeys = {
  all: ['employer', 'payments'] as const,
  status: (paymentId: number) => ['employer', 'payments', paymentId, 'status'] as const,
};
