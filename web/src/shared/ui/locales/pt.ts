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
  Language: 'Idioma',
  'Try again': 'Tentar novamente',
  'Route is unknown': 'O endereço é desconhecido',
  Terms: 'Termos e condições',
  'Privacy notice': 'Aviso de privacidade',
  Imprint: 'Ficha técnica',
  'Right of withdrawal': 'Direito de livre resolução',
};

export default pt;
