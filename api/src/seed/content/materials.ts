/**
 * The demo materials: files (generated PDF documents, PNG pictures, CSV measurement tables) and
 * links to real learning resources, each in its place in the tree. Links live only under
 * 'Noderīgas saites'; files under the other four types.
 */
import type { Motif } from '../files/pictures';
import type { DemoUserKey } from './people';
import type { TypeKey } from './tree';

export type FileSpec =
  /** Written from the theme's content in the layout of the material type. */
  | { kind: 'pdf' }
  | { kind: 'png'; motif: Motif; from: string; to: string }
  | { kind: 'csv'; header: string[]; rows: string[][] };

export interface MaterialDef {
  /** Stable identity of the demo material: its file's name and storage key. */
  key: string;
  owner: Exclude<DemoUserKey, 'admin'>;
  signature: 'name' | 'pseudonym';
  place: readonly [classKey: string, themeKey: string, type: TypeKey];
  title: string;
  description: string;
  /** How long ago it was published. */
  daysAgo: number;
  file?: FileSpec;
  url?: string;
}

const PHET = 'https://phet.colorado.edu/en/simulations/';

export const MATERIALS: readonly MaterialDef[] = [
  // 7. klase
  {
    key: 'fizikalie-lielumi-un-mervienibas', owner: 'anna', signature: 'name', place: ['7-klase', 'merijumi', 'prezentacijas'],
    title: 'Fizikālie lielumi un to mērvienības',
    description: 'Ievadstunda par SI mērvienībām, mērinstrumentiem un iedaļas vērtību. Piemēri no ikdienas un īsi uzdevumi pārrunām.',
    daysAgo: 168, file: { kind: 'pdf' },
  },
  {
    key: 'blivuma-aprekinasana-darba-lapa', owner: 'liga', signature: 'name', place: ['7-klase', 'merijumi', 'darba-lapas'],
    title: 'Blīvuma aprēķināšana: darba lapa',
    description: 'Četri uzdevumi par masu, tilpumu un blīvumu ar vietu atbildēm. Piemērota darbam pāros.',
    daysAgo: 160, file: { kind: 'pdf' },
  },
  {
    key: 'tilpuma-noteiksana-ar-mercilindru', owner: 'janis', signature: 'pseudonym', place: ['7-klase', 'merijumi', 'laboratorijas-darbi'],
    title: 'Ķermeņa tilpuma noteikšana ar mērcilindru',
    description: 'Laboratorijas darba apraksts: neregulāras formas ķermeņa tilpums un vielas blīvums. Ar mērījumu tabulu.',
    daysAgo: 151, file: { kind: 'pdf' },
  },
  {
    key: 'phet-bliviums', owner: 'liga', signature: 'name', place: ['7-klase', 'merijumi', 'noderigas-saites'],
    title: 'PhET simulācija: blīvums',
    description: 'Interaktīva simulācija, kurā skolēni salīdzina dažādu vielu klucīšus un nosaka to blīvumu ar svariem un ūdens trauku.',
    daysAgo: 149, url: `${PHET}density`,
  },
  {
    key: 'speks-un-ta-merisana', owner: 'anna', signature: 'name', place: ['7-klase', 'kustiba-un-speks', 'prezentacijas'],
    title: 'Spēks un tā mērīšana',
    description: 'Prezentācija par spēku kā vektoru, dinamometru, smaguma, elastības un berzes spēku.',
    daysAgo: 140, file: { kind: 'pdf' },
  },
  {
    key: 'vienmeriga-kustiba-darba-lapa', owner: 'anna', signature: 'name', place: ['7-klase', 'kustiba-un-speks', 'darba-lapas'],
    title: 'Vienmērīga kustība: ātrums, ceļš un laiks',
    description: 'Darba lapa ar aprēķinu uzdevumiem un spēku zīmēšanu. Atbildes skolotājam pieejamas pēc pieprasījuma.',
    daysAgo: 133, file: { kind: 'pdf' },
  },
  {
    key: 'kustiba-un-speks-parbaudes-darbs', owner: 'janis', signature: 'pseudonym', place: ['7-klase', 'kustiba-un-speks', 'parbaudes-darbi'],
    title: 'Pārbaudes darbs: kustība un spēks',
    description: 'Četri uzdevumi ar punktu sadalījumu (kopā 10 punkti). Der kā noslēguma darbs tēmai.',
    daysAgo: 126, file: { kind: 'pdf' },
  },
  {
    key: 'kustibas-grafiks-attels', owner: 'liga', signature: 'name', place: ['7-klase', 'kustiba-un-speks', 'prezentacijas'],
    title: 'Mesta ķermeņa trajektorija: uzskates attēls',
    description: 'Attēls projektoram: bumbas trajektorija ar vairākiem stāvokļiem. Palīdz pārrunāt ātruma virzienu kustības laikā.',
    daysAgo: 118, file: { kind: 'png', motif: 'motion', from: '#1f5fa8', to: '#1e7a46' },
  },
  {
    key: 'phet-speki-un-kustiba', owner: 'anna', signature: 'name', place: ['7-klase', 'kustiba-un-speks', 'noderigas-saites'],
    title: 'PhET simulācija: spēki un kustība (pamati)',
    description: 'Virves vilkšana, kustība un berze interaktīvā simulācijā. Labi der spēku saskaitīšanas ievadam.',
    daysAgo: 115, url: `${PHET}forces-and-motion-basics`,
  },
  {
    key: 'phet-berze', owner: 'janis', signature: 'name', place: ['7-klase', 'kustiba-un-speks', 'noderigas-saites'],
    title: 'PhET simulācija: berze',
    description: 'Simulācija parāda, kā berze sasilda virsmas molekulu līmenī. Noder sarunai par berzi un siltumu.',
    daysAgo: 62, url: `${PHET}friction`,
  },
  {
    key: 'udens-sildisanas-likne', owner: 'liga', signature: 'name', place: ['7-klase', 'siltums', 'laboratorijas-darbi'],
    title: 'Ūdens sildīšanas līkne',
    description: 'Laboratorijas darbs ar digitālo termometru: temperatūras mērījumi ik pēc 30 sekundēm un grafika veidošana.',
    daysAgo: 110, file: { kind: 'pdf' },
  },
  {
    key: 'temperaturas-merijumu-tabula', owner: 'liga', signature: 'name', place: ['7-klase', 'siltums', 'laboratorijas-darbi'],
    title: 'Temperatūras mērījumu tabula (piemērs)',
    description: 'Izklājlapā atverama tabula ar vienas klases mērījumiem ūdens sildīšanas darbā. Der grafika veidošanas vingrinājumam.',
    daysAgo: 108,
    file: {
      kind: 'csv',
      header: ['Laiks, s', 'Temperatūra, °C', 'Novērojumi'],
      rows: [
        ['0', '18,4', 'Ūdens istabas temperatūrā'],
        ['30', '24,1', ''],
        ['60', '31,0', ''],
        ['90', '38,2', ''],
        ['120', '45,7', 'Uz trauka sieniņām burbulīši'],
        ['150', '53,1', ''],
        ['180', '60,3', ''],
        ['210', '67,8', ''],
        ['240', '75,0', ''],
        ['270', '82,2', 'Dzirdama "dziedāšana"'],
        ['300', '89,1', ''],
        ['330', '95,4', ''],
        ['360', '98,9', 'Sāk vārīties'],
        ['390', '99,1', 'Vārās'],
        ['420', '99,1', 'Vārās'],
      ],
    },
  },
  {
    key: 'phet-vielas-stavokli', owner: 'liga', signature: 'name', place: ['7-klase', 'siltums', 'noderigas-saites'],
    title: 'PhET simulācija: vielas agregātstāvokļi',
    description: 'Molekulu kustība cietā, šķidrā un gāzveida stāvoklī; sildīšana un dzesēšana.',
    daysAgo: 105, url: `${PHET}states-of-matter-basics`,
  },
  // 8. klase
  {
    key: 'spiediens-prezentacija', owner: 'janis', signature: 'name', place: ['8-klase', 'spiediens', 'prezentacijas'],
    title: 'Spiediens cietos ķermeņos, šķidrumos un gāzēs',
    description: 'Prezentācija ar piemēriem: slēpes, naži, ūdenstorņi un barometrs. Katram slaidam ir jautājums klasei.',
    daysAgo: 100, file: { kind: 'pdf' },
  },
  {
    key: 'hidrostatiskais-spiediens', owner: 'anna', signature: 'name', place: ['8-klase', 'spiediens', 'darba-lapas'],
    title: 'Hidrostatiskais spiediens',
    description: 'Darba lapa par spiedienu šķidrumos, savienotajiem traukiem un Arhimēda spēku.',
    daysAgo: 96, file: { kind: 'pdf' },
  },
  {
    key: 'arhimeda-likums', owner: 'janis', signature: 'pseudonym', place: ['8-klase', 'spiediens', 'laboratorijas-darbi'],
    title: 'Arhimēda likuma pārbaude',
    description: 'Laboratorijas darbs ar dinamometru un nolejamo trauku: izcēlējspēka salīdzināšana ar izspiestā ūdens svaru.',
    daysAgo: 92, file: { kind: 'pdf' },
  },
  {
    key: 'phet-zem-spiediena', owner: 'janis', signature: 'pseudonym', place: ['8-klase', 'spiediens', 'noderigas-saites'],
    title: 'PhET simulācija: zem spiediena',
    description: 'Spiediena mērīšana dažādos dziļumos un dažādos šķidrumos. Skolēni paši atklāj p = ρgh.',
    daysAgo: 90, url: `${PHET}under-pressure`,
  },
  {
    key: 'skanas-avoti', owner: 'liga', signature: 'name', place: ['8-klase', 'skana', 'prezentacijas'],
    title: 'Skaņas avoti un skaņas izplatīšanās',
    description: 'Prezentācija par svārstībām, skaņas ātrumu dažādās vidēs, atbalsi un trokšņa ietekmi uz veselību.',
    daysAgo: 86, file: { kind: 'pdf' },
  },
  {
    key: 'stigas-svarstibu-frekvence', owner: 'janis', signature: 'pseudonym', place: ['8-klase', 'skana', 'laboratorijas-darbi'],
    title: 'Stīgas svārstību frekvence',
    description: 'Laboratorijas darbs ar ģitāru un viedtālruņa lietotni: frekvences atkarība no stīgas garuma.',
    daysAgo: 83, file: { kind: 'pdf' },
  },
  {
    key: 'skanas-vilnis-attels', owner: 'liga', signature: 'name', place: ['8-klase', 'skana', 'prezentacijas'],
    title: 'Skaņas vilnis: uzskates attēls',
    description: 'Skaļrunis, viļņu frontes un rimstošs vilnis vienā attēlā. Noder, skaidrojot amplitūdu un skaļumu.',
    daysAgo: 80, file: { kind: 'png', motif: 'sound', from: '#5b3f99', to: '#1f5fa8' },
  },
  {
    key: 'phet-skanas-vilni', owner: 'liga', signature: 'name', place: ['8-klase', 'skana', 'noderigas-saites'],
    title: 'PhET simulācija: skaņas viļņi',
    description: 'Skaņas viļņu interference, atstarošanās un izplatīšanās gaisā un vakuumā.',
    daysAgo: 78, url: `${PHET}sound-waves`,
  },
  {
    key: 'gaismas-atstarosanas-likums', owner: 'anna', signature: 'name', place: ['8-klase', 'optika', 'darba-lapas'],
    title: 'Gaismas atstarošanās likums',
    description: 'Darba lapa: atstarošanas leņķi, attēls plakanajā spogulī un gaismas laušana ikdienā.',
    daysAgo: 74, file: { kind: 'pdf' },
  },
  {
    key: 'gaismas-paradibas-parbaudes-darbs', owner: 'anna', signature: 'name', place: ['8-klase', 'optika', 'parbaudes-darbi'],
    title: 'Pārbaudes darbs: gaismas parādības',
    description: 'Noslēguma pārbaudes darbs par ēnām, aptumsumiem, atstarošanos un lēcām. Kopā 10 punkti.',
    daysAgo: 71, file: { kind: 'pdf' },
  },
  {
    key: 'phet-gaismas-lausana', owner: 'anna', signature: 'name', place: ['8-klase', 'optika', 'noderigas-saites'],
    title: 'PhET simulācija: gaismas laušana',
    description: 'Lāzera stars, prizmas un dažādas vides: laušanas likums un pilnā iekšējā atstarošanās.',
    daysAgo: 69, url: `${PHET}bending-light`,
  },
  // 9. klase
  {
    key: 'strava-spriegums-pretestiba', owner: 'janis', signature: 'pseudonym', place: ['9-klase', 'elektriba', 'prezentacijas'],
    title: 'Elektriskā strāva, spriegums un pretestība',
    description: 'Prezentācija ar shēmu apzīmējumiem, mērinstrumentu pievienošanu un Oma likumu.',
    daysAgo: 66, file: { kind: 'pdf' },
  },
  {
    key: 'oma-likuma-parbaude', owner: 'janis', signature: 'name', place: ['9-klase', 'elektriba', 'laboratorijas-darbi'],
    title: 'Oma likuma pārbaude',
    description: 'Laboratorijas darbs: strāvas stipruma atkarība no sprieguma rezistoram. Ar drošības norādēm.',
    daysAgo: 64, file: { kind: 'pdf' },
  },
  {
    key: 'oma-likuma-merijumi', owner: 'janis', signature: 'name', place: ['9-klase', 'elektriba', 'laboratorijas-darbi'],
    title: 'Oma likuma mērījumu dati',
    description: 'Trīs rezistoru mērījumu tabula izklājlapai. Skolēni veido grafiku I(U) un nosaka pretestību.',
    daysAgo: 63,
    file: {
      kind: 'csv',
      header: ['U, V', 'I, A (R1)', 'I, A (R2)', 'I, A (R3)'],
      rows: [
        ['0', '0,00', '0,00', '0,00'],
        ['1', '0,10', '0,05', '0,21'],
        ['2', '0,20', '0,10', '0,41'],
        ['3', '0,31', '0,15', '0,62'],
        ['4', '0,40', '0,20', '0,83'],
        ['5', '0,50', '0,25', '1,04'],
        ['6', '0,61', '0,30', '1,25'],
      ],
    },
  },
  {
    key: 'virknes-un-paralelais-slegums', owner: 'liga', signature: 'name', place: ['9-klase', 'elektriba', 'darba-lapas'],
    title: 'Virknes un paralēlais slēgums',
    description: 'Darba lapa ar shēmu zīmēšanu un kopējās pretestības aprēķiniem.',
    daysAgo: 58, file: { kind: 'pdf' },
  },
  {
    key: 'phet-kedes-konstruktors', owner: 'janis', signature: 'pseudonym', place: ['9-klase', 'elektriba', 'noderigas-saites'],
    title: 'PhET simulācija: līdzstrāvas ķēdes konstruktors',
    description: 'Virtuālā elektrolaboratorija: baterijas, spuldzes, slēdži un mērinstrumenti. Lieliski der attālinātām stundām.',
    daysAgo: 56, url: `${PHET}circuit-construction-kit-dc`,
  },
  {
    key: 'phet-oma-likums', owner: 'liga', signature: 'name', place: ['9-klase', 'elektriba', 'noderigas-saites'],
    title: 'PhET simulācija: Oma likums',
    description: 'Vienkārša simulācija, kurā redzams, kā burtu lielums formulā I = U / R mainās līdz ar lielumiem.',
    daysAgo: 55, url: `${PHET}ohms-law`,
  },
  {
    key: 'magneti-un-zemes-lauks', owner: 'anna', signature: 'name', place: ['9-klase', 'magnetisms', 'prezentacijas'],
    title: 'Pastāvīgie magnēti un Zemes magnētiskais lauks',
    description: 'Prezentācija par magnētu poliem, lauka līnijām, kompasu un elektromagnētiem.',
    daysAgo: 52, file: { kind: 'pdf' },
  },
  {
    key: 'magneta-lauka-linijas-attels', owner: 'anna', signature: 'name', place: ['9-klase', 'magnetisms', 'prezentacijas'],
    title: 'Stieņa magnēta lauka līnijas: attēls',
    description: 'Uzskates attēls ar stieņa magnētu un tā lauka līnijām. Var izmantot kopā ar dzelzs skaidiņu eksperimentu.',
    daysAgo: 50, file: { kind: 'png', motif: 'magnetism', from: '#1d2430', to: '#1f5fa8' },
  },
  {
    key: 'phet-faradeja-likums', owner: 'anna', signature: 'name', place: ['9-klase', 'magnetisms', 'noderigas-saites'],
    title: 'PhET simulācija: Faradeja likums',
    description: 'Magnēts, spole un spuldzīte: elektromagnētiskās indukcijas parādība interaktīvi.',
    daysAgo: 47, url: `${PHET}faradays-law`,
  },
  {
    key: 'mehaniskais-darbs-un-jauda', owner: 'liga', signature: 'name', place: ['9-klase', 'energija-un-darbs', 'darba-lapas'],
    title: 'Mehāniskais darbs un jauda',
    description: 'Darba lapa ar reālistiskiem uzdevumiem: celtnis, kāpnes, bumbas kritiens.',
    daysAgo: 44, file: { kind: 'pdf' },
  },
  {
    key: 'phet-energijas-skeitparks', owner: 'liga', signature: 'name', place: ['9-klase', 'energija-un-darbs', 'noderigas-saites'],
    title: 'PhET simulācija: enerģijas skeitparks',
    description: 'Skeitbordists rampā: kinētiskās un potenciālās enerģijas pārvērtības un berzes ietekme.',
    daysAgo: 42, url: `${PHET}energy-skate-park-basics`,
  },
  // 10. klase
  {
    key: 'vienmerigi-paatrinata-kustiba', owner: 'janis', signature: 'pseudonym', place: ['10-klase', 'kinematika', 'prezentacijas'],
    title: 'Vienmērīgi paātrināta kustība',
    description: 'Prezentācija ar formulām, kustības grafikiem un atrisinātiem piemēriem.',
    daysAgo: 40, file: { kind: 'pdf' },
  },
  {
    key: 'kinematika-kontroldarbs', owner: 'janis', signature: 'pseudonym', place: ['10-klase', 'kinematika', 'parbaudes-darbi'],
    title: 'Kinemātika: kontroldarbs',
    description: 'Kontroldarbs 10. klasei: paātrinājums, brīvā krišana un kustība pa riņķa līniju. Kopā 10 punkti.',
    daysAgo: 37, file: { kind: 'pdf' },
  },
  {
    key: 'horizontali-mesta-kermena-trajektorija', owner: 'janis', signature: 'name', place: ['10-klase', 'kinematika', 'darba-lapas'],
    title: 'Horizontāli mesta ķermeņa trajektorija',
    description: 'Attēls uzdevumu risināšanai: skolēni uz tā atzīmē ātruma komponentes un aprēķina lidojuma laiku.',
    daysAgo: 35, file: { kind: 'png', motif: 'motion', from: '#9e3039', to: '#a15c00' },
  },
  {
    key: 'phet-slipi-mests-kermenis', owner: 'janis', signature: 'name', place: ['10-klase', 'kinematika', 'noderigas-saites'],
    title: 'PhET simulācija: šāviņa kustība',
    description: 'Mešanas leņķa, sākuma ātruma un gaisa pretestības ietekme uz lidojuma tālumu.',
    daysAgo: 34, url: `${PHET}projectile-motion`,
  },
  {
    key: 'nutona-likumi', owner: 'anna', signature: 'name', place: ['10-klase', 'dinamika', 'darba-lapas'],
    title: 'Ņūtona likumi',
    description: 'Darba lapa ar spēku zīmēšanu, otrā Ņūtona likuma uzdevumiem un kvalitatīviem jautājumiem.',
    daysAgo: 31, file: { kind: 'pdf' },
  },
  {
    key: 'berzes-koeficienta-noteiksana', owner: 'anna', signature: 'name', place: ['10-klase', 'dinamika', 'laboratorijas-darbi'],
    title: 'Slīdes berzes koeficienta noteikšana',
    description: 'Laboratorijas darbs ar dinamometru un atsvariem. Ietver mērījumu tabulu un kļūdu novērtējumu.',
    daysAgo: 29, file: { kind: 'pdf' },
  },
  {
    key: 'physics-classroom', owner: 'anna', signature: 'name', place: ['10-klase', 'dinamika', 'noderigas-saites'],
    title: 'The Physics Classroom: interaktīvi uzdevumi',
    description: 'Angļu valodā: skaidrojumi un interaktīvi uzdevumi par Ņūtona likumiem. Labs papildu resurss spēcīgākajiem skolēniem.',
    daysAgo: 27, url: 'https://www.physicsclassroom.com/',
  },
  {
    key: 'impulss-un-nezudamibas-likums', owner: 'liga', signature: 'name', place: ['10-klase', 'saglabasanas-likumi', 'prezentacijas'],
    title: 'Impulss un impulsa nezūdamības likums',
    description: 'Prezentācija par impulsu, reaktīvo kustību un sadursmēm ar piemēriem no sporta.',
    daysAgo: 25, file: { kind: 'pdf' },
  },
  {
    key: 'khan-academy-fizika', owner: 'liga', signature: 'name', place: ['10-klase', 'saglabasanas-likumi', 'noderigas-saites'],
    title: 'Khan Academy: fizikas video nodarbības',
    description: 'Angļu valodā: īsas video nodarbības par impulsu, enerģiju un citām tēmām ar vingrinājumiem.',
    daysAgo: 24, url: 'https://www.khanacademy.org/science/physics',
  },
  // 11. klase
  {
    key: 'idealas-gazes-vienadojums', owner: 'liga', signature: 'name', place: ['11-klase', 'molekularfizika', 'darba-lapas'],
    title: 'Ideālās gāzes stāvokļa vienādojums',
    description: 'Darba lapa par absolūto temperatūru, gāzu likumiem un siltumdzinēju lietderības koeficientu.',
    daysAgo: 22, file: { kind: 'pdf' },
  },
  {
    key: 'phet-gazu-ipasibas', owner: 'liga', signature: 'name', place: ['11-klase', 'molekularfizika', 'noderigas-saites'],
    title: 'PhET simulācija: gāzu īpašības',
    description: 'Spiediena, tilpuma un temperatūras sakarības gāzē molekulu līmenī.',
    daysAgo: 21, url: `${PHET}gas-properties`,
  },
  {
    key: 'kulona-likums', owner: 'janis', signature: 'name', place: ['11-klase', 'elektrostatika', 'prezentacijas'],
    title: 'Kulona likums un elektriskais lauks',
    description: 'Prezentācija par lādiņu mijiedarbību, lauka intensitāti un kondensatoriem.',
    daysAgo: 19, file: { kind: 'pdf' },
  },
  {
    key: 'phet-ladini-un-lauki', owner: 'janis', signature: 'pseudonym', place: ['11-klase', 'elektrostatika', 'noderigas-saites'],
    title: 'PhET simulācija: lādiņi un lauki',
    description: 'Izvieto lādiņus un mēri lauka intensitāti un potenciālu jebkurā punktā.',
    daysAgo: 18, url: `${PHET}charges-and-fields`,
  },
  {
    key: 'lidzstravas-kedes-parbaudes-darbs', owner: 'anna', signature: 'name', place: ['11-klase', 'lidzstrava', 'parbaudes-darbi'],
    title: 'Līdzstrāvas ķēdes: pārbaudes darbs',
    description: 'Pārbaudes darbs par elektrodzinējspēku, Oma likumu pilnai ķēdei un strāvas jaudu.',
    daysAgo: 16, file: { kind: 'pdf' },
  },
  // 12. klase
  {
    key: 'matematiska-svarsta-periods', owner: 'janis', signature: 'pseudonym', place: ['12-klase', 'svarstibas-un-vilni', 'laboratorijas-darbi'],
    title: 'Matemātiskā svārsta svārstību periods',
    description: 'Laboratorijas darbs: perioda atkarība no garuma un brīvās krišanas paātrinājuma noteikšana.',
    daysAgo: 14, file: { kind: 'pdf' },
  },
  {
    key: 'phet-svarsta-laboratorija', owner: 'janis', signature: 'pseudonym', place: ['12-klase', 'svarstibas-un-vilni', 'noderigas-saites'],
    title: 'PhET simulācija: svārsta laboratorija',
    description: 'Virtuāls svārsts ar regulējamu garumu, masu un gravitāciju – piemērots arī pētnieciskajam darbam.',
    daysAgo: 13, url: `${PHET}pendulum-lab`,
  },
  {
    key: 'lecas-fokusa-attalums', owner: 'anna', signature: 'name', place: ['12-klase', 'optika', 'laboratorijas-darbi'],
    title: 'Lēcas fokusa attāluma noteikšana',
    description: 'Laboratorijas darbs ar savācējlēcu, ekrānu un gaismas avotu. Lēcas formula un optiskais stiprums.',
    daysAgo: 11, file: { kind: 'pdf' },
  },
  {
    key: 'lecas-staru-gaita-attels', owner: 'anna', signature: 'name', place: ['12-klase', 'optika', 'prezentacijas'],
    title: 'Staru gaita savācējlēcā: attēls',
    description: 'Paralēli stari, kas savācējlēcā krustojas fokusā. Uzskates attēls tāfelei vai prezentācijai.',
    daysAgo: 10, file: { kind: 'png', motif: 'optics', from: '#1d2430', to: '#5b3f99' },
  },
  {
    key: 'phet-geometriska-optika', owner: 'anna', signature: 'name', place: ['12-klase', 'optika', 'noderigas-saites'],
    title: 'PhET simulācija: ģeometriskā optika',
    description: 'Lēcas un spoguļi, staru konstruēšana un attēla veidošanās interaktīvi.',
    daysAgo: 9, url: `${PHET}geometric-optics`,
  },
  {
    key: 'radioaktivitate-un-kodolreakcijas', owner: 'liga', signature: 'name', place: ['12-klase', 'atoma-un-kodola-fizika', 'prezentacijas'],
    title: 'Radioaktivitāte un kodolreakcijas',
    description: 'Prezentācija par atoma uzbūvi, radioaktīvo sabrukšanu, pussabrukšanas periodu un kodolenerģētiku.',
    daysAgo: 7, file: { kind: 'pdf' },
  },
  {
    key: 'atoma-modelis-attels', owner: 'liga', signature: 'name', place: ['12-klase', 'atoma-un-kodola-fizika', 'prezentacijas'],
    title: 'Atoma planetārais modelis: attēls',
    description: 'Attēls ar kodolu un elektronu orbītām. Noder, salīdzinot Rezerforda un Bora modeli.',
    daysAgo: 6, file: { kind: 'png', motif: 'atom', from: '#1f5fa8', to: '#9e3039' },
  },
  {
    key: 'phet-atoma-veidosana', owner: 'liga', signature: 'name', place: ['12-klase', 'atoma-un-kodola-fizika', 'noderigas-saites'],
    title: 'PhET simulācija: uzbūvē atomu',
    description: 'Protoni, neitroni un elektroni: skolēni veido atomus un jonus un pārbauda to stabilitāti.',
    daysAgo: 5, url: `${PHET}build-an-atom`,
  },
  {
    key: 'saules-sistema-attels', owner: 'janis', signature: 'name', place: ['12-klase', 'astronomija', 'prezentacijas'],
    title: 'Planēta un tās pavadonis: attēls',
    description: 'Shematisks attēls ar planētu, pavadoņa orbītu un zvaigznēm. Der Keplera likumu ievadam.',
    daysAgo: 4, file: { kind: 'png', motif: 'space', from: '#0b1626', to: '#1d2430' },
  },
  {
    key: 'keplera-likumi-darba-lapa', owner: 'janis', signature: 'pseudonym', place: ['12-klase', 'astronomija', 'darba-lapas'],
    title: 'Keplera likumi un kosmiskie ātrumi',
    description: 'Darba lapa par planētu kustību, pirmo kosmisko ātrumu un attālumiem Saules sistēmā.',
    daysAgo: 3, file: { kind: 'pdf' },
  },
  {
    key: 'phet-gravitacija-un-orbitas', owner: 'janis', signature: 'pseudonym', place: ['12-klase', 'astronomija', 'noderigas-saites'],
    title: 'PhET simulācija: gravitācija un orbītas',
    description: 'Saule, Zeme, Mēness un satelīts: kā masa un attālums ietekmē orbītu.',
    daysAgo: 2, url: `${PHET}gravity-and-orbits`,
  },
  {
    key: 'skola2030-macibu-saturs', owner: 'anna', signature: 'name', place: ['9-klase', 'elektriba', 'noderigas-saites'],
    title: 'Skola2030: mācību saturs un piemēri',
    description: 'Valsts izglītības satura centra projekta materiāli: mācību priekšmetu programmu paraugi un uzdevumu piemēri.',
    daysAgo: 1, url: 'https://www.skola2030.lv/',
  },
];
