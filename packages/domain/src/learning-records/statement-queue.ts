// spec 02 §4 Learning-activity sending: statements are queued and sent one at a time.

export type SendResult =
  'success' | 'invalidToken' | 'otherFailure' | 'tokenUnavailable';

export type NextStep =
  { type: 'next' } | { type: 'retrySameWithNewToken' } | { type: 'drop' };

// spec 02 §4 / §8: on success or a non-invalid-token failure move to the next statement;
// on an invalid-token failure refetch the token and retry the same statement; when no
// token can be had, the statement is dropped (logged).
export function nextStatementStep(
  result: SendResult,
  alreadyRetried: boolean,
): NextStep {
  if (result === 'tokenUnavailable') return { type: 'drop' };
  if (result === 'invalidToken')
    return alreadyRetried
      ? { type: 'drop' }
      : { type: 'retrySameWithNewToken' };
  return { type: 'next' };
}
