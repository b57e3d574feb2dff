import type { MailTexts } from './en';

export const fr: MailTexts = {
  team: 'L’équipe {{brand}}',
  hello: 'Bonjour,',
  thanks: 'Merci pour votre commande.',
  legalLine: 'Conditions, politique de confidentialité, mentions légales et droit de rétractation :',
  legalTerms: 'Conditions',
  legalPrivacy: 'Politique de confidentialité',
  legalImprint: 'Mentions légales',
  legalWithdrawal: 'Droit de rétractation',
  orderSubjectOne: 'votre clé de licence',
  orderSubjectMany: 'vos {{count}} clés de licence',
  orderSubjectExtension: 'votre extension de support est payée',
  resentSubject: 'Renvoyé : {{subject}}',
  factOrderNumber: 'Numéro de commande',
  factReference: 'Référence pour le support',
  factProduct: 'Produit',
  factItems: 'Articles',
  factRenewal: 'Renouvellement',
  factNet: 'Prix net',
  factVat: 'TVA',
  factCharged: 'Montant débité',
  excludingVat: '{{amount}} (hors TVA)',
  renewalYear: '{{amount}} par an, renouvelé automatiquement jusqu’à résiliation',
  renewalMonth: '{{amount}} par mois, renouvelé automatiquement jusqu’à résiliation',
  renewalWithVat: '{{gross}} (dont {{vat}} de TVA)',
  renewalFirstYear: 'Première année incluse, puis {{price}}',
  extendedUntil:
    'Le support de la licence {{licence}} est prolongé : il court désormais jusqu’au {{date}}. Votre clé de licence reste la même.',
  extended: 'Le support de la licence {{licence}} est prolongé. Votre clé de licence reste la même.',
  seeLicences: 'Voir vos licences',
  goToLicences: 'Aller à vos licences',
  seeOrder: 'Voir votre commande et votre facture',
  keysOne: 'Voici votre clé de licence.',
  keysMany: 'Voici vos {{count}} clés de licence, une par licence.',
  keysFirst:
    'Voici les {{mailed}} premières de vos {{count}} clés de licence ; toutes figurent sur votre page de licences.',
  keyLabel: 'Licence {{index}} sur {{count}} ({{licence}})',
  suiteKeyUse:
    'Utilisez cette clé pour activer votre licence {{product}} dans le logiciel du simulateur. Elle est liée à votre adresse e-mail.',
  seatKeyUse: 'Utilisez cette clé pour débloquer un poste de l’application FMS Trainer tant que son abonnement court.',
  seatKeyUseAircraft:
    'Utilisez cette clé pour débloquer un poste de l’application FMS Trainer ({{aircraft}}) tant que son abonnement court.',
  signInToSee:
    'Connectez-vous avec cette adresse e-mail pour voir vos licences, copier vos clés et gérer le support à tout moment.',
  offerSubject: 'une licence vous est proposée',
  offer: '{{from}} vous propose sa licence {{product}} ({{licence}}).',
  offerHowTo:
    'Pour l’accepter, connectez-vous (ou créez votre compte) avec cette adresse e-mail et choisissez Accepter. La clé de licence est alors émise à nouveau pour vous.',
  acceptLicence: 'Accepter la licence',
  newOwnerSubject: 'la licence est désormais à vous',
  newOwnerBound: 'La licence {{product}} ({{licence}}) est désormais liée à votre adresse e-mail.',
  newKeyLabel: 'Votre nouvelle clé de licence',
  newKeyUse: 'Saisissez cette clé dans le logiciel ; la clé de l’ancien propriétaire n’est plus la clé en vigueur.',
  movedSupportPaid:
    'Son support est payé jusqu’au {{date}} et ne se renouvelle pas pour vous. Prolongez-le à partir de cette date avec votre propre extension de support.',
  movedSupportNone: 'Elle n’a pas de support en cours. Démarrez le support avec votre propre extension de support.',
  continueSupport: 'Prolonger le support',
  previousOwnerSubject: 'votre transfert de licence est terminé',
  previousOwnerAccepted:
    '{{to}} a accepté votre licence {{product}} ({{licence}}). Elle n’est plus liée à votre adresse e-mail et son ancienne clé est remplacée.',
  previousOwnerMovedByStaff:
    'Notre équipe d’assistance a transféré votre licence {{product}} ({{licence}}) à {{to}}. Elle n’est plus liée à votre adresse e-mail et son ancienne clé est remplacée.',
  byStaff:
    'Notre équipe d’assistance a effectué cette modification. Répondez à cet e-mail si vous ne vous y attendiez pas.',
  resentByStaff: 'Notre équipe d’assistance vous a renvoyé cet e-mail.',
  correctedByStaff:
    'Notre équipe d’assistance a corrigé l’adresse e-mail de cette commande pour la vôtre et a émis de nouvelles clés de licence.',
  renewalStoppedAfter:
    'Votre abonnement de support pour celle-ci ne se renouvelle plus après le {{date}} : cette licence ne vous sera plus facturée.',
  renewalStopped:
    'Votre abonnement de support pour celle-ci ne se renouvelle plus : cette licence ne vous sera plus facturée.',
  lapsingSubject: 'votre support se termine bientôt',
  lapsing: 'Le support de votre licence {{product}} ({{licence}}) se termine le {{date}} et ne se renouvelle pas.',
  lapsingAdvice: 'Prolongez-le avant cette date pour garder les mises à jour et l’aide sans mois de rattrapage.',
  extendSupport: 'Prolonger le support',
  lapsedSubject: 'votre support a expiré',
  lapsed:
    'Le support de votre licence {{product}} ({{licence}}) s’est terminé le {{date}}. Votre licence continue de fonctionner.',
  lapsedAdvice:
    'Vous pouvez prolonger le support à tout moment ; l’extension inclut les mois écoulés depuis son expiration.',
  extendedForOwnerSubject: 'le support de votre licence a été prolongé',
  extendedForOwner:
    'Quelqu’un a acheté une extension de support pour votre licence {{product}} ({{licence}}). Son support court désormais jusqu’au {{date}}.',
  extendedForOwnerNothingToDo: 'Votre clé de licence reste la même ; vous n’avez rien à faire.',
  cancelledSubject: 'Votre abonnement est résilié',
  cancelled:
    'Vous avez résilié votre abonnement à « {{product}} ». Il reste actif jusqu’au {{date}} et ne sera plus facturé.',
  factSubscription: 'Abonnement',
  factEndsOn: 'Se termine le',
  cancelledResume:
    'Vous avez changé d’avis ? Jusqu’à cette date, vous pouvez le reprendre sur votre page d’abonnements, sans frais supplémentaires.',
  resumeOrManage: 'Reprendre ou gérer les abonnements',
  resumedSubject: 'Votre abonnement continue',
  resumedOn:
    'Votre abonnement à « {{product}} » n’est plus résilié : il continue et se renouvelle automatiquement le {{date}}.',
  resumed: 'Votre abonnement à « {{product}} » n’est plus résilié : il continue et se renouvelle automatiquement.',
  cancelAgain: 'Vous pouvez le résilier à nouveau à tout moment d’ici là.',
  seeSubscriptions: 'Voir vos abonnements',
  passwordChangedSubject: 'votre mot de passe a été modifié',
  passwordChanged:
    'Le mot de passe de votre compte {{brand}} {{email}} a été modifié le {{date}}. Tous les autres appareils sur lesquels vous étiez connecté ont été déconnectés.',
  passwordChangedNotYou:
    'Si vous ne l’avez pas modifié, définissez dès maintenant un nouveau mot de passe avec « Mot de passe oublié ? ».',
  signIn: 'Se connecter',
  deleteCodeSubject: 'votre code pour supprimer votre compte',
  deleteCode:
    'Vous avez demandé la suppression de votre compte {{brand}} {{email}}. Saisissez ce code sur la page de votre compte pour la confirmer.',
  deleteCodeLabel: 'Votre code',
  deleteCodeExpiry:
    'Le code est valable 15 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre compte reste tel quel.',
  accountDeletedSubject: 'votre compte est supprimé',
  accountDeleted:
    'Votre compte {{brand}} {{email}} et tous les moyens de vous y connecter ont été supprimés le {{date}}, et toutes les sessions ont pris fin.',
  accountDeletedKept:
    'Conservés pour la comptabilité : vos commandes payées, factures et remboursements (10 ans, comme l’exige le droit fiscal). Vos licences et leurs clés continuent de fonctionner, et une nouvelle inscription avec cette adresse les affiche à nouveau.',
  accountDeletedSubscriptions:
    'Vos abonnements ne se renouvellent plus ; chacun court jusqu’à la fin de sa période payée.',
};
