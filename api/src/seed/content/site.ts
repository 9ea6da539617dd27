/** News posts, static pages, banners and the front-page setting of the demo portal. */
import type { PictureSpec } from '../files/pictures';

export interface ArticleDef {
  key: string;
  title: string;
  description: string;
  content: string;
  daysAgo: number;
  image: Omit<PictureSpec, 'width' | 'height'>;
}

export const ARTICLES: readonly ArticleDef[] = [
  {
    key: 'portals-atverts',
    title: 'Portāls atvērts: dalies ar saviem mācību materiāliem',
    description: 'Fizikas un dabaszinību skolotāji tagad var vienuviet publicēt, atrast un novērtēt mācību materiālus.',
    daysAgo: 150,
    image: { motif: 'atom', from: '#1f5fa8', to: '#9e3039' },
    content: `<p>Mācību materiālu portāls ir vieta, kur fizikas un dabaszinību skolotāji dalās ar prezentācijām, darba lapām, laboratorijas darbu aprakstiem un pārbaudes darbiem.</p>
<h2>Ko portālā var darīt</h2>
<ul>
<li>pārlūkot materiālus pa klasēm, tēmām un materiālu veidiem;</li>
<li>augšuplādēt savus failus vai pievienot saites uz noderīgiem resursiem;</li>
<li>atzīmēt kolēģu materiālus ar „patīk“ un saglabāt tos grāmatzīmēs;</li>
<li>komentēt materiālus un sarakstīties ar citiem skolotājiem.</li>
</ul>
<p>Portāls ir slēgts: pierakstīties var ar skolu platformu kontu. Ja tāda nav, reģistrāciju var pieprasīt ar e-pastu, un to apstiprina administrators.</p>`,
  },
  {
    key: 'phet-simulacijas-stunda',
    title: 'PhET simulācijas stundā: pieci padomi',
    description: 'Kā interaktīvās simulācijas izmantot tā, lai skolēni pētītu, nevis tikai spaidītu pogas.',
    daysAgo: 120,
    image: { motif: 'optics', from: '#1d2430', to: '#1f5fa8' },
    content: `<p>Kolorādo Universitātes PhET simulācijas ir bez maksas pieejamas pārlūkā, un daudzas no tām ir tulkotas latviski. Lai tās dotu vislielāko labumu, iesakām:</p>
<ol>
<li><strong>Sāc ar jautājumu.</strong> Pirms simulācijas atvēršanas lūdz skolēniem paredzēt rezultātu.</li>
<li><strong>Dod brīvu izpētes laiku.</strong> Piecas minūtes bez uzdevuma palīdz iepazīt rīkus.</li>
<li><strong>Prasi mērījumus.</strong> Simulācijā var mērīt tāpat kā laboratorijā – ar tabulu un grafiku.</li>
<li><strong>Salīdzini ar īstu eksperimentu.</strong> Kur modelis vienkāršo realitāti?</li>
<li><strong>Noslēdz ar secinājumu.</strong> Skolēni formulē likumsakarību paši.</li>
</ol>
<p>Saites uz simulācijām atradīsi katras tēmas sadaļā „Noderīgas saites“.</p>`,
  },
  {
    key: 'drosiba-laboratorija',
    title: 'Drošība fizikas laboratorijā: atgādinājums mācību gada sākumā',
    description: 'Īss drošības noteikumu kopsavilkums, ko pārrunāt ar skolēniem pirms pirmā laboratorijas darba.',
    daysAgo: 95,
    image: { motif: 'electricity', from: '#a15c00', to: '#9e3039' },
    content: `<p>Pirms pirmā laboratorijas darba ir vērts atgādināt galvenos drošības noteikumus. Tos var izdrukāt un izlikt klasē.</p>
<h2>Elektriskās ķēdes</h2>
<ul>
<li>ķēdi saslēdz tikai tad, kad strāvas avots ir izslēgts;</li>
<li>pirms ieslēgšanas ķēdi pārbauda skolotājs;</li>
<li>bojātus vadus un ierīces nelieto un nekavējoties ziņo skolotājam.</li>
</ul>
<h2>Sildīšana</h2>
<ul>
<li>strādājot ar karstu ūdeni un plītiņām, lieto aizsargbrilles;</li>
<li>karstus traukus satver tikai ar turētāju.</li>
</ul>
<p>Laboratorijas darbu aprakstos portālā drošības norādes ir katra darba sākumā.</p>`,
  },
  {
    key: 'laba-darba-lapa',
    title: 'Kā veidot labu darba lapu',
    description: 'Pieredzē balstīti ieteikumi darba lapām, kuras skolēni aizpilda labprāt un kuras ir viegli vērtēt.',
    daysAgo: 60,
    image: { motif: 'measurement', from: '#1e7a46', to: '#1f5fa8' },
    content: `<p>Laba darba lapa ir īsa, skaidra un ved skolēnu no vienkārša uz sarežģītāku. Mūsu portāla autori iesaka:</p>
<ul>
<li>vienā lapā ne vairāk kā 4–6 uzdevumi;</li>
<li>pirmais uzdevums – zināšanu atkārtojums, pēdējais – situācija no ikdienas;</li>
<li>atstāt pietiekami vietas aprēķiniem un zīmējumiem;</li>
<li>norādīt mērvienības un konstantes, piemēram, <em>g = 10 N/kg</em>.</li>
</ul>
<p>Ja tev ir laba darba lapa, pievieno to portālam – kolēģi būs pateicīgi!</p>`,
  },
  {
    key: 'pseidonims',
    title: 'Jaunums: materiālus var publicēt ar pseidonīmu',
    description: 'Profilā norādi pseidonīmu un izvēlies, vai materiālu parakstīt ar vārdu vai ar pseidonīmu.',
    daysAgo: 30,
    image: { motif: 'energy', from: '#5b3f99', to: '#9e3039' },
    content: `<p>Dažreiz skolotājs vēlas dalīties ar materiālu, nenorādot savu vārdu. Tagad to var izdarīt:</p>
<ol>
<li>profila iestatījumos ieraksti pseidonīmu;</li>
<li>augšuplādējot materiālu, izvēlies „parakstīt ar pseidonīmu“.</li>
</ol>
<p>Citi lietotāji redzēs tikai pseidonīmu; tavs vārds un profils netiks atklāts. Vārdu vai pseidonīmu var mainīt arī vēlāk, rediģējot materiālu.</p>`,
  },
  {
    key: 'olimpiade',
    title: 'Gatavojamies fizikas olimpiādei: uzdevumu krājums skolēniem',
    description: 'Apkopojām portāla materiālus, kas palīdz sagatavot skolēnus novada un valsts fizikas olimpiādei.',
    daysAgo: 12,
    image: { motif: 'motion', from: '#1f5fa8', to: '#1e7a46' },
    content: `<p>Olimpiādes uzdevumi prasa ne tikai formulu zināšanas, bet arī spēju modelēt situāciju. Iesakām sākt ar šiem portāla materiāliem:</p>
<ul>
<li>10. klases kinemātikas kontroldarbs un darba lapas par Ņūtona likumiem;</li>
<li>laboratorijas darbi ar mērījumu tabulām – olimpiādēs bieži ir eksperimentālā kārta;</li>
<li>simulācijas par šāviņa kustību un svārstu, lai pārbaudītu savus aprēķinus.</li>
</ul>
<p>Aicinām skolotājus pievienot arī iepriekšējo gadu uzdevumus ar atrisinājumiem.</p>`,
  },
  {
    key: 'jauni-laboratorijas-darbi',
    title: 'Jauni laboratorijas darbi 12. klasei',
    description: 'Portālā pievienoti laboratorijas darbi par svārstībām un optiku ar mērījumu tabulām.',
    daysAgo: 5,
    image: { motif: 'sound', from: '#9e3039', to: '#5b3f99' },
    content: `<p>Šonedēļ portālā parādījušies jauni laboratorijas darbi 12. klasei:</p>
<ul>
<li><strong>Matemātiskā svārsta svārstību periods</strong> – perioda atkarība no garuma un brīvās krišanas paātrinājuma noteikšana;</li>
<li><strong>Lēcas fokusa attāluma noteikšana</strong> – lēcas formula un optiskais stiprums.</li>
</ul>
<p>Abiem darbiem pievienotas arī atbilstošas PhET simulācijas sadaļā „Noderīgas saites“.</p>`,
  },
];

export interface PageDef {
  slug: string;
  title: string;
  content: string;
}

/** The rules page's anchor that the cookie notice links to (`/lapa/noteikumi#sikdatnes`). */
export const COOKIES_SECTION_ID = 'sikdatnes';

/**
 * Which cookies the portal sets and why: the token, the consent, the visitor cookie of the CSRF check
 * and, for a few minutes, the school-platform sign-on cookie. No advertising or analytics cookies.
 */
export const COOKIES_SECTION = `<h2 id="${COOKIES_SECTION_ID}">6. Sīkdatnes</h2>
<p>6.1. Sīkdatne ir neliels teksta fails, ko portāls saglabā lietotāja pārlūkā. Portāls izmanto tikai tās sīkdatnes, kas nepieciešamas tā darbībai; reklāmas un apmeklējuma analīzes sīkdatnes portāls neizmanto un sīkdatņu saturu trešajām personām nenodod.</p>
<ul>
<li><strong>token</strong> – pierakstīšanās atslēga: ar to portāls atpazīst pierakstījušos lietotāju. Ja pierakstoties atzīmēts „Atcerēties mani“, tā glabājas 365 dienas, citādi – līdz pārlūka aizvēršanai. Izrakstoties tā tiek dzēsta.</li>
<li><strong>cookie</strong> – atzīme, ka lietotājs ir iepazinies ar paziņojumu par sīkdatnēm un tam piekritis, lai paziņojums netiktu rādīts atkārtoti. Glabājas vienu gadu.</li>
<li><strong>portal_oauth</strong> – pierakstīšanās ar skolas platformas (Mykoob vai E-klase) kontu laikā: tā sasaista portālā uzsākto pierakstīšanos ar platformas atbildi un pasargā no viltotiem pieprasījumiem. Tā ir šifrēta, nav pieejama pārlūka skriptiem un derīga 10 minūtes.</li>
<li><strong>portal_csrf</strong> – apmeklētāja atslēga, ar kuru portāls pārbauda, ka veidlapas (piemēram, saziņas forma) iesniegtas no paša portāla, nevis no citas vietnes. Tā nav pieejama pārlūka skriptiem un glabājas vienu gadu.</li>
</ul>
<p>6.2. Sīkdatnes var dzēst pārlūka iestatījumos. Bez sīkdatnes <strong>token</strong> portālā nevar palikt pierakstījies, bet bez <strong>portal_oauth</strong> nevar pierakstīties ar skolas platformas kontu.</p>
<p>6.3. Ja portāls veidlapu aizsardzībai izmanto Google reCAPTCHA, reģistrācijas un saziņas veidlapās Google var iestatīt savas sīkdatnes saskaņā ar Google privātuma politiku.</p>`;

export const RULES_SLUG = 'noteikumi';

export const PAGES: readonly PageDef[] = [
  {
    slug: RULES_SLUG,
    title: 'Lietošanas noteikumi',
    content: `<p>Šie noteikumi nosaka, kā lietot mācību materiālu portālu. Reģistrējoties vai pierakstoties portālā, lietotājs apliecina, ka ar tiem ir iepazinies un tiem piekrīt.</p>
<h2>1. Lietotāji</h2>
<p>1.1. Portālu var lietot pedagogi, kuri strādā Latvijas izglītības iestādēs.</p>
<p>1.2. Pierakstīties var ar skolu platformas kontu vai ar e-pastu pēc tam, kad administrators ir apstiprinājis reģistrāciju.</p>
<p>1.3. Lietotājs ir atbildīgs par savas paroles drošību.</p>
<h2>2. Materiāli</h2>
<p>2.1. Lietotājs drīkst publicēt tikai tādus materiālus, kuru autors viņš ir vai kuru publicēšanai viņam ir tiesības.</p>
<p>2.2. Publicējot materiālu, lietotājs atļauj citiem portāla lietotājiem to bez maksas izmantot mācību darbā, norādot autoru vai pseidonīmu.</p>
<p>2.3. Aizliegts publicēt materiālus ar personas datiem, reklāmu vai saturu, kas ir pretrunā ar normatīvajiem aktiem vai labiem tikumiem.</p>
<h2>3. Komentāri un ziņas</h2>
<p>3.1. Komentāros un ziņās lietotāji izturas cieņpilni pret kolēģiem.</p>
<p>3.2. Administrators var dzēst komentārus un materiālus, kas pārkāpj šos noteikumus, un bloķēt lietotāju.</p>
<h2>4. Personas dati</h2>
<p>4.1. Portāls apstrādā lietotāja vārdu, uzvārdu, e-pasta adresi, izglītības iestādi un profila aprakstu, lai nodrošinātu portāla darbību.</p>
<p>4.2. Neautorizētiem apmeklētājiem materiālu autoru vārdi netiek rādīti.</p>
<p>4.3. Lietotājs var jebkurā laikā lūgt dzēst savu kontu, rakstot administratoram.</p>
<h2>5. Noslēguma noteikumi</h2>
<p>5.1. Administrators var grozīt noteikumus, par to paziņojot portāla jaunumos.</p>
<p>5.2. Jautājumus par noteikumiem var uzdot, izmantojot saziņas formu.</p>
${COOKIES_SECTION}`,
  },
  {
    slug: 'about',
    title: 'Par portālu',
    content: `<p>Mācību materiālu portāls ir skolotāju kopiena, kurā fizikas un dabaszinību pedagogi dalās ar saviem mācību materiāliem un pieredzi.</p>
<h2>Kāpēc šāds portāls</h2>
<p>Labas darba lapas, prezentācijas un laboratorijas darbu apraksti bieži paliek viena skolotāja datorā. Portāls ļauj tos viegli atrast pēc klases, tēmas un materiāla veida un izmantot savās stundās.</p>
<h2>Kā materiāli ir sakārtoti</h2>
<ul>
<li><strong>Klase</strong> – no 7. līdz 12. klasei;</li>
<li><strong>tēma</strong> – atbilstoši mācību saturam, piemēram, „Kustība un spēks“ vai „Elektrība“;</li>
<li><strong>veids</strong> – prezentācijas, darba lapas, laboratorijas darbi, pārbaudes darbi un noderīgas saites.</li>
</ul>
<h2>Kā pievienoties</h2>
<p>Pierakstīties var ar skolu platformas kontu. Ja tāda nav, reģistrāciju var pieprasīt ar e-pastu; pēc e-pasta apstiprināšanas to izskata administrators.</p>
<p>Ieteikumus un jautājumus gaidām saziņas formā.</p>`,
  },
];

export interface BannerDef {
  title: string;
  targetUrl: string;
  image: Omit<PictureSpec, 'width' | 'height'>;
}

export const BANNERS: readonly BannerDef[] = [
  {
    title: 'Dalies ar saviem mācību materiāliem',
    targetUrl: '/lapa/about',
    image: { motif: 'atom', from: '#9e3039', to: '#1f5fa8' },
  },
  {
    title: 'Interaktīvas simulācijas fizikas stundām',
    targetUrl: 'https://phet.colorado.edu/',
    image: { motif: 'optics', from: '#1f5fa8', to: '#1e7a46' },
  },
  { title: 'Portāla jaunumi', targetUrl: '/jaunumi', image: { motif: 'space', from: '#1d2430', to: '#5b3f99' } },
];
