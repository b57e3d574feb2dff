import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  Checkout: 'Commande',
  Payment: 'Paiement',
  'Your order': 'Votre commande',
  'Your licences': 'Vos licences',
  'E-mail address': 'Adresse e-mail',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Vos clés de licence sont liées à cette adresse et y sont envoyées. Connectez-vous plus tard avec elle pour voir vos licences.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Vous êtes connecté : vos clés de licence sont liées à l’adresse e-mail de votre compte.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Vous verrez ensuite le montant TVA comprise avant de payer ; rien n’est débité avant que vous confirmiez le paiement.',
  'VAT is added for your country at payment.': 'La TVA de votre pays est ajoutée au paiement.',
  'Starting payment…': 'Démarrage du paiement…',
  'Continue to payment': 'Continuer vers le paiement',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Nos {{terms}} s’appliquent ; voir le {{withdrawal}} pour le contenu numérique et la {{privacy}}.',
  terms: 'conditions',
  'right of withdrawal': 'droit de rétractation',
  'privacy notice': 'politique de confidentialité',
  'Extends the support of licence {{licence}}.': 'Prolonge le support de la licence {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Prolonge le support de la licence {{licence}}, y compris {{count}} mois de rattrapage pour la période où son support avait expiré.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Prolonge le support de la licence {{licence}}, y compris {{count}} mois de rattrapage pour la période où son support avait expiré.',
  Item: 'Article',
  Amount: 'Montant',
  'First year of support included': 'Première année de support incluse',
  'Support is free for the first year of each licence': 'Le support est gratuit la première année de chaque licence',
  'Net price': 'Prix net',
  'one-time': 'unique',
  'per month': 'par mois',
  'per year': 'par an',
  'Order {{number}}': 'Commande {{number}}',
  'Your licences will be bound to {{email}}.': 'Vos licences seront liées à {{email}}.',
  'Change the e-mail address': 'Modifier l’adresse e-mail',
  'Support of licence {{licence}} will run until {{date}}.':
    'Le support de la licence {{licence}} courra jusqu’au {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Le formulaire de paiement sécurisé s’ouvre au-dessus de cette page. Le fermer sans payer vous ramène à votre panier.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'La carte a été refusée. Rien n’a été débité ; essayez une autre carte ou un autre moyen de paiement dans le formulaire.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Le formulaire de paiement a signalé un problème. Vérifiez les informations saisies et réessayez.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Le formulaire de paiement sécurisé n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  'This payment link is incomplete: it names no order.':
    'Ce lien de paiement est incomplet : il ne désigne aucune commande.',
  'Thank you for your purchase.': 'Merci pour votre achat.',
  'Order number': 'Numéro de commande',
  'Reference for support': 'Référence pour le support',
  Bought: 'Acheté',
  VAT: 'TVA',
  'Amount charged': 'Montant débité',
  '{{amount}}, excluding VAT': '{{amount}}, hors TVA',
  'Licences bound to': 'Licences liées à',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Le support de la licence {{licence}} court désormais jusqu’au {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'Votre clé de licence a été émise et envoyée à {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Vos {{count}} clés de licence ont été émises et envoyées à {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Votre paiement est en cours de confirmation. Vos licences sont émises dès qu’il l’est, puis un e-mail suit ; cette page n’a pas besoin de rester ouverte.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Paiement reçu. Vos licences sont en cours d’émission ; cela prend quelques secondes…',
  'What happens next': 'La suite',
  'A confirmation e-mail is on its way.': 'Un e-mail de confirmation est en route.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Un e-mail avec vos clés de licence est en route ; conservez-le.',
  'Your licence key stays the same.': 'Votre clé de licence reste la même.',
  'Enter a key in the simulator software to activate it.':
    'Saisissez une clé dans le logiciel du simulateur pour l’activer.',
  'Your licences, keys and support are always in your account under My licences.':
    'Vos licences, clés et support se trouvent toujours dans votre compte, sous Mes licences.',
  'Create your account with this e-mail to see your licences':
    'Créez votre compte avec cet e-mail pour voir vos licences',
  'Go to your licences': 'Aller à vos licences',
  'Back to the shop': 'Retour à la boutique',
  'Test payment — local Paddle stand-in': 'Paiement de test — remplaçant local de Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Ceci est un formulaire de test de l’environnement de développement local. Aucune carte n’est débitée et aucun argent réel ne circule ; payer ici envoie les mêmes webhooks signés que Paddle.',
  'Pay (test)': 'Payer (test)',
  'Decline card (test)': 'Refuser la carte (test)',
  'Cancel payment': 'Annuler le paiement',
  'The local test payment was refused. Is the local stack still running?':
    'Le paiement de test local a été refusé. L’environnement local fonctionne-t-il encore ?',
  'The payment was cancelled. Your basket is as you left it.':
    'Le paiement a été annulé. Votre panier est tel que vous l’avez laissé.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Le paiement n’a pas abouti. Rien n’a été débité ; veuillez réessayer.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Veuillez saisir une adresse e-mail valide, par exemple nom@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'La quantité doit être un nombre entier de 1 à {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'L’un des modules complémentaires choisis n’est pas disponible pour ce produit.',
  'The shop could not be reached. Please check your connection and try again.':
    'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
  'Something went wrong on our side. Please try again in a moment.':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Les mois de rattrapage doivent être un nombre entier de 0 à {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Cette licence ne peut pas être prolongée avec ce produit. Veuillez recommencer depuis vos licences.',
  'Refunded on {{date}}': 'Remboursé le {{date}}',
  'Charged back on {{date}}': 'Rétrofacturé le {{date}}',
  'amount not known': 'montant inconnu',
  'Credit note': 'Avoir',
  'Credit note of {{date}}': 'Avoir du {{date}}',
  'Net paid': 'Payé après remboursements',
  'This order was refunded: its licence keys no longer activate the software.':
    'Cette commande a été remboursée : ses clés de licence n’activent plus le logiciel.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Nos conditions ont changé pendant que cette page était ouverte. Veuillez recharger la page et les relire.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Le support de cette licence se renouvelle déjà automatiquement ; une extension paierait deux fois la même période. Annulez d’abord le renouvellement si vous voulez le prolonger avec une autre durée.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'L’abonnement de support de cette licence est en pause ; une fois repris, il renouvelle le support de la licence, une extension paierait donc deux fois la même période. Reprenez-le, ou annulez-le d’abord si vous voulez le prolonger avec une autre durée.',
};

export default fr;
