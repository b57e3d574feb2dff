import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  '{{price}} per month': '月額 {{price}}',
  '{{price}} per year': '年額 {{price}}',
  'Prices are excluding VAT.': '価格は付加価値税（VAT）別です。',
  Continue: '続ける',
  'Price breakdown': '価格の内訳',
  'First year of support included': '初年度のサポート込み',
  'Get {{product}} on the App Store': 'App Store で {{product}} を入手',
  'Get {{product}} on the Microsoft Store': 'Microsoft Store で {{product}} を入手',
  'Prices are shown for up to {{count}} licences.': '価格は最大 {{count}} ライセンスまで表示されます。',
  'Aircraft type': '機種',
  Platform: 'プラットフォーム',
  'Licence type': 'ライセンスの種類',
  Subscription: 'サブスクリプション',
  Personal: '個人用',
  Classroom: '教室用',
  Monthly: '月額',
  Annual: '年額',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Windows PC またはタブレットで制限なく使用可能、ハードウェア M(CDU) の接続にオプションで対応',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Windows PC またはタブレットでの個人利用（自宅または職場、1 日最大 4 時間）',
  'Use on iPad without restrictions': 'iPad で制限なく使用可能',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'iPad での個人利用（自宅または職場、1 日最大 4 時間）',
  'Download the FMS Trainer app': 'FMS Trainer アプリをダウンロード',
  'Purchase FMS Trainer': 'FMS Trainer を購入',
  '{{platform}} FMS Trainer user licence': '{{platform}} 版 FMS Trainer ユーザーライセンス',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{aircraft}} 用 {{platform}} 版 FMS Trainer',
  '{{platform}} FMS Trainer for your aircraft': 'お使いの機種用 {{platform}} 版 FMS Trainer',
  'FMS Trainer for {{aircraft}}': '{{aircraft}} 用 FMS Trainer',
  '{{product}} on iPad': 'iPad 上の {{product}}',
  'Unknown aircraft type': '不明な機種',
  'Your licence': 'お客様のライセンス',
  Quantity: '数量',
  'Choose an aircraft type, licence type and subscription to see the price.':
    '価格を表示するには、機種、ライセンスの種類、サブスクリプションを選択してください。',
  'Volume discounts per licence': 'ライセンスあたりのボリュームディスカウント',
  '{{minimum}} or more': '{{minimum}} 以上',
  '{{minimum}} to {{maximum}}': '{{minimum}}～{{maximum}}',
  '{{brand}} suite user licence for private home use': '{{brand}} スイート 個人の家庭用ユーザーライセンス',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'ご自宅のコックピット向けの非商用の永続ライセンス。初年度の Bronze サポートが含まれます。',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} スイート',
  '{{brand}} cockpit suite': '{{brand}} コックピットスイート',
  Configuration: '構成',
  'neo and ceo': 'neo と ceo',
  'ceo only': 'ceo のみ',
  'Add-ons': 'アドオン',
  '+ {{price}} per licence': 'ライセンスあたり + {{price}}',
  Term: '期間',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    '年額 — 1 年間の Bronze サポートが含まれ、その後は {{price}} で更新されます。',
  'Choose an aircraft type to see the price.': '価格を表示するには機種を選択してください。',
  'Choose a configuration to see the price.': '価格を表示するには構成を選択してください。',
  'About {{brand}}': '{{brand}} について',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} は、家庭用コックピットと訓練中のパイロット向けのフライトシミュレーターソフトウェアを開発しています。',
  'What we sell': '販売製品',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    'A320 ファミリー、737、737 MAX 8 向けの{{suites}}。737 用の Head-up Display などのアドオンもあります。',
  '{{brand}} cockpit suites': '{{brand}} コックピットスイート',
  '{{support}} that keep a suite up to date.': 'スイートを最新の状態に保つ{{support}}。',
  'Support subscriptions': 'サポートサブスクリプション',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Windows PC またはタブレットと iPad 向けの {{trainer}} ライセンス（月額または年額、個人用または教室用）。',
  'Licence terms': 'ライセンス条件',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'スイートライセンスは永続的で、個人の非商用の家庭での使用に限られます。',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'サポートが付属します。1 年間の Bronze サポートが含まれ、その後サポートは毎年自動更新され、いつでも解約できます。',
  'A suite licence is transferable to a new owner on request.':
    'スイートライセンスは、ご依頼により新しい所有者に譲渡できます。',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    '個人用 FMS Trainer ライセンスは、自宅または職場での 1 日最大 4 時間の個人利用向けです。教室用ライセンスにはこの制限はありません。',
  'All prices are in euro and exclude VAT.': 'すべての価格はユーロ建てで、付加価値税（VAT）別です。',
  '{{platform}} FMS Trainer system requirements': '{{platform}} 版 FMS Trainer の動作環境',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    '{{brand}} {{platform}} 版 FMS Trainer を実行するためにデバイスに必要な最小要件です。',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} {{platform}} 版 FMS Trainer を購入',
  Processor: 'プロセッサー',
  'Intel or AMD CPU from 2019 or later': '2019 年以降の Intel または AMD CPU',
  Memory: 'メモリ',
  '8 GB RAM': '8 GB RAM',
  Storage: 'ストレージ',
  '4 GB free disk space': '4 GB の空きディスク容量',
  'Operating system': 'オペレーティングシステム',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10（21H2 以降）64 ビット',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 以降',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad（第 10 世代）以降',
  'iPad Air 4th Gen or newer': 'iPad Air（第 4 世代）以降',
  'iPad Mini 6th Gen or newer': 'iPad mini（第 6 世代）以降',
  'iPad Pro 2nd Gen or newer': 'iPad Pro（第 2 世代）以降',
  'Extend your support subscription': 'サポートサブスクリプションを延長',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'サポートにより {{brand}} スイートが常に最新の状態に保たれ、サービスデスクに直接お問い合わせいただけます。',
  'Bronze support': 'Bronze サポート',
  'Every suite licence includes the first year of Bronze support.':
    'すべてのスイートライセンスに初年度の Bronze サポートが含まれます。',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    '初年度以降、サポートは {{price}}（VAT 別）で自動更新されます。',
  'You can cancel at any time; your licence stays yours.':
    'いつでも解約できます。ライセンスはお客様のものとして残ります。',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'サポートが失効しましたか？終了以降の月数分を追加して、そこから延長できます。',
  'Extend it': '延長する',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    '{{email}} としてサインインしています。サポートを延長するライセンスを選択してください。',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'ライセンスとそのサポートを確認するには、ライセンスキーに紐づいたメールアドレスでサインインしてください。',
  'Extend support for your licences': 'ライセンスのサポートを延長',
  'Sign in to extend support': 'サインインしてサポートを延長',
  'Buy a support extension': 'サポート延長を購入',
  'Your suite licences': 'お客様のスイートライセンス',
  'Extend support': 'サポートを延長',
  'support renews automatically': 'サポートは自動更新されます',
  'Support runs until {{date}} and renews automatically.': 'サポートは {{date}} まで有効で、自動更新されます。',
  'Support runs until {{date}}.': 'サポートは {{date}} まで有効です。',
  'Support lapsed on {{date}}.': 'サポートは {{date}} に失効しました。',
  'No support is on record for this licence.': 'このライセンスにはサポートの記録がありません。',
  'Support paused since {{date}}': 'サポートは{{date}}から一時停止中',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'サポートの支払い期限超過：{{date}}の更新分が未払いです',
  'Suite support extension': 'スイートのサポート延長',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'スイートライセンスの Bronze サポートを開始または延長します。サポートが失効している場合は、終了以降の月数分を追加すれば最新リリースに戻れます。',
  '{{family}} suite support': '{{family}} スイートのサポート',
  'Suite support': 'スイートのサポート',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'お客様のライセンスは {{family}} スイート用です。上で {{family}} を選択してください。',
  'Lapsed months to catch up': '追加する失効月数',
  '{{price}} per lapsed month, once.': '失効月あたり {{price}}（1 回のみ）。',
  'Your support extension': 'お客様のサポート延長',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'このライセンスのサポートは {{date}} に自動更新されます。延長の必要はありません。',
  'Support will run from {{start}} until {{end}}.': 'サポートは {{start}} から {{end}} まで有効です。',
  'Support will run until {{end}}.': 'サポートは {{end}} まで有効です。',
  'Support then renews at {{price}}; cancel at any time.':
    'その後サポートは {{price}} で更新されます。いつでも解約できます。',
  'The key could not be checked just now. Please try again.':
    '現在キーを確認できませんでした。もう一度お試しください。',
  'Your suite licence': 'お客様のスイートライセンス',
  'Licence key': 'ライセンスキー',
  'Check licence key': 'ライセンスキーを確認',
  'Licence {{id}}: {{family}} suite.': 'ライセンス {{id}}: {{family}} スイート。',
  'Or {{signIn}} to choose one of your licences.': 'または{{signIn}}して、お持ちのライセンスから選択します。',
  'sign in': 'サインイン',
  'Your licences could not be read just now. Please try again.':
    '現在ライセンスを読み込めませんでした。もう一度お試しください。',
  'Reading your licences…': 'ライセンスを読み込んでいます…',
  'No suite licence is bound to your address.': 'お客様のアドレスに紐づいたスイートライセンスはありません。',
  'See your licences': 'ライセンスを見る',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'これは {{brand}} のライセンスキーではありません。ライセンスのメールまたは /licenses からキー全体をコピーしてください。',
  'This licence key does not verify. Check that it was copied completely.':
    'このライセンスキーは検証できません。完全にコピーされているか確認してください。',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'サポート延長はスイートライセンス用です。このキーはトレーナーのシート用です。',
};

export default ja;
