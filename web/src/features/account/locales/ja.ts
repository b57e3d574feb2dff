import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'My account': 'マイアカウント',
  'My licences': 'マイライセンス',
  'My subscriptions': 'マイサブスクリプション',
  'My orders and invoices': '注文と請求書',
  'Extend support': 'サポートを延長',
  'Signed in as {{email}}': '{{email}} としてサインイン中',
  Sessions: 'セッション',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'このデバイスと他のすべてのデバイス（フライトスクールの共用パソコンなど）からサインアウトします。',
  'Sign out': 'サインアウト',
  'Sign out everywhere': 'すべてのデバイスからサインアウト',
  'Your data': 'お客様のデータ',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'アカウント、注文、ライセンスとそのキー、サブスクリプション、譲渡、当店からお送りしたメールをまとめた 1 つの JSON ファイルです。',
  'Download my data': 'データをダウンロード',
  'Delete my account': 'アカウントを削除',
  'Delete my account…': 'アカウントを削除…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'ライセンスとそのキーは引き続き使え、このアドレスで再登録すると再び表示されます。請求書は税法の定めに従い保管されます。',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'このアドレスでのすべてのサインイン方法（パスワード、Google、Apple）を削除し、すべてのセッションを終了し、すべてのサブスクリプションの更新を停止します（それぞれ支払い済み期間の終わりまで有効です）。元に戻すことはできません。',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Google または Apple でサインインしています。お客様のアドレスにお送りするコードで確認してください。',
  'Send me a code': 'コードを送信',
  'Send a new code': '新しいコードを送信',
  'The code from the mail': 'メールに記載されたコード',
  'Your password': 'パスワード',
  Cancel: 'キャンセル',
  'Change password': 'パスワードを変更',
  'Current password': '現在のパスワード',
  'New password': '新しいパスワード',
  'At least 10 characters.': '10 文字以上。',
  'Confirm new password': '新しいパスワード（確認）',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'パスワードを変更しました。サインインしていた他のすべてのデバイスからサインアウトしました。',
  Password: 'パスワード',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Google または Apple でサインインしているため、パスワードはここではなく Google または Apple にあります。Google または Apple のアカウントで変更してください。',
  'Your account is deleted': 'アカウントを削除しました',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'お客様のアドレスでのすべてのサインイン方法（パスワード、Google、Apple）を削除し、すべてのセッションを終了しました。確認メールをお送りしています。',
  'What we keep, and why': '保管するものとその理由',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    '支払い済みの注文、請求書、返金: 支払った年の末から 10 年間。税法で定められています。',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'ライセンスとそのキー: 引き続き使え、同じアドレスで再登録すると再び表示されます。',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'サブスクリプション: 支払い済み期間の終わりまで。今後更新されるものはありません。',
  'Which mails we sent about an order (never their text), for one year.':
    '注文についてお送りしたメールの記録（本文は含みません）: 1 年間。',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'その他（未払いの注文、受け取られなかった譲渡の申し出、お送りしたメールの記録）は削除しました。詳しくは{{privacy}}をご覧ください。',
  'privacy notice': 'プライバシーに関する通知',
  'Back to the shop': 'ショップに戻る',
  'My orders': '注文履歴',
  'All your orders': 'すべての注文',
  'You have no orders yet.': 'まだ注文はありません。',
  '{{shop}} to buy a cockpit suite or an FMS trainer.':
    '{{shop}}でコックピットスイートまたは FMS Trainer をお求めください。',
  'Visit the shop': 'ショップ',
  'Older orders': '以前の注文',
  'Order of {{date}}': '{{date}} の注文',
  'Renewal of {{date}}': '{{date}} の更新',
  Net: '税抜',
  VAT: '付加価値税',
  'Total paid': '支払総額',
  'Net paid': '返金後の支払額',
  Status: 'ステータス',
  'Order number': '注文番号',
  'Transaction (for support)': '取引番号（サポート用）',
  'Download invoice': '請求書をダウンロード',
  Paid: '支払い済み',
  Refunded: '返金済み',
  'Partly refunded': '一部返金済み',
  'Refunded on {{date}}': '{{date}} に返金',
  'Charged back on {{date}}': '{{date}} にチャージバック',
  'amount not known': '金額不明',
  'Credit note': 'クレジットノート',
  'Credit note of {{date}}': '{{date}} のクレジットノート',
  'Revoked: this key no longer activates the software.': '失効: このキーではソフトウェアを有効にできません。',
  'Copy key': 'キーをコピー',
  'Show whole key': 'キー全体を表示',
  'Fold key': 'キーを折りたたむ',
  Copied: 'コピーしました',
  'Copying is blocked here: select the key and copy it by hand.':
    'ここではコピーできません。キーを選択して手動でコピーしてください。',
  'No suite licence is bound to this address.': 'このアドレスに紐づくスイートライセンスはありません。',
  'Buy a cockpit suite': 'コックピットスイートを購入',
  'Suite licences': 'スイートライセンス',
  'Licence {{licence}}, {{aircraft}}': 'ライセンス {{licence}}、{{aircraft}}',
  'Licence {{licence}}': 'ライセンス {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'ライセンス {{licence}}、{{date}} まで支払い済み',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'サポートは1か月前に失効しました。延長には未払いの1か月分が含まれます。',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'サポートは{{count}}か月前に失効しました。延長には未払いの{{count}}か月分が含まれます。',
  'Support term': 'サポート期間',
  Monthly: '月払い',
  Annual: '年払い',
  'Support will run from {{start}} until {{end}}.': 'サポートは{{start}}から{{end}}まで有効になります。',
  'Support will run until {{date}}.': 'サポートは{{date}}まで有効になります。',
  Continue: '続ける',
  'Support renews automatically; nothing to extend.': 'サポートは自動更新されます。延長は不要です。',
  'You have no subscriptions.': 'サブスクリプションはありません。',
  Subscriptions: 'サブスクリプション',
  'Licences {{licences}}': 'ライセンス {{licences}}',
  Subscription: 'サブスクリプション',
  'Pays for': '支払い対象',
  Supports: 'サポート対象',
  'Cancelled — ends on {{date}}': '解約済み — {{date}}に終了',
  'Active, renews automatically': '有効、自動更新',
  'Next billing date': '次回請求日',
  none: 'なし',
  Amount: '金額',
  'Current period ends': '現在の期間の終了日',
  'Cancellation requested; waiting for the payment provider to confirm…':
    '解約を申請しました。決済事業者の確認を待っています…',
  'Resuming; waiting for the payment provider to confirm…': '再開しています。決済事業者の確認を待っています…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    '気が変わりましたか？{{date}}までは再開でき、これまでどおり更新されます。',
  'Cancel subscription': 'サブスクリプションを解約',
  Resume: '再開',
  'Manage payment method': '支払い方法を管理',
  'Confirm cancellation': '解約の確認',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    '現在の期間の終わりに解約しますか？{{date}}まで有効で、以後の請求はありません。',
  'Yes, cancel at period end': 'はい、期間の終わりに解約します',
  'Keep subscription': 'サブスクリプションを続ける',
  '{{price}} per month plus VAT': '月額{{price}}（別途VAT）',
  '{{price}} per year plus VAT': '年額{{price}}（別途VAT）',
  '1 seat': '1席',
  '{{count}} seats': '{{count}}席',
  'This action is not available.': 'この操作は利用できません。',
  'The shop could not be reached. Please check your connection and try again.':
    'ショップに接続できませんでした。接続を確認して、もう一度お試しください。',
  'You have no licences yet.': 'ライセンスはまだありません。',
  Licences: 'ライセンス',
  Licence: 'ライセンス',
  Aircraft: '機種',
  Configuration: '構成',
  'Add-ons': 'アドオン',
  'Licence key (re-issued {{date}})': 'ライセンスキー（{{date}}に再発行）',
  'Licence key': 'ライセンスキー',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'この購入をめぐる異議はお客様に有利に解決しましたが、その際に解約されたサポートサブスクリプションは再開できません。',
  'Restart support': 'サポートを新たに開始',
  'Continue support from {{date}}': '{{date}}からサポートを継続',
  '{{product}}: {{seats}}': '{{product}}：{{seats}}',
  Billed: '請求',
  Seats: '席',
  'Seat {{number}} key ({{licence}})': '席{{number}}のキー（{{licence}}）',
  Purchased: '購入日',
  'Revoked (refunded)': '取り消し済み（返金済み）',
  'Transfer to {{email}} pending since {{date}}.': '{{email}}への譲渡は{{date}}から保留中です。',
  'Cancel transfer': '譲渡を取り消す',
  'Transfer to a new owner…': '新しい所有者に譲渡…',
  "New owner's e-mail address": '新しい所有者のメールアドレス',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    '新しい所有者がこのアドレスでサインインしてライセンスを受け取ると、ライセンスはお客様のものではなくなり、キーが再発行されます。',
  'Offer transfer': '譲渡を申し出る',
  'Licences offered to you': 'あなたに譲渡が申し出られたライセンス',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{email}}からの{{product}}（{{licence}}）、{{date}}に申し出。',
  'Accept licence {{licence}}': 'ライセンス {{licence}} を受け取る',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'お客様のメールアドレスで購入したすべてのライセンスとトレーナー席を、キーとともに表示します。キーはシミュレーターを動かすコンピューターのライセンス画面にコピーしてください。譲渡や更新の後に再発行されたキーは、以前のキーに代わります。',
  'neo and ceo': 'neoとceo',
  'ceo only': 'ceoのみ',
  'Support active until {{date}}, renews automatically': 'サポートは{{date}}まで有効、自動更新',
  'Support active until {{date}}, cancelled (does not renew)': 'サポートは{{date}}まで有効、解約済み（更新なし）',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'サポートは{{date}}まで有効、前の所有者が支払い、自動更新',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'サポートは{{date}}まで有効、前の所有者が支払い。お客様には更新されません',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'サポートは{{date}}まで有効、他の人が支払い、自動更新',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'サポートは{{date}}まで有効、他の人が支払い。お客様には更新されません',
  'Support lapsed since {{date}}': 'サポートは{{date}}から失効',
  'Support paused since {{date}}': 'サポートは{{date}}から一時停止中',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'サポートの支払い期限超過：{{date}}の更新分が未払いです',
  'No support on record yet': 'サポートの記録はまだありません',
  'Subscription active until {{date}}, renews automatically': 'サブスクリプションは{{date}}まで有効、自動更新',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'サブスクリプションは{{date}}まで有効、解約済み（更新なし）',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'サブスクリプションは{{date}}まで有効、前の所有者が支払い、自動更新',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'サブスクリプションは{{date}}まで有効、前の所有者が支払い。お客様には更新されません',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'サブスクリプションは{{date}}まで有効、他の人が支払い、自動更新',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'サブスクリプションは{{date}}まで有効、他の人が支払い。お客様には更新されません',
  'Subscription lapsed since {{date}}': 'サブスクリプションは{{date}}から失効',
  'Subscription paused since {{date}}': 'サブスクリプションは{{date}}から一時停止中',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'サブスクリプションの支払い期限超過：{{date}}の更新分が未払いです',
  'No subscription on record yet': 'サブスクリプションの記録はまだありません',
  Active: '有効',
  Trial: 'トライアル',
  'Payment overdue': '支払い遅延',
  Paused: '一時停止中',
  Cancelled: '解約済み',
  'Support for {{product}}': '{{product}}のサポート',
  'Next charge': '次回の請求',
  '{{gross}} (including {{vat}} VAT)': '{{gross}}（うちVAT {{vat}}）',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'お客様のメールアドレスで支払われたすべての注文と更新。請求額、返金、請求書、クレジットノートを確認できます。',
};

export default ja;
