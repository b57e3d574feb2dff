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
};

export default ja;
