import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  '{{price}} per month': '{{price}} al mes',
  '{{price}} per year': '{{price}} al año',
  'Prices are excluding VAT.': 'Los precios no incluyen el IVA.',
  Continue: 'Continuar',
  'Price breakdown': 'Desglose del precio',
  'First year of support included': 'Primer año de soporte incluido',
  'Get {{product}} on the App Store': 'Descargar {{product}} en el App Store',
  'Get {{product}} on the Microsoft Store': 'Descargar {{product}} en Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Los precios se muestran para un máximo de {{count}} licencias.',
  'Aircraft type': 'Tipo de avión',
  Platform: 'Plataforma',
  'Licence type': 'Tipo de licencia',
  Subscription: 'Suscripción',
  Personal: 'Personal',
  Classroom: 'Aula',
  Monthly: 'Mensual',
  Annual: 'Anual',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Uso en PC o tableta Windows, sin restricciones, conexión opcional de una M(CDU) física',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Uso personal en PC o tableta Windows, en casa o en el trabajo, máximo 4 horas al día',
  'Use on iPad without restrictions': 'Uso en iPad sin restricciones',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Uso personal en iPad, en casa o en el trabajo, máximo 4 horas al día',
  'Download the FMS Trainer app': 'Descarga la app FMS Trainer',
  'Purchase FMS Trainer': 'Comprar FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Licencia de usuario de FMS Trainer para {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer para {{platform}} del {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer para {{platform}} de su avión',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer para {{aircraft}}',
  '{{product}} on iPad': '{{product}} en iPad',
  'Unknown aircraft type': 'Tipo de avión desconocido',
  'Your licence': 'Su licencia',
  Quantity: 'Cantidad',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Elija un tipo de avión, un tipo de licencia y una suscripción para ver el precio.',
  'Volume discounts per licence': 'Descuentos por volumen por licencia',
  '{{minimum}} or more': '{{minimum}} o más',
  '{{minimum}} to {{maximum}}': 'De {{minimum}} a {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Licencia de usuario de la suite {{brand}} para uso doméstico privado',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Una licencia perpetua y no comercial para su cabina doméstica, con el primer año de soporte Bronze incluido.',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Suite de cabina {{brand}}',
  Configuration: 'Configuración',
  'neo and ceo': 'neo y ceo',
  'ceo only': 'solo ceo',
  'Add-ons': 'Complementos',
  '+ {{price}} per licence': '+ {{price}} por licencia',
  Term: 'Plazo',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Anual: incluye un año de soporte Bronze; después se renueva por {{price}}.',
  'Choose an aircraft type to see the price.': 'Elija un tipo de avión para ver el precio.',
  'Choose a configuration to see the price.': 'Elija una configuración para ver el precio.',
  'About {{brand}}': 'Acerca de {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} crea software de simulación de vuelo para cabinas domésticas y para pilotos en formación.',
  'What we sell': 'Lo que vendemos',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} para la familia A320, el 737 y el 737 MAX 8, con complementos como el Head-up Display para el 737.',
  '{{brand}} cockpit suites': 'Suites de cabina {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} que mantienen la suite actualizada.',
  'Support subscriptions': 'Suscripciones de soporte',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Licencias de {{trainer}} para PC o tableta Windows y para iPad, mensuales o anuales, personales o para aula.',
  'Licence terms': 'Condiciones de la licencia',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Una licencia de la suite es perpetua y para uso doméstico privado y no comercial.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Incluye soporte: un año de soporte Bronze está incluido; después el soporte se renueva automáticamente cada año y puede cancelarse en cualquier momento.',
  'A suite licence is transferable to a new owner on request.':
    'Una licencia de la suite puede transferirse a un nuevo propietario si lo solicita.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Las licencias personales de FMS Trainer son para uso personal, en casa o en el trabajo, un máximo de 4 horas al día; las licencias para aula no tienen esta restricción.',
  'All prices are in euro and exclude VAT.': 'Todos los precios están en euros y no incluyen el IVA.',
  '{{platform}} FMS Trainer system requirements': 'Requisitos del sistema de FMS Trainer para {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Lo mínimo que necesita su dispositivo para ejecutar {{brand}} FMS Trainer para {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Comprar {{brand}} FMS Trainer para {{platform}}',
  Processor: 'Procesador',
  'Intel or AMD CPU from 2019 or later': 'CPU Intel o AMD de 2019 o posterior',
  Memory: 'Memoria',
  '8 GB RAM': '8 GB de RAM',
  Storage: 'Almacenamiento',
  '4 GB free disk space': '4 GB de espacio libre en disco',
  'Operating system': 'Sistema operativo',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 y posteriores) de 64 bits',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB de RAM',
  'iOS 17.2 or newer': 'iOS 17.2 o posterior',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad de 10.ª generación o posterior',
  'iPad Air 4th Gen or newer': 'iPad Air de 4.ª generación o posterior',
  'iPad Mini 6th Gen or newer': 'iPad mini de 6.ª generación o posterior',
  'iPad Pro 2nd Gen or newer': 'iPad Pro de 2.ª generación o posterior',
  'Extend your support subscription': 'Amplíe su suscripción de soporte',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'El soporte mantiene su suite {{brand}} actualizada y le da acceso directo a nuestro servicio de atención.',
  'Bronze support': 'Soporte Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Cada licencia de la suite incluye el primer año de soporte Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Tras el primer año, el soporte se renueva automáticamente por {{price}} (IVA no incluido).',
  'You can cancel at any time; your licence stays yours.':
    'Puede cancelar en cualquier momento; su licencia sigue siendo suya.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    '¿Ha caducado el soporte? Recupere los meses desde que terminó y amplíe a partir de ahí.',
  'Extend it': 'Ampliarlo',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Ha iniciado sesión como {{email}}: elija la licencia cuyo soporte quiere ampliar.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Inicie sesión con la dirección de correo electrónico vinculada a sus claves de licencia para ver sus licencias y su soporte.',
  'Extend support for your licences': 'Ampliar el soporte de sus licencias',
  'Sign in to extend support': 'Inicie sesión para ampliar el soporte',
  'Buy a support extension': 'Comprar una ampliación de soporte',
  'Your suite licences': 'Sus licencias de la suite',
  'Extend support': 'Ampliar soporte',
  'support renews automatically': 'el soporte se renueva automáticamente',
  'Support runs until {{date}} and renews automatically.':
    'El soporte dura hasta el {{date}} y se renueva automáticamente.',
  'Support runs until {{date}}.': 'El soporte dura hasta el {{date}}.',
  'Support lapsed on {{date}}.': 'El soporte caducó el {{date}}.',
  'No support is on record for this licence.': 'No consta ningún soporte para esta licencia.',
  'Support paused since {{date}}': 'Soporte en pausa desde el {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pago del soporte pendiente: la renovación del {{date}} aún no está pagada',
  'Suite support extension': 'Ampliación del soporte de la suite',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Inicie o amplíe el soporte Bronze de su licencia de la suite. Si su soporte ha caducado, recupere los meses desde que terminó y volverá a tener la versión actual.',
  '{{family}} suite support': 'Soporte de la suite {{family}}',
  'Suite support': 'Soporte de la suite',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Su licencia es para la suite {{family}}; elija {{family}} arriba.',
  'Lapsed months to catch up': 'Meses caducados por recuperar',
  '{{price}} per lapsed month, once.': '{{price}} por mes caducado, una sola vez.',
  'Your support extension': 'Su ampliación de soporte',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'El soporte de esta licencia se renueva automáticamente el {{date}}; no hay nada que ampliar.',
  'Support will run from {{start}} until {{end}}.': 'El soporte irá del {{start}} al {{end}}.',
  'Support will run until {{end}}.': 'El soporte irá hasta el {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Después, el soporte se renueva por {{price}}; cancele cuando quiera.',
  'The key could not be checked just now. Please try again.':
    'No se ha podido comprobar la clave en este momento. Inténtelo de nuevo.',
  'Your suite licence': 'Su licencia de la suite',
  'Licence key': 'Clave de licencia',
  'Check licence key': 'Comprobar la clave de licencia',
  'Licence {{id}}: {{family}} suite.': 'Licencia {{id}}: suite {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'O {{signIn}} para elegir una de sus licencias.',
  'sign in': 'inicie sesión',
  'Your licences could not be read just now. Please try again.':
    'No se han podido leer sus licencias en este momento. Inténtelo de nuevo.',
  'Reading your licences…': 'Leyendo sus licencias…',
  'No suite licence is bound to your address.': 'No hay ninguna licencia de la suite vinculada a su dirección.',
  'See your licences': 'Ver sus licencias',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Esta no es una clave de licencia de {{brand}}. Copie la clave completa de su correo de licencia o de /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Esta clave de licencia no se puede verificar. Compruebe que se ha copiado completa.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Las ampliaciones de soporte son para licencias de la suite; esta clave es de un puesto de entrenador.',
};

export default es;
