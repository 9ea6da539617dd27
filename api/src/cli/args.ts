/**
 * Command-line forms of the admin commands (operators and scripts rely on exactly these):
 *   user:add --email E --password P --first-name F --last-name L [--pseudonym X] [--admin]
 *   user:approve --email E
 *   user:list [--status pending|active|disabled|admin]
 *   user:refuse <email|id> --reason R
 *   user:disable <email|id> [--reason R]
 *   user:enable <email|id>
 *   mail:list [--failed]
 *   mail:retry (--id N | --all)
 *   migrate
 *   seed:demo
 *   pseudonym:clashes
 *   seed:base
 *   user:password --email E --password P
 *   setup:link
 *   user:totp-reset --email E
 *   backup FILE
 *   restore FILE
 *   release:publish FOLDER
 *   release:activate NAME VERSION
 *   release:rollback NAME
 *   release:list [NAME]
 */
import { parseArgs } from 'node:util';
import { isAdminCommand, type AdminCommandName } from '../admin/commands';

interface OptionSpec {
  type: 'string' | 'boolean';
  required?: boolean;
}

/** Commands of the command line itself (cli/dispatch.ts), beside those that can run in the portal. */
export const CLI_COMMANDS = ['backup', 'restore'] as const;
export type CommandName = AdminCommandName | (typeof CLI_COMMANDS)[number];

function isCommand(name: string): name is CommandName {
  return isAdminCommand(name) || (CLI_COMMANDS as readonly string[]).includes(name);
}

/** Commands that take one argument without a flag, passed on as `args.file`. */
const FILE_ARGUMENT: Partial<Record<CommandName, true>> = { backup: true, restore: true };

/** Commands that name an account without a flag (its e-mail or number), passed on as `args.user`. */
const USER_ARGUMENT: Partial<Record<CommandName, true>> = {
  'user:refuse': true,
  'user:disable': true,
  'user:enable': true,
};

/**
 * Commands whose arguments are words in order (the release registry's), passed on under these
 * names; the first `required` of them must be given.
 */
const WORD_ARGUMENTS: Partial<Record<CommandName, { names: string[]; required: number; usage: string }>> = {
  'release:publish': { names: ['folder'], required: 1, usage: 'MAPE' },
  'release:activate': { names: ['name', 'version'], required: 2, usage: '<lietotne> <versija>' },
  'release:rollback': { names: ['name'], required: 1, usage: '<lietotne>' },
  'release:list': { names: ['name'], required: 0, usage: '[<lietotne>]' },
};

const COMMAND_OPTIONS: Record<CommandName, Record<string, OptionSpec>> = {
  'user:add': {
    email: { type: 'string', required: true },
    password: { type: 'string', required: true },
    'first-name': { type: 'string', required: true },
    'last-name': { type: 'string', required: true },
    pseudonym: { type: 'string' },
    admin: { type: 'boolean' },
  },
  'user:approve': { email: { type: 'string', required: true } },
  // --- accounts (issue 19, helper A) ---
  'user:list': { status: { type: 'string' } },
  'user:refuse': { reason: { type: 'string', required: true } },
  'user:disable': { reason: { type: 'string' } },
  'user:enable': {},
  // --- end accounts ---
  'mail:list': { failed: { type: 'boolean' } },
  'mail:retry': { id: { type: 'string' }, all: { type: 'boolean' } },
  migrate: {},
  'seed:demo': {},
  'pseudonym:clashes': {},
  'seed:base': {},
  'user:password': { email: { type: 'string', required: true }, password: { type: 'string', required: true } },
  'setup:link': {},
  'user:totp-reset': { email: { type: 'string', required: true } },
  backup: {},
  restore: {},
  'release:publish': {},
  'release:activate': {},
  'release:rollback': {},
  'release:list': {},
};

export const HELP = `Mācību materiālu portāla administrēšana

Lietošana:
  npm run portal -- <komanda> [parametri]

Komandas:
  user:add --email E --password P --first-name F --last-name L [--pseudonym X] [--admin]
      Izveido lietotāju ar apstiprinātu e-pastu un aktīvu kontu.
      --admin padara lietotāju par administratoru.
  user:approve --email E
      Apstiprina (aktivizē) reģistrējušos lietotāju; paziņojumu viņam nosūta portāls.
  user:list [--status pending|active|disabled|admin]
      Parāda kontus: pending – gaida apstiprinājumu (noklusējums; ar pamatojumu), active – aktīvie,
      disabled – atslēgtie, admin – administratori. Katram: numurs, vārds, e-pasts, skola.
  user:refuse <e-pasts|numurs> --reason "iemesls"
      Noraida reģistrācijas pieprasījumu: iemeslu nosūta personai e-pastā, pieprasījumu dzēš
      (ar to pašu adresi var reģistrēties vēlreiz).
  user:disable <e-pasts|numurs> [--reason "iemesls"]
      Atslēdz kontu: visas tā sesijas beidzas uzreiz, pierakstīties tas nevar.
  user:enable <e-pasts|numurs>
      Atkal iespējo atslēgtu kontu.
  mail:list [--failed]
      Parāda vēstules, kas vēl gaida nosūtīšanu vai ir neizdevušās (jaunākās vispirms),
      ar mēģinājumu skaitu un pēdējo kļūdu. --failed rāda tikai neizdevušās.
  mail:retry --id N | --all
      Atkal ieliek rindā neizdevušos vēstuli N vai visas neizdevušās (mēģinājumi no jauna).
  migrate
      Piemēro datu bāzes migrācijas.
  seed:demo
      Ielādē demo datus (atkārtota palaišana neko nedublē). Darba vidē (NODE_ENV=production) netiek izpildīta.
  seed:base
      Ielādē to, kas vajadzīgs katram portālam: skolu sarakstu, kategoriju koku (klase → tēma → veids)
      ar ikonām, noteikumu un „Par portālu” lapas. Bez demo lietotājiem un materiāliem; atkārtota
      palaišana neko nemaina.
  user:password --email E --password P
      Nomaina lietotāja paroli un beidz visas viņa sesijas.
  setup:link
      Izdrukā jaunu vienreizēju saiti pirmā administratora izveidei (derīga 24 stundas; tikai kamēr
      portālam nav neviena administratora). Iepriekšējās neizmantotās saites vairs nedarbojas.
  user:totp-reset --email E
      Noņem lietotāja divpakāpju pārbaudi un rezerves kodus (pazaudēts telefons un kodi) un beidz
      visas viņa sesijas.
  pseudonym:clashes
      Parāda lietotājus, kuru pseidonīms sakrīt vai ir līdzīgs cita lietotāja pseidonīmam
      (palicis no laika, kad pseidonīmiem nebija jābūt unikāliem).
  backup FILE
      Saglabā datu bāzi un visus augšupielādētos failus vienā arhīvā FILE (.tar.gz).
      Var izpildīt arī tad, kad portāls darbojas.
  restore FILE
      Atjauno datu bāzi un failus no rezerves kopijas FILE: pašreizējie dati tiek aizstāti.
      Portālam jābūt apturētam; ja kopija ir bojāta vai neder, nekas netiek mainīts.
  release:publish MAPE
      Publicē vienas lietotnes laidienu (mapi, ko uzrakstīja npm run release -w <lietotne>): tā
      faili tiek glabāti portāla glabātuvē, aktīvs tas vēl nav. Ja laidiens nav saderīgs ar aktīvo
      čaulu un citām lietotnēm (koplietotās pakotnes, maršruti), tas tiek atteikts un nekas netiek mainīts.
  release:activate <lietotne> <versija>
      Padara publicētu laidienu par aktīvo (pēc tās pašas saderības pārbaudes): katra portāla
      procesa nākamā lapas ielāde to rāda. Lietotne: mf_catalog vai mf-catalog.
  release:rollback <lietotne>
      Atgriež versiju, kas bija aktīva pirms pašreizējās (vai iebūvēto versiju).
  release:list [<lietotne>]
      Parāda publicētos laidienus: versija, commit, kad un kas publicēja, kad un kas aktivizēja,
      kurš ir aktīvs.

Vide (tāda pati kā npm start; vērtības var likt arī repozitorija .env failā):
  DATA_DIR       datu mape (iebūvētā datu bāze un faili), noklusējums ./data
  DATABASE_URL   PostgreSQL savienojums; ja nav norādīts, izmanto iebūvēto datu bāzi

Komandas (izņemot restore) darbojas gan tad, kad portāls ir apturēts, gan tad, kad tas
darbojas: ar iebūvēto datu bāzi komandu izpilda darbojošais portāls.

Izejas kods: 0 – izdevās, 1 – neizdevās (iemesls tiek izdrukāts).`;

export type ParsedCommand =
  | { kind: 'help' }
  | { kind: 'run'; command: CommandName; args: Record<string, string | boolean> }
  | { kind: 'error'; message: string };

export function parseCommandLine(argv: readonly string[]): ParsedCommand {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { kind: 'help' };
  if (!isCommand(first))
    return { kind: 'error', message: `Nezināma komanda: ${first}. Komandu sarakstu parāda --help.` };
  if (rest.includes('--help') || rest.includes('-h')) return { kind: 'help' };

  const specs = COMMAND_OPTIONS[first];
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...rest],
      options: Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { type: spec.type }])),
      strict: true,
      allowPositionals: true,
    }) as { values: Record<string, string | boolean | undefined>; positionals: string[] });
  } catch (error) {
    return { kind: 'error', message: translateParseError(error, first) };
  }
  const file = FILE_ARGUMENT[first] ? positionals.shift() : undefined;
  const user = USER_ARGUMENT[first] ? positionals.shift() : undefined;
  const words = WORD_ARGUMENTS[first];
  const named = words ? words.names.flatMap((name) => (positionals.length ? [[name, positionals.shift()!]] : [])) : [];
  if (words && named.length < words.required)
    return { kind: 'error', message: `Trūkst argumentu. Komandas forma: ${usage(first)}` };
  if (positionals.length)
    return { kind: 'error', message: `Lieks arguments: ${positionals[0]}. Komandas forma: ${usage(first)}` };
  if (FILE_ARGUMENT[first] && !file)
    return { kind: 'error', message: `Jānorāda fails. Komandas forma: ${usage(first)}` };
  if (USER_ARGUMENT[first] && !user)
    return { kind: 'error', message: `Jānorāda lietotāja e-pasts vai numurs. Komandas forma: ${usage(first)}` };

  const missing = Object.entries(specs)
    .filter(([name, spec]) => spec.required && values[name] === undefined)
    .map(([name]) => `--${name}`);
  if (missing.length) {
    return {
      kind: 'error',
      message: `Trūkst ${missing.length === 1 ? 'obligātā parametra' : 'obligāto parametru'} ${missing.join(', ')}. Komandas forma: ${usage(first)}`,
    };
  }
  const args: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) args[name] = value;
  if (file !== undefined) args.file = file;
  if (user !== undefined) args.user = user;
  for (const [name, value] of named) args[name!] = value!;
  return { kind: 'run', command: first, args };
}

function usage(command: CommandName): string {
  const parts = Object.entries(COMMAND_OPTIONS[command]).map(([name, spec]) => {
    const flag = spec.type === 'boolean' ? `--${name}` : `--${name} <${name}>`;
    return spec.required ? flag : `[${flag}]`;
  });
  return [
    'npm run portal --',
    command,
    ...(FILE_ARGUMENT[command] ? ['FILE'] : []),
    ...(USER_ARGUMENT[command] ? ['<e-pasts|numurs>'] : []),
    ...(WORD_ARGUMENTS[command] ? [WORD_ARGUMENTS[command].usage] : []),
    ...parts,
  ].join(' ');
}

/** node:util's messages are English; the operator gets the reason in Latvian. */
function translateParseError(error: unknown, command: CommandName): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^'\s]+)/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Nezināms parametrs ${option} komandai ${command}. Komandas forma: ${usage(command)}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('argument missing') || message.includes('ambiguous')
        ? `Parametram ${option} jānorāda vērtība. Komandas forma: ${usage(command)}`
        : `Parametram ${option} nevar norādīt vērtību. Komandas forma: ${usage(command)}`;
    default:
      return `Nederīgi parametri: ${message}`;
  }
}
