/**
 * Issue 2 benchmark: sign-in requests/s, each request a different account in
 * turn (SIGN_IN_ACCOUNTS), so every answer is a new session with a token.
 */
import autocannon from 'autocannon';
import { SIGN_IN_ACCOUNTS } from './diagnostic';
import { measureOf, type Measure } from './support';

export async function measureSignIn(
  url: string,
  seconds: number,
): Promise<Measure & { withoutToken: number }> {
  let next = 0;
  let withoutToken = 0;
  const r = await autocannon({
    url,
    duration: seconds,
    connections: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/Authentication/GP/',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            UserName: `bench-signin-${next++ % SIGN_IN_ACCOUNTS}`,
            Password: 'bench-pass',
            Platform: 16,
          }),
        }),
        onResponse: (status, body) => {
          // An empty Token is the too-many-devices refusal, not a sign-in.
          if (status === 200 && !(JSON.parse(body) as { Token: string }).Token)
            withoutToken++;
        },
      },
    ],
  });
  return { ...measureOf(r), withoutToken };
}
