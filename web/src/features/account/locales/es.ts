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
  'Net paid': 'Neto pagado',
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
};

export default es;
