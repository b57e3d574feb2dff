import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** French. */
const fr: Translations<typeof en> = {
  '{{price}} per month': '{{price}} par mois',
  '{{price}} per year': '{{price}} par an',
  'Prices are excluding VAT.': 'Les prix s’entendent hors TVA.',
  Continue: 'Continuer',
  'Price breakdown': 'Détail du prix',
  'First year of support included': 'Première année d’assistance incluse',
  'Get {{product}} on the App Store': 'Télécharger {{product}} sur l’App Store',
  'Get {{product}} on the Microsoft Store': 'Télécharger {{product}} sur le Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Les prix sont affichés jusqu’à {{count}} licences.',
  'Aircraft type': 'Type d’avion',
  Platform: 'Plateforme',
  'Licence type': 'Type de licence',
  Subscription: 'Abonnement',
  Personal: 'Personnelle',
  Classroom: 'Salle de cours',
  Monthly: 'Mensuel',
  Annual: 'Annuel',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Utilisation sur PC ou tablette Windows, sans restriction, connexion optionnelle d’un M(CDU) matériel',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Usage personnel sur PC ou tablette Windows, à la maison ou au travail, 4 heures par jour maximum',
  'Use on iPad without restrictions': 'Utilisation sur iPad sans restriction',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Usage personnel sur iPad, à la maison ou au travail, 4 heures par jour maximum',
  'Download the FMS Trainer app': 'Téléchargez l’app FMS Trainer',
  'Purchase FMS Trainer': 'Acheter FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Licence utilisateur FMS Trainer pour {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer pour {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer pour {{platform}} pour votre avion',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer pour {{aircraft}}',
  '{{product}} on iPad': '{{product}} sur iPad',
  'Unknown aircraft type': 'Type d’avion inconnu',
  'Your licence': 'Votre licence',
  Quantity: 'Quantité',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Choisissez un type d’avion, un type de licence et un abonnement pour voir le prix.',
  'Volume discounts per licence': 'Remises sur volume par licence',
  '{{minimum}} or more': '{{minimum}} ou plus',
  '{{minimum}} to {{maximum}}': 'De {{minimum}} à {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Licence utilisateur de la suite {{brand}} pour un usage privé à domicile',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Une licence perpétuelle et non commerciale pour votre cockpit à domicile, avec la première année d’assistance Bronze incluse.',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Suite cockpit {{brand}}',
  Configuration: 'Configuration',
  'neo and ceo': 'neo et ceo',
  'ceo only': 'ceo uniquement',
  'Add-ons': 'Modules complémentaires',
  '+ {{price}} per licence': '+ {{price}} par licence',
  Term: 'Durée',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Annuel — une année d’assistance Bronze est incluse, puis elle se renouvelle à {{price}}.',
  'Choose an aircraft type to see the price.': 'Choisissez un type d’avion pour voir le prix.',
  'Choose a configuration to see the price.': 'Choisissez une configuration pour voir le prix.',
  'About {{brand}}': 'À propos de {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} conçoit des logiciels de simulation de vol pour les cockpits à domicile et les pilotes en formation.',
  'What we sell': 'Ce que nous vendons',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} pour la famille A320, le 737 et le 737 MAX 8, avec des modules comme le Head-up Display pour le 737.',
  '{{brand}} cockpit suites': 'Suites cockpit {{brand}}',
  '{{support}} that keep a suite up to date.': 'Des {{support}} qui maintiennent une suite à jour.',
  'Support subscriptions': 'abonnements d’assistance',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Des licences {{trainer}} pour PC ou tablette Windows et pour iPad, mensuelles ou annuelles, personnelles ou pour la salle de cours.',
  'Licence terms': 'Conditions de licence',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Une licence de suite est perpétuelle et réservée à un usage privé et non commercial à domicile.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Elle est accompagnée d’assistance : une année d’assistance Bronze est incluse, puis l’assistance se renouvelle automatiquement chaque année et peut être résiliée à tout moment.',
  'A suite licence is transferable to a new owner on request.':
    'Une licence de suite peut être transférée à un nouveau propriétaire sur demande.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Les licences personnelles FMS Trainer sont réservées à un usage personnel, à la maison ou au travail, 4 heures par jour maximum ; les licences pour salle de cours n’ont pas cette restriction.',
  'All prices are in euro and exclude VAT.': 'Tous les prix sont en euros et hors TVA.',
  '{{platform}} FMS Trainer system requirements': 'Configuration requise de FMS Trainer pour {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Le minimum requis par votre appareil pour exécuter {{brand}} FMS Trainer pour {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Acheter {{brand}} FMS Trainer pour {{platform}}',
  Processor: 'Processeur',
  'Intel or AMD CPU from 2019 or later': 'Processeur Intel ou AMD de 2019 ou plus récent',
  Memory: 'Mémoire',
  '8 GB RAM': '8 Go de RAM',
  Storage: 'Stockage',
  '4 GB free disk space': '4 Go d’espace disque libre',
  'Operating system': 'Système d’exploitation',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 et versions ultérieures) 64 bits',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 Go de RAM',
  'iOS 17.2 or newer': 'iOS 17.2 ou version ultérieure',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10e génération ou plus récent',
  'iPad Air 4th Gen or newer': 'iPad Air 4e génération ou plus récent',
  'iPad Mini 6th Gen or newer': 'iPad mini 6e génération ou plus récent',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2e génération ou plus récent',
  'Extend your support subscription': 'Prolongez votre abonnement d’assistance',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'L’assistance maintient votre suite {{brand}} à jour et vous donne un accès direct à notre service d’assistance.',
  'Bronze support': 'Assistance Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Chaque licence de suite inclut la première année d’assistance Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Après la première année, l’assistance se renouvelle automatiquement à {{price}} (hors TVA).',
  'You can cancel at any time; your licence stays yours.':
    'Vous pouvez résilier à tout moment ; votre licence reste la vôtre.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Assistance expirée ? Rattrapez les mois écoulés depuis sa fin et prolongez à partir de là.',
  'Extend it': 'La prolonger',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Vous êtes connecté en tant que {{email}} : choisissez la licence dont vous voulez prolonger l’assistance.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Connectez-vous avec l’adresse e-mail liée à vos clés de licence pour voir vos licences et leur assistance.',
  'Extend support for your licences': 'Prolonger l’assistance de vos licences',
  'Sign in to extend support': 'Connectez-vous pour prolonger l’assistance',
  'Buy a support extension': 'Acheter une extension d’assistance',
  'Your suite licences': 'Vos licences de suite',
  'Extend support': 'Prolonger l’assistance',
  'support renews automatically': 'l’assistance se renouvelle automatiquement',
  'Support runs until {{date}} and renews automatically.':
    'L’assistance court jusqu’au {{date}} et se renouvelle automatiquement.',
  'Support runs until {{date}}.': 'L’assistance court jusqu’au {{date}}.',
  'Support lapsed on {{date}}.': 'L’assistance a expiré le {{date}}.',
  'No support is on record for this licence.': 'Aucune assistance n’est enregistrée pour cette licence.',
  'Support paused since {{date}}': 'Support suspendu depuis le {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    "Paiement du support dû : le renouvellement du {{date}} n'est pas encore payé",
  'Suite support extension': 'Extension d’assistance de la suite',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Démarrez ou prolongez l’assistance Bronze de votre licence de suite. Si votre assistance a expiré, rattrapez les mois écoulés depuis sa fin et vous revenez à la version actuelle.',
  '{{family}} suite support': 'Assistance de la suite {{family}}',
  'Suite support': 'Assistance de la suite',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Votre licence concerne la suite {{family}} ; choisissez {{family}} ci-dessus.',
  'Lapsed months to catch up': 'Mois expirés à rattraper',
  '{{price}} per lapsed month, once.': '{{price}} par mois expiré, une seule fois.',
  'Your support extension': 'Votre extension d’assistance',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'L’assistance de cette licence se renouvelle automatiquement le {{date}} ; il n’y a rien à prolonger.',
  'Support will run from {{start}} until {{end}}.': 'L’assistance courra du {{start}} au {{end}}.',
  'Support will run until {{end}}.': 'L’assistance courra jusqu’au {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'L’assistance se renouvelle ensuite à {{price}} ; résiliable à tout moment.',
  'The key could not be checked just now. Please try again.':
    'La clé n’a pas pu être vérifiée pour le moment. Veuillez réessayer.',
  'Your suite licence': 'Votre licence de suite',
  'Licence key': 'Clé de licence',
  'Check licence key': 'Vérifier la clé de licence',
  'Licence {{id}}: {{family}} suite.': 'Licence {{id}} : suite {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Ou {{signIn}} pour choisir l’une de vos licences.',
  'sign in': 'connectez-vous',
  'Your licences could not be read just now. Please try again.':
    'Vos licences n’ont pas pu être lues pour le moment. Veuillez réessayer.',
  'Reading your licences…': 'Lecture de vos licences…',
  'No suite licence is bound to your address.': 'Aucune licence de suite n’est liée à votre adresse.',
  'See your licences': 'Voir vos licences',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Ce n’est pas une clé de licence {{brand}}. Copiez la clé entière depuis votre e-mail de licence ou depuis /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Cette clé de licence ne se vérifie pas. Vérifiez qu’elle a été copiée entièrement.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Les extensions d’assistance concernent les licences de suite ; cette clé correspond à un poste de formation.',
};

export default fr;
