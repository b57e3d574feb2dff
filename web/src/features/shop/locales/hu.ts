import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  '{{price}} per month': '{{price}} havonta',
  '{{price}} per year': '{{price}} évente',
  'Prices are excluding VAT.': 'Az árak nem tartalmazzák az áfát.',
  Continue: 'Tovább',
  'Price breakdown': 'Árrészletezés',
  'First year of support included': 'Az első év támogatás benne van',
  'Get {{product}} on the App Store': '{{product}} letöltése az App Store-ból',
  'Get {{product}} on the Microsoft Store': '{{product}} letöltése a Microsoft Store-ból',
  'Prices are shown for up to {{count}} licences.': 'Az árak legfeljebb {{count}} licencig láthatók.',
  'Aircraft type': 'Repülőgéptípus',
  Platform: 'Platform',
  'Licence type': 'Licenc típusa',
  Subscription: 'Előfizetés',
  Personal: 'Személyes',
  Classroom: 'Tantermi',
  Monthly: 'Havi',
  Annual: 'Éves',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Windows PC-n vagy táblagépen korlátozás nélkül, opcionális hardveres M(CDU)-csatlakozással',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Személyes használat Windows PC-n vagy táblagépen, otthon vagy munkahelyen, naponta legfeljebb 4 órán át',
  'Use on iPad without restrictions': 'Használat iPaden korlátozás nélkül',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Személyes használat iPaden, otthon vagy munkahelyen, naponta legfeljebb 4 órán át',
  'Download the FMS Trainer app': 'Töltse le az FMS Trainer alkalmazást',
  'Purchase FMS Trainer': 'FMS Trainer vásárlása',
  '{{platform}} FMS Trainer user licence': '{{platform}} FMS Trainer felhasználói licenc',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{platform}} FMS Trainer a(z) {{aircraft}} típushoz',
  '{{platform}} FMS Trainer for your aircraft': '{{platform}} FMS Trainer az Ön repülőgépéhez',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer a(z) {{aircraft}} típushoz',
  '{{product}} on iPad': '{{product}} iPaden',
  'Unknown aircraft type': 'Ismeretlen repülőgéptípus',
  'Your licence': 'Az Ön licence',
  Quantity: 'Mennyiség',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Az ár megtekintéséhez válasszon repülőgéptípust, licenctípust és előfizetést.',
  'Volume discounts per licence': 'Mennyiségi kedvezmények licencenként',
  '{{minimum}} or more': '{{minimum}} vagy több',
  '{{minimum}} to {{maximum}}': '{{minimum}}–{{maximum}}',
  '{{brand}} suite user licence for private home use': '{{brand}} csomag felhasználói licenc otthoni magáncélra',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Örökös, nem kereskedelmi licenc otthoni pilótafülkéjéhez, az első év Bronze támogatással.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} csomag',
  '{{brand}} cockpit suite': '{{brand}} pilótafülke-csomag',
  Configuration: 'Konfiguráció',
  'neo and ceo': 'neo és ceo',
  'ceo only': 'csak ceo',
  'Add-ons': 'Kiegészítők',
  '+ {{price}} per licence': '+ {{price}} licencenként',
  Term: 'Időtartam',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Éves – egy év Bronze támogatás benne van, utána {{price}} áron megújul.',
  'Choose an aircraft type to see the price.': 'Az ár megtekintéséhez válasszon repülőgéptípust.',
  'Choose a configuration to see the price.': 'Az ár megtekintéséhez válasszon konfigurációt.',
  'About {{brand}}': 'A {{brand}} cégről',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    'A {{brand}} repülőszimulátor-szoftvereket készít otthoni pilótafülkékhez és képzésben lévő pilótáknak.',
  'What we sell': 'Amit árulunk',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} az A320-családhoz, a 737-eshez és a 737 MAX 8-hoz, olyan kiegészítőkkel, mint a 737-es Head-up Display.',
  '{{brand}} cockpit suites': '{{brand}} pilótafülke-csomagok',
  '{{support}} that keep a suite up to date.': '{{support}}, amelyek naprakészen tartják a csomagot.',
  'Support subscriptions': 'Támogatási előfizetések',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}}-licencek Windows PC-re vagy táblagépre és iPadre, havi vagy éves, személyes vagy tantermi használatra.',
  'Licence terms': 'Licencfeltételek',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'A csomaglicenc örökös, és otthoni, nem kereskedelmi magáncélú használatra szól.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Támogatással együtt jár: egy év Bronze támogatás benne van, utána a támogatás évente automatikusan megújul, és bármikor lemondható.',
  'A suite licence is transferable to a new owner on request.': 'A csomaglicenc kérésre új tulajdonosra ruházható át.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'A személyes FMS Trainer-licencek személyes használatra szólnak, otthon vagy munkahelyen, naponta legfeljebb 4 órán át; a tantermi licencekre nincs ilyen korlátozás.',
  'All prices are in euro and exclude VAT.': 'Minden ár euróban értendő, áfa nélkül.',
  '{{platform}} FMS Trainer system requirements': '{{platform}} FMS Trainer rendszerkövetelmények',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'A minimum, amire eszközének szüksége van a {{brand}} {{platform}} FMS Trainer futtatásához.',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} {{platform}} FMS Trainer vásárlása',
  Processor: 'Processzor',
  'Intel or AMD CPU from 2019 or later': '2019-es vagy újabb Intel vagy AMD processzor',
  Memory: 'Memória',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Tárhely',
  '4 GB free disk space': '4 GB szabad lemezterület',
  'Operating system': 'Operációs rendszer',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 és újabb), 64 bites',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 vagy újabb',
  iPad: 'iPad',
  'iPad 10th Gen or newer': '10. generációs vagy újabb iPad',
  'iPad Air 4th Gen or newer': '4. generációs vagy újabb iPad Air',
  'iPad Mini 6th Gen or newer': '6. generációs vagy újabb iPad mini',
  'iPad Pro 2nd Gen or newer': '2. generációs vagy újabb iPad Pro',
  'Extend your support subscription': 'Hosszabbítsa meg támogatási előfizetését',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'A támogatás naprakészen tartja {{brand}} csomagját, és közvetlen kapcsolatot ad ügyfélszolgálatunkkal.',
  'Bronze support': 'Bronze támogatás',
  'Every suite licence includes the first year of Bronze support.':
    'Minden csomaglicenc tartalmazza az első év Bronze támogatást.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Az első év után a támogatás automatikusan megújul {{price}} áron (áfa nélkül).',
  'You can cancel at any time; your licence stays yours.': 'Bármikor lemondhatja; a licenc az Öné marad.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Lejárt a támogatás? Pótolja a lejárat óta eltelt hónapokat, és hosszabbítson onnan.',
  'Extend it': 'Meghosszabbítás',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    '{{email}} címmel van bejelentkezve: válassza ki a licencet, amelynek támogatását meg szeretné hosszabbítani.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Jelentkezzen be azzal az e-mail-címmel, amelyhez licenckulcsai kötődnek, hogy lássa licenceit és azok támogatását.',
  'Extend support for your licences': 'Licencei támogatásának meghosszabbítása',
  'Sign in to extend support': 'Jelentkezzen be a támogatás meghosszabbításához',
  'Buy a support extension': 'Támogatás-hosszabbítás vásárlása',
  'Your suite licences': 'Az Ön csomaglicencei',
  'Extend support': 'Támogatás meghosszabbítása',
  'support renews automatically': 'a támogatás automatikusan megújul',
  'Support runs until {{date}} and renews automatically.': 'A támogatás {{date}}-ig tart, és automatikusan megújul.',
  'Support runs until {{date}}.': 'A támogatás {{date}}-ig tart.',
  'Support lapsed on {{date}}.': 'A támogatás {{date}}-án lejárt.',
  'No support is on record for this licence.': 'Ehhez a licenchez nincs nyilvántartott támogatás.',
  'Support paused since {{date}}': 'Támogatás szüneteltetve ettől: {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Támogatási díj esedékes: a(z) {{date}} napi megújítás még nincs kifizetve',
  'Suite support extension': 'Csomagtámogatás meghosszabbítása',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Indítsa el vagy hosszabbítsa meg csomaglicence Bronze támogatását. Ha a támogatás lejárt, pótolja a lejárat óta eltelt hónapokat, és újra az aktuális kiadást használhatja.',
  '{{family}} suite support': '{{family}} csomag támogatása',
  'Suite support': 'Csomagtámogatás',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Az Ön licence a(z) {{family}} csomaghoz tartozik; fent válassza a(z) {{family}} lehetőséget.',
  'Lapsed months to catch up': 'Pótolandó lejárt hónapok',
  '{{price}} per lapsed month, once.': '{{price}} lejárt hónaponként, egyszeri díj.',
  'Your support extension': 'Az Ön támogatás-hosszabbítása',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Ennek a licencnek a támogatása {{date}}-án automatikusan megújul; nincs mit meghosszabbítani.',
  'Support will run from {{start}} until {{end}}.': 'A támogatás {{start}} és {{end}} között tart.',
  'Support will run until {{end}}.': 'A támogatás {{end}}-ig tart.',
  'Support then renews at {{price}}; cancel at any time.':
    'Ezután a támogatás {{price}} áron megújul; bármikor lemondható.',
  'The key could not be checked just now. Please try again.': 'A kulcsot most nem sikerült ellenőrizni. Próbálja újra.',
  'Your suite licence': 'Az Ön csomaglicence',
  'Licence key': 'Licenckulcs',
  'Check licence key': 'Licenckulcs ellenőrzése',
  'Licence {{id}}: {{family}} suite.': '{{id}} licenc: {{family}} csomag.',
  'Or {{signIn}} to choose one of your licences.': 'Vagy {{signIn}}, és válasszon licencei közül.',
  'sign in': 'jelentkezzen be',
  'Your licences could not be read just now. Please try again.':
    'Licenceit most nem sikerült beolvasni. Próbálja újra.',
  'Reading your licences…': 'Licencek beolvasása…',
  'No suite licence is bound to your address.': 'Az Ön címéhez nem tartozik csomaglicenc.',
  'See your licences': 'Licencei megtekintése',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Ez nem {{brand}} licenckulcs. Másolja ki a teljes kulcsot a licenc-e-mailből vagy a /licenses oldalról.',
  'This licence key does not verify. Check that it was copied completely.':
    'Ez a licenckulcs nem ellenőrizhető. Ellenőrizze, hogy teljesen kimásolta-e.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'A támogatás-hosszabbítás csomaglicencekre vonatkozik; ez a kulcs egy tréner-helyhez tartozik.',
};

export default hu;
