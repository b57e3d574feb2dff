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
};

export default hu;
