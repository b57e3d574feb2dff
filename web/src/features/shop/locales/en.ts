/** The shop pages' catalogue in English, the base: each key is its English text. */
const en = {
  '{{price}} per month': '{{price}} per month',
  '{{price}} per year': '{{price}} per year',
  'Prices are excluding VAT.': 'Prices are excluding VAT.',
  Continue: 'Continue',
  'Price breakdown': 'Price breakdown',
  'First year of support included': 'First year of support included',
  'Get {{product}} on the App Store': 'Get {{product}} on the App Store',
  'Get {{product}} on the Microsoft Store': 'Get {{product}} on the Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Prices are shown for up to {{count}} licences.',
  'Aircraft type': 'Aircraft type',
  Platform: 'Platform',
  'Licence type': 'Licence type',
  Subscription: 'Subscription',
  Personal: 'Personal',
  Classroom: 'Classroom',
  Monthly: 'Monthly',
  Annual: 'Annual',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day',
  'Use on iPad without restrictions': 'Use on iPad without restrictions',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Personal use on iPad, at home or at work, maximum 4 hours per day',
  'Download the FMS Trainer app': 'Download the FMS Trainer app',
  'Purchase FMS Trainer': 'Purchase FMS Trainer',
  '{{platform}} FMS Trainer user licence': '{{platform}} FMS Trainer user licence',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{platform}} FMS Trainer for {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': '{{platform}} FMS Trainer for your aircraft',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer for {{aircraft}}',
  '{{product}} on iPad': '{{product}} on iPad',
  'Unknown aircraft type': 'Unknown aircraft type',
  'Your licence': 'Your licence',
  Quantity: 'Quantity',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Choose an aircraft type, licence type and subscription to see the price.',
  'Volume discounts per licence': 'Volume discounts per licence',
  '{{minimum}} or more': '{{minimum}} or more',
  '{{minimum}} to {{maximum}}': '{{minimum}} to {{maximum}}',
  '{{brand}} suite user licence for private home use': '{{brand}} suite user licence for private home use',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} suite',
  '{{brand}} cockpit suite': '{{brand}} cockpit suite',
  Configuration: 'Configuration',
  'neo and ceo': 'neo and ceo',
  'ceo only': 'ceo only',
  'Add-ons': 'Add-ons',
  '+ {{price}} per licence': '+ {{price}} per licence',
  Term: 'Term',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Annual — one year of Bronze support is included, then it renews at {{price}}.',
  'Choose an aircraft type to see the price.': 'Choose an aircraft type to see the price.',
  'Choose a configuration to see the price.': 'Choose a configuration to see the price.',
  'About {{brand}}': 'About {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.',
  'What we sell': 'What we sell',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.',
  '{{brand}} cockpit suites': '{{brand}} cockpit suites',
  '{{support}} that keep a suite up to date.': '{{support}} that keep a suite up to date.',
  'Support subscriptions': 'Support subscriptions',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.',
  'Licence terms': 'Licence terms',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'A suite licence is perpetual and for private, non-commercial home use.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.',
  'A suite licence is transferable to a new owner on request.':
    'A suite licence is transferable to a new owner on request.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.',
  'All prices are in euro and exclude VAT.': 'All prices are in euro and exclude VAT.',
  '{{platform}} FMS Trainer system requirements': '{{platform}} FMS Trainer system requirements',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Buy {{brand}} {{platform}} FMS Trainer',
  Processor: 'Processor',
  'Intel or AMD CPU from 2019 or later': 'Intel or AMD CPU from 2019 or later',
  Memory: 'Memory',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Storage',
  '4 GB free disk space': '4 GB free disk space',
  'Operating system': 'Operating system',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 and newer) 64-bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 or newer',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10th Gen or newer',
  'iPad Air 4th Gen or newer': 'iPad Air 4th Gen or newer',
  'iPad Mini 6th Gen or newer': 'iPad Mini 6th Gen or newer',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2nd Gen or newer',
  'Extend your support subscription': 'Extend your support subscription',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.',
  'Bronze support': 'Bronze support',
  'Every suite licence includes the first year of Bronze support.':
    'Every suite licence includes the first year of Bronze support.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'After the first year support renews automatically at {{price}} (excluding VAT).',
  'You can cancel at any time; your licence stays yours.': 'You can cancel at any time; your licence stays yours.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Support lapsed? Catch up on the months since it ended and extend from there.',
  'Extend it': 'Extend it',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'You are signed in as {{email}}: choose the licence whose support you want to extend.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Sign in with the email address that is bound to your licence keys to see your licences and their support.',
  'Extend support for your licences': 'Extend support for your licences',
  'Sign in to extend support': 'Sign in to extend support',
  'Buy a support extension': 'Buy a support extension',
  'Your suite licences': 'Your suite licences',
  'Extend support': 'Extend support',
  'support renews automatically': 'support renews automatically',
  'Support runs until {{date}} and renews automatically.': 'Support runs until {{date}} and renews automatically.',
  'Support runs until {{date}}.': 'Support runs until {{date}}.',
  'Support lapsed on {{date}}.': 'Support lapsed on {{date}}.',
  'No support is on record for this licence.': 'No support is on record for this licence.',
  'Support paused since {{date}}': 'Support paused since {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Support payment due: the renewal of {{date}} is not paid yet',
  'Suite support extension': 'Suite support extension',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.',
  '{{family}} suite support': '{{family}} suite support',
  'Suite support': 'Suite support',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Your licence is for the {{family}} suite; choose {{family}} above.',
  'Lapsed months to catch up': 'Lapsed months to catch up',
  '{{price}} per lapsed month, once.': '{{price}} per lapsed month, once.',
  'Your support extension': 'Your support extension',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Support for this licence renews automatically on {{date}}; there is nothing to extend.',
  'Support will run from {{start}} until {{end}}.': 'Support will run from {{start}} until {{end}}.',
  'Support will run until {{end}}.': 'Support will run until {{end}}.',
  'Support then renews at {{price}}; cancel at any time.': 'Support then renews at {{price}}; cancel at any time.',
  'The key could not be checked just now. Please try again.':
    'The key could not be checked just now. Please try again.',
  'Your suite licence': 'Your suite licence',
  'Licence key': 'Licence key',
  'Check licence key': 'Check licence key',
  'Licence {{id}}: {{family}} suite.': 'Licence {{id}}: {{family}} suite.',
  'Or {{signIn}} to choose one of your licences.': 'Or {{signIn}} to choose one of your licences.',
  'sign in': 'sign in',
  'Your licences could not be read just now. Please try again.':
    'Your licences could not be read just now. Please try again.',
  'Reading your licences…': 'Reading your licences…',
  'No suite licence is bound to your address.': 'No suite licence is bound to your address.',
  'See your licences': 'See your licences',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'This licence key does not verify. Check that it was copied completely.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Support extensions are for suite licences; this key is for a trainer seat.',
} as const;

export default en;
