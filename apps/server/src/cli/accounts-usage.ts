import type { ParseArgsConfig } from 'node:util';
import { CSV_COLUMNS } from '../accounts/student-input';

/** The accounts tool's flags: every message that names a flag names one of these. */
export const ACCOUNTS_OPTIONS = {
  username: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
  region: { type: 'string' },
  status: { type: 'string' },
  start: { type: 'string' },
  expire: { type: 'string' },
  until: { type: 'string' },
  months: { type: 'string' },
  month: { type: 'string' },
  off: { type: 'boolean' },
  json: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

export const ACCOUNTS_HELP = `Grammar Pro accounts tool: npm run accounts -- <command> [options]

  create --username U --password P --name FIRST --expire DATE
         [--region 0|1|2|4] [--status regular|demo|expired] [--start DATE]
  import FILE.csv          columns: ${CSV_COLUMNS.join(',')}
                           (all rows or none; problems are listed by line)
  list [--json]
  renew --username U (--until DATE | --months N)
  expire --username U
  set-demo --username U [--off]
  reset-password --username U --password P   (also ends the student's sessions)
  sessions --username U
  end-sessions --username U
  report --username U --month YYYY-MM
                           prints the addresses (English and local
                           language) of the student's study report
  purge [--dry-run]        deletes what the privacy policy no longer keeps:
                           sign-in records over 90 days old, old failed
                           sign-ins, accounts 12 months past their expiry

The database is DATABASE_URL when set, else the embedded one in DATA_DIR
(default ./data; stop the server first when using the embedded database).`;
