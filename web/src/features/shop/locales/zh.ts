import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Chinese (simplified). */
const zh: Translations<typeof en> = {
  '{{price}} per month': '每月 {{price}}',
  '{{price}} per year': '每年 {{price}}',
  'Prices are excluding VAT.': '价格不含增值税。',
  Continue: '继续',
  'Price breakdown': '价格明细',
  'First year of support included': '含第一年支持服务',
  'Get {{product}} on the App Store': '在 App Store 获取 {{product}}',
  'Get {{product}} on the Microsoft Store': '在 Microsoft Store 获取 {{product}}',
  'Prices are shown for up to {{count}} licences.': '最多显示 {{count}} 个许可证的价格。',
  'Aircraft type': '机型',
  Platform: '平台',
  'Licence type': '许可证类型',
  Subscription: '订阅',
  Personal: '个人',
  Classroom: '教室',
  Monthly: '按月',
  Annual: '按年',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    '在 Windows 电脑或平板电脑上不受限制地使用，可选连接硬件 M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    '在 Windows 电脑或平板电脑上个人使用，家中或工作场所，每天最多 4 小时',
  'Use on iPad without restrictions': '在 iPad 上不受限制地使用',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    '在 iPad 上个人使用，家中或工作场所，每天最多 4 小时',
  'Download the FMS Trainer app': '下载 FMS Trainer 应用',
  'Purchase FMS Trainer': '购买 FMS Trainer',
  '{{platform}} FMS Trainer user licence': '{{platform}} 版 FMS Trainer 用户许可证',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{platform}} 版 {{aircraft}} FMS Trainer',
  '{{platform}} FMS Trainer for your aircraft': '适用于您机型的 {{platform}} 版 FMS Trainer',
  'FMS Trainer for {{aircraft}}': '{{aircraft}} FMS Trainer',
  '{{product}} on iPad': 'iPad 上的 {{product}}',
  'Unknown aircraft type': '未知机型',
  'Your licence': '您的许可证',
  Quantity: '数量',
  'Choose an aircraft type, licence type and subscription to see the price.':
    '请选择机型、许可证类型和订阅以查看价格。',
  'Volume discounts per licence': '每个许可证的批量折扣',
  '{{minimum}} or more': '{{minimum}} 个或以上',
  '{{minimum}} to {{maximum}}': '{{minimum}} 至 {{maximum}}',
  '{{brand}} suite user licence for private home use': '{{brand}} 套件家庭私人使用用户许可证',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    '适用于家庭驾驶舱的永久非商业许可证，含第一年 Bronze 支持服务。',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} 套件',
  '{{brand}} cockpit suite': '{{brand}} 驾驶舱套件',
  Configuration: '配置',
  'neo and ceo': 'neo 和 ceo',
  'ceo only': '仅 ceo',
  'Add-ons': '附加组件',
  '+ {{price}} per licence': '每个许可证 + {{price}}',
  Term: '期限',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    '按年 — 含一年 Bronze 支持服务，之后以 {{price}} 续订。',
  'Choose an aircraft type to see the price.': '请选择机型以查看价格。',
  'Choose a configuration to see the price.': '请选择配置以查看价格。',
  'About {{brand}}': '关于 {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} 为家庭驾驶舱和受训飞行员开发飞行模拟软件。',
  'What we sell': '我们销售的产品',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '适用于 A320 系列、737 和 737 MAX 8 的{{suites}}，并提供 737 的 Head-up Display 等附加组件。',
  '{{brand}} cockpit suites': '{{brand}} 驾驶舱套件',
  '{{support}} that keep a suite up to date.': '让套件保持最新的{{support}}。',
  'Support subscriptions': '支持订阅',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '适用于 Windows 电脑或平板电脑以及 iPad 的 {{trainer}} 许可证，按月或按年，个人版或教室版。',
  'Licence terms': '许可条款',
  'A suite licence is perpetual and for private, non-commercial home use.':
    '套件许可证为永久许可证，仅供家庭私人非商业使用。',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    '许可证附带支持服务：含一年 Bronze 支持，之后每年自动续订，可随时取消。',
  'A suite licence is transferable to a new owner on request.': '套件许可证可应要求转让给新所有者。',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    '个人版 FMS Trainer 许可证供个人在家中或工作场所使用，每天最多 4 小时；教室版许可证没有此限制。',
  'All prices are in euro and exclude VAT.': '所有价格均以欧元计，不含增值税。',
  '{{platform}} FMS Trainer system requirements': '{{platform}} 版 FMS Trainer 系统要求',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    '运行 {{brand}} {{platform}} 版 FMS Trainer 所需的最低设备配置。',
  'Buy {{brand}} {{platform}} FMS Trainer': '购买 {{brand}} {{platform}} 版 FMS Trainer',
  Processor: '处理器',
  'Intel or AMD CPU from 2019 or later': '2019 年或更新的 Intel 或 AMD CPU',
  Memory: '内存',
  '8 GB RAM': '8 GB 内存',
  Storage: '存储空间',
  '4 GB free disk space': '4 GB 可用磁盘空间',
  'Operating system': '操作系统',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10（21H2 及更高版本）64 位',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB 内存',
  'iOS 17.2 or newer': 'iOS 17.2 或更高版本',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad（第 10 代）或更新机型',
  'iPad Air 4th Gen or newer': 'iPad Air（第 4 代）或更新机型',
  'iPad Mini 6th Gen or newer': 'iPad mini（第 6 代）或更新机型',
  'iPad Pro 2nd Gen or newer': 'iPad Pro（第 2 代）或更新机型',
  'Extend your support subscription': '延长您的支持订阅',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    '支持服务让您的 {{brand}} 套件保持最新，并可直接联系我们的服务台。',
  'Bronze support': 'Bronze 支持',
  'Every suite licence includes the first year of Bronze support.': '每个套件许可证都包含第一年的 Bronze 支持。',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    '第一年之后，支持服务以 {{price}}（不含增值税）自动续订。',
  'You can cancel at any time; your licence stays yours.': '您可以随时取消；许可证仍归您所有。',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    '支持已过期？补上自到期以来的月份，然后从那里延长。',
  'Extend it': '延长',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    '您已以 {{email}} 登录：请选择要延长支持的许可证。',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    '请使用与许可证密钥绑定的电子邮件地址登录，以查看您的许可证及其支持服务。',
  'Extend support for your licences': '延长您许可证的支持',
  'Sign in to extend support': '登录以延长支持',
  'Buy a support extension': '购买支持服务延期',
  'Your suite licences': '您的套件许可证',
  'Extend support': '延长支持',
  'support renews automatically': '支持服务自动续订',
  'Support runs until {{date}} and renews automatically.': '支持服务有效期至 {{date}}，并将自动续订。',
  'Support runs until {{date}}.': '支持服务有效期至 {{date}}。',
  'Support lapsed on {{date}}.': '支持服务已于 {{date}} 到期。',
  'No support is on record for this licence.': '此许可证没有支持服务记录。',
  'Support paused since {{date}}': '支持自 {{date}} 起已暂停',
  'Support payment due: the renewal of {{date}} is not paid yet': '支持费用逾期：{{date}} 的续订尚未支付',
  'Suite support extension': '套件支持服务延期',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    '为您的套件许可证开始或延长 Bronze 支持。如果支持已过期，补上自到期以来的月份，即可恢复到当前版本。',
  '{{family}} suite support': '{{family}} 套件支持',
  'Suite support': '套件支持',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    '您的许可证适用于 {{family}} 套件；请在上方选择 {{family}}。',
  'Lapsed months to catch up': '需补的过期月数',
  '{{price}} per lapsed month, once.': '每个过期月份 {{price}}，一次性收取。',
  'Your support extension': '您的支持服务延期',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    '此许可证的支持服务将于 {{date}} 自动续订，无需延长。',
  'Support will run from {{start}} until {{end}}.': '支持服务将从 {{start}} 持续到 {{end}}。',
  'Support will run until {{end}}.': '支持服务将持续到 {{end}}。',
  'Support then renews at {{price}}; cancel at any time.': '之后支持服务以 {{price}} 续订；可随时取消。',
  'The key could not be checked just now. Please try again.': '暂时无法检查该密钥，请重试。',
  'Your suite licence': '您的套件许可证',
  'Licence key': '许可证密钥',
  'Check licence key': '检查许可证密钥',
  'Licence {{id}}: {{family}} suite.': '许可证 {{id}}：{{family}} 套件。',
  'Or {{signIn}} to choose one of your licences.': '或{{signIn}}以选择您的许可证之一。',
  'sign in': '登录',
  'Your licences could not be read just now. Please try again.': '暂时无法读取您的许可证，请重试。',
  'Reading your licences…': '正在读取您的许可证…',
  'No suite licence is bound to your address.': '没有套件许可证绑定到您的地址。',
  'See your licences': '查看您的许可证',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    '这不是 {{brand}} 许可证密钥。请从许可证电子邮件或 /licenses 复制完整密钥。',
  'This licence key does not verify. Check that it was copied completely.':
    '无法验证此许可证密钥。请检查是否已完整复制。',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    '支持服务延期仅适用于套件许可证；此密钥属于训练器席位。',
};

export default zh;
