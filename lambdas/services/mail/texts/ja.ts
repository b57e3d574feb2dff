import type { MailTexts } from './en';

export const ja: MailTexts = {
  team: '{{brand}} チーム',
  hello: 'こんにちは。',
  thanks: 'ご注文ありがとうございます。',
  legalLine: '利用規約、プライバシーに関する通知、運営者情報、撤回権:',
  legalTerms: '利用規約',
  legalPrivacy: 'プライバシーに関する通知',
  legalImprint: '運営者情報',
  legalWithdrawal: '撤回権',
  orderSubjectOne: 'ライセンスキーのお知らせ',
  orderSubjectMany: '{{count}} 件のライセンスキーのお知らせ',
  orderSubjectExtension: 'サポート延長のお支払いが完了しました',
  resentSubject: '再送: {{subject}}',
  factOrderNumber: '注文番号',
  factReference: 'サポート用の参照番号',
  factProduct: '製品',
  factItems: '品目',
  factRenewal: '更新',
  factNet: '税抜価格',
  factVat: '付加価値税',
  factCharged: '請求額',
  excludingVat: '{{amount}}（税抜）',
  renewalYear: '年額 {{amount}}、解約するまで自動更新',
  renewalMonth: '月額 {{amount}}、解約するまで自動更新',
  renewalWithVat: '{{gross}}（付加価値税 {{vat}} を含む）',
  renewalFirstYear: '初年度は含まれ、その後は {{price}}',
  extendedUntil:
    'ライセンス {{licence}} のサポートが延長され、{{date}} まで有効になりました。ライセンスキーは変わりません。',
  extended: 'ライセンス {{licence}} のサポートが延長されました。ライセンスキーは変わりません。',
  seeLicences: 'ライセンスを見る',
  goToLicences: 'ライセンスへ移動',
  seeOrder: '注文と請求書を見る',
  keysOne: 'ライセンスキーは次のとおりです。',
  keysMany: '{{count}} 件のライセンスキーは次のとおりです（ライセンスごとに 1 件）。',
  keysFirst:
    '{{count}} 件のライセンスキーのうち最初の {{mailed}} 件は次のとおりです。すべてのキーはライセンスのページにあります。',
  keyLabel: 'ライセンス {{index}} / {{count}}（{{licence}}）',
  suiteKeyUse:
    'このキーでシミュレーターソフトウェアの {{product}} ライセンスを有効にしてください。キーはお客様のメールアドレスに紐づいています。',
  seatKeyUse: 'このキーで、サブスクリプションの有効期間中 FMS Trainer アプリの 1 席を利用できます。',
  seatKeyUseAircraft:
    'このキーで、サブスクリプションの有効期間中 FMS Trainer アプリ（{{aircraft}}）の 1 席を利用できます。',
  signInToSee:
    'このメールアドレスでサインインすると、いつでもライセンスの確認、キーのコピー、サポートの管理ができます。',
  offerSubject: 'ライセンスの譲渡の申し出があります',
  offer: '{{from}} さんから {{product}} ライセンス（{{licence}}）の譲渡の申し出があります。',
  offerHowTo:
    '受け取るには、このメールアドレスでサインイン（またはアカウントを作成）し、「受け取る」を選んでください。ライセンスキーがお客様用に再発行されます。',
  acceptLicence: 'ライセンスを受け取る',
  newOwnerSubject: 'ライセンスがお客様のものになりました',
  newOwnerBound: '{{product}} ライセンス（{{licence}}）がお客様のメールアドレスに紐づきました。',
  newKeyLabel: '新しいライセンスキー',
  newKeyUse: 'このキーをソフトウェアに入力してください。以前の所有者のキーは有効なキーではなくなりました。',
  movedSupportPaid:
    'サポートは {{date}} まで支払い済みで、お客様には更新されません。その日以降はご自身のサポート延長で継続してください。',
  movedSupportNone: '有効なサポートはありません。ご自身のサポート延長でサポートを開始してください。',
  continueSupport: 'サポートを継続',
  previousOwnerSubject: 'ライセンスの譲渡が完了しました',
  previousOwnerAccepted:
    '{{to}} さんが {{product}} ライセンス（{{licence}}）を受け取りました。このライセンスはお客様のメールアドレスから外れ、古いキーは置き換えられました。',
  previousOwnerMovedByStaff:
    'サポートスタッフが {{product}} ライセンス（{{licence}}）を {{to}} さんに移しました。このライセンスはお客様のメールアドレスから外れ、古いキーは置き換えられました。',
  byStaff: 'この変更はサポートスタッフが行いました。心当たりがない場合は、このメールにご返信ください。',
  resentByStaff: 'サポートスタッフがこのメールを再送しました。',
  correctedByStaff:
    'サポートスタッフがこのご注文のメールアドレスをお客様のアドレスに訂正し、新しいライセンスキーを発行しました。',
  renewalStoppedAfter:
    'このライセンスのサポートサブスクリプションは {{date}} 以降更新されません。このライセンスについて今後請求されることはありません。',
  renewalStopped:
    'このライセンスのサポートサブスクリプションは今後更新されません。このライセンスについて今後請求されることはありません。',
  lapsingSubject: 'サポートがまもなく終了します',
  lapsing: '{{product}} ライセンス（{{licence}}）のサポートは {{date}} に終了し、更新されません。',
  lapsingAdvice: 'それまでに延長すると、遡及月なしでアップデートとサポートを受け続けられます。',
  extendSupport: 'サポートを延長',
  lapsedSubject: 'サポートが終了しました',
  lapsed: '{{product}} ライセンス（{{licence}}）のサポートは {{date}} に終了しました。ライセンスは引き続き使えます。',
  lapsedAdvice: 'サポートはいつでも延長できます。延長には終了してからの月数が含まれます。',
  extendedForOwnerSubject: 'ライセンスのサポートが延長されました',
  extendedForOwner:
    'どなたかが {{product}} ライセンス（{{licence}}）のサポート延長を購入しました。サポートは {{date}} まで有効です。',
  extendedForOwnerNothingToDo: 'ライセンスキーは変わりません。お客様の操作は必要ありません。',
  cancelledSubject: 'サブスクリプションが解約されました',
  cancelled: '「{{product}}」のサブスクリプションを解約しました。{{date}} まで有効で、今後請求されることはありません。',
  factSubscription: 'サブスクリプション',
  factEndsOn: '終了日',
  cancelledResume: '気が変わりましたか？その日までは、サブスクリプションのページから追加料金なしで再開できます。',
  resumeOrManage: 'サブスクリプションを再開・管理',
  resumedSubject: 'サブスクリプションが継続されます',
  resumedOn: '「{{product}}」のサブスクリプションの解約は取り消されました。継続され、{{date}} に自動更新されます。',
  resumed: '「{{product}}」のサブスクリプションの解約は取り消されました。継続され、自動更新されます。',
  cancelAgain: 'それまではいつでも再び解約できます。',
  seeSubscriptions: 'サブスクリプションを見る',
  passwordChangedSubject: 'パスワードが変更されました',
  passwordChanged:
    '{{brand}} アカウント {{email}} のパスワードが {{date}} に変更されました。サインインしていた他のすべてのデバイスからサインアウトしました。',
  passwordChangedNotYou:
    'ご自身で変更していない場合は、今すぐ「パスワードをお忘れですか？」から新しいパスワードを設定してください。',
  signIn: 'サインイン',
  deleteCodeSubject: 'アカウント削除用のコード',
  deleteCode:
    '{{brand}} アカウント {{email}} の削除を依頼されました。確認のため、アカウントページにこのコードを入力してください。',
  deleteCodeLabel: 'コード',
  deleteCodeExpiry:
    'コードの有効期間は 15 分です。心当たりがない場合はこのメールを無視してください。アカウントはそのままです。',
  accountDeletedSubject: 'アカウントが削除されました',
  accountDeleted:
    '{{brand}} アカウント {{email}} とそのすべてのサインイン方法は {{date}} に削除され、すべてのセッションが終了しました。',
  accountDeletedKept:
    '会計のために保管するもの: 支払い済みの注文、請求書、返金（税法の定めにより 10 年間）。ライセンスとそのキーは引き続き使え、このアドレスで再登録すると再び表示されます。',
  accountDeletedSubscriptions: 'サブスクリプションは今後更新されません。それぞれ支払い済み期間の終わりまで有効です。',
};
