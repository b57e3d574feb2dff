import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  Checkout: 'ご購入手続き',
  Payment: 'お支払い',
  'Your order': 'ご注文内容',
  'Your licences': 'ライセンス',
  'E-mail address': 'メールアドレス',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'ライセンスキーはこのアドレスに紐づき、このアドレスに送信されます。後でこのアドレスでサインインするとライセンスを確認できます。',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'サインインしています。ライセンスキーはアカウントのメールアドレスに紐づきます。',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    '次に付加価値税込みの金額を確認してお支払いいただきます。お支払いを確定するまで請求はありません。',
  'VAT is added for your country at payment.': 'お住まいの国の付加価値税はお支払い時に加算されます。',
  'Starting payment…': 'お支払いを開始しています…',
  'Continue to payment': 'お支払いへ進む',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '当店の{{terms}}が適用されます。デジタルコンテンツの{{withdrawal}}と{{privacy}}もご覧ください。',
  terms: '利用規約',
  'right of withdrawal': '撤回権',
  'privacy notice': 'プライバシーに関する通知',
  'Extends the support of licence {{licence}}.': 'ライセンス {{licence}} のサポートを延長します。',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'ライセンス {{licence}} のサポートを延長します。サポートが切れていた期間の遡及月 {{count}} か月分を含みます。',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'ライセンス {{licence}} のサポートを延長します。サポートが切れていた期間の遡及月 {{count}} か月分を含みます。',
  Item: '品目',
  Amount: '金額',
  'First year of support included': '初年度のサポート込み',
  'Support is free for the first year of each licence': '各ライセンスの初年度はサポートが無料です',
  'Net price': '税抜価格',
  'one-time': '買い切り',
  'per month': '月額',
  'per year': '年額',
  'Order {{number}}': '注文 {{number}}',
  'Your licences will be bound to {{email}}.': 'ライセンスは {{email}} に紐づきます。',
  'Change the e-mail address': 'メールアドレスを変更',
  'Support of licence {{licence}} will run until {{date}}.':
    'ライセンス {{licence}} のサポートは {{date}} まで有効になります。',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    '安全なお支払いフォームがこのページの上に開きます。支払わずに閉じるとカートに戻ります。',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'カードが拒否されました。請求はありません。お支払いフォームで別のカードまたはお支払い方法をお試しください。',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'お支払いフォームで問題が発生しました。入力内容を確認して、もう一度お試しください。',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    '安全なお支払いフォームを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'This payment link is incomplete: it names no order.': 'このお支払いリンクは不完全です。注文が指定されていません。',
  'Thank you for your purchase.': 'ご購入ありがとうございます。',
  'Order number': '注文番号',
  'Reference for support': 'サポート用の参照番号',
  Bought: '購入品',
  VAT: '付加価値税',
  'Amount charged': '請求額',
  '{{amount}}, excluding VAT': '{{amount}}（税抜）',
  'Licences bound to': 'ライセンスの紐づけ先',
  'Support of licence {{licence}} now runs until {{date}}.':
    'ライセンス {{licence}} のサポートは {{date}} まで有効になりました。',
  'Your licence key has been issued and sent to {{email}}.': 'ライセンスキーが発行され、{{email}} に送信されました。',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '{{count}} 件のライセンスキーが発行され、{{email}} に送信されました。',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'お支払いを確認中です。確認でき次第ライセンスが発行され、メールが届きます。このページを開いたままにする必要はありません。',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'お支払いを受け付けました。ライセンスを発行中です。数秒かかります…',
  'What happens next': '今後の流れ',
  'A confirmation e-mail is on its way.': '確認メールをお送りしています。',
  'An e-mail with your licence keys is on its way; keep it.':
    'ライセンスキーを記載したメールをお送りしています。大切に保管してください。',
  'Your licence key stays the same.': 'ライセンスキーは変わりません。',
  'Enter a key in the simulator software to activate it.':
    'シミュレーターソフトウェアにキーを入力して有効にしてください。',
  'Your licences, keys and support are always in your account under My licences.':
    'ライセンス、キー、サポートはいつでもアカウントの「マイライセンス」で確認できます。',
  'Create your account with this e-mail to see your licences':
    'このメールアドレスでアカウントを作成してライセンスを確認',
  'Go to your licences': 'ライセンスへ移動',
  'Back to the shop': 'ショップに戻る',
  'Test payment — local Paddle stand-in': 'テスト決済 — ローカルの Paddle 代替',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'これはローカル開発環境のテストフォームです。カードへの請求も実際のお金の移動もありません。ここで支払うと Paddle と同じ署名付き Webhook が送信されます。',
  'Pay (test)': '支払う（テスト）',
  'Decline card (test)': 'カードを拒否（テスト）',
  'Cancel payment': 'お支払いをキャンセル',
  'The local test payment was refused. Is the local stack still running?':
    'ローカルのテスト決済が拒否されました。ローカル環境はまだ動いていますか？',
  'The payment was cancelled. Your basket is as you left it.': 'お支払いはキャンセルされました。カートはそのままです。',
  'The payment did not go through. Nothing was charged; please try again.':
    'お支払いが完了しませんでした。請求はありません。もう一度お試しください。',
  'Please enter a valid e-mail address, for example name@example.com.':
    '有効なメールアドレスを入力してください（例: name@example.com）。',
  'The quantity must be a whole number from 1 to {{max}}.': '数量は 1 から {{max}} までの整数で入力してください。',
  'One of the chosen add-ons is not available for this product.':
    '選択したアドオンの 1 つはこの製品では利用できません。',
  'The shop could not be reached. Please check your connection and try again.':
    'ショップに接続できませんでした。接続を確認して、もう一度お試しください。',
  'Something went wrong on our side. Please try again in a moment.':
    '当店側で問題が発生しました。しばらくしてからもう一度お試しください。',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    '遡及月数は 0 から {{max}} までの整数で入力してください。',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'このライセンスはこの製品では延長できません。ライセンスのページからやり直してください。',
  'Refunded on {{date}}': '{{date}} に返金',
  'Charged back on {{date}}': '{{date}} にチャージバック',
  'amount not known': '金額不明',
  'Credit note': 'クレジットノート',
  'Credit note of {{date}}': '{{date}} のクレジットノート',
  'Net paid': '返金後の支払額',
  'This order was refunded: its licence keys no longer activate the software.':
    'このご注文は返金されました。ライセンスキーでソフトウェアを有効化することはできなくなりました。',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'このページを開いている間に利用規約が変更されました。ページを再読み込みして、もう一度お読みください。',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'このライセンスのサポートはすでに自動更新されます。延長すると同じ期間を二重に支払うことになります。別の期間で延長したい場合は、先に自動更新をキャンセルしてください。',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'このライセンスのサポートサブスクリプションは一時停止中です。再開するとライセンスのサポートが更新されるため、延長すると同じ期間を二重に支払うことになります。再開するか、別の期間で延長したい場合は先にキャンセルしてください。',
};

export default ja;
