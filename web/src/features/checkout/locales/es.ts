import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  Checkout: 'Pago del pedido',
  Payment: 'Pago',
  'Your order': 'Su pedido',
  'Your licences': 'Sus licencias',
  'E-mail address': 'Correo electrónico',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Sus claves de licencia quedan vinculadas a esta dirección y se envían a ella. Inicie sesión con ella más tarde para ver sus licencias.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Ha iniciado sesión: sus claves de licencia quedan vinculadas a la dirección de correo de su cuenta.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'A continuación verá el importe con IVA y pagará; no se cobra nada antes de que confirme el pago.',
  'VAT is added for your country at payment.': 'El IVA de su país se añade en el pago.',
  'Starting payment…': 'Iniciando el pago…',
  'Continue to payment': 'Continuar al pago',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Se aplican nuestras {{terms}}; consulte el {{withdrawal}} para contenido digital y el {{privacy}}.',
  terms: 'condiciones',
  'right of withdrawal': 'derecho de desistimiento',
  'privacy notice': 'aviso de privacidad',
  'Extends the support of licence {{licence}}.': 'Amplía el soporte de la licencia {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Amplía el soporte de la licencia {{licence}}, con {{count}} mes de recuperación por el tiempo en que su soporte estuvo caducado.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Amplía el soporte de la licencia {{licence}}, con {{count}} meses de recuperación por el tiempo en que su soporte estuvo caducado.',
  Item: 'Artículo',
  Amount: 'Importe',
  'First year of support included': 'Primer año de soporte incluido',
  'Support is free for the first year of each licence': 'El soporte es gratuito el primer año de cada licencia',
  'Net price': 'Precio neto',
  'one-time': 'pago único',
  'per month': 'al mes',
  'per year': 'al año',
  'Order {{number}}': 'Pedido {{number}}',
  'Your licences will be bound to {{email}}.': 'Sus licencias quedarán vinculadas a {{email}}.',
  'Change the e-mail address': 'Cambiar la dirección de correo',
  'Support of licence {{licence}} will run until {{date}}.':
    'El soporte de la licencia {{licence}} durará hasta el {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'El formulario de pago seguro se abre sobre esta página. Si lo cierra sin pagar, vuelve a su cesta.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'La tarjeta fue rechazada. No se ha cobrado nada; pruebe otra tarjeta u otro método de pago en el formulario.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'El formulario de pago ha informado de un problema. Compruebe los datos introducidos e inténtelo de nuevo.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'No se ha podido cargar el formulario de pago seguro. Compruebe su conexión e inténtelo de nuevo.',
  'This payment link is incomplete: it names no order.':
    'Este enlace de pago está incompleto: no indica ningún pedido.',
  'Thank you for your purchase.': 'Gracias por su compra.',
  'Order number': 'Número de pedido',
  'Reference for support': 'Referencia para soporte',
  Bought: 'Comprado',
  VAT: 'IVA',
  'Amount charged': 'Importe cobrado',
  '{{amount}}, excluding VAT': '{{amount}}, sin IVA',
  'Licences bound to': 'Licencias vinculadas a',
  'Support of licence {{licence}} now runs until {{date}}.':
    'El soporte de la licencia {{licence}} dura ahora hasta el {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Su clave de licencia se ha emitido y enviado a {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Sus {{count}} claves de licencia se han emitido y enviado a {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Su pago se está confirmando. Sus licencias se emiten en cuanto se confirme y después le llegará un correo; no hace falta mantener esta página abierta.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Pago recibido. Se están emitiendo sus licencias; tarda unos segundos…',
  'What happens next': 'Qué ocurre ahora',
  'A confirmation e-mail is on its way.': 'Le hemos enviado un correo de confirmación.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Le hemos enviado un correo con sus claves de licencia; consérvelo.',
  'Your licence key stays the same.': 'Su clave de licencia no cambia.',
  'Enter a key in the simulator software to activate it.':
    'Introduzca una clave en el software del simulador para activarla.',
  'Your licences, keys and support are always in your account under My licences.':
    'Sus licencias, claves y soporte están siempre en su cuenta, en Mis licencias.',
  'Create your account with this e-mail to see your licences': 'Cree su cuenta con este correo para ver sus licencias',
  'Go to your licences': 'Ir a sus licencias',
  'Back to the shop': 'Volver a la tienda',
  'Test payment — local Paddle stand-in': 'Pago de prueba — sustituto local de Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Este es un formulario de prueba del entorno de desarrollo local. No se cobra ninguna tarjeta ni se mueve dinero real; pagar aquí envía los mismos webhooks firmados que Paddle.',
  'Pay (test)': 'Pagar (prueba)',
  'Decline card (test)': 'Rechazar tarjeta (prueba)',
  'Cancel payment': 'Cancelar el pago',
  'The local test payment was refused. Is the local stack still running?':
    'Se ha rechazado el pago de prueba local. ¿Sigue funcionando el entorno local?',
  'The payment was cancelled. Your basket is as you left it.': 'El pago se ha cancelado. Su cesta está como la dejó.',
  'The payment did not go through. Nothing was charged; please try again.':
    'El pago no se ha completado. No se ha cobrado nada; inténtelo de nuevo.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Introduzca una dirección de correo válida, por ejemplo nombre@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'La cantidad debe ser un número entero de 1 a {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Uno de los complementos elegidos no está disponible para este producto.',
  'The shop could not be reached. Please check your connection and try again.':
    'No se ha podido contactar con la tienda. Compruebe su conexión e inténtelo de nuevo.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Los meses de recuperación deben ser un número entero de 0 a {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Esta licencia no se puede ampliar con este producto. Empiece de nuevo desde sus licencias.',
  'Refunded on {{date}}': 'Reembolsado el {{date}}',
  'Charged back on {{date}}': 'Contracargo el {{date}}',
  'amount not known': 'importe desconocido',
  'Credit note': 'Nota de crédito',
  'Credit note of {{date}}': 'Nota de crédito del {{date}}',
  'Net paid': 'Pagado tras reembolsos',
  'This order was refunded: its licence keys no longer activate the software.':
    'Este pedido se ha reembolsado: sus claves de licencia ya no activan el software.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Nuestras condiciones cambiaron mientras esta página estaba abierta. Vuelva a cargar la página y léalas de nuevo.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'El soporte de esta licencia ya se renueva automáticamente; una extensión pagaría dos veces el mismo periodo. Cancele primero la renovación si quiere ampliarlo con otro plazo.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'La suscripción de soporte de esta licencia está en pausa; al reanudarse renueva el soporte de la licencia, así que una extensión pagaría dos veces el mismo periodo. Reanúdela, o cancélela primero si quiere ampliarlo con otro plazo.',
};

export default es;
