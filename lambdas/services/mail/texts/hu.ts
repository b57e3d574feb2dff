import type { MailTexts } from './en';

export const hu: MailTexts = {
  team: 'A {{brand}} csapata',
  hello: 'Üdvözöljük!',
  thanks: 'Köszönjük a rendelését.',
  legalLine: 'Feltételek, adatvédelmi tájékoztató, impresszum és elállási jog:',
  legalTerms: 'Feltételek',
  legalPrivacy: 'Adatvédelmi tájékoztató',
  legalImprint: 'Impresszum',
  legalWithdrawal: 'Elállási jog',
  orderSubjectOne: 'az Ön licenckulcsa',
  orderSubjectMany: 'az Ön {{count}} licenckulcsa',
  orderSubjectExtension: 'a támogatás meghosszabbítása ki van fizetve',
  resentSubject: 'Újraküldve: {{subject}}',
  factOrderNumber: 'Rendelésszám',
  factReference: 'Hivatkozás az ügyfélszolgálatnak',
  factProduct: 'Termék',
  factItems: 'Tételek',
  factRenewal: 'Megújítás',
  factNet: 'Nettó ár',
  factVat: 'ÁFA',
  factCharged: 'Terhelt összeg',
  excludingVat: '{{amount}} (ÁFA nélkül)',
  renewalYear: 'évente {{amount}}, lemondásig automatikusan megújul',
  renewalMonth: 'havonta {{amount}}, lemondásig automatikusan megújul',
  renewalWithVat: '{{gross}} (benne {{vat}} ÁFA)',
  renewalFirstYear: 'Az első év benne van, utána {{price}}',
  extendedUntil:
    'A(z) {{licence}} licenc támogatása meghosszabbodott: most {{date}} napjáig tart. A licenckulcsa nem változik.',
  extended: 'A(z) {{licence}} licenc támogatása meghosszabbodott. A licenckulcsa nem változik.',
  seeLicences: 'Licencei megtekintése',
  goToLicences: 'Ugrás a licenceihez',
  seeOrder: 'Rendelés és számla megtekintése',
  keysOne: 'Íme a licenckulcsa.',
  keysMany: 'Íme a(z) {{count}} licenckulcsa, licencenként egy.',
  keysFirst: 'Íme az első {{mailed}} a(z) {{count}} licenckulcsából; mind megtalálható a licencek oldalán.',
  keyLabel: '{{index}}. licenc / {{count}} ({{licence}})',
  suiteKeyUse:
    'Ezzel a kulccsal aktiválhatja {{product}} licencét a szimulátorszoftverben. A kulcs az e-mail-címéhez van kötve.',
  seatKeyUse: 'Ezzel a kulccsal az FMS Trainer alkalmazás egy helyét nyithatja meg, amíg az előfizetése fut.',
  seatKeyUseAircraft:
    'Ezzel a kulccsal az FMS Trainer alkalmazás ({{aircraft}}) egy helyét nyithatja meg, amíg az előfizetése fut.',
  signInToSee:
    'Jelentkezzen be ezzel az e-mail-címmel, hogy bármikor lássa licenceit, kimásolja kulcsait és kezelje a támogatást.',
  offerSubject: 'licencet ajánlanak Önnek',
  offer: '{{from}} felajánlja Önnek a saját {{product}} licencét ({{licence}}).',
  offerHowTo:
    'Az elfogadáshoz jelentkezzen be (vagy hozza létre fiókját) ezzel az e-mail-címmel, és válassza az Elfogadás lehetőséget. A licenckulcsot ezután újra kiállítjuk Önnek.',
  acceptLicence: 'Licenc elfogadása',
  newOwnerSubject: 'a licenc mostantól az Öné',
  newOwnerBound: 'A(z) {{product}} licenc ({{licence}}) mostantól az Ön e-mail-címéhez van kötve.',
  newKeyLabel: 'Az új licenckulcsa',
  newKeyUse: 'Adja meg ezt a kulcsot a szoftverben; az előző tulajdonos kulcsa már nem számít érvényesnek.',
  movedSupportPaid:
    'A támogatása {{date}} napjáig ki van fizetve, és Önnek nem újul meg. Attól a naptól folytassa saját támogatás-meghosszabbítással.',
  movedSupportNone: 'Nincs futó támogatása. Indítsa el a támogatást saját támogatás-meghosszabbítással.',
  continueSupport: 'Támogatás folytatása',
  previousOwnerSubject: 'a licencátruházás befejeződött',
  previousOwnerAccepted:
    '{{to}} elfogadta az Ön {{product}} licencét ({{licence}}). A licenc már nincs az Ön e-mail-címéhez kötve, régi kulcsát pedig felváltotta egy új.',
  previousOwnerMovedByStaff:
    'Ügyfélszolgálatunk áthelyezte az Ön {{product}} licencét ({{licence}}) ide: {{to}}. A licenc már nincs az Ön e-mail-címéhez kötve, régi kulcsát pedig felváltotta egy új.',
  byStaff: 'Ezt a módosítást ügyfélszolgálatunk végezte. Ha nem számított rá, válaszoljon erre az e-mailre.',
  resentByStaff: 'Ügyfélszolgálatunk újra elküldte ezt az e-mailt.',
  correctedByStaff:
    'Ügyfélszolgálatunk a rendelés e-mail-címét az Önére javította, és új licenckulcsokat adott ki hozzá.',
  renewalStoppedAfter:
    'Az ehhez tartozó támogatási előfizetése {{date}} napja után nem újul meg: ezért a licencért többé nem terheljük.',
  renewalStopped: 'Az ehhez tartozó támogatási előfizetése már nem újul meg: ezért a licencért többé nem terheljük.',
  lapsingSubject: 'a támogatása hamarosan lejár',
  lapsing: 'A(z) {{product}} licence ({{licence}}) támogatása {{date}} napján lejár, és nem újul meg.',
  lapsingAdvice: 'Hosszabbítsa meg előtte, hogy pótlólagos hónapok nélkül megmaradjanak a frissítések és a segítség.',
  extendSupport: 'Támogatás meghosszabbítása',
  lapsedSubject: 'a támogatása lejárt',
  lapsed: 'A(z) {{product}} licence ({{licence}}) támogatása {{date}} napján lejárt. A licence továbbra is működik.',
  lapsedAdvice:
    'A támogatást bármikor meghosszabbíthatja; a meghosszabbítás a lejárat óta eltelt hónapokat is tartalmazza.',
  extendedForOwnerSubject: 'a licence támogatását meghosszabbították',
  extendedForOwner:
    'Valaki támogatás-meghosszabbítást vásárolt a(z) {{product}} licencéhez ({{licence}}). A támogatás most {{date}} napjáig tart.',
  extendedForOwnerNothingToDo: 'A licenckulcsa nem változik; semmit sem kell tennie.',
  cancelledSubject: 'Az előfizetését lemondta',
  cancelled: 'Lemondta a(z) „{{product}}” előfizetését. {{date}} napjáig aktív marad, és többé nem terheljük.',
  factSubscription: 'Előfizetés',
  factEndsOn: 'Lejár',
  cancelledResume: 'Meggondolta magát? Addig a napig az előfizetések oldalán további költség nélkül folytathatja.',
  resumeOrManage: 'Előfizetések folytatása vagy kezelése',
  resumedSubject: 'Az előfizetése folytatódik',
  resumedOn:
    'A(z) „{{product}}” előfizetése már nincs lemondva: folytatódik, és {{date}} napján automatikusan megújul.',
  resumed: 'A(z) „{{product}}” előfizetése már nincs lemondva: folytatódik, és automatikusan megújul.',
  cancelAgain: 'Addig bármikor újra lemondhatja.',
  seeSubscriptions: 'Előfizetései megtekintése',
  passwordChangedSubject: 'a jelszava megváltozott',
  passwordChanged:
    'A(z) {{email}} {{brand}}-fiók jelszava {{date}} napján megváltozott. Minden más eszközön, ahol be volt jelentkezve, kijelentkeztettük.',
  passwordChangedNotYou:
    'Ha nem Ön változtatta meg, most állítson be új jelszót az „Elfelejtette a jelszavát?” lehetőséggel.',
  signIn: 'Bejelentkezés',
  deleteCodeSubject: 'a fiókja törléséhez szükséges kód',
  deleteCode: 'Kérte a(z) {{email}} {{brand}}-fiók törlését. A megerősítéshez adja meg ezt a kódot a fiókja oldalán.',
  deleteCodeLabel: 'Az Ön kódja',
  deleteCodeExpiry:
    'A kód 15 percig érvényes. Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a fiókja változatlan marad.',
  accountDeletedSubject: 'a fiókját töröltük',
  accountDeleted:
    'A(z) {{email}} {{brand}}-fiókot és a bejelentkezés minden módját {{date}} napján töröltük, és minden munkamenet véget ért.',
  accountDeletedKept:
    'A könyveléshez megőrizzük: a kifizetett rendeléseket, számlákat és visszatérítéseket (10 évig, ahogy az adótörvény előírja). Licencei és kulcsaik továbbra is működnek, és ha újra regisztrál ezzel a címmel, ismét megjelennek.',
  accountDeletedSubscriptions: 'Az előfizetései többé nem újulnak meg; mindegyik a kifizetett időszak végéig tart.',
};
