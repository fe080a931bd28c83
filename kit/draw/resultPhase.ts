/** The draw phases in which the result dialog is open: the prizes being revealed, then shown. */
export const isResultPhase = (phase: string) => phase === 'revealing' || phase === 'shown';
