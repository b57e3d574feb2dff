import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  Checkout: 'Pénztár',
  Payment: 'Fizetés',
  'Your order': 'Az Ön rendelése',
  'Your licences': 'Az Ön licencei',
  'E-mail address': 'E-mail-cím',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'A licenckulcsai ehhez a címhez kötődnek, és erre a címre küldjük őket. Később ezzel bejelentkezve láthatja licenceit.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Be van jelentkezve: a licenckulcsai a fiókja e-mail-címéhez kötődnek.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Ezután az ÁFÁ-val növelt összeget látja és fizet; a fizetés megerősítése előtt semmit sem terhelünk.',
  'VAT is added for your country at payment.': 'Az Ön országának ÁFÁ-ját a fizetéskor számítjuk hozzá.',
  'Starting payment…': 'Fizetés indítása…',
  'Continue to payment': 'Tovább a fizetéshez',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'A {{terms}} érvényesek; lásd még a digitális tartalomra vonatkozó {{withdrawal}} és az {{privacy}}.',
  terms: 'feltételeink',
  'right of withdrawal': 'elállási jogot',
  'privacy notice': 'adatvédelmi tájékoztatót',
  'Extends the support of licence {{licence}}.': 'Meghosszabbítja a(z) {{licence}} licenc támogatását.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Meghosszabbítja a(z) {{licence}} licenc támogatását, beleértve {{count}} pótlólagos hónapot arra az időre, amikor a támogatás lejárt.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Meghosszabbítja a(z) {{licence}} licenc támogatását, beleértve {{count}} pótlólagos hónapot arra az időre, amikor a támogatás lejárt.',
  Item: 'Tétel',
  Amount: 'Összeg',
  'First year of support included': 'Az első év támogatása benne van',
  'Support is free for the first year of each licence': 'A támogatás minden licenc első évében ingyenes',
  'Net price': 'Nettó ár',
  'one-time': 'egyszeri',
  'per month': 'havonta',
  'per year': 'évente',
  'Order {{number}}': '{{number}} rendelés',
  'Your licences will be bound to {{email}}.': 'A licencei ehhez a címhez kötődnek: {{email}}.',
  'Change the e-mail address': 'E-mail-cím módosítása',
  'Support of licence {{licence}} will run until {{date}}.':
    'A(z) {{licence}} licenc támogatása {{date}} napjáig tart majd.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'A biztonságos fizetési űrlap ezen az oldalon nyílik meg. Ha fizetés nélkül bezárja, visszajut a kosarához.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'A kártyát elutasították. Nem terheltünk semmit; próbáljon másik kártyát vagy fizetési módot az űrlapon.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'A fizetési űrlap hibát jelzett. Ellenőrizze a megadott adatokat, és próbálja újra.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'A biztonságos fizetési űrlap nem töltődött be. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'This payment link is incomplete: it names no order.': 'Ez a fizetési hivatkozás hiányos: nem nevez meg rendelést.',
  'Thank you for your purchase.': 'Köszönjük a vásárlást.',
  'Order number': 'Rendelésszám',
  'Reference for support': 'Hivatkozás az ügyfélszolgálatnak',
  Bought: 'Megvásárolt tételek',
  VAT: 'ÁFA',
  'Amount charged': 'Terhelt összeg',
  '{{amount}}, excluding VAT': '{{amount}}, ÁFA nélkül',
  'Licences bound to': 'A licencek ehhez kötődnek',
  'Support of licence {{licence}} now runs until {{date}}.':
    'A(z) {{licence}} licenc támogatása most {{date}} napjáig tart.',
  'Your licence key has been issued and sent to {{email}}.': 'Licenckulcsát kiállítottuk, és elküldtük ide: {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '{{count}} licenckulcsát kiállítottuk, és elküldtük ide: {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'A fizetését megerősítjük. A licenceket ezután azonnal kiállítjuk, és e-mailt küldünk; az oldalnak nem kell nyitva maradnia.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'A fizetés megérkezett. A licenceket kiállítjuk; ez néhány másodpercig tart…',
  'What happens next': 'A következő lépések',
  'A confirmation e-mail is on its way.': 'A visszaigazoló e-mail úton van.',
  'An e-mail with your licence keys is on its way; keep it.':
    'A licenckulcsait tartalmazó e-mail úton van; őrizze meg.',
  'Your licence key stays the same.': 'A licenckulcsa nem változik.',
  'Enter a key in the simulator software to activate it.':
    'Az aktiváláshoz adjon meg egy kulcsot a szimulátorszoftverben.',
  'Your licences, keys and support are always in your account under My licences.':
    'Licencei, kulcsai és támogatása mindig megtalálhatók a fiókjában, a Licenceim alatt.',
  'Create your account with this e-mail to see your licences':
    'Hozza létre fiókját ezzel az e-mail-címmel, hogy lássa licenceit',
  'Go to your licences': 'Ugrás a licenceihez',
  'Back to the shop': 'Vissza a boltba',
  'Test payment — local Paddle stand-in': 'Tesztfizetés — helyi Paddle-helyettesítő',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Ez a helyi fejlesztői környezet tesztűrlapja. Egyetlen kártyát sem terhelünk, és valódi pénz sem mozdul; az itteni fizetés ugyanazokat az aláírt webhookokat küldi, mint a Paddle.',
  'Pay (test)': 'Fizetés (teszt)',
  'Decline card (test)': 'Kártya elutasítása (teszt)',
  'Cancel payment': 'Fizetés megszakítása',
  'The local test payment was refused. Is the local stack still running?':
    'A helyi tesztfizetést elutasították. Fut még a helyi környezet?',
  'The payment was cancelled. Your basket is as you left it.':
    'A fizetést megszakította. A kosara olyan, amilyennek hagyta.',
  'The payment did not go through. Nothing was charged; please try again.':
    'A fizetés nem sikerült. Nem terheltünk semmit; próbálja újra.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Adjon meg egy érvényes e-mail-címet, például nev@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'A mennyiség 1 és {{max}} közötti egész szám lehet.',
  'One of the chosen add-ons is not available for this product.':
    'A kiválasztott kiegészítők egyike nem érhető el ehhez a termékhez.',
  'The shop could not be reached. Please check your connection and try again.':
    'A bolt nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'Something went wrong on our side. Please try again in a moment.':
    'Hiba történt nálunk. Kérjük, próbálja újra egy perc múlva.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'A pótlólagos hónapok száma 0 és {{max}} közötti egész szám lehet.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Ez a licenc nem hosszabbítható meg ezzel a termékkel. Kezdje újra a licencei oldaláról.',
  'Refunded on {{date}}': 'Visszatérítve: {{date}}',
  'Charged back on {{date}}': 'Visszaterhelve: {{date}}',
  'amount not known': 'ismeretlen összeg',
  'Credit note': 'Jóváírási értesítő',
  'Credit note of {{date}}': 'Jóváírási értesítő, {{date}}',
  'Net paid': 'Visszatérítések után fizetve',
  'This order was refunded: its licence keys no longer activate the software.':
    'Ezt a rendelést visszatérítettük: a licenckulcsai már nem aktiválják a szoftvert.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Feltételeink megváltoztak, amíg ez az oldal nyitva volt. Kérjük, töltse be újra az oldalt, és olvassa el őket ismét.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Ennek a licencnek a támogatása már automatikusan megújul; egy hosszabbítással ugyanazt az időszakot kétszer fizetné ki. Ha más időtartammal szeretné meghosszabbítani, először mondja le a megújítást.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Ennek a licencnek a támogatási előfizetése szünetel; folytatva megújítja a licenc támogatását, így egy hosszabbítással ugyanazt az időszakot kétszer fizetné ki. Folytassa, vagy ha más időtartammal szeretné meghosszabbítani, először mondja le.',
};

export default hu;
