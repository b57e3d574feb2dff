import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Portuguese. */
const pt: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Bem-vindo à loja {{brand}}.',
  '{{brand}} cockpit suite': 'Suíte de cockpit {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Licença perpétua para a família A320, o 737 ou o 737 MAX 8, com um ano de suporte.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Licenças do treinador mensais ou anuais para Windows e iPad, pessoais ou para sala de aula.',
  'Support extension': 'Extensão de suporte',
  'Extend or restart the support subscription of your suite licence.':
    'Prolongue ou reative a subscrição de suporte da sua licença da suíte.',
};

export default pt;
