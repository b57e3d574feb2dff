import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  '{{price}} per month': '{{price}} por mês',
  '{{price}} per year': '{{price}} por ano',
  'Prices are excluding VAT.': 'Os preços não incluem IVA.',
  Continue: 'Continuar',
  'Price breakdown': 'Discriminação do preço',
  'First year of support included': 'Primeiro ano de suporte incluído',
  'Get {{product}} on the App Store': 'Obter {{product}} na App Store',
  'Get {{product}} on the Microsoft Store': 'Obter {{product}} na Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Os preços são mostrados para até {{count}} licenças.',
  'Aircraft type': 'Tipo de aeronave',
  Platform: 'Plataforma',
  'Licence type': 'Tipo de licença',
  Subscription: 'Subscrição',
  Personal: 'Pessoal',
  Classroom: 'Sala de aula',
  Monthly: 'Mensal',
  Annual: 'Anual',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Utilização em PC ou tablet Windows, sem restrições, ligação opcional a uma M(CDU) física',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Utilização pessoal em PC ou tablet Windows, em casa ou no trabalho, máximo de 4 horas por dia',
  'Use on iPad without restrictions': 'Utilização no iPad sem restrições',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Utilização pessoal no iPad, em casa ou no trabalho, máximo de 4 horas por dia',
  'Download the FMS Trainer app': 'Transfira a app FMS Trainer',
  'Purchase FMS Trainer': 'Comprar o FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Licença de utilizador do FMS Trainer para {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer para {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer para {{platform}} para a sua aeronave',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer para {{aircraft}}',
  '{{product}} on iPad': '{{product}} no iPad',
  'Unknown aircraft type': 'Tipo de aeronave desconhecido',
  'Your licence': 'A sua licença',
  Quantity: 'Quantidade',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Escolha um tipo de aeronave, um tipo de licença e uma subscrição para ver o preço.',
  'Volume discounts per licence': 'Descontos de volume por licença',
  '{{minimum}} or more': '{{minimum}} ou mais',
  '{{minimum}} to {{maximum}}': 'De {{minimum}} a {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Licença de utilizador da suíte {{brand}} para uso doméstico privado',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Uma licença perpétua e não comercial para o seu cockpit doméstico, com o primeiro ano de suporte Bronze incluído.',
  '{{brand}} {{family}} suite': 'Suíte {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Suíte de cockpit {{brand}}',
  Configuration: 'Configuração',
  'neo and ceo': 'neo e ceo',
  'ceo only': 'apenas ceo',
  'Add-ons': 'Extras',
  '+ {{price}} per licence': '+ {{price}} por licença',
  Term: 'Prazo',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Anual — inclui um ano de suporte Bronze; depois renova-se por {{price}}.',
  'Choose an aircraft type to see the price.': 'Escolha um tipo de aeronave para ver o preço.',
  'Choose a configuration to see the price.': 'Escolha uma configuração para ver o preço.',
  'About {{brand}}': 'Sobre a {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    'A {{brand}} cria software de simulação de voo para cockpits domésticos e para pilotos em formação.',
  'What we sell': 'O que vendemos',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} para a família A320, o 737 e o 737 MAX 8, com extras como o Head-up Display para o 737.',
  '{{brand}} cockpit suites': 'Suítes de cockpit {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} que mantêm uma suíte atualizada.',
  'Support subscriptions': 'Subscrições de suporte',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Licenças do {{trainer}} para PC ou tablet Windows e para iPad, mensais ou anuais, pessoais ou para sala de aula.',
  'Licence terms': 'Condições da licença',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Uma licença da suíte é perpétua e destina-se a uso doméstico privado e não comercial.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Inclui suporte: um ano de suporte Bronze está incluído; depois o suporte renova-se automaticamente todos os anos e pode ser cancelado a qualquer momento.',
  'A suite licence is transferable to a new owner on request.':
    'Uma licença da suíte pode ser transferida para um novo proprietário mediante pedido.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'As licenças pessoais do FMS Trainer destinam-se a uso pessoal, em casa ou no trabalho, por um máximo de 4 horas por dia; as licenças para sala de aula não têm essa restrição.',
  'All prices are in euro and exclude VAT.': 'Todos os preços são em euros e não incluem IVA.',
  '{{platform}} FMS Trainer system requirements': 'Requisitos de sistema do FMS Trainer para {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'O mínimo de que o seu dispositivo precisa para executar o {{brand}} FMS Trainer para {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Comprar o {{brand}} FMS Trainer para {{platform}}',
  Processor: 'Processador',
  'Intel or AMD CPU from 2019 or later': 'CPU Intel ou AMD de 2019 ou posterior',
  Memory: 'Memória',
  '8 GB RAM': '8 GB de RAM',
  Storage: 'Armazenamento',
  '4 GB free disk space': '4 GB de espaço livre em disco',
  'Operating system': 'Sistema operativo',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 e posteriores) de 64 bits',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB de RAM',
  'iOS 17.2 or newer': 'iOS 17.2 ou posterior',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad de 10.ª geração ou posterior',
  'iPad Air 4th Gen or newer': 'iPad Air de 4.ª geração ou posterior',
  'iPad Mini 6th Gen or newer': 'iPad mini de 6.ª geração ou posterior',
  'iPad Pro 2nd Gen or newer': 'iPad Pro de 2.ª geração ou posterior',
  'Extend your support subscription': 'Prolongue a sua subscrição de suporte',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'O suporte mantém a sua suíte {{brand}} atualizada e dá-lhe uma linha direta para o nosso serviço de apoio.',
  'Bronze support': 'Suporte Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Cada licença da suíte inclui o primeiro ano de suporte Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Após o primeiro ano, o suporte renova-se automaticamente por {{price}} (sem IVA).',
  'You can cancel at any time; your licence stays yours.':
    'Pode cancelar a qualquer momento; a sua licença continua a ser sua.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'O suporte expirou? Recupere os meses desde que terminou e prolongue a partir daí.',
  'Extend it': 'Prolongar',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Tem sessão iniciada como {{email}}: escolha a licença cujo suporte quer prolongar.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Inicie sessão com o endereço de e-mail associado às suas chaves de licença para ver as suas licenças e o respetivo suporte.',
  'Extend support for your licences': 'Prolongar o suporte das suas licenças',
  'Sign in to extend support': 'Inicie sessão para prolongar o suporte',
  'Buy a support extension': 'Comprar uma extensão de suporte',
  'Your suite licences': 'As suas licenças da suíte',
  'Extend support': 'Prolongar suporte',
  'support renews automatically': 'o suporte renova-se automaticamente',
  'Support runs until {{date}} and renews automatically.':
    'O suporte é válido até {{date}} e renova-se automaticamente.',
  'Support runs until {{date}}.': 'O suporte é válido até {{date}}.',
  'Support lapsed on {{date}}.': 'O suporte expirou em {{date}}.',
  'No support is on record for this licence.': 'Não há suporte registado para esta licença.',
  'Support paused since {{date}}': 'Suporte em pausa desde {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pagamento do suporte em dívida: a renovação de {{date}} ainda não está paga',
  'Suite support extension': 'Extensão de suporte da suíte',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Inicie ou prolongue o suporte Bronze da sua licença da suíte. Se o suporte expirou, recupere os meses desde que terminou e volta a ter a versão atual.',
  '{{family}} suite support': 'Suporte da suíte {{family}}',
  'Suite support': 'Suporte da suíte',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'A sua licença é para a suíte {{family}}; escolha {{family}} acima.',
  'Lapsed months to catch up': 'Meses expirados a recuperar',
  '{{price}} per lapsed month, once.': '{{price}} por mês expirado, uma única vez.',
  'Your support extension': 'A sua extensão de suporte',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'O suporte desta licença renova-se automaticamente em {{date}}; não há nada a prolongar.',
  'Support will run from {{start}} until {{end}}.': 'O suporte será válido de {{start}} a {{end}}.',
  'Support will run until {{end}}.': 'O suporte será válido até {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Depois, o suporte renova-se por {{price}}; cancele quando quiser.',
  'The key could not be checked just now. Please try again.':
    'Não foi possível verificar a chave agora. Tente novamente.',
  'Your suite licence': 'A sua licença da suíte',
  'Licence key': 'Chave de licença',
  'Check licence key': 'Verificar a chave de licença',
  'Licence {{id}}: {{family}} suite.': 'Licença {{id}}: suíte {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Ou {{signIn}} para escolher uma das suas licenças.',
  'sign in': 'inicie sessão',
  'Your licences could not be read just now. Please try again.':
    'Não foi possível ler as suas licenças agora. Tente novamente.',
  'Reading your licences…': 'A ler as suas licenças…',
  'No suite licence is bound to your address.': 'Nenhuma licença da suíte está associada ao seu endereço.',
  'See your licences': 'Ver as suas licenças',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Esta não é uma chave de licença {{brand}}. Copie a chave completa do e-mail da licença ou de /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Esta chave de licença não é válida. Verifique se foi copiada por completo.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'As extensões de suporte são para licenças da suíte; esta chave é de um posto do treinador.',
};

export default pt;
