/**
 * The demo category tree as Latvian schools teach physics: integrated science (Dabaszinības) in
 * grades 7–9 and physics (Fizika) in grades 10–12; themes of the curriculum per class; the same
 * five material types under every theme. Each theme also carries the teaching content the
 * generated PDF materials are written from.
 */
import type { Motif } from '../files/pictures';
import type { ThemeIconKind, TypeIconKind } from '../files/icons';

export interface LabContent {
  goal: string;
  equipment: string[];
  steps: string[];
  /** Column headings of the results table. */
  columns: string[];
  rows: number;
}

export interface ThemeContent {
  /** Two or three sentences of theory for the pupil. */
  theory: string;
  /** The points a presentation covers. */
  keyPoints: string[];
  /** Tasks for a worksheet (with room for answers). */
  tasks: string[];
  /** Questions of a test, each worth the given points. */
  questions: Array<[question: string, points: number]>;
  lab: LabContent;
}

export interface ThemeDef {
  key: string;
  title: string;
  description: string;
  motif: Motif;
  /** The theme's icon where its motif is another theme's too (each theme has its own); else the motif's. */
  icon?: ThemeIconKind;
  content: ThemeContent;
}

export interface ClassDef {
  key: string;
  grade: number;
  title: string;
  description: string;
  color: string;
  themes: ThemeDef[];
}

export interface TypeDef {
  key: TypeKey;
  title: string;
  description: string;
  icon: TypeIconKind;
}

export type TypeKey = 'prezentacijas' | 'darba-lapas' | 'laboratorijas-darbi' | 'parbaudes-darbi' | 'noderigas-saites';

export const TYPES: readonly TypeDef[] = [
  {
    key: 'prezentacijas',
    title: 'Prezentācijas',
    description: 'Slaidi un uzskates materiāli stundai.',
    icon: 'presentation',
  },
  {
    key: 'darba-lapas',
    title: 'Darba lapas',
    description: 'Uzdevumi patstāvīgam darbam stundā vai mājās.',
    icon: 'worksheet',
  },
  {
    key: 'laboratorijas-darbi',
    title: 'Laboratorijas darbi',
    description: 'Darba apraksti, mērījumu tabulas un drošības norādes.',
    icon: 'lab',
  },
  {
    key: 'parbaudes-darbi',
    title: 'Pārbaudes darbi',
    description: 'Kontroldarbi, testi un vērtēšanas kritēriji.',
    icon: 'test',
  },
  {
    key: 'noderigas-saites',
    title: 'Noderīgas saites',
    description: 'Simulācijas, video un citi mācību resursi tīmeklī.',
    icon: 'links',
  },
];

const measurement: ThemeDef = {
  key: 'merijumi',
  title: 'Mērījumi un vielas īpašības',
  description: 'Fizikālie lielumi, mērvienības, mērinstrumenti, masa, tilpums un blīvums.',
  motif: 'measurement',
  content: {
    theory:
      'Fizikālais lielums ir ķermeņa vai parādības īpašība, ko var izmērīt. Katram lielumam ir mērvienība: garumu mēra metros, masu kilogramos, laiku sekundēs. Blīvums parāda, cik liela masa ir vienā tilpuma vienībā: ρ = m / V.',
    keyPoints: [
      'Starptautiskās mērvienību sistēmas (SI) pamatvienības: metrs, kilograms, sekunde, ampērs, kelvins.',
      'Mērinstrumenta iedaļas vērtība un mērījuma precizitāte.',
      'Neregulāras formas ķermeņa tilpuma noteikšana ar mērcilindru.',
      'Vielas blīvums un tā aprēķināšana; blīvuma tabulas izmantošana.',
    ],
    tasks: [
      'Izsaki metros: 3,5 km; 42 cm; 7 mm.',
      'Mērcilindra iedaļas starp 20 ml un 30 ml ir 10. Nosaki iedaļas vērtību.',
      'Alumīnija klucīša masa ir 270 g, tilpums 100 cm³. Aprēķini alumīnija blīvumu.',
      'Kura viela peldēs ūdenī: ozols (700 kg/m³) vai tērauds (7800 kg/m³)? Paskaidro.',
    ],
    questions: [
      ['Nosauc trīs SI pamatvienības un lielumus, kurus tās mēra.', 3],
      ['Kā noteikt akmens tilpumu, ja ir mērcilindrs un ūdens?', 2],
      ['Aprēķini 2 litru ūdens masu, ja ūdens blīvums ir 1000 kg/m³.', 3],
      ['Kāpēc ledus peld ūdens virsmā?', 2],
    ],
    lab: {
      goal: 'Noteikt neregulāras formas ķermeņa tilpumu un vielas blīvumu.',
      equipment: ['mērcilindrs (100 ml)', 'elektroniskie svari', 'ūdens', 'diegs', 'trīs dažādi ķermeņi'],
      steps: [
        'Nosver ķermeni un ieraksti tā masu tabulā.',
        'Ielej mērcilindrā ūdeni un nolasi sākuma tilpumu V₁.',
        'Uzmanīgi iegremdē ķermeni ūdenī, piesietu diegā, un nolasi tilpumu V₂.',
        'Aprēķini ķermeņa tilpumu V = V₂ − V₁ un blīvumu ρ = m / V.',
      ],
      columns: ['Ķermenis', 'm, g', 'V₁, ml', 'V₂, ml', 'ρ, g/cm³'],
      rows: 3,
    },
  },
};

const motion: ThemeDef = {
  key: 'kustiba-un-speks',
  title: 'Kustība un spēks',
  description: 'Ātrums, ceļš un laiks, spēks un tā mērīšana, smaguma spēks un berze.',
  motif: 'motion',
  content: {
    theory:
      'Ķermenis kustas, ja laika gaitā mainās tā novietojums attiecībā pret citiem ķermeņiem. Vienmērīgā kustībā ātrums ir nemainīgs: v = s / t. Spēks ir viena ķermeņa iedarbība uz otru; to mēra ņūtonos ar dinamometru.',
    keyPoints: [
      'Atskaites ķermenis un kustības relativitāte.',
      'Vidējais ātrums un ātruma mērvienības (m/s un km/h).',
      'Spēks kā vektors: lielums, virziens un pielikšanas punkts.',
      'Smaguma spēks, elastības spēks un berzes spēks ikdienā.',
    ],
    tasks: [
      'Velosipēdists 20 minūtēs nobrauca 6 km. Aprēķini viņa vidējo ātrumu m/s un km/h.',
      'Izsaki 72 km/h metros sekundē.',
      'Uz galda stāv grāmata, kuras masa ir 0,8 kg. Aprēķini tai pielikto smaguma spēku (g = 10 N/kg).',
      'Uzzīmē spēkus, kas darbojas uz ragaviņām, kuras vienmērīgi velk pa sniegu.',
    ],
    questions: [
      ['Kāpēc par kustību var runāt tikai attiecībā pret kādu atskaites ķermeni?', 2],
      ['Auto 2 stundās nobrauc 150 km. Aprēķini vidējo ātrumu.', 2],
      ['Kā berzes spēks ir atkarīgs no virsmu raupjuma? Minē piemēru.', 3],
      ['Dinamometrs rāda 4,5 N. Kāda ir atsvara masa?', 3],
    ],
    lab: {
      goal: 'Noskaidrot, kā slīdes berzes spēks ir atkarīgs no ķermeņa svara.',
      equipment: ['koka klucītis ar āķi', 'dinamometrs (0–5 N)', 'atsvari pa 100 g', 'gluds dēlis'],
      steps: [
        'Novieto klucīti uz dēļa un vienmērīgi velc to ar dinamometru.',
        'Nolasi dinamometra rādījumu kustības laikā un ieraksti tabulā.',
        'Uzliec uz klucīša vienu, tad divus un trīs atsvarus un atkārto mērījumu.',
        'Attēlo berzes spēka atkarību no svara grafikā un izdari secinājumu.',
      ],
      columns: ['Mēģinājums', 'Svars P, N', 'Berzes spēks F, N', 'F / P'],
      rows: 4,
    },
  },
};

const heat: ThemeDef = {
  key: 'siltums',
  title: 'Siltums',
  description: 'Temperatūra, siltuma pārnese, vielas agregātstāvokļi un to maiņa.',
  motif: 'heat',
  content: {
    theory:
      'Temperatūra raksturo, cik silts vai auksts ir ķermenis; to mēra ar termometru Celsija grādos. Siltums pāriet no siltāka ķermeņa uz aukstāku ar siltumvadīšanu, konvekciju un starojumu. Kūstot un vāroties temperatūra nemainās, lai gan viela saņem siltumu.',
    keyPoints: [
      'Termometra uzbūve un temperatūras skalas.',
      'Siltumvadīšana, konvekcija un starojums dabā un sadzīvē.',
      'Kušana un sacietēšana, iztvaikošana un kondensācija.',
      'Siltumizolācija mājās: kāpēc dubultlogi saglabā siltumu.',
    ],
    tasks: [
      'Kāpēc radiatorus parasti novieto zem loga?',
      'Izskaidro, kāpēc metāla karote karstā tējā sasilst ātrāk nekā koka karote.',
      'Uzzīmē ūdens sildīšanas grafiku no −10 °C līdz 100 °C un atzīmē kušanu un vārīšanos.',
      'Kāpēc vasarā ieteicams valkāt gaišas krāsas apģērbu?',
    ],
    questions: [
      ['Nosauc trīs siltuma pārneses veidus un katram minē piemēru.', 3],
      ['Kas notiek ar ledus temperatūru, kamēr tas kūst?', 2],
      ['Kāpēc termosā dzēriens ilgi saglabājas silts?', 3],
      ['Kā mainās ūdens tilpums, tam sasalstot?', 2],
    ],
    lab: {
      goal: 'Iegūt ūdens sildīšanas līkni un noteikt tā viršanas temperatūru.',
      equipment: ['vārglāze ar ūdeni', 'elektriskā plītiņa', 'digitālais termometrs', 'hronometrs', 'aizsargbrilles'],
      steps: [
        'Ielej vārglāzē 200 ml ūdens un izmēri tā sākuma temperatūru.',
        'Ieslēdz plītiņu un ik pēc 30 sekundēm ieraksti temperatūru tabulā.',
        'Turpini mērījumus vēl 3 minūtes pēc tam, kad ūdens sāk vārīties.',
        'Uzzīmē temperatūras atkarību no laika un nosaki viršanas temperatūru.',
      ],
      columns: ['Laiks t, s', 'Temperatūra, °C', 'Novērojumi'],
      rows: 6,
    },
  },
};

const pressure: ThemeDef = {
  key: 'spiediens',
  title: 'Spiediens',
  description: 'Spiediens cietos ķermeņos, šķidrumos un gāzēs, atmosfēras spiediens un Arhimēda spēks.',
  motif: 'pressure',
  content: {
    theory:
      'Spiediens ir spiedienspēka un laukuma attiecība: p = F / S; to mēra paskālos. Šķidruma spiediens palielinās līdz ar dziļumu: p = ρgh. Uz šķidrumā iegremdētu ķermeni darbojas izcēlējspēks, kas vienāds ar izspiestā šķidruma svaru.',
    keyPoints: [
      'Kā samazināt un palielināt spiedienu: slēpes, naži, adatas.',
      'Hidrostatiskais spiediens un savienotie trauki.',
      'Atmosfēras spiediens un barometrs.',
      'Arhimēda likums un ķermeņu peldēšanas nosacījumi.',
    ],
    tasks: [
      'Skolēns, kura masa ir 50 kg, stāv uz slēpēm ar kopējo laukumu 0,3 m². Aprēķini spiedienu uz sniegu.',
      'Aprēķini ūdens spiedienu 5 m dziļumā (ρ = 1000 kg/m³, g = 10 N/kg).',
      'Kāpēc ūdenstorņus būvē augstus?',
      'Koka klucītis peld ūdenī. Salīdzini tam pielikto smaguma spēku un izcēlējspēku.',
    ],
    questions: [
      ['Uzraksti spiediena formulu un nosauc visus lielumus.', 2],
      ['Kāpēc zemūdenes korpusam jābūt ļoti izturīgam?', 3],
      ['Ko rāda barometrs un kā mainās atmosfēras spiediens, kāpjot kalnā?', 2],
      ['Kāpēc tērauda kuģis peld, bet tērauda skrūve grimst?', 3],
    ],
    lab: {
      goal: 'Izmērīt izcēlējspēku un pārbaudīt Arhimēda likumu.',
      equipment: ['dinamometrs', 'metāla cilindrs', 'vārglāze ar ūdeni', 'mērcilindrs', 'nolejamais trauks'],
      steps: [
        'Izmēri cilindra svaru gaisā P₁.',
        'Iegremdē cilindru ūdenī un izmēri tā svaru ūdenī P₂.',
        'Savāc izspiesto ūdeni un izmēri tā tilpumu.',
        'Salīdzini izcēlējspēku P₁ − P₂ ar izspiestā ūdens svaru.',
      ],
      columns: ['P₁, N', 'P₂, N', 'F = P₁ − P₂, N', 'V, ml', 'Izspiestā ūdens svars, N'],
      rows: 3,
    },
  },
};

const sound: ThemeDef = {
  key: 'skana',
  title: 'Skaņa',
  description: 'Skaņas avoti, skaņas izplatīšanās, skaļums, augstums un troksnis.',
  motif: 'sound',
  content: {
    theory:
      'Skaņu rada svārstīgi ķermeņi: stīga, balss saites, skaļruņa membrāna. Skaņa izplatās vielā kā gareniskais vilnis; vakuumā tā neizplatās. Skaņas augstumu nosaka svārstību frekvence, bet skaļumu – svārstību amplitūda.',
    keyPoints: [
      'Skaņas avoti un svārstību frekvence hercos.',
      'Skaņas ātrums gaisā, ūdenī un tēraudā.',
      'Atbalss un tās izmantošana: eholote.',
      'Troksnis un dzirdes aizsardzība; skaņas līmenis decibelos.',
    ],
    tasks: [
      'Zibens uzplaiksnījumu redzēja 6 sekundes pirms pērkona. Cik tālu ir negaiss, ja skaņas ātrums ir 340 m/s?',
      'Kā mainās stīgas skaņas augstums, ja stīgu saīsina?',
      'Eholotes signāls atgriezās pēc 0,4 s. Aprēķini jūras dziļumu (skaņas ātrums ūdenī 1500 m/s).',
      'Nosauc trīs veidus, kā samazināt troksni klasē.',
    ],
    questions: [
      ['Kāpēc Mēness virsmā astronauti nevar sarunāties bez radio?', 2],
      ['Ar ko atšķiras augsta un zema skaņa?', 2],
      ['Aprēķini skaņas viļņa garumu, ja frekvence ir 440 Hz un ātrums 340 m/s.', 3],
      ['Kāpēc koncertzālēs sienas pārklāj ar īpašiem materiāliem?', 3],
    ],
    lab: {
      goal: 'Noskaidrot, kā stīgas svārstību frekvence ir atkarīga no tās garuma.',
      equipment: ['monohords vai ģitāra', 'viedtālrunis ar frekvences mērīšanas lietotni', 'lineāls'],
      steps: [
        'Izmēri stīgas svārstīgās daļas garumu.',
        'Liec stīgai skanēt un ar lietotni nosaki frekvenci.',
        'Saīsini stīgu, piespiežot to pie grifa, un atkārto mērījumu vēl četras reizes.',
        'Uzzīmē frekvences atkarību no garuma un izdari secinājumu.',
      ],
      columns: ['Garums l, cm', 'Frekvence f, Hz', 'f · l'],
      rows: 5,
    },
  },
};

const opticsBasic: ThemeDef = {
  key: 'optika',
  title: 'Optika',
  description: 'Gaismas avoti, gaismas taisnvirziena izplatīšanās, atstarošanās, laušana un lēcas.',
  motif: 'optics',
  content: {
    theory:
      'Viendabīgā vidē gaisma izplatās taisni, tāpēc veidojas ēnas. Atstarojoties krišanas leņķis ir vienāds ar atstarošanas leņķi. Pārejot no vienas vides citā, gaisma lūzt; uz to balstīta lēcu darbība brillēs, fotoaparātos un mikroskopos.',
    keyPoints: [
      'Gaismas avoti: dabiskie un mākslīgie, siltuma un aukstie.',
      'Ēna un pusēna; Saules un Mēness aptumsumi.',
      'Atstarošanās likums un plakanais spogulis.',
      'Gaismas laušana; savācējlēca un izkliedētājlēca.',
    ],
    tasks: [
      'Gaismas stars krīt uz spoguli 35° leņķī pret perpendikulu. Kāds ir atstarošanas leņķis?',
      'Uzzīmē, kā plakanajā spogulī veidojas bultas attēls.',
      'Kāpēc ūdenī iemērkts zīmulis izskatās salūzis?',
      'Lēcas fokusa attālums ir 25 cm. Aprēķini tās optisko stiprumu.',
    ],
    questions: [
      ['Formulē gaismas atstarošanās likumu.', 2],
      ['Kā veidojas Mēness aptumsums? Uzzīmē shēmu.', 3],
      ['Ar ko atšķiras savācējlēca no izkliedētājlēcas?', 2],
      ['Kāpēc tuvredzīgam cilvēkam vajadzīgas brilles ar izkliedētājlēcām?', 3],
    ],
    lab: {
      goal: 'Noteikt savācējlēcas fokusa attālumu un optisko stiprumu.',
      equipment: ['savācējlēca statīvā', 'ekrāns', 'svece vai LED gaismas avots', 'mērlente'],
      steps: [
        'Novieto gaismas avotu, lēcu un ekrānu uz vienas taisnes.',
        'Pārvietojot ekrānu, iegūsti asu avota attēlu.',
        'Izmēri attālumu no avota līdz lēcai d un no lēcas līdz attēlam f.',
        'Aprēķini fokusa attālumu pēc lēcas formulas 1/F = 1/d + 1/f un optisko stiprumu D = 1/F.',
      ],
      columns: ['d, cm', 'f, cm', 'F, cm', 'D, dioptrijas'],
      rows: 3,
    },
  },
};

const electricity: ThemeDef = {
  key: 'elektriba',
  title: 'Elektrība',
  description: 'Elektriskā strāva, spriegums un pretestība, Oma likums, slēgumi un elektrodrošība.',
  motif: 'electricity',
  content: {
    theory:
      'Elektriskā strāva ir lādētu daļiņu virzīta kustība. Strāvas stiprumu mēra ar ampērmetru, spriegumu – ar voltmetru. Oma likums: strāvas stiprums posmā ir tieši proporcionāls spriegumam un apgriezti proporcionāls pretestībai, I = U / R.',
    keyPoints: [
      'Elektriskās ķēdes elementi un to apzīmējumi shēmās.',
      'Ampērmetra un voltmetra pievienošana ķēdei.',
      'Oma likums ķēdes posmam.',
      'Virknes un paralēlais slēgums; elektrodrošības noteikumi.',
    ],
    tasks: [
      'Spuldzei pielikts 6 V spriegums, strāvas stiprums ir 0,3 A. Aprēķini spuldzes pretestību.',
      'Divi rezistori 4 Ω un 6 Ω slēgti virknē. Aprēķini kopējo pretestību.',
      'Tie paši rezistori slēgti paralēli. Aprēķini kopējo pretestību.',
      'Uzzīmē shēmu: baterija, slēdzis, spuldze un ampērmetrs virknē, voltmetrs paralēli spuldzei.',
    ],
    questions: [
      ['Kā ķēdei pievieno ampērmetru un kā voltmetru?', 2],
      ['Uzraksti Oma likumu un nosauc lielumu mērvienības.', 2],
      ['Kāpēc dzīvokļa elektroierīces slēdz paralēli?', 3],
      ['Kāpēc bojātu elektroierīci nedrīkst labot, ja tā pieslēgta tīklam?', 3],
    ],
    lab: {
      goal: 'Pārbaudīt Oma likumu: noskaidrot strāvas stipruma atkarību no sprieguma.',
      equipment: [
        'strāvas avots ar regulējamu spriegumu',
        'rezistors 10 Ω',
        'ampērmetrs',
        'voltmetrs',
        'savienotājvadi',
        'slēdzis',
      ],
      steps: [
        'Saslēdz ķēdi pēc shēmas un pārbaudi to kopā ar skolotāju.',
        'Iestati spriegumu 1 V un nolasi ampērmetra rādījumu.',
        'Palielini spriegumu ik pa 1 V līdz 5 V un ieraksti rādījumus tabulā.',
        'Uzzīmē grafiku I(U) un aprēķini rezistora pretestību.',
      ],
      columns: ['U, V', 'I, A', 'R = U / I, Ω'],
      rows: 5,
    },
  },
};

const magnetism: ThemeDef = {
  key: 'magnetisms',
  title: 'Magnētisms',
  description: 'Pastāvīgie magnēti, magnētiskais lauks, elektromagnēti un elektromagnētiskā indukcija.',
  motif: 'magnetism',
  content: {
    theory:
      'Magnētam ir divi poli – ziemeļpols un dienvidpols; vienādie poli atgrūžas, pretējie pievelkas. Ap magnētu un ap vadu ar strāvu pastāv magnētiskais lauks, ko attēlo ar lauka līnijām. Zeme pati ir liels magnēts, tāpēc kompasa adata rāda ziemeļu virzienu.',
    keyPoints: [
      'Magnētu poli un to mijiedarbība.',
      'Magnētiskā lauka līnijas: dzelzs skaidiņu eksperiments.',
      'Zemes magnētiskais lauks un kompass.',
      'Elektromagnēts un tā izmantošana: zvans, relejs, celtnis.',
    ],
    tasks: [
      'Uzzīmē stieņa magnēta lauka līnijas un atzīmē to virzienu.',
      'Kā var palielināt elektromagnēta pievilkšanas spēku? Nosauc divus veidus.',
      'Kāpēc kompasu nedrīkst turēt blakus tērauda priekšmetiem?',
      'Kur sadzīvē izmanto elektromagnētus? Minē trīs piemērus.',
    ],
    questions: [
      ['Kas notiek, ja magnētu pārlauž uz pusēm?', 2],
      ['Kāpēc kompasa adata vienmēr pagriežas ziemeļu virzienā?', 2],
      ['Kā pārbaudīt, vai vadā plūst strāva, ja ir tikai kompass?', 3],
      ['Kā darbojas elektromagnētiskais celtnis metāllūžņu laukumā?', 3],
    ],
    lab: {
      goal: 'Noskaidrot, kā elektromagnēta stiprums ir atkarīgs no vijumu skaita.',
      equipment: ['dzelzs nagla', 'izolēts vads', 'baterija 4,5 V', 'saspraudes', 'slēdzis'],
      steps: [
        'Uztin uz naglas 10 vijumus vada un pievieno bateriju.',
        'Saskaiti, cik saspraudes elektromagnēts spēj pacelt.',
        'Atkārto mēģinājumu ar 20, 30 un 40 vijumiem.',
        'Attēlo rezultātus grafikā un izdari secinājumu.',
      ],
      columns: ['Vijumu skaits', 'Pacelto saspraužu skaits'],
      rows: 4,
    },
  },
};

const energy: ThemeDef = {
  key: 'energija-un-darbs',
  title: 'Enerģija un darbs',
  description: 'Mehāniskais darbs, jauda, kinētiskā un potenciālā enerģija, enerģijas pārvērtības.',
  motif: 'energy',
  content: {
    theory:
      'Mehānisko darbu veic, ja spēka iedarbībā ķermenis pārvietojas: A = F · s. Jauda parāda, cik ātri darbs tiek veikts: N = A / t. Enerģija nerodas un nezūd – tā tikai pārvēršas no viena veida citā.',
    keyPoints: [
      'Mehāniskais darbs un tā mērvienība džouls.',
      'Jauda un tās mērvienība vats.',
      'Kinētiskā un potenciālā enerģija.',
      'Enerģijas pārvērtības svārstā un ūdens elektrostacijā.',
    ],
    tasks: [
      'Celtnis pacēla 500 kg smagu kravu 12 m augstumā. Aprēķini paveikto darbu.',
      'Skolēns uzkāpa 3. stāvā (8 m) 20 sekundēs. Aprēķini viņa jaudu, ja masa ir 50 kg.',
      'Aprēķini 2 kg smagas bumbas kinētisko enerģiju, ja tās ātrums ir 5 m/s.',
      'Apraksti enerģijas pārvērtības, kad bumba krīt un atlec no grīdas.',
    ],
    questions: [
      ['Kad spēks nepaveic darbu? Minē piemēru.', 2],
      ['Uzraksti jaudas formulu un mērvienību.', 2],
      ['Kā mainās svārsta potenciālā un kinētiskā enerģija vienas svārstības laikā?', 3],
      ['Kāpēc neviena mašīna nevar darboties bez enerģijas zudumiem?', 3],
    ],
    lab: {
      goal: 'Noteikt cilvēka jaudu, kāpjot pa kāpnēm.',
      equipment: ['mērlente', 'hronometrs', 'svari'],
      steps: [
        'Nosver skolēnu un izmēri kāpņu augstumu.',
        'Izmēri laiku, kurā skolēns uzkāpj pa kāpnēm mierīgā tempā, tad – ātri.',
        'Aprēķini paveikto darbu A = mgh un jaudu N = A / t.',
        'Salīdzini rezultātus un izdari secinājumu.',
      ],
      columns: ['Skolēns', 'm, kg', 'h, m', 't, s', 'N, W'],
      rows: 3,
    },
  },
};

const kinematics: ThemeDef = {
  key: 'kinematika',
  title: 'Kinemātika',
  description: 'Vienmērīga un vienmērīgi paātrināta kustība, brīvā krišana, kustība pa riņķa līniju.',
  motif: 'motion',
  icon: 'velocity',
  content: {
    theory:
      'Kinemātika apraksta kustību, neinteresējoties par tās cēloņiem. Vienmērīgi paātrinātā kustībā ātrums katrā laika vienībā mainās par vienādu lielumu: v = v₀ + at, bet pārvietojums s = v₀t + at²/2. Brīvi krītošu ķermeņu paātrinājums pie Zemes virsmas ir aptuveni 9,8 m/s².',
    keyPoints: [
      'Materiāls punkts, trajektorija, ceļš un pārvietojums.',
      'Ātrums un paātrinājums kā vektoru lielumi.',
      'Kustības grafiki: x(t), v(t), a(t).',
      'Horizontāli mesta ķermeņa kustība un kustība pa riņķa līniju.',
    ],
    tasks: [
      'Automašīna 8 s laikā palielina ātrumu no 10 m/s līdz 26 m/s. Aprēķini paātrinājumu un nobraukto ceļu.',
      'Akmens brīvi krīt 3 s. Aprēķini tā ātrumu krišanas beigās un augstumu.',
      'No 20 m augsta torņa horizontāli izmet bumbu ar ātrumu 15 m/s. Cik tālu no torņa tā nokritīs?',
      'Pēc v(t) grafika nosaki ķermeņa paātrinājumu un pārvietojumu pirmajās 4 sekundēs.',
    ],
    questions: [
      ['Ar ko atšķiras ceļš no pārvietojuma? Minē piemēru.', 2],
      ['Vilciens bremzē ar paātrinājumu 0,5 m/s² no ātruma 20 m/s. Cik ilgi tas bremzē?', 3],
      ['Kāpēc vakuumā spalva un monēta krīt vienādi ātri?', 2],
      ['Aprēķini centrtieces paātrinājumu, ja ķermenis kustas pa 2 m rādiusa riņķi ar ātrumu 4 m/s.', 3],
    ],
    lab: {
      goal: 'Noteikt lodītes paātrinājumu, tai ripojot pa slīpu renīti.',
      equipment: ['slīpa renīte', 'metāla lodīte', 'mērlente', 'hronometrs vai optiskie vārti'],
      steps: [
        'Atzīmē uz renītes attālumus 20, 40, 60 un 80 cm no starta.',
        'Palaid lodīti bez sākuma ātruma un izmēri laiku līdz katrai atzīmei.',
        'Katru mērījumu atkārto trīs reizes un aprēķini vidējo laiku.',
        'Aprēķini paātrinājumu a = 2s / t² un salīdzini rezultātus.',
      ],
      columns: ['s, m', 't₁, s', 't₂, s', 't₃, s', 'a, m/s²'],
      rows: 4,
    },
  },
};

const dynamics: ThemeDef = {
  key: 'dinamika',
  title: 'Dinamika',
  description: 'Ņūtona likumi, gravitācija, berze, elastības spēks un ķermeņu kustība spēku iedarbībā.',
  motif: 'motion',
  icon: 'force',
  content: {
    theory:
      'Dinamika pēta kustības cēloņus. Pirmais Ņūtona likums apraksta inerci, otrais saista spēku ar paātrinājumu (F = ma), trešais apgalvo, ka ķermeņi mijiedarbojas ar vienādiem un pretēji vērstiem spēkiem. Berzes spēks ir proporcionāls balsta reakcijas spēkam: F = μN.',
    keyPoints: [
      'Inerce un inerciālas atskaites sistēmas.',
      'Otrais Ņūtona likums un spēku saskaitīšana.',
      'Trešais Ņūtona likums ikdienas piemēros.',
      'Vispasaules gravitācijas likums un berzes koeficients.',
    ],
    tasks: [
      'Uz 1200 kg smagu automašīnu darbojas 3600 N kopspēks. Aprēķini paātrinājumu.',
      'Klucītis ar masu 2 kg slīd pa horizontālu virsmu, berzes koeficients 0,25. Aprēķini berzes spēku.',
      'Uzzīmē spēkus, kas darbojas uz ķermeni slīpā plaknē, un uzraksti otro Ņūtona likumu projekcijās.',
      'Kāpēc, autobusam strauji bremzējot, pasažieri sasveras uz priekšu?',
    ],
    questions: [
      ['Formulē otro Ņūtona likumu.', 2],
      ['Zirgs velk ratus, bet rati velk zirgu atpakaļ ar tikpat lielu spēku. Kāpēc rati tomēr kustas?', 3],
      ['Aprēķini gravitācijas spēku starp diviem 1000 kg smagiem ķermeņiem 10 m attālumā.', 3],
      ['Kā atsperes stinguma koeficientu var noteikt ar atsvariem un lineālu?', 2],
    ],
    lab: {
      goal: 'Noteikt slīdes berzes koeficientu starp koka klucīti un galda virsmu.',
      equipment: ['koka klucītis', 'dinamometrs', 'atsvari', 'galds vai dēlis'],
      steps: [
        'Izmēri klucīša svaru ar dinamometru.',
        'Vienmērīgi velc klucīti pa galdu un nolasi vilces spēku.',
        'Atkārto mērījumu ar papildu atsvariem.',
        'Aprēķini berzes koeficientu μ = F / N katram mēģinājumam un vidējo vērtību.',
      ],
      columns: ['N, N', 'F, N', 'μ'],
      rows: 4,
    },
  },
};

const conservation: ThemeDef = {
  key: 'saglabasanas-likumi',
  title: 'Saglabāšanās likumi',
  description: 'Impulss, impulsa nezūdamības likums, mehāniskā enerģija un tās nezūdamība.',
  motif: 'energy',
  icon: 'collision',
  content: {
    theory:
      'Ķermeņa impulss ir masas un ātruma reizinājums: p = mv. Noslēgtā sistēmā ķermeņu kopējais impulss nemainās – uz to balstās reaktīvā kustība. Ja nedarbojas berze, mehāniskā enerģija saglabājas: kinētiskā un potenciālā enerģija pārvēršas viena otrā.',
    keyPoints: [
      'Impulss un spēka impulss.',
      'Impulsa nezūdamības likums un reaktīvā kustība.',
      'Elastīga un neelastīga sadursme.',
      'Mehāniskās enerģijas nezūdamības likums.',
    ],
    tasks: [
      'Aprēķini 0,16 kg smagas hokeja ripas impulsu, ja tās ātrums ir 25 m/s.',
      'Vagons (20 t), kas brauc ar 0,5 m/s, sajūgojas ar stāvošu vagonu (30 t). Aprēķini kopējo ātrumu.',
      'Bumba krīt no 5 m augstuma. Aprēķini tās ātrumu tieši pirms zemes, neņemot vērā gaisa pretestību.',
      'Izskaidro, kāpēc lielgabals šāviena brīdī atsitas atpakaļ.',
    ],
    questions: [
      ['Uzraksti impulsa nezūdamības likumu divu ķermeņu sistēmai.', 2],
      ['Kāpēc raķete var paātrināties arī bezgaisa telpā?', 3],
      ['Ar ko atšķiras elastīga sadursme no neelastīgas?', 2],
      ['Kur pazūd mehāniskā enerģija, ja ragavas apstājas pēc nobrauciena no kalna?', 3],
    ],
    lab: {
      goal: 'Pārbaudīt impulsa nezūdamības likumu ratiņu sadursmē.',
      equipment: ['divi ratiņi ar magnētiem', 'sliede', 'optiskie vārti vai viedtālruņa video', 'svari'],
      steps: [
        'Nosver abus ratiņus.',
        'Iegrūd vienus ratiņus pret stāvošiem un izmēri ātrumu pirms sadursmes.',
        'Izmēri abu ratiņu ātrumus pēc sadursmes.',
        'Aprēķini sistēmas impulsu pirms un pēc sadursmes un salīdzini.',
      ],
      columns: ['m₁, kg', 'm₂, kg', 'v pirms, m/s', 'v₁ pēc, m/s', 'v₂ pēc, m/s'],
      rows: 3,
    },
  },
};

const thermodynamics: ThemeDef = {
  key: 'molekularfizika',
  title: 'Molekulārfizika un termodinamika',
  description: 'Molekulārkinētiskā teorija, ideālā gāze, gāzu likumi, iekšējā enerģija un termodinamikas likumi.',
  motif: 'heat',
  icon: 'molecules',
  content: {
    theory:
      'Vielas sastāv no molekulām, kas nepārtraukti un haotiski kustas. Ideālās gāzes stāvokli apraksta Klapeirona–Mendeļejeva vienādojums pV = nRT. Pirmais termodinamikas likums: sistēmai pievadītais siltums tiek izlietots iekšējās enerģijas izmaiņai un darbam, Q = ΔU + A.',
    keyPoints: [
      'Molekulārkinētiskās teorijas pamatatziņas un Brauna kustība.',
      'Absolūtā temperatūra un kelvina skala.',
      'Izotermisks, izobārs un izohors process.',
      'Siltumdzinēji un to lietderības koeficients.',
    ],
    tasks: [
      'Izsaki kelvinos: 27 °C, −73 °C, 100 °C.',
      'Gāzes tilpums izotermiskā procesā samazinājās 3 reizes. Kā mainījās spiediens?',
      'Balonā (40 l) ir skābeklis ar spiedienu 150 kPa un temperatūru 300 K. Aprēķini gāzes daudzumu molos.',
      'Siltumdzinējs saņem 500 kJ siltuma un veic 150 kJ darbu. Aprēķini lietderības koeficientu.',
    ],
    questions: [
      ['Kāpēc smaržas izplatās pa visu telpu?', 2],
      ['Uzraksti ideālās gāzes stāvokļa vienādojumu un nosauc lielumus.', 2],
      ['Kā mainās gāzes iekšējā enerģija adiabātiskā izplešanās procesā?', 3],
      ['Kāpēc neviena siltumdzinēja lietderības koeficients nevar būt 100 %?', 3],
    ],
    lab: {
      goal: 'Pārbaudīt Boila–Mariota likumu.',
      equipment: ['šļirce ar manometru', 'statīvs', 'termometrs'],
      steps: [
        'Ievelc šļircē 60 ml gaisa un noslēdz to ar manometru.',
        'Pakāpeniski samazini tilpumu ik pa 5 ml un nolasi spiedienu.',
        'Pārliecinies, ka temperatūra mērījumu laikā nemainās.',
        'Aprēķini reizinājumu pV un uzzīmē grafiku p(1/V).',
      ],
      columns: ['V, ml', 'p, kPa', 'pV, kPa·ml'],
      rows: 5,
    },
  },
};

const electrostatics: ThemeDef = {
  key: 'elektrostatika',
  title: 'Elektrostatika',
  description: 'Elektriskais lādiņš, Kulona likums, elektriskais lauks, potenciāls un kondensatori.',
  motif: 'electricity',
  icon: 'charge',
  content: {
    theory:
      'Lādiņi ir divu veidu – pozitīvi un negatīvi; vienāda zīmes lādiņi atgrūžas. Divu punktveida lādiņu mijiedarbības spēku apraksta Kulona likums F = k·q₁q₂/r². Ap lādiņu pastāv elektriskais lauks, ko raksturo lauka intensitāte un potenciāls.',
    keyPoints: [
      'Lādiņa nezūdamības likums un elektrizācija.',
      'Kulona likums.',
      'Elektriskā lauka intensitāte un lauka līnijas.',
      'Kondensatori un to kapacitāte.',
    ],
    tasks: [
      'Divi lādiņi po 2 µC atrodas 10 cm attālumā. Aprēķini to mijiedarbības spēku.',
      'Kā mainīsies spēks, ja attālumu starp lādiņiem palielinās divas reizes?',
      'Uzzīmē divu pretēju lādiņu elektriskā lauka līnijas.',
      'Kondensatora kapacitāte ir 10 µF, spriegums 12 V. Aprēķini lādiņu.',
    ],
    questions: [
      ['Kāpēc pēc matu ķemmēšanas ķemme pievelk papīra strēmelītes?', 2],
      ['Formulē Kulona likumu.', 2],
      ['Kāds ir elektriskā lauka intensitātes virziens pozitīva lādiņa tuvumā?', 3],
      ['Kāpēc automašīnā negaisa laikā ir droši?', 3],
    ],
    lab: {
      goal: 'Noteikt plakanā kondensatora kapacitātes atkarību no attāluma starp plātnēm.',
      equipment: ['divas metāla plātnes', 'kapacitātes mērītājs (multimetrs)', 'plastmasas starplikas', 'lineāls'],
      steps: [
        'Novieto plātnes paralēli ar 2 mm attālumu starp tām.',
        'Izmēri kapacitāti ar multimetru.',
        'Palielini attālumu līdz 4, 6 un 8 mm un atkārto mērījumus.',
        'Uzzīmē grafiku C(1/d) un izdari secinājumu.',
      ],
      columns: ['d, mm', 'C, pF', 'C · d'],
      rows: 4,
    },
  },
};

const directCurrent: ThemeDef = {
  key: 'lidzstrava',
  title: 'Līdzstrāva',
  description: 'Strāvas avoti, elektrodzinējspēks, Oma likums pilnai ķēdei, darbs un jauda.',
  motif: 'electricity',
  icon: 'battery',
  content: {
    theory:
      'Strāvas avots uztur ķēdē spriegumu, pārvēršot citu enerģiju elektriskajā. Oma likums pilnai ķēdei: I = ℰ / (R + r), kur r ir avota iekšējā pretestība. Strāvas jauda P = UI; vadītājā izdalītais siltums Q = I²Rt.',
    keyPoints: [
      'Elektrodzinējspēks un avota iekšējā pretestība.',
      'Oma likums pilnai ķēdei un īsslēgums.',
      'Kirhofa likumi sazarotām ķēdēm.',
      'Elektriskās strāvas darbs, jauda un Džoula–Lenca likums.',
    ],
    tasks: [
      'Baterijas ℰ = 4,5 V, iekšējā pretestība 0,5 Ω, ārējā pretestība 8,5 Ω. Aprēķini strāvas stiprumu.',
      'Aprēķini īsslēguma strāvu tai pašai baterijai.',
      'Tējkanna ar jaudu 2 kW darbojas 3 minūtes. Cik elektroenerģijas tā patērē?',
      'Sastādi Kirhofa likumu vienādojumus dotajai shēmai ar diviem avotiem.',
    ],
    questions: [
      ['Kas ir elektrodzinējspēks?', 2],
      ['Kāpēc īsslēgums ir bīstams?', 2],
      ['Aprēķini 60 W spuldzes pretestību 230 V tīklā.', 3],
      ['Kāpēc elektropārvades līnijās izmanto augstu spriegumu?', 3],
    ],
    lab: {
      goal: 'Noteikt strāvas avota elektrodzinējspēku un iekšējo pretestību.',
      equipment: ['baterija', 'reostats', 'ampērmetrs', 'voltmetrs', 'slēdzis', 'vadi'],
      steps: [
        'Saslēdz ķēdi ar reostatu, ampērmetru un voltmetru pie avota spailēm.',
        'Mainot reostata pretestību, veic piecus sprieguma un strāvas mērījumus.',
        'Uzzīmē grafiku U(I).',
        'No grafika nosaki ℰ (krustpunkts ar U asi) un r (slīpums).',
      ],
      columns: ['I, A', 'U, V'],
      rows: 5,
    },
  },
};

const oscillations: ThemeDef = {
  key: 'svarstibas-un-vilni',
  title: 'Svārstības un viļņi',
  description: 'Mehāniskās svārstības, svārsti, rezonanse, mehāniskie un elektromagnētiskie viļņi.',
  motif: 'sound',
  icon: 'wave',
  content: {
    theory:
      'Svārstības ir kustība, kas periodiski atkārtojas. Matemātiskā svārsta periods atkarīgs tikai no tā garuma un brīvās krišanas paātrinājuma: T = 2π√(l/g). Vilnis pārnes enerģiju bez vielas pārneses; viļņa ātrums v = λf.',
    keyPoints: [
      'Svārstību amplitūda, periods un frekvence.',
      'Matemātiskais un atsperes svārsts.',
      'Rezonanse tehnikā un dabā.',
      'Šķērsviļņi un garenviļņi; elektromagnētisko viļņu skala.',
    ],
    tasks: [
      'Aprēķini 1 m gara matemātiskā svārsta periodu.',
      'Atsperes svārsta masa ir 0,4 kg, stinguma koeficients 40 N/m. Aprēķini periodu.',
      'Radiostacija raida 100 MHz frekvencē. Aprēķini viļņa garumu.',
      'Kāpēc karavīriem, ejot pāri tiltam, liek iet ne soļos?',
    ],
    questions: [
      ['No kā nav atkarīgs matemātiskā svārsta periods?', 2],
      ['Kā notiek rezonanse? Minē piemēru.', 2],
      ['Viļņa garums ir 2 m, frekvence 170 Hz. Aprēķini ātrumu.', 3],
      ['Sakārto pēc viļņa garuma: rentgenstari, radioviļņi, redzamā gaisma, infrasarkanie stari.', 3],
    ],
    lab: {
      goal: 'Noskaidrot, kā matemātiskā svārsta periods ir atkarīgs no tā garuma, un noteikt g.',
      equipment: ['statīvs', 'diegs', 'metāla lodīte', 'mērlente', 'hronometrs'],
      steps: [
        'Izveido svārstu ar garumu 0,4 m un izmēri 10 svārstību laiku.',
        'Atkārto mērījumu ar garumu 0,6 m, 0,8 m un 1,0 m.',
        'Aprēķini periodu T katram garumam.',
        'Uzzīmē grafiku T²(l) un no slīpuma aprēķini brīvās krišanas paātrinājumu.',
      ],
      columns: ['l, m', '10 svārstību laiks, s', 'T, s', 'T², s²'],
      rows: 4,
    },
  },
};

const opticsAdvanced: ThemeDef = {
  ...opticsBasic,
  content: {
    theory:
      'Gaisma ir elektromagnētiskais vilnis; tai piemīt gan viļņu, gan daļiņu īpašības. Laušanas likums: n₁ sin α = n₂ sin β. Interference un difrakcija pierāda gaismas viļņu dabu, bet fotoefekts – kvantu dabu.',
    keyPoints: [
      'Laušanas likums un pilnā iekšējā atstarošanās.',
      'Lēcu formula un attēla konstruēšana.',
      'Gaismas interference un difrakcijas režģis.',
      'Gaismas dispersija un spektri.',
    ],
    tasks: [
      'Stars no gaisa krīt uz stiklu (n = 1,5) 45° leņķī. Aprēķini laušanas leņķi.',
      'Aprēķini pilnās iekšējās atstarošanās robežleņķi stiklam.',
      'Difrakcijas režģa periods ir 2 µm. Kādā leņķī redzams pirmās kārtas maksimums zaļai gaismai (530 nm)?',
      'Konstruē attēlu, ko dod savācējlēca, ja priekšmets atrodas starp F un 2F.',
    ],
    questions: [
      ['Kur izmanto pilno iekšējo atstarošanos?', 2],
      ['Kāpēc ziepju burbulis ir krāsains?', 3],
      ['Aprēķini lēcas optisko stiprumu, ja fokusa attālums ir 20 cm.', 2],
      ['Kā difrakcijas režģis sadala balto gaismu spektrā?', 3],
    ],
    lab: opticsBasic.content.lab,
  },
};

const atom: ThemeDef = {
  key: 'atoma-un-kodola-fizika',
  title: 'Atoma un kodola fizika',
  description: 'Atoma uzbūve, spektri, radioaktivitāte, kodolreakcijas un kodolenerģētika.',
  motif: 'atom',
  content: {
    theory:
      'Atoms sastāv no kodola un elektroniem; kodolā ir protoni un neitroni. Radioaktīvie kodoli spontāni sabrūk, izstarojot alfa, beta vai gamma starojumu. Pussabrukšanas periods ir laiks, kurā sabrūk puse no radioaktīvajiem kodoliem.',
    keyPoints: [
      'Rezerforda eksperiments un atoma kodolmodelis.',
      'Bora postulāti un līniju spektri.',
      'Radioaktivitātes veidi un aizsardzība pret starojumu.',
      'Kodola dalīšanās, kodolsintēze un kodolenerģētika.',
    ],
    tasks: [
      'Cik protonu un neitronu ir kodolā ²³⁸U (Z = 92)?',
      'Pussabrukšanas periods ir 8 dienas. Cik daudz no 80 mg paliks pēc 24 dienām?',
      'Uzraksti alfa sabrukšanas reakciju rādija kodolam ²²⁶Ra.',
      'Salīdzini kodola dalīšanos un kodolsintēzi: kur katru izmanto vai pēta?',
    ],
    questions: [
      ['Ko pierādīja Rezerforda eksperiments?', 2],
      ['Kurš starojums ir visgrūtāk aizturams un kāpēc?', 2],
      ['Pēc cik pussabrukšanas periodiem paliks 1/16 no sākotnējiem kodoliem?', 3],
      ['Kādas ir kodolenerģētikas priekšrocības un riski?', 3],
    ],
    lab: {
      goal: 'Modelēt radioaktīvo sabrukšanu ar metamajiem kauliņiem.',
      equipment: ['100 spēļu kauliņi', 'kaste', 'tabula rezultātiem'],
      steps: [
        'Izmet visus kauliņus kastē.',
        'Izņem kauliņus, kuriem uzkrita sešinieks – tie ir "sabrukušie kodoli".',
        'Atkārto metienus ar atlikušajiem kauliņiem, katru reizi pierakstot to skaitu.',
        'Uzzīmē atlikušo kauliņu skaita atkarību no metienu skaita un nosaki "pussabrukšanas periodu".',
      ],
      columns: ['Metiens', 'Atlikušie kauliņi', 'Sabrukušie'],
      rows: 6,
    },
  },
};

const astronomy: ThemeDef = {
  key: 'astronomija',
  title: 'Astronomija',
  description: 'Saules sistēma, zvaigznes, galaktikas un Visuma izpēte.',
  motif: 'space',
  content: {
    theory:
      'Saules sistēmā ir astoņas planētas, kas riņķo ap Sauli pa eliptiskām orbītām. Planētu kustību apraksta Keplera likumi un vispasaules gravitācijas likums. Zvaigznes spīd, jo to dzīlēs notiek kodolsintēze.',
    keyPoints: [
      'Saules sistēmas uzbūve: Zemes grupas un milzu planētas.',
      'Keplera likumi un pirmais kosmiskais ātrums.',
      'Zvaigžņu evolūcija.',
      'Galaktikas un Visuma izplešanās.',
    ],
    tasks: [
      'Aprēķini pirmo kosmisko ātrumu Zemei (R = 6400 km, g = 9,8 m/s²).',
      'Kāpēc Venēra ir karstāka par Merkuru, lai gan atrodas tālāk no Saules?',
      'Gaisma no Saules līdz Zemei nonāk 8 minūtēs un 20 sekundēs. Aprēķini attālumu.',
      'Sakārto planētas pēc attāluma no Saules.',
    ],
    questions: [
      ['Formulē Keplera otro likumu.', 2],
      ['Kas ir gaismas gads?', 2],
      ['Kāpēc Mēness vienmēr ir pavērsts pret Zemi ar vienu pusi?', 3],
      ['Kas notiek ar zvaigzni, kad tās dzīlēs beidzas ūdeņradis?', 3],
    ],
    lab: {
      goal: 'Novērot Mēness fāzes un noteikt sinodisko mēnesi.',
      equipment: ['novērojumu dienasgrāmata', 'kalendārs', 'viedtālrunis ar fotokameru'],
      steps: [
        'Četras nedēļas katru skaidru vakaru novēro un uzzīmē Mēness izskatu.',
        'Pieraksti novērojuma datumu, laiku un Mēness atrašanās vietu debesīs.',
        'Nosaki jauna mēness un pilna mēness datumus.',
        'Aprēķini laiku starp vienādām fāzēm.',
      ],
      columns: ['Datums', 'Laiks', 'Fāze', 'Piezīmes'],
      rows: 6,
    },
  },
};

export const CLASSES: readonly ClassDef[] = [
  {
    key: '7-klase',
    grade: 7,
    title: '7. klase',
    description: 'Dabaszinības 7. klasē: mērījumi, kustība un siltums.',
    color: '#1e7a46',
    themes: [measurement, motion, heat],
  },
  {
    key: '8-klase',
    grade: 8,
    title: '8. klase',
    description: 'Dabaszinības 8. klasē: spiediens, skaņa un gaismas parādības.',
    color: '#1f5fa8',
    themes: [pressure, sound, opticsBasic],
  },
  {
    key: '9-klase',
    grade: 9,
    title: '9. klase',
    description: 'Dabaszinības 9. klasē: elektrība, magnētisms, enerģija un darbs.',
    color: '#a15c00',
    themes: [electricity, magnetism, energy],
  },
  {
    key: '10-klase',
    grade: 10,
    title: '10. klase',
    description: 'Fizika 10. klasē: kinemātika, dinamika un saglabāšanās likumi.',
    color: '#9e3039',
    themes: [kinematics, dynamics, conservation],
  },
  {
    key: '11-klase',
    grade: 11,
    title: '11. klase',
    description: 'Fizika 11. klasē: molekulārfizika, elektrostatika un līdzstrāva.',
    color: '#5b3f99',
    themes: [thermodynamics, electrostatics, directCurrent],
  },
  {
    key: '12-klase',
    grade: 12,
    title: '12. klase',
    description: 'Fizika 12. klasē: svārstības un viļņi, optika, atoma un kodola fizika, astronomija.',
    color: '#1d2430',
    themes: [oscillations, opticsAdvanced, atom, astronomy],
  },
];

/** Looks a theme up by class and theme key (materials refer to their place this way). */
export function findTheme(classKey: string, themeKey: string): { cls: ClassDef; theme: ThemeDef } {
  const cls = CLASSES.find((c) => c.key === classKey);
  const theme = cls?.themes.find((t) => t.key === themeKey);
  if (!cls || !theme) throw new Error(`Demo tree has no theme ${classKey}/${themeKey}`);
  return { cls, theme };
}
