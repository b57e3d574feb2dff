import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'Skip to content': 'Ir para o conteúdo',
  Main: 'Principal',
  'Cockpit suite': 'Suíte de cockpit',
  Suite: 'Suíte',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Treinador',
  Support: 'Suporte',
  'My licences': 'As minhas licenças',
  Licences: 'Licenças',
  'My subscriptions': 'As minhas subscrições',
  Subscriptions: 'Subscrições',
  'My orders': 'As minhas encomendas',
  Orders: 'Encomendas',
  'My account': 'A minha conta',
  Account: 'Conta',
  'Sign out': 'Terminar sessão',
  About: 'Sobre nós',
  'Windows requirements': 'Requisitos do Windows',
  'iPad requirements': 'Requisitos do iPad',
  'Contact support': 'Contactar o suporte',
  'contact support': 'contacte o suporte',
  Language: 'Idioma',
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Lamentamos, ocorreu um erro inesperado.',
  'Reload the page': 'Recarregar a página',
  'Try again': 'Tentar novamente',
  'Go back home': 'Voltar ao início',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Não foi possível carregar esta página. A loja pode ter sido atualizada ou a ligação caiu.',
  'Unknown aircraft type: {{type}}': 'Tipo de aeronave desconhecido: {{type}}',
  'Route is unknown': 'O endereço é desconhecido',
  'Decrease {{label}}': 'Diminuir {{label}}',
  'Increase {{label}}': 'Aumentar {{label}}',
  'One order holds at most {{count}} licences.': 'Uma encomenda inclui no máximo {{count}} licenças.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Para comprar mais, {{support}} e dividiremos a sua compra em várias encomendas.',
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
  Terms: 'Termos e condições',
  'Privacy notice': 'Aviso de privacidade',
  Imprint: 'Ficha técnica',
  'Right of withdrawal': 'Direito de livre resolução',
};

export default pt;
