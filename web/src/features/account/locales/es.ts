import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'My account': 'Mi cuenta',
  'My licences': 'Mis licencias',
  'My subscriptions': 'Mis suscripciones',
  'My orders and invoices': 'Mis pedidos y facturas',
  'Extend support': 'Ampliar el soporte',
  'Signed in as {{email}}': 'Sesión iniciada como {{email}}',
  Sessions: 'Sesiones',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Cierra la sesión en este y en todos los demás dispositivos, por ejemplo un ordenador compartido de la escuela de vuelo.',
  'Sign out': 'Cerrar sesión',
  'Sign out everywhere': 'Cerrar sesión en todas partes',
  'Your data': 'Sus datos',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Un archivo JSON con su cuenta, pedidos, licencias y sus claves, suscripciones, transferencias y los correos que le enviamos.',
  'Download my data': 'Descargar mis datos',
  'Delete my account': 'Eliminar mi cuenta',
  'Delete my account…': 'Eliminar mi cuenta…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Sus licencias y sus claves siguen funcionando, y al registrarse de nuevo con esta dirección vuelven a aparecer. Las facturas se conservan como exige la ley fiscal.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Esto elimina todas las formas de iniciar sesión con esta dirección (contraseña, Google, Apple), cierra todas las sesiones y detiene la renovación de todas las suscripciones (cada una dura hasta el final de su periodo pagado). No se puede deshacer.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Inicia sesión con Google o Apple: confirme con un código que le enviamos a su dirección.',
  'Send me a code': 'Enviarme un código',
  'Send a new code': 'Enviar un código nuevo',
  'The code from the mail': 'El código del correo',
  'Your password': 'Su contraseña',
  Cancel: 'Cancelar',
  'Change password': 'Cambiar la contraseña',
  'Current password': 'Contraseña actual',
  'New password': 'Contraseña nueva',
  'At least 10 characters.': 'Al menos 10 caracteres.',
  'Confirm new password': 'Confirmar la contraseña nueva',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Su contraseña ha cambiado. Se ha cerrado la sesión en todos los demás dispositivos donde la tenía iniciada.',
  Password: 'Contraseña',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Inicia sesión con Google o Apple, así que su contraseña se guarda allí, no aquí. Cámbiela en su cuenta de Google o Apple.',
  'Your account is deleted': 'Su cuenta se ha eliminado',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Se han eliminado todas las formas de iniciar sesión con su dirección (contraseña, Google, Apple) y todas las sesiones han terminado. Le hemos enviado una confirmación.',
  'What we keep, and why': 'Qué conservamos y por qué',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Sus pedidos pagados, facturas y reembolsos, durante 10 años desde el final del año del pago: lo exige la ley fiscal.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Sus licencias y sus claves: siguen funcionando, y al registrarse de nuevo con la misma dirección vuelven a aparecer.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Sus suscripciones hasta el final del periodo pagado: ninguna se renueva ya.',
  'Which mails we sent about an order (never their text), for one year.':
    'Qué correos le enviamos sobre un pedido (nunca su texto), durante un año.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Todo lo demás (pedidos nunca pagados, ofertas de transferencia que nadie aceptó, el registro de los correos que le enviamos) se ha eliminado. Más información en nuestro {{privacy}}.',
  'privacy notice': 'aviso de privacidad',
  'Back to the shop': 'Volver a la tienda',
  'My orders': 'Mis pedidos',
  'All your orders': 'Todos sus pedidos',
  'You have no orders yet.': 'Aún no tiene pedidos.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} para comprar una suite de cabina o un FMS Trainer.',
  'Visit the shop': 'Visite la tienda',
  'Older orders': 'Pedidos anteriores',
  'Order of {{date}}': 'Pedido del {{date}}',
  'Renewal of {{date}}': 'Renovación del {{date}}',
  Net: 'Neto',
  VAT: 'IVA',
  'Total paid': 'Total pagado',
  'Net paid': 'Pagado tras reembolsos',
  Status: 'Estado',
  'Order number': 'Número de pedido',
  'Transaction (for support)': 'Transacción (para soporte)',
  'Download invoice': 'Descargar factura',
  Paid: 'Pagado',
  Refunded: 'Reembolsado',
  'Partly refunded': 'Reembolsado en parte',
  'Refunded on {{date}}': 'Reembolsado el {{date}}',
  'Charged back on {{date}}': 'Contracargo el {{date}}',
  'amount not known': 'importe desconocido',
  'Credit note': 'Nota de crédito',
  'Credit note of {{date}}': 'Nota de crédito del {{date}}',
  'Revoked: this key no longer activates the software.': 'Revocada: esta clave ya no activa el software.',
  'Copy key': 'Copiar clave',
  'Show whole key': 'Mostrar la clave completa',
  'Fold key': 'Plegar la clave',
  Copied: 'Copiada',
  'Copying is blocked here: select the key and copy it by hand.':
    'Aquí no se puede copiar: seleccione la clave y cópiela a mano.',
  'No suite licence is bound to this address.': 'No hay ninguna licencia de suite vinculada a esta dirección.',
  'Buy a cockpit suite': 'Comprar una suite de cabina',
  'Suite licences': 'Licencias de suite',
  'Licence {{licence}}, {{aircraft}}': 'Licencia {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licencia {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licencia {{licence}}, pagada hasta el {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'El soporte caducó hace 1 mes: la ampliación incluye 1 mes de recuperación.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'El soporte caducó hace {{count}} meses: la ampliación incluye {{count}} meses de recuperación.',
  'Support term': 'Plazo del soporte',
  Monthly: 'Mensual',
  Annual: 'Anual',
  'Support will run from {{start}} until {{end}}.': 'El soporte irá del {{start}} al {{end}}.',
  'Support will run until {{date}}.': 'El soporte irá hasta el {{date}}.',
  Continue: 'Continuar',
  'Support renews automatically; nothing to extend.': 'El soporte se renueva automáticamente; no hay nada que ampliar.',
  'You have no subscriptions.': 'No tiene suscripciones.',
  Subscriptions: 'Suscripciones',
  'Licences {{licences}}': 'Licencias {{licences}}',
  Subscription: 'Suscripción',
  'Pays for': 'Paga',
  Supports: 'Da soporte a',
  'Cancelled — ends on {{date}}': 'Cancelada — termina el {{date}}',
  'Active, renews automatically': 'Activa, se renueva automáticamente',
  'Next billing date': 'Próxima fecha de cobro',
  none: 'ninguna',
  Amount: 'Importe',
  'Current period ends': 'Fin del periodo actual',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Cancelación solicitada; esperando la confirmación del proveedor de pagos…',
  'Resuming; waiting for the payment provider to confirm…':
    'Reanudando; esperando la confirmación del proveedor de pagos…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    '¿Ha cambiado de opinión? Hasta el {{date}} puede reanudarla, y se renovará como antes.',
  'Cancel subscription': 'Cancelar suscripción',
  Resume: 'Reanudar',
  'Manage payment method': 'Gestionar método de pago',
  'Confirm cancellation': 'Confirmar cancelación',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    '¿Cancelar al final del periodo actual? Seguirá activa hasta el {{date}} y no se volverá a cobrar.',
  'Yes, cancel at period end': 'Sí, cancelar al final del periodo',
  'Keep subscription': 'Mantener la suscripción',
  '{{price}} per month plus VAT': '{{price}} al mes más IVA',
  '{{price}} per year plus VAT': '{{price}} al año más IVA',
  '1 seat': '1 puesto',
  '{{count}} seats': '{{count}} puestos',
  'This action is not available.': 'Esta acción no está disponible.',
  'The shop could not be reached. Please check your connection and try again.':
    'No se pudo conectar con la tienda. Compruebe su conexión e inténtelo de nuevo.',
  'You have no licences yet.': 'Todavía no tiene licencias.',
  Licences: 'Licencias',
  Licence: 'Licencia',
  Aircraft: 'Avión',
  Configuration: 'Configuración',
  'Add-ons': 'Complementos',
  'Licence key (re-issued {{date}})': 'Clave de licencia (reemitida el {{date}})',
  'Licence key': 'Clave de licencia',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'La disputa sobre esta compra se resolvió a su favor, pero la suscripción de soporte que canceló no se puede reanudar.',
  'Restart support': 'Reiniciar el soporte',
  'Continue support from {{date}}': 'Continuar el soporte desde el {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Facturación',
  Seats: 'Puestos',
  'Seat {{number}} key ({{licence}})': 'Clave del puesto {{number}} ({{licence}})',
  Purchased: 'Comprada',
  'Revoked (refunded)': 'Revocada (reembolsada)',
  'Transfer to {{email}} pending since {{date}}.': 'Transferencia a {{email}} pendiente desde el {{date}}.',
  'Cancel transfer': 'Cancelar transferencia',
  'Transfer to a new owner…': 'Transferir a un nuevo titular…',
  "New owner's e-mail address": 'Dirección de correo del nuevo titular',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'El nuevo titular acepta la licencia tras iniciar sesión con esta dirección; entonces deja de ser suya y su clave se reemite.',
  'Offer transfer': 'Ofrecer transferencia',
  'Licences offered to you': 'Licencias que le ofrecen',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) de {{email}}, ofrecida el {{date}}.',
  'Accept licence {{licence}}': 'Aceptar la licencia {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Cada licencia y puesto de trainer comprados con su dirección de correo, con su clave. Copie una clave en el diálogo de licencia del simulador en el ordenador donde se ejecuta; una clave reemitida tras una transferencia o una renovación sustituye a la que tenía.',
  'neo and ceo': 'neo y ceo',
  'ceo only': 'solo ceo',
  'Support active until {{date}}, renews automatically': 'Soporte activo hasta el {{date}}, se renueva automáticamente',
  'Support active until {{date}}, cancelled (does not renew)':
    'Soporte activo hasta el {{date}}, cancelado (no se renueva)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Soporte activo hasta el {{date}}, pagado por el titular anterior, se renueva automáticamente',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Soporte activo hasta el {{date}}, pagado por el titular anterior; no se renueva para usted',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Soporte activo hasta el {{date}}, pagado por otra persona, se renueva automáticamente',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Soporte activo hasta el {{date}}, pagado por otra persona; no se renueva para usted',
  'Support lapsed since {{date}}': 'Soporte caducado desde el {{date}}',
  'Support paused since {{date}}': 'Soporte en pausa desde el {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pago del soporte pendiente: la renovación del {{date}} aún no está pagada',
  'No support on record yet': 'Todavía no consta ningún soporte',
  'Subscription active until {{date}}, renews automatically':
    'Suscripción activa hasta el {{date}}, se renueva automáticamente',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Suscripción activa hasta el {{date}}, cancelada (no se renueva)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Suscripción activa hasta el {{date}}, pagada por el titular anterior, se renueva automáticamente',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Suscripción activa hasta el {{date}}, pagada por el titular anterior; no se renueva para usted',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Suscripción activa hasta el {{date}}, pagada por otra persona, se renueva automáticamente',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Suscripción activa hasta el {{date}}, pagada por otra persona; no se renueva para usted',
  'Subscription lapsed since {{date}}': 'Suscripción caducada desde el {{date}}',
  'Subscription paused since {{date}}': 'Suscripción en pausa desde el {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Pago de la suscripción pendiente: la renovación del {{date}} aún no está pagada',
  'No subscription on record yet': 'Todavía no consta ninguna suscripción',
  Active: 'Activa',
  Trial: 'Prueba',
  'Payment overdue': 'Pago atrasado',
  Paused: 'En pausa',
  Cancelled: 'Cancelada',
  'Support for {{product}}': 'Soporte para {{product}}',
  'Next charge': 'Próximo cobro',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (IVA de {{vat}} incluido)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Cada pedido y renovación pagados con su dirección de correo electrónico, con lo cobrado, sus reembolsos, su factura y sus notas de crédito.',
};

export default es;
