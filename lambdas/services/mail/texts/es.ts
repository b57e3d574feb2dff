import type { MailTexts } from './en';

export const es: MailTexts = {
  team: 'El equipo de {{brand}}',
  hello: 'Hola:',
  thanks: 'Gracias por su pedido.',
  legalLine: 'Condiciones, aviso de privacidad, aviso legal y derecho de desistimiento:',
  legalTerms: 'Condiciones',
  legalPrivacy: 'Aviso de privacidad',
  legalImprint: 'Aviso legal',
  legalWithdrawal: 'Derecho de desistimiento',
  orderSubjectOne: 'su clave de licencia',
  orderSubjectMany: 'sus {{count}} claves de licencia',
  orderSubjectExtension: 'su ampliación de soporte está pagada',
  resentSubject: 'Reenviado: {{subject}}',
  factOrderNumber: 'Número de pedido',
  factReference: 'Referencia para soporte',
  factProduct: 'Producto',
  factItems: 'Artículos',
  factRenewal: 'Renovación',
  factNet: 'Precio neto',
  factVat: 'IVA',
  factCharged: 'Importe cobrado',
  excludingVat: '{{amount}} (sin IVA)',
  renewalYear: '{{amount}} al año, con renovación automática hasta que la cancele',
  renewalMonth: '{{amount}} al mes, con renovación automática hasta que la cancele',
  renewalWithVat: '{{gross}} (incluye {{vat}} de IVA)',
  renewalFirstYear: 'Primer año incluido; después, {{price}}',
  extendedUntil:
    'El soporte de la licencia {{licence}} se ha ampliado: ahora dura hasta el {{date}}. Su clave de licencia no cambia.',
  extended: 'El soporte de la licencia {{licence}} se ha ampliado. Su clave de licencia no cambia.',
  seeLicences: 'Ver sus licencias',
  goToLicences: 'Ir a sus licencias',
  seeOrder: 'Ver su pedido y factura',
  keysOne: 'Aquí tiene su clave de licencia.',
  keysMany: 'Aquí tiene sus {{count}} claves de licencia, una por licencia.',
  keysFirst:
    'Aquí tiene las primeras {{mailed}} de sus {{count}} claves de licencia; todas están en su página de licencias.',
  keyLabel: 'Licencia {{index}} de {{count}} ({{licence}})',
  suiteKeyUse:
    'Use esta clave para activar su licencia de {{product}} en el software del simulador. Está vinculada a su dirección de correo electrónico.',
  seatKeyUse:
    'Use esta clave para desbloquear un puesto de la aplicación FMS Trainer mientras su suscripción esté activa.',
  seatKeyUseAircraft:
    'Use esta clave para desbloquear un puesto de la aplicación FMS Trainer ({{aircraft}}) mientras su suscripción esté activa.',
  signInToSee:
    'Inicie sesión con esta dirección de correo para ver sus licencias, copiar sus claves y gestionar el soporte cuando quiera.',
  offerSubject: 'le ofrecen una licencia',
  offer: '{{from}} le ofrece su licencia de {{product}} ({{licence}}).',
  offerHowTo:
    'Para aceptarla, inicie sesión (o cree su cuenta) con esta dirección de correo y elija Aceptar. La clave de licencia se emitirá de nuevo para usted.',
  acceptLicence: 'Aceptar la licencia',
  newOwnerSubject: 'la licencia ya es suya',
  newOwnerBound: 'La licencia de {{product}} ({{licence}}) ya está vinculada a su dirección de correo electrónico.',
  newKeyLabel: 'Su nueva clave de licencia',
  newKeyUse: 'Introduzca esta clave en el software; la clave del propietario anterior ya no es la vigente.',
  movedSupportPaid:
    'Su soporte está pagado hasta el {{date}} y no se renueva para usted. Continúelo desde esa fecha con una ampliación de soporte propia.',
  movedSupportNone: 'No tiene soporte activo. Inicie el soporte con una ampliación de soporte propia.',
  continueSupport: 'Continuar el soporte',
  previousOwnerSubject: 'su transferencia de licencia se ha completado',
  previousOwnerAccepted:
    '{{to}} ha aceptado su licencia de {{product}} ({{licence}}). Ya no está vinculada a su dirección de correo y su clave anterior ha sido sustituida.',
  previousOwnerMovedByStaff:
    'Nuestro equipo de soporte ha transferido su licencia de {{product}} ({{licence}}) a {{to}}. Ya no está vinculada a su dirección de correo y su clave anterior ha sido sustituida.',
  byStaff: 'Nuestro equipo de soporte ha realizado este cambio. Responda a este correo si no lo esperaba.',
  resentByStaff: 'Nuestro equipo de soporte le ha vuelto a enviar este correo.',
  correctedByStaff:
    'Nuestro equipo de soporte ha corregido la dirección de correo de este pedido a la suya y ha emitido nuevas claves de licencia.',
  renewalStoppedAfter:
    'Su suscripción de soporte para ella deja de renovarse después del {{date}}: no se le volverá a cobrar por esta licencia.',
  renewalStopped: 'Su suscripción de soporte para ella deja de renovarse: no se le volverá a cobrar por esta licencia.',
  lapsingSubject: 'su soporte termina pronto',
  lapsing: 'El soporte de su licencia de {{product}} ({{licence}}) termina el {{date}} y no se renueva.',
  lapsingAdvice: 'Amplíelo antes para conservar actualizaciones y ayuda sin meses de recuperación.',
  extendSupport: 'Ampliar el soporte',
  lapsedSubject: 'su soporte ha caducado',
  lapsed: 'El soporte de su licencia de {{product}} ({{licence}}) terminó el {{date}}. Su licencia sigue funcionando.',
  lapsedAdvice:
    'Puede ampliar el soporte en cualquier momento; la ampliación incluye los meses transcurridos desde que caducó.',
  extendedForOwnerSubject: 'se ha ampliado el soporte de su licencia',
  extendedForOwner:
    'Alguien ha comprado una ampliación de soporte para su licencia de {{product}} ({{licence}}). Su soporte dura ahora hasta el {{date}}.',
  extendedForOwnerNothingToDo: 'Su clave de licencia no cambia; no tiene que hacer nada.',
  cancelledSubject: 'Su suscripción está cancelada',
  cancelled: 'Ha cancelado su suscripción a «{{product}}». Sigue activa hasta el {{date}} y no se volverá a cobrar.',
  factSubscription: 'Suscripción',
  factEndsOn: 'Termina el',
  cancelledResume:
    '¿Ha cambiado de opinión? Hasta ese día puede reanudarla en su página de suscripciones, sin coste adicional.',
  resumeOrManage: 'Reanudar o gestionar suscripciones',
  resumedSubject: 'Su suscripción continúa',
  resumedOn: 'Su suscripción a «{{product}}» ya no está cancelada: continúa y se renueva automáticamente el {{date}}.',
  resumed: 'Su suscripción a «{{product}}» ya no está cancelada: continúa y se renueva automáticamente.',
  cancelAgain: 'Puede volver a cancelarla en cualquier momento antes de esa fecha.',
  seeSubscriptions: 'Ver sus suscripciones',
  passwordChangedSubject: 'su contraseña ha cambiado',
  passwordChanged:
    'La contraseña de su cuenta de {{brand}} {{email}} se cambió el {{date}}. Se ha cerrado la sesión en todos los demás dispositivos donde la tenía iniciada.',
  passwordChangedNotYou:
    'Si no la ha cambiado usted, establezca ahora una contraseña nueva con «¿Olvidó su contraseña?».',
  signIn: 'Iniciar sesión',
  deleteCodeSubject: 'su código para eliminar su cuenta',
  deleteCode:
    'Ha pedido eliminar su cuenta de {{brand}} {{email}}. Introduzca este código en la página de su cuenta para confirmarlo.',
  deleteCodeLabel: 'Su código',
  deleteCodeExpiry:
    'El código es válido durante 15 minutos. Si no lo ha pedido, ignore este correo: su cuenta queda como está.',
  accountDeletedSubject: 'su cuenta se ha eliminado',
  accountDeleted:
    'Su cuenta de {{brand}} {{email}} y todas las formas de iniciar sesión en ella se eliminaron el {{date}}, y todas las sesiones han terminado.',
  accountDeletedKept:
    'Conservado para la contabilidad: sus pedidos pagados, facturas y reembolsos (10 años, como exige la ley fiscal). Sus licencias y sus claves siguen funcionando, y al registrarse de nuevo con esta dirección vuelven a aparecer.',
  accountDeletedSubscriptions:
    'Sus suscripciones ya no se renuevan; cada una dura hasta el final de su periodo pagado.',
};
