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
  'Net paid': 'Net payé',
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
};

export default fr;
