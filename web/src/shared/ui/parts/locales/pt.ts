import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'contact support': 'contacte o suporte',
  'Decrease {{label}}': 'Diminuir {{label}}',
  'Increase {{label}}': 'Aumentar {{label}}',
  'One order holds at most {{count}} licences.': 'Uma encomenda inclui no máximo {{count}} licenças.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Para comprar mais, {{support}} e dividiremos a sua compra em várias encomendas.',
  '{{brand}} checkout': 'Loja {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Compre licenças da suíte de cockpit {{brand}}, suporte e subscrições do FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'A loja não conseguiu verificar o seu início de sessão agora. Tente novamente daqui a pouco; não precisa de iniciar sessão outra vez.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} para {{platform}}, licença pessoal, mensal',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} para {{platform}}, licença pessoal, anual',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} para {{platform}}, licença para sala de aula, mensal',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} para {{platform}}, licença para sala de aula, anual',
  'Bronze support, monthly': 'Suporte Bronze, mensal',
  'Bronze support, annual': 'Suporte Bronze, anual',
  '{{brand}} {{family}} suite support extension, monthly': 'Extensão de suporte da suíte {{brand}} {{family}}, mensal',
  '{{brand}} {{family}} suite support extension, annual': 'Extensão de suporte da suíte {{brand}} {{family}}, anual',
  '{{brand}} {{family}} suite licence': 'Licença da suíte {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Suíte {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Suíte {{brand}} {{family}} (neo e ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Suíte {{brand}} {{family}} (apenas ceo)',
  'A320 neo add-on': 'Extra A320 neo',
  'Support catch-up, per lapsed month': 'Recuperação de suporte, por mês expirado',
};

export default pt;
