import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  'My account': 'Mon compte',
  'My licences': 'Mes licences',
  'My subscriptions': 'Mes abonnements',
  'My orders and invoices': 'Mes commandes et factures',
  'Extend support': 'Prolonger le support',
  'Signed in as {{email}}': 'Connecté en tant que {{email}}',
  Sessions: 'Sessions',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Vous déconnecte sur cet appareil et sur tous les autres, par exemple un ordinateur partagé d’école de pilotage.',
  'Sign out': 'Se déconnecter',
  'Sign out everywhere': 'Se déconnecter partout',
  'Your data': 'Vos données',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Un fichier JSON avec votre compte, vos commandes, vos licences et leurs clés, vos abonnements, vos transferts et les e-mails que nous vous avons envoyés.',
  'Download my data': 'Télécharger mes données',
  'Delete my account': 'Supprimer mon compte',
  'Delete my account…': 'Supprimer mon compte…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Vos licences et leurs clés continuent de fonctionner, et une nouvelle inscription avec cette adresse les affiche. Les factures sont conservées comme l’exige le droit fiscal.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Cela supprime tous les moyens de vous connecter avec cette adresse (mot de passe, Google, Apple), met fin à toutes les sessions et arrête le renouvellement de tous les abonnements (chacun court jusqu’à la fin de sa période payée). C’est irréversible.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Vous vous connectez avec Google ou Apple : confirmez avec un code que nous envoyons à votre adresse.',
  'Send me a code': 'M’envoyer un code',
  'Send a new code': 'Envoyer un nouveau code',
  'The code from the mail': 'Le code reçu par e-mail',
  'Your password': 'Votre mot de passe',
  Cancel: 'Annuler',
  'Change password': 'Changer le mot de passe',
  'Current password': 'Mot de passe actuel',
  'New password': 'Nouveau mot de passe',
  'At least 10 characters.': 'Au moins 10 caractères.',
  'Confirm new password': 'Confirmer le nouveau mot de passe',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Votre mot de passe a été modifié. Tous les autres appareils sur lesquels vous étiez connecté ont été déconnectés.',
  Password: 'Mot de passe',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Vous vous connectez avec Google ou Apple : votre mot de passe est conservé chez eux, pas ici. Modifiez-le dans votre compte Google ou Apple.',
  'Your account is deleted': 'Votre compte est supprimé',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Tous les moyens de vous connecter avec votre adresse (mot de passe, Google, Apple) sont supprimés et toutes les sessions ont pris fin. Une confirmation est en route vers votre adresse.',
  'What we keep, and why': 'Ce que nous conservons, et pourquoi',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Vos commandes payées, factures et remboursements, pendant 10 ans à compter de la fin de l’année du paiement : le droit fiscal l’exige.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Vos licences et leurs clés : elles continuent de fonctionner, et une nouvelle inscription avec la même adresse les affiche.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Vos abonnements jusqu’à la fin de la période payée : aucun ne se renouvelle plus.',
  'Which mails we sent about an order (never their text), for one year.':
    'Les e-mails que nous avons envoyés au sujet d’une commande (jamais leur texte), pendant un an.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Tout le reste (commandes jamais payées, offres de transfert jamais acceptées, le journal des e-mails envoyés) est supprimé. Pour en savoir plus, lisez notre {{privacy}}.',
  'privacy notice': 'politique de confidentialité',
  'Back to the shop': 'Retour à la boutique',
  'My orders': 'Mes commandes',
  'All your orders': 'Toutes vos commandes',
  'You have no orders yet.': 'Vous n’avez pas encore de commande.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} pour acheter une suite cockpit ou un FMS Trainer.',
  'Visit the shop': 'Visitez la boutique',
  'Older orders': 'Commandes plus anciennes',
  'Order of {{date}}': 'Commande du {{date}}',
  'Renewal of {{date}}': 'Renouvellement du {{date}}',
  Net: 'Net',
  VAT: 'TVA',
  'Total paid': 'Total payé',
  'Net paid': 'Payé après remboursements',
  Status: 'Statut',
  'Order number': 'Numéro de commande',
  'Transaction (for support)': 'Transaction (pour le support)',
  'Download invoice': 'Télécharger la facture',
  Paid: 'Payée',
  Refunded: 'Remboursée',
  'Partly refunded': 'Partiellement remboursée',
  'Refunded on {{date}}': 'Remboursé le {{date}}',
  'Charged back on {{date}}': 'Rétrofacturé le {{date}}',
  'amount not known': 'montant inconnu',
  'Credit note': 'Avoir',
  'Credit note of {{date}}': 'Avoir du {{date}}',
  'Revoked: this key no longer activates the software.': 'Révoquée : cette clé n’active plus le logiciel.',
  'Copy key': 'Copier la clé',
  'Show whole key': 'Afficher toute la clé',
  'Fold key': 'Replier la clé',
  Copied: 'Copiée',
  'Copying is blocked here: select the key and copy it by hand.':
    'La copie est bloquée ici : sélectionnez la clé et copiez-la à la main.',
  'No suite licence is bound to this address.': "Aucune licence de suite n'est liée à cette adresse.",
  'Buy a cockpit suite': 'Acheter une suite cockpit',
  'Suite licences': 'Licences de suite',
  'Licence {{licence}}, {{aircraft}}': 'Licence {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licence {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licence {{licence}}, payée jusqu’au {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Le support a expiré il y a 1 mois : la prolongation comprend 1 mois de rattrapage.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Le support a expiré il y a {{count}} mois : la prolongation comprend {{count}} mois de rattrapage.',
  'Support term': 'Durée du support',
  Monthly: 'Mensuel',
  Annual: 'Annuel',
  'Support will run from {{start}} until {{end}}.': 'Le support courra du {{start}} au {{end}}.',
  'Support will run until {{date}}.': "Le support courra jusqu'au {{date}}.",
  Continue: 'Continuer',
  'Support renews automatically; nothing to extend.': 'Le support se renouvelle automatiquement ; rien à prolonger.',
  'You have no subscriptions.': "Vous n'avez aucun abonnement.",
  Subscriptions: 'Abonnements',
  'Licences {{licences}}': 'Licences {{licences}}',
  Subscription: 'Abonnement',
  'Pays for': 'Paie pour',
  Supports: 'Prend en charge',
  'Cancelled — ends on {{date}}': 'Résilié — se termine le {{date}}',
  'Active, renews automatically': 'Actif, se renouvelle automatiquement',
  'Next billing date': 'Prochaine date de facturation',
  none: 'aucune',
  Amount: 'Montant',
  'Current period ends': 'Fin de la période en cours',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Résiliation demandée ; en attente de la confirmation du prestataire de paiement…',
  'Resuming; waiting for the payment provider to confirm…':
    'Reprise en cours ; en attente de la confirmation du prestataire de paiement…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    "Vous avez changé d'avis ? Jusqu'au {{date}}, vous pouvez le reprendre, et il se renouvelle comme avant.",
  'Cancel subscription': "Résilier l'abonnement",
  Resume: 'Reprendre',
  'Manage payment method': 'Gérer le moyen de paiement',
  'Confirm cancellation': 'Confirmer la résiliation',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    "Résilier à la fin de la période en cours ? Il reste actif jusqu'au {{date}} et ne sera plus facturé.",
  'Yes, cancel at period end': 'Oui, résilier en fin de période',
  'Keep subscription': "Garder l'abonnement",
  '{{price}} per month plus VAT': '{{price}} par mois, TVA en sus',
  '{{price}} per year plus VAT': '{{price}} par an, TVA en sus',
  '1 seat': '1 poste',
  '{{count}} seats': '{{count}} postes',
  'This action is not available.': "Cette action n'est pas disponible.",
  'The shop could not be reached. Please check your connection and try again.':
    'La boutique est injoignable. Veuillez vérifier votre connexion et réessayer.',
  'You have no licences yet.': "Vous n'avez pas encore de licence.",
  Licences: 'Licences',
  Licence: 'Licence',
  Aircraft: 'Avion',
  Configuration: 'Configuration',
  'Add-ons': 'Modules complémentaires',
  'Licence key (re-issued {{date}})': 'Clé de licence (réémise le {{date}})',
  'Licence key': 'Clé de licence',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    "Le litige sur cet achat a été tranché en votre faveur, mais l'abonnement de support qu'il a résilié ne peut pas être repris.",
  'Restart support': 'Relancer le support',
  'Continue support from {{date}}': 'Poursuivre le support à partir du {{date}}',
  '{{product}}: {{seats}}': '{{product}} : {{seats}}',
  Billed: 'Facturation',
  Seats: 'Postes',
  'Seat {{number}} key ({{licence}})': 'Clé du poste {{number}} ({{licence}})',
  Purchased: 'Acheté le',
  'Revoked (refunded)': 'Révoquée (remboursée)',
  'Transfer to {{email}} pending since {{date}}.': 'Transfert vers {{email}} en attente depuis le {{date}}.',
  'Cancel transfer': 'Annuler le transfert',
  'Transfer to a new owner…': 'Transférer à un nouveau titulaire…',
  "New owner's e-mail address": 'Adresse e-mail du nouveau titulaire',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    "Le nouveau titulaire accepte la licence après s'être connecté avec cette adresse ; vous ne la détenez alors plus, et sa clé est réémise.",
  'Offer transfer': 'Proposer le transfert',
  'Licences offered to you': 'Licences qui vous sont proposées',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) de {{email}}, proposée le {{date}}.',
  'Accept licence {{licence}}': 'Accepter la licence {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    "Chaque licence et chaque poste de trainer achetés avec votre adresse e-mail, avec leur clé. Copiez une clé dans la boîte de dialogue de licence du simulateur sur l'ordinateur où il tourne ; une clé réémise après un transfert ou un renouvellement remplace celle que vous aviez.",
  'neo and ceo': 'neo et ceo',
  'ceo only': 'ceo uniquement',
  'Support active until {{date}}, renews automatically':
    "Support actif jusqu'au {{date}}, se renouvelle automatiquement",
  'Support active until {{date}}, cancelled (does not renew)':
    "Support actif jusqu'au {{date}}, résilié (ne se renouvelle pas)",
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    "Support actif jusqu'au {{date}}, payé par le titulaire précédent, se renouvelle automatiquement",
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    "Support actif jusqu'au {{date}}, payé par le titulaire précédent ; il ne se renouvelle pas pour vous",
  'Support active until {{date}}, paid by someone else, renews automatically':
    "Support actif jusqu'au {{date}}, payé par quelqu'un d'autre, se renouvelle automatiquement",
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    "Support actif jusqu'au {{date}}, payé par quelqu'un d'autre ; il ne se renouvelle pas pour vous",
  'Support lapsed since {{date}}': 'Support expiré depuis le {{date}}',
  'Support paused since {{date}}': 'Support suspendu depuis le {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    "Paiement du support dû : le renouvellement du {{date}} n'est pas encore payé",
  'No support on record yet': "Aucun support enregistré pour l'instant",
  'Subscription active until {{date}}, renews automatically':
    "Abonnement actif jusqu'au {{date}}, se renouvelle automatiquement",
  'Subscription active until {{date}}, cancelled (does not renew)':
    "Abonnement actif jusqu'au {{date}}, résilié (ne se renouvelle pas)",
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    "Abonnement actif jusqu'au {{date}}, payé par le titulaire précédent, se renouvelle automatiquement",
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    "Abonnement actif jusqu'au {{date}}, payé par le titulaire précédent ; il ne se renouvelle pas pour vous",
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    "Abonnement actif jusqu'au {{date}}, payé par quelqu'un d'autre, se renouvelle automatiquement",
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    "Abonnement actif jusqu'au {{date}}, payé par quelqu'un d'autre ; il ne se renouvelle pas pour vous",
  'Subscription lapsed since {{date}}': 'Abonnement expiré depuis le {{date}}',
  'Subscription paused since {{date}}': 'Abonnement suspendu depuis le {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    "Paiement de l'abonnement dû : le renouvellement du {{date}} n'est pas encore payé",
  'No subscription on record yet': "Aucun abonnement enregistré pour l'instant",
  Active: 'Actif',
  Trial: 'Essai',
  'Payment overdue': 'Paiement en retard',
  Paused: 'Suspendu',
  Cancelled: 'Résilié',
  'Support for {{product}}': 'Support pour {{product}}',
  'Next charge': 'Prochain prélèvement',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (dont {{vat}} de TVA)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Chaque commande et chaque renouvellement payés avec votre adresse e-mail, avec le montant facturé, ses remboursements, sa facture et ses avoirs.',
};

export default fr;
