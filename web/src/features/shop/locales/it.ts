import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  '{{price}} per month': '{{price}} al mese',
  '{{price}} per year': '{{price}} all’anno',
  'Prices are excluding VAT.': 'I prezzi sono IVA esclusa.',
  Continue: 'Continua',
  'Price breakdown': 'Dettaglio del prezzo',
  'First year of support included': 'Primo anno di assistenza incluso',
  'Get {{product}} on the App Store': 'Scarica {{product}} dall’App Store',
  'Get {{product}} on the Microsoft Store': 'Scarica {{product}} da Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'I prezzi sono mostrati fino a {{count}} licenze.',
  'Aircraft type': 'Tipo di aeromobile',
  Platform: 'Piattaforma',
  'Licence type': 'Tipo di licenza',
  Subscription: 'Abbonamento',
  Personal: 'Personale',
  Classroom: 'Aula',
  Monthly: 'Mensile',
  Annual: 'Annuale',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Uso su PC o tablet Windows, senza restrizioni, collegamento opzionale a una M(CDU) hardware',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Uso personale su PC o tablet Windows, a casa o al lavoro, massimo 4 ore al giorno',
  'Use on iPad without restrictions': 'Uso su iPad senza restrizioni',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Uso personale su iPad, a casa o al lavoro, massimo 4 ore al giorno',
  'Download the FMS Trainer app': 'Scarica l’app FMS Trainer',
  'Purchase FMS Trainer': 'Acquista FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Licenza utente FMS Trainer per {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer per {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer per {{platform}} per il tuo aeromobile',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer per {{aircraft}}',
  '{{product}} on iPad': '{{product}} su iPad',
  'Unknown aircraft type': 'Tipo di aeromobile sconosciuto',
  'Your licence': 'La tua licenza',
  Quantity: 'Quantità',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Scegli un tipo di aeromobile, un tipo di licenza e un abbonamento per vedere il prezzo.',
  'Volume discounts per licence': 'Sconti per quantità per licenza',
  '{{minimum}} or more': '{{minimum}} o più',
  '{{minimum}} to {{maximum}}': 'Da {{minimum}} a {{maximum}}',
  '{{brand}} suite user licence for private home use': 'Licenza utente della suite {{brand}} per uso domestico privato',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Una licenza perpetua e non commerciale per il tuo cockpit domestico, con il primo anno di assistenza Bronze incluso.',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Suite cockpit {{brand}}',
  Configuration: 'Configurazione',
  'neo and ceo': 'neo e ceo',
  'ceo only': 'solo ceo',
  'Add-ons': 'Componenti aggiuntivi',
  '+ {{price}} per licence': '+ {{price}} per licenza',
  Term: 'Durata',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Annuale: un anno di assistenza Bronze è incluso, poi si rinnova a {{price}}.',
  'Choose an aircraft type to see the price.': 'Scegli un tipo di aeromobile per vedere il prezzo.',
  'Choose a configuration to see the price.': 'Scegli una configurazione per vedere il prezzo.',
  'About {{brand}}': 'Informazioni su {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} sviluppa software di simulazione di volo per cockpit domestici e per piloti in addestramento.',
  'What we sell': 'Cosa vendiamo',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} per la famiglia A320, il 737 e il 737 MAX 8, con componenti aggiuntivi come l’Head-up Display per il 737.',
  '{{brand}} cockpit suites': 'Suite cockpit {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} che mantengono aggiornata una suite.',
  'Support subscriptions': 'Abbonamenti di assistenza',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Licenze {{trainer}} per PC o tablet Windows e per iPad, mensili o annuali, personali o per l’aula.',
  'Licence terms': 'Condizioni di licenza',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Una licenza della suite è perpetua e destinata all’uso domestico privato e non commerciale.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Include l’assistenza: un anno di assistenza Bronze è incluso, poi l’assistenza si rinnova automaticamente ogni anno e può essere annullata in qualsiasi momento.',
  'A suite licence is transferable to a new owner on request.':
    'Una licenza della suite può essere trasferita a un nuovo proprietario su richiesta.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Le licenze personali FMS Trainer sono per uso personale, a casa o al lavoro, per un massimo di 4 ore al giorno; le licenze per l’aula non hanno questa restrizione.',
  'All prices are in euro and exclude VAT.': 'Tutti i prezzi sono in euro e IVA esclusa.',
  '{{platform}} FMS Trainer system requirements': 'Requisiti di sistema di FMS Trainer per {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Il minimo di cui il tuo dispositivo ha bisogno per eseguire {{brand}} FMS Trainer per {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Acquista {{brand}} FMS Trainer per {{platform}}',
  Processor: 'Processore',
  'Intel or AMD CPU from 2019 or later': 'CPU Intel o AMD del 2019 o successiva',
  Memory: 'Memoria',
  '8 GB RAM': '8 GB di RAM',
  Storage: 'Spazio di archiviazione',
  '4 GB free disk space': '4 GB di spazio libero su disco',
  'Operating system': 'Sistema operativo',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 e successivi) a 64 bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB di RAM',
  'iOS 17.2 or newer': 'iOS 17.2 o successivo',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad di 10ª generazione o successivo',
  'iPad Air 4th Gen or newer': 'iPad Air di 4ª generazione o successivo',
  'iPad Mini 6th Gen or newer': 'iPad mini di 6ª generazione o successivo',
  'iPad Pro 2nd Gen or newer': 'iPad Pro di 2ª generazione o successivo',
  'Extend your support subscription': 'Estendi il tuo abbonamento di assistenza',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'L’assistenza mantiene aggiornata la tua suite {{brand}} e ti dà una linea diretta con il nostro service desk.',
  'Bronze support': 'Assistenza Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Ogni licenza della suite include il primo anno di assistenza Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Dopo il primo anno l’assistenza si rinnova automaticamente a {{price}} (IVA esclusa).',
  'You can cancel at any time; your licence stays yours.': 'Puoi annullare in qualsiasi momento; la licenza resta tua.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Assistenza scaduta? Recupera i mesi trascorsi dalla scadenza ed estendi da lì.',
  'Extend it': 'Estenderla',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Hai effettuato l’accesso come {{email}}: scegli la licenza di cui vuoi estendere l’assistenza.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Accedi con l’indirizzo e-mail associato alle tue chiavi di licenza per vedere le licenze e la loro assistenza.',
  'Extend support for your licences': 'Estendi l’assistenza delle tue licenze',
  'Sign in to extend support': 'Accedi per estendere l’assistenza',
  'Buy a support extension': 'Acquista un’estensione dell’assistenza',
  'Your suite licences': 'Le tue licenze della suite',
  'Extend support': 'Estendi l’assistenza',
  'support renews automatically': 'l’assistenza si rinnova automaticamente',
  'Support runs until {{date}} and renews automatically.':
    'L’assistenza è valida fino al {{date}} e si rinnova automaticamente.',
  'Support runs until {{date}}.': 'L’assistenza è valida fino al {{date}}.',
  'Support lapsed on {{date}}.': 'L’assistenza è scaduta il {{date}}.',
  'No support is on record for this licence.': 'Non risulta alcuna assistenza per questa licenza.',
  'Support paused since {{date}}': 'Supporto in pausa dal {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pagamento del supporto dovuto: il rinnovo del {{date}} non è ancora pagato',
  'Suite support extension': 'Estensione dell’assistenza della suite',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Avvia o estendi l’assistenza Bronze per la licenza della suite. Se l’assistenza è scaduta, recupera i mesi trascorsi e torni alla versione attuale.',
  '{{family}} suite support': 'Assistenza della suite {{family}}',
  'Suite support': 'Assistenza della suite',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'La tua licenza è per la suite {{family}}; scegli {{family}} qui sopra.',
  'Lapsed months to catch up': 'Mesi scaduti da recuperare',
  '{{price}} per lapsed month, once.': '{{price}} per mese scaduto, una tantum.',
  'Your support extension': 'La tua estensione dell’assistenza',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'L’assistenza per questa licenza si rinnova automaticamente il {{date}}; non c’è nulla da estendere.',
  'Support will run from {{start}} until {{end}}.': 'L’assistenza sarà valida dal {{start}} al {{end}}.',
  'Support will run until {{end}}.': 'L’assistenza sarà valida fino al {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'L’assistenza si rinnova poi a {{price}}; puoi annullare in qualsiasi momento.',
  'The key could not be checked just now. Please try again.':
    'Al momento non è stato possibile verificare la chiave. Riprova.',
  'Your suite licence': 'La tua licenza della suite',
  'Licence key': 'Chiave di licenza',
  'Check licence key': 'Verifica la chiave di licenza',
  'Licence {{id}}: {{family}} suite.': 'Licenza {{id}}: suite {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Oppure {{signIn}} per scegliere una delle tue licenze.',
  'sign in': 'accedi',
  'Your licences could not be read just now. Please try again.':
    'Al momento non è stato possibile leggere le tue licenze. Riprova.',
  'Reading your licences…': 'Lettura delle licenze…',
  'No suite licence is bound to your address.': 'Nessuna licenza della suite è associata al tuo indirizzo.',
  'See your licences': 'Vedi le tue licenze',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Questa non è una chiave di licenza {{brand}}. Copia l’intera chiave dall’e-mail della licenza o da /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Questa chiave di licenza non è valida. Verifica di averla copiata per intero.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Le estensioni dell’assistenza sono per le licenze della suite; questa chiave è per una postazione trainer.',
};

export default it;
