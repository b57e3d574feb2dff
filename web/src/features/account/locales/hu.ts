import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'My account': 'Fiókom',
  'My licences': 'Licenceim',
  'My subscriptions': 'Előfizetéseim',
  'My orders and invoices': 'Rendeléseim és számláim',
  'Extend support': 'Támogatás meghosszabbítása',
  'Signed in as {{email}}': 'Bejelentkezve: {{email}}',
  Sessions: 'Munkamenetek',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Kijelentkeztet ezen és minden más eszközön, például a repülőiskola közös számítógépén.',
  'Sign out': 'Kijelentkezés',
  'Sign out everywhere': 'Kijelentkezés mindenhol',
  'Your data': 'Az Ön adatai',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Egyetlen JSON-fájl a fiókjával, rendeléseivel, licenceivel és kulcsaikkal, előfizetéseivel, átruházásaival és az Önnek küldött e-mailekkel.',
  'Download my data': 'Adataim letöltése',
  'Delete my account': 'Fiókom törlése',
  'Delete my account…': 'Fiókom törlése…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Licencei és kulcsaik továbbra is működnek, és ha újra regisztrál ezzel a címmel, megjelennek. A számlákat az adótörvény szerint megőrizzük.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Ez törli a bejelentkezés minden módját ezzel a címmel (jelszó, Google, Apple), minden munkamenetet lezár, és leállítja minden előfizetés megújítását (mindegyik a kifizetett időszak végéig tart). Nem vonható vissza.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Ön Google- vagy Apple-fiókkal jelentkezik be: erősítse meg a címére küldött kóddal.',
  'Send me a code': 'Kód küldése',
  'Send a new code': 'Új kód küldése',
  'The code from the mail': 'A levélben kapott kód',
  'Your password': 'Az Ön jelszava',
  Cancel: 'Mégse',
  'Change password': 'Jelszó módosítása',
  'Current password': 'Jelenlegi jelszó',
  'New password': 'Új jelszó',
  'At least 10 characters.': 'Legalább 10 karakter.',
  'Confirm new password': 'Új jelszó megerősítése',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'A jelszava megváltozott. Minden más eszközön, ahol be volt jelentkezve, kijelentkeztettük.',
  Password: 'Jelszó',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Ön Google- vagy Apple-fiókkal jelentkezik be, ezért a jelszava ott van, nem itt. A Google- vagy Apple-fiókjában módosíthatja.',
  'Your account is deleted': 'A fiókját töröltük',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'A bejelentkezés minden módját az Ön címével (jelszó, Google, Apple) töröltük, és minden munkamenet véget ért. A visszaigazolás úton van a címére.',
  'What we keep, and why': 'Mit őrzünk meg, és miért',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Kifizetett rendeléseit, számláit és visszatérítéseit a fizetés évének végétől számított 10 évig: az adótörvény előírja.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Licenceit és kulcsaikat: továbbra is működnek, és ha ugyanazzal a címmel újra regisztrál, megjelennek.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Előfizetéseit a kifizetett időszak végéig: egyik sem újul meg többé.',
  'Which mails we sent about an order (never their text), for one year.':
    'Hogy milyen e-maileket küldtünk egy rendelésről (a szövegüket soha), egy évig.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Minden mást (soha ki nem fizetett rendelések, senki által el nem fogadott átruházási ajánlatok, az Önnek küldött e-mailek naplója) töröltünk. Bővebben: {{privacy}}.',
  'privacy notice': 'adatvédelmi tájékoztató',
  'Back to the shop': 'Vissza a boltba',
  'My orders': 'Rendeléseim',
  'All your orders': 'Összes rendelése',
  'You have no orders yet.': 'Még nincs rendelése.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.':
    '{{shop}}, és vásároljon pilótafülke-csomagot vagy FMS Trainert.',
  'Visit the shop': 'Nézzen be a boltba',
  'Older orders': 'Régebbi rendelések',
  'Order of {{date}}': 'Rendelés, {{date}}',
  'Renewal of {{date}}': 'Megújítás, {{date}}',
  Net: 'Nettó',
  VAT: 'ÁFA',
  'Total paid': 'Összesen fizetve',
  'Net paid': 'Visszatérítések után fizetve',
  Status: 'Állapot',
  'Order number': 'Rendelésszám',
  'Transaction (for support)': 'Tranzakció (az ügyfélszolgálatnak)',
  'Download invoice': 'Számla letöltése',
  Paid: 'Fizetve',
  Refunded: 'Visszatérítve',
  'Partly refunded': 'Részben visszatérítve',
  'Refunded on {{date}}': 'Visszatérítve: {{date}}',
  'Charged back on {{date}}': 'Visszaterhelve: {{date}}',
  'amount not known': 'ismeretlen összeg',
  'Credit note': 'Jóváírási értesítő',
  'Credit note of {{date}}': 'Jóváírási értesítő, {{date}}',
  'Revoked: this key no longer activates the software.': 'Visszavonva: ez a kulcs már nem aktiválja a szoftvert.',
  'Copy key': 'Kulcs másolása',
  'Show whole key': 'Teljes kulcs megjelenítése',
  'Fold key': 'Kulcs összecsukása',
  Copied: 'Másolva',
  'Copying is blocked here: select the key and copy it by hand.':
    'A másolás itt le van tiltva: jelölje ki a kulcsot, és másolja kézzel.',
  'No suite licence is bound to this address.': 'Ehhez a címhez nem tartozik csomaglicenc.',
  'Buy a cockpit suite': 'Pilótafülke-csomag vásárlása',
  'Suite licences': 'Csomaglicencek',
  'Licence {{licence}}, {{aircraft}}': '{{licence}} licenc, {{aircraft}}',
  'Licence {{licence}}': '{{licence}} licenc',
  'Licence {{licence}}, paid until {{date}}': '{{licence}} licenc, {{date}}-ig kifizetve',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'A támogatás 1 hónapja lejárt: a meghosszabbítás 1 pótlólagos hónapot tartalmaz.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'A támogatás {{count}} hónapja lejárt: a meghosszabbítás {{count}} pótlólagos hónapot tartalmaz.',
  'Support term': 'Támogatási időszak',
  Monthly: 'Havi',
  Annual: 'Éves',
  'Support will run from {{start}} until {{end}}.': 'A támogatás {{start}} és {{end}} között tart.',
  'Support will run until {{date}}.': 'A támogatás {{date}} napjáig tart.',
  Continue: 'Tovább',
  'Support renews automatically; nothing to extend.': 'A támogatás automatikusan megújul; nincs mit meghosszabbítani.',
  'You have no subscriptions.': 'Nincs előfizetése.',
  Subscriptions: 'Előfizetések',
  'Licences {{licences}}': 'Licencek: {{licences}}',
  Subscription: 'Előfizetés',
  'Pays for': 'Fizet ezért',
  Supports: 'Támogatja',
  'Cancelled — ends on {{date}}': 'Lemondva — vége: {{date}}',
  'Active, renews automatically': 'Aktív, automatikusan megújul',
  'Next billing date': 'Következő terhelés dátuma',
  none: 'nincs',
  Amount: 'Összeg',
  'Current period ends': 'A jelenlegi időszak vége',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Lemondás kérve; várakozás a fizetési szolgáltató megerősítésére…',
  'Resuming; waiting for the payment provider to confirm…':
    'Folytatás folyamatban; várakozás a fizetési szolgáltató megerősítésére…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Meggondolta magát? {{date}} napjáig folytathatja, és a korábbiak szerint megújul.',
  'Cancel subscription': 'Előfizetés lemondása',
  Resume: 'Folytatás',
  'Manage payment method': 'Fizetési mód kezelése',
  'Confirm cancellation': 'Lemondás megerősítése',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Lemondja a jelenlegi időszak végével? {{date}} napjáig aktív marad, és nem terheljük újra.',
  'Yes, cancel at period end': 'Igen, lemondom az időszak végével',
  'Keep subscription': 'Előfizetés megtartása',
  '{{price}} per month plus VAT': 'havi {{price}} + áfa',
  '{{price}} per year plus VAT': 'évi {{price}} + áfa',
  '1 seat': '1 munkahely',
  '{{count}} seats': 'Munkahelyek: {{count}}',
  'This action is not available.': 'Ez a művelet nem érhető el.',
  'The shop could not be reached. Please check your connection and try again.':
    'Az üzlet nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'You have no licences yet.': 'Még nincs licence.',
  Licences: 'Licencek',
  Licence: 'Licenc',
  Aircraft: 'Repülőgép',
  Configuration: 'Konfiguráció',
  'Add-ons': 'Kiegészítők',
  'Licence key (re-issued {{date}})': 'Licenckulcs (újra kiadva: {{date}})',
  'Licence key': 'Licenckulcs',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'A vásárlással kapcsolatos vitát az Ön javára döntötték el, de az akkor lemondott támogatási előfizetés nem folytatható.',
  'Restart support': 'Támogatás újraindítása',
  'Continue support from {{date}}': 'Támogatás folytatása ettől: {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Számlázás',
  Seats: 'Munkahelyek',
  'Seat {{number}} key ({{licence}})': '{{number}}. munkahely kulcsa ({{licence}})',
  Purchased: 'Vásárolva',
  'Revoked (refunded)': 'Visszavonva (visszatérítve)',
  'Transfer to {{email}} pending since {{date}}.': 'Átruházás ide: {{email}}, függőben ettől: {{date}}.',
  'Cancel transfer': 'Átruházás visszavonása',
  'Transfer to a new owner…': 'Átruházás új tulajdonosra…',
  "New owner's e-mail address": 'Az új tulajdonos e-mail-címe',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Az új tulajdonos ezzel a címmel bejelentkezve fogadja el a licencet; ezután már nem az Öné, és a kulcsát újra kiadjuk.',
  'Offer transfer': 'Átruházás felajánlása',
  'Licences offered to you': 'Önnek felajánlott licencek',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}), feladó: {{email}}, felajánlva: {{date}}.',
  'Accept licence {{licence}}': '{{licence}} licenc elfogadása',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Minden licenc és oktatói munkahely, amelyet az Ön e-mail-címével vásároltak, a kulcsával együtt. Másolja a kulcsot a szimulátor licencablakába azon a számítógépen, amelyen fut; az átruházás vagy megújítás után újra kiadott kulcs felváltja a korábbit.',
  'neo and ceo': 'neo és ceo',
  'ceo only': 'csak ceo',
  'Support active until {{date}}, renews automatically': 'Támogatás aktív eddig: {{date}}, automatikusan megújul',
  'Support active until {{date}}, cancelled (does not renew)':
    'Támogatás aktív eddig: {{date}}, lemondva (nem újul meg)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Támogatás aktív eddig: {{date}}, az előző tulajdonos fizeti, automatikusan megújul',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Támogatás aktív eddig: {{date}}, az előző tulajdonos fizeti; Önnek nem újul meg',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Támogatás aktív eddig: {{date}}, más fizeti, automatikusan megújul',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Támogatás aktív eddig: {{date}}, más fizeti; Önnek nem újul meg',
  'Support lapsed since {{date}}': 'Támogatás lejárt ekkor: {{date}}',
  'Support paused since {{date}}': 'Támogatás szüneteltetve ettől: {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Támogatási díj esedékes: a(z) {{date}} napi megújítás még nincs kifizetve',
  'No support on record yet': 'Még nincs nyilvántartott támogatás',
  'Subscription active until {{date}}, renews automatically': 'Előfizetés aktív eddig: {{date}}, automatikusan megújul',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Előfizetés aktív eddig: {{date}}, lemondva (nem újul meg)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Előfizetés aktív eddig: {{date}}, az előző tulajdonos fizeti, automatikusan megújul',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Előfizetés aktív eddig: {{date}}, az előző tulajdonos fizeti; Önnek nem újul meg',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Előfizetés aktív eddig: {{date}}, más fizeti, automatikusan megújul',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Előfizetés aktív eddig: {{date}}, más fizeti; Önnek nem újul meg',
  'Subscription lapsed since {{date}}': 'Előfizetés lejárt ekkor: {{date}}',
  'Subscription paused since {{date}}': 'Előfizetés szüneteltetve ettől: {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Előfizetési díj esedékes: a(z) {{date}} napi megújítás még nincs kifizetve',
  'No subscription on record yet': 'Még nincs nyilvántartott előfizetés',
  Active: 'Aktív',
  Trial: 'Próbaidőszak',
  'Payment overdue': 'Fizetés késik',
  Paused: 'Szüneteltetve',
  Cancelled: 'Lemondva',
  'Support for {{product}}': 'Támogatás: {{product}}',
  'Next charge': 'Következő terhelés',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (ebből áfa: {{vat}})',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Minden rendelés és megújítás, amelyet az Ön e-mail-címével fizettek ki, a felszámított összeggel, a visszatérítésekkel, a számlával és a jóváírásokkal együtt.',
};

export default hu;
