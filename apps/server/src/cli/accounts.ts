/**
 * The school's account tool (DESIGN.md §4 Accounts):
 *   npm run accounts -- <command> [options]
 * Run `npm run accounts -- help` for the commands.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../config';
import { openDatabase } from '../db/client';
import { runningServerPid } from '../db/data-dir-lock';
import { accountCommands, AccountsError, describe } from '../accounts/commands';
import { ACCOUNTS_HELP as HELP, ACCOUNTS_OPTIONS } from './accounts-usage';
import { buildApp } from '../app';
import { reportAddresses } from '../report/report-address';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: ACCOUNTS_OPTIONS,
  });
  const [command, arg] = positionals;
  if (!command || command === 'help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid)
      throw new AccountsError(
        `The server (pid ${pid}) is using the embedded database in ${config.dataDir}. Stop it first.`,
      );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: config.paths.migrations,
  });
  try {
    const cmd = accountCommands(database.db);
    const need = (v: string | undefined, flag: string) => {
      if (!v) throw new AccountsError(`${command} needs --${flag}.`);
      return v;
    };
    switch (command) {
      case 'create': {
        const s = await cmd.create({
          username: values.username,
          password: values.password,
          english_first_name: values.name,
          market_region: values.region,
          status: values.status,
          start_time: values.start,
          expire_time: values.expire,
        });
        console.log(`created ${s.userName}`, describe(s));
        return 0;
      }
      case 'import': {
        if (!arg)
          throw new AccountsError(
            'import needs a file: npm run accounts -- import FILE.csv',
          );
        let text: string;
        try {
          text = readFileSync(arg, 'utf8');
        } catch (e) {
          throw new AccountsError(
            `Cannot read ${arg}: ${e instanceof Error ? e.message : String(e)}`,
          );
        }
        const { created, problems } = await cmd.importCsv(text);
        if (problems.length) {
          for (const p of problems)
            console.error(`${arg}:${p.line}: ${p.message}`);
          console.error(`Nothing was imported: ${problems.length} problem(s).`);
          return 1;
        }
        console.log(`Imported ${created.length} student(s).`);
        return 0;
      }
      case 'list': {
        const rows = (await cmd.list()).map((s) => describe(s));
        if (values.json) console.log(JSON.stringify(rows, null, 2));
        else console.table(rows);
        return 0;
      }
      case 'renew': {
        const username = need(values.username, 'username');
        let until: Date;
        if (values.until) until = new Date(values.until);
        else {
          const months = Number(need(values.months, 'until or --months'));
          if (!Number.isInteger(months) || months < 1)
            throw new AccountsError(
              '--months must be a whole number of months.',
            );
          until = new Date();
          until.setMonth(until.getMonth() + months);
        }
        console.log('renewed', describe(await cmd.renew(username, until)));
        return 0;
      }
      case 'expire':
        console.log(
          'expired',
          describe(await cmd.expire(need(values.username, 'username'))),
        );
        return 0;
      case 'set-demo':
        console.log(
          'updated',
          describe(
            await cmd.setDemo(need(values.username, 'username'), !values.off),
          ),
        );
        return 0;
      case 'reset-password': {
        const r = await cmd.resetPassword(
          need(values.username, 'username'),
          need(values.password, 'password'),
        );
        console.log(
          `Password reset for ${r.student.userName}; ended ${r.endedSessions} session(s).`,
        );
        return 0;
      }
      case 'sessions': {
        const rows = await cmd.sessions(need(values.username, 'username'));
        console.table(
          rows.map((s) => ({
            id: s.id,
            device: s.device,
            created: s.createdAt.toISOString(),
            lastUsed: s.lastUsedAt.toISOString(),
          })),
        );
        return 0;
      }
      case 'end-sessions':
        console.log(
          `Ended ${await cmd.endSessions(need(values.username, 'username'))} session(s).`,
        );
        return 0;
      case 'report': {
        // The report needs the app's content cache and repositories.
        const app = await buildApp(config, database, { logger: false });
        try {
          const r = await reportAddresses(
            app,
            need(values.username, 'username'),
            need(values.month, 'month'),
          );
          console.log(
            `Study report of ${r.month}${r.isFinal ? '' : ' (the month so far)'}:`,
          );
          for (const url of r.urls) console.log(url);
        } finally {
          await app.close();
        }
        return 0;
      }
      case 'purge': {
        const dryRun = values['dry-run'] ?? false;
        const r = await cmd.purge(new Date(), dryRun);
        console.log(
          `${dryRun ? 'Would delete' : 'Deleted'} ${r.sessions} sign-in record(s), ${r.signInFailures} failed sign-in(s) and ${r.students} account(s) past the privacy policy's retention, and ${r.endedCredentials} ended learning-record credential(s) and ${r.sentOutboxRows} delivered outbox row(s).`,
        );
        return 0;
      }
      default:
        throw new AccountsError(`Unknown command "${command}".\n\n${HELP}`);
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof AccountsError || err instanceof ConfigError)
      console.error(err.message);
    else if (
      err instanceof TypeError &&
      'code' in err &&
      String(err.code).startsWith('ERR_PARSE_ARGS')
    )
      console.error(`${err.message}\n\n${HELP}`);
    else console.error(err);
    process.exit(1);
  },
);
